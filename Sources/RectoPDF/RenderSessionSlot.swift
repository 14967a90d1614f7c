import RectoCore

/// The window's render session for the open book, shared with the features that draw from it or read the
/// book's text. They hear of a new book (or none) from the `ReaderModel`'s `.book` and find its session here,
/// so none of them reaches it through the window or needs the window to relay it. The window puts a book's
/// session in before the model tells `.book`, and takes it out before the model closes the book.
@MainActor
public final class RenderSessionSlot<Surface> {
    /// The open book's session; nil without a book.
    public var session: PageRenderSession<Surface>?

    /// An empty slot.
    public init() {}
}

extension ReaderModel {
    /// Observes the book and its pages with the session that renders them: `book` when another book opened or
    /// the book closed (nil), `pages` after the pages on screen moved or were painted again (only with a book).
    /// The window shows the pages before any feature hears of them: it observes the model first.
    public func observe<Surface>(
        sessions: RenderSessionSlot<Surface>, book: (@MainActor (PageRenderSession<Surface>?) -> Void)? = nil,
        pages: (@MainActor (PageRenderSession<Surface>) -> Void)? = nil
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
