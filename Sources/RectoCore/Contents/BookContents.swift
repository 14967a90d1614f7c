/// The open book's table of contents as the reader sees and edits it: always titled after the book, showing
/// only entries within its pages and eight levels deep (the rest is kept and saved back), with every edit
/// handing back what was there before, for Undo.
///
/// Loading and saving (the sidecar, the PDF's outline) stay with the app's controller, off the main thread;
/// this is what it decides.
public struct BookContents: Sendable, Equatable {
    /// The book's title, which the contents always carry.
    public let title: String
    /// The book's pages: entries past the end are kept but not shown.
    public let pageCount: Int
    /// The contents as shown.
    public private(set) var contents: TableOfContents

    /// Empty contents for a book titled `title` of `pageCount` pages (until the sidecar or outline is read).
    public init(title: String, pageCount: Int) {
        self.title = title
        self.pageCount = pageCount
        contents = TableOfContents(title: title)
    }

    /// `value` as this book shows it: its title, its pages and eight levels shown.
    public func shown(_ value: TableOfContents) -> TableOfContents {
        var value = value
        value.title = title
        value.shownPageCount = pageCount
        value.shownDepth = ContentsSidecar.maximumDepth
        return value
    }

    /// Shows `value` (read from the sidecar or the outline, or put back by Undo).
    public mutating func show(_ value: TableOfContents) {
        contents = shown(value)
    }

    /// Applies an edit. Returns the contents before it (for Undo), or nil when the edit was refused (it threw),
    /// leaving the contents as they were.
    public mutating func edit(_ change: (inout TableOfContents) throws -> Void) -> TableOfContents? {
        let previous = contents
        var edited = contents
        do {
            try change(&edited)
        } catch {
            return nil
        }
        show(edited)
        return previous
    }

    /// Takes in imported parts (a part with an imported heading replaces the part of that name). Returns the
    /// contents before (for Undo) when the import changed anything, else nil.
    public mutating func takeImport(_ result: ContentsImportResult, base: TableOfContents) -> TableOfContents? {
        guard result.contents != base else { return nil }
        let previous = contents
        show(result.contents)
        return previous
    }
}
