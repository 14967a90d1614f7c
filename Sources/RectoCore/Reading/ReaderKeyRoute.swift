/// Where a key pressed in the reader's window goes: to the focused widget, the page's menu, the continuous
/// strip or the page. The app reads the key and the focus, asks `route`, and does what it says.
public enum ReaderKeyRoute: Equatable, Sendable {
    /// What a page key does to the book.
    public enum PageAction: Equatable, Sendable {
        /// A jump, to the first page (Home) or the last (End), that the reader may come back from (history).
        case jumpToStart
        case jumpToEnd
        /// A turn, given to the model.
        case perform(PageCommand)
    }

    /// How the continuous strip scrolls for a key.
    public enum StripScroll: Equatable, Sendable {
        /// An arrow's step up or down.
        case stepUp
        case stepDown
        /// A screen down or up (Page Down, Space; Page Up, Shift+Space).
        case screen(PageCommand)
    }

    /// Not the page's key: the focused widget or another controller hears it.
    case notMine
    /// The page's right-click menu, at the selection (the Menu key, Shift+F10).
    case pageMenu
    /// The strip scrolls; if it cannot (no layout yet), `orElse` applies, or the key is not taken.
    case strip(StripScroll, orElse: PageAction?)
    /// A page action.
    case page(PageAction)

    /// The route of key `key` (a GDK key name) pressed with Shift or not, and with Ctrl, Alt or Super or not
    /// (those keys are the shortcuts'). `reading`: a book's page is what the window shows (the contents, notes
    /// and status pages keep their own keys); `stripOn`: the book shows as a continuous strip.
    public static func route(
        key: String, shift: Bool, otherModifiers: Bool, reading: Bool, focus: KeyFocus, stripOn: Bool
    ) -> ReaderKeyRoute {
        guard reading, !otherModifiers else { return .notMine }
        // The Menu key and Shift+F10 open the page's menu while the page has the focus; elsewhere they are the
        // focused widget's (a text field's own menu, the library's row menu).
        if key == "Menu" || (key == "F10" && shift) { return focus == .page ? .pageMenu : .notMine }
        let command = PageKeys.command(forKey: key, shift: shift)
        let arrow = stripArrows[key]
        guard command != nil || (stripOn && arrow != nil), !focus.keeps(key) else { return .notMine }
        let action = command.map(action(for:))
        if stripOn {
            // In the strip the arrows and the screen keys scroll; Home, End, Left and Right go on as jumps and
            // turns, which the strip follows.
            if let arrow { return .strip(arrow, orElse: action) }
            if let command, command == .next || command == .previous { return .strip(.screen(command), orElse: action) }
        }
        return action.map { .page($0) } ?? .notMine
    }

    private static let stripArrows: [String: StripScroll] = [
        "Up": .stepUp, "KP_Up": .stepUp, "Down": .stepDown, "KP_Down": .stepDown,
    ]

    private static func action(for command: PageCommand) -> PageAction {
        switch command {
        case .first: .jumpToStart
        case .last: .jumpToEnd
        default: .perform(command)
        }
    }
}
