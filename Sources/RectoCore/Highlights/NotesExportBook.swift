/// What an export says about the book its notes belong to, and how it names pages and chapters.
public struct NotesExportBook: Sendable {
    /// The document key the notes are stored under; an import checks it.
    public let key: String
    public let title: String
    public let labels: PageLabels
    public let contents: TableOfContents?
    /// How a page is named in Markdown, with `%@` for its label or number ("p. %@"), already translated.
    public let pageFormat: String

    public init(key: String, title: String, labels: PageLabels = PageLabels(), contents: TableOfContents? = nil,
                pageFormat: String = "p. %@") {
        self.key = key
        self.title = title
        self.labels = labels
        self.contents = contents
        self.pageFormat = pageFormat
    }

    /// The page's printed label, else its number counted from 1.
    public func label(ofPage page: Int) -> String {
        guard labels.labels.indices.contains(page), !labels.labels[page].isEmpty else { return String(page + 1) }
        return labels.labels[page]
    }

    /// The chapter holding `page`, if the book has contents that reach it.
    public func chapter(ofPage page: Int) -> String? {
        contents?.entry(containing: page)?.title
    }
}
