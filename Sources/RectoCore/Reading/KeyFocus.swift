/// What holds the keyboard when a key reaches the reader's window, as far as key routing cares: the app reads
/// it from the focused widget's type and place.
public enum KeyFocus: Equatable, Sendable {
    /// Nothing has the focus.
    case nothing
    /// The page (or the continuous strip) itself.
    case page
    /// A widget in the library sidebar; `shown`: the sidebar is out, not folded away with the focus left in it.
    case sidebar(shown: Bool)
    /// A text field (the find bar, the go-to entry).
    case textField
    /// A slider (the scrubber).
    case slider
    /// The page's text for screen readers, where the arrows move a caret.
    case pageText
    /// A button or check button (Space presses it).
    case button
    /// Any other widget.
    case other

    /// Whether the focused widget keeps `key` (a GDK key name) from the page: text fields and sliders keep
    /// every key; the page's text keeps its caret keys; buttons keep Space; the sidebar, while it shows, keeps
    /// everything (its list needs Home, End and the arrows).
    public func keeps(_ key: String) -> Bool {
        switch self {
        case let .sidebar(shown): shown
        case .textField, .slider: true
        case .pageText: Self.caretKeys.contains(key)
        case .button: key == "space"
        case .nothing, .page, .other: false
        }
    }

    private static let caretKeys: Set<String> = [
        "Left", "Right", "Up", "Down", "Home", "End", "KP_Left", "KP_Right", "KP_Up", "KP_Down", "KP_Home", "KP_End",
    ]
}
