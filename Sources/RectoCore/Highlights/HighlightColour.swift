/// The soft colours a highlight can have, as the reader picks them from the page's menu. The raw value is what
/// the notes file and exports store.
public enum HighlightColour: String, CaseIterable, Hashable, Sendable {
    case yellow, green, blue, pink, purple

    /// The colour painted under the text, in 0…1 sRGB. Light enough that a multiply blend keeps black text black
    /// and the page readable.
    public var rgb: (red: Double, green: Double, blue: Double) {
        switch self {
        case .yellow: (1.00, 0.92, 0.35)
        case .green: (0.65, 0.90, 0.55)
        case .blue: (0.60, 0.80, 1.00)
        case .pink: (1.00, 0.68, 0.80)
        case .purple: (0.82, 0.70, 1.00)
        }
    }
}
