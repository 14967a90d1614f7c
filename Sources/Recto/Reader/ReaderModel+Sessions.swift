import RectoCore

extension ReaderModel {
    /// Observes the book and its pages with the session that renders them: `book` when another book opened or
    /// the book closed (nil), `pages` after the pages on screen moved or were painted again (only with a book).
    /// The window shows the pages before any feature hears of them: it observes the model first.
    func observe(
        sessions: SessionSlot, book: (@MainActor (ReadingSession?) -> Void)? = nil,
        pages: (@MainActor (ReadingSession) -> Void)? = nil
    ) -> ObservationToken {
        observe { [sessions] change in
            switch change {
            case .book: book?(sessions.session)
            case .pages: if let session = sessions.session { pages?(session) }
            default: break
            }
        }
    }
}
