/// How a page's colours are shown: as printed (Day), on warm paper (Sepia) or dark (Night).
public enum ColourMode: String, CaseIterable, Codable, Sendable {
    case day
    case sepia
    case night

    /// The mode after this one, as Ctrl+I cycles: Day → Sepia → Night → Day.
    public var next: ColourMode {
        switch self {
        case .day: .sepia
        case .sepia: .night
        case .night: .day
        }
    }
}
