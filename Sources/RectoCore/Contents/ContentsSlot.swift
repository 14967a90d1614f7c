/// The open book's table of contents as the window shows it (loaded, edited, undone), in one place: the contents
/// feature writes it, and the features that group by chapter (the search results, the notes' export, the
/// overview) read it there, so none of them reaches the contents feature. Nil without a book.
@MainActor
public final class ContentsSlot {
    /// The contents shown now; nil without a book.
    public var contents: TableOfContents?

    /// An empty slot.
    public init() {}
}
