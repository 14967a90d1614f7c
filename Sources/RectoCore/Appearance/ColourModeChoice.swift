/// Which colour mode a window shows, from the reader's choices: the mode remembered for the book, the default
/// from Preferences, and whether Night follows the system's dark style.
///
/// A choice made now (the menu, Ctrl+I) wins until the book changes or the system style flips; when a book
/// opens, the system's dark style (if followed) shows Night, else the book's remembered mode, else the default.
public struct ColourModeChoice: Equatable, Sendable {
    /// The default for books without a remembered mode (Preferences).
    public var defaultMode: ColourMode
    /// Whether the system's dark style switches Night on.
    public var followsSystem: Bool
    /// Whether the system (libadwaita's style manager) is dark now.
    public private(set) var systemIsDark: Bool
    /// The mode remembered for the open book, if any: what is saved with its reading state.
    public private(set) var bookMode: ColourMode?
    /// A choice made while reading, which wins over the rest until the book changes or the system style flips.
    private var chosenNow: ColourMode?

    public init(defaultMode: ColourMode = .day, followsSystem: Bool = false, systemIsDark: Bool = false) {
        self.defaultMode = defaultMode
        self.followsSystem = followsSystem
        self.systemIsDark = systemIsDark
    }

    /// The mode to show.
    public var mode: ColourMode {
        if let chosenNow { return chosenNow }
        if followsSystem, systemIsDark { return .night }
        return bookMode ?? defaultMode
    }

    /// A book opened, with the mode remembered for it (nil: none yet).
    public mutating func bookOpened(remembering remembered: ColourMode?) {
        bookMode = remembered
        chosenNow = nil
    }

    /// The reader chose `mode`: it shows now and is remembered for the book.
    public mutating func choose(_ mode: ColourMode) {
        chosenNow = mode
        bookMode = mode
    }

    /// Ctrl+I: the next mode after the one showing.
    public mutating func cycle() {
        choose(mode.next)
    }

    /// The system style turned dark or light; when followed, that is the newest word on the mode.
    public mutating func systemStyleChanged(dark: Bool) {
        guard dark != systemIsDark else { return }
        systemIsDark = dark
        if followsSystem { chosenNow = nil }
    }
}
