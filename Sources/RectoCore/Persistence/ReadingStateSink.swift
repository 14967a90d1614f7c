/// Where the reading state goes: `ReadingStateSaver` writes it to disk after a pause; a test may count the calls.
@MainActor
public protocol ReadingStateSink: AnyObject {
    /// Saves `state` for the book `key`, merged with what is pending for it.
    func save(_ state: ReadingState, for key: DocumentKey)
}

extension ReadingStateSaver: ReadingStateSink {}
