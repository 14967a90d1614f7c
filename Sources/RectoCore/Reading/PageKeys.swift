/// The keyboard's page-turn bindings, by GDK key name (as `gdk_keyval_name` spells them), so the mapping is
/// testable without a display. Arrow keys are screen-sided and follow the reading direction; Page Up/Down,
/// Space, Home and End follow reading order.
public enum PageKeys {
    /// The command for a key press, or nil if the key is not a page-turn key.
    public static func command(forKey name: String, shift: Bool = false) -> PageCommand? {
        switch name {
        case "Right", "KP_Right": .right
        case "Left", "KP_Left": .left
        case "Page_Down", "Next", "KP_Page_Down", "KP_Next": .next
        case "Page_Up", "Prior", "KP_Page_Up", "KP_Prior": .previous
        case "space", "KP_Space": shift ? .previous : .next
        case "BackSpace": .previous
        case "Home", "KP_Home": .first
        case "End", "KP_End": .last
        default: nil
        }
    }
}
