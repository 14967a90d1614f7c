/// What a reader window shows in place of its pages, or that it shows them: the one record of it, so the window's
/// stack follows it and nothing reads the stack back.
public enum ReaderPhase: Equatable, Sendable {
    /// No book, and none on its way (the library is empty, or its book was deleted).
    case empty
    /// A book is being opened; the previous one, if any, stays open until it has.
    case opening
    /// The book being opened asks for its password.
    case locked
    /// The book could not be opened, for `reason` (the sentence shown to the reader).
    case failed(reason: String)
    /// A book is open and its views show.
    case reading
}
