/// How a message about books names them: one book by its title, several by their number or their titles
/// (the app words each case, with the plural its language needs).
public enum BookTitles: Equatable, Sendable {
    case one(String)
    case several([String])

    /// The naming of `titles`; several when there are none (a count of zero), which callers do not send.
    public init(_ titles: [String]) {
        self = titles.count == 1 ? .one(titles[0]) : .several(titles)
    }
}
