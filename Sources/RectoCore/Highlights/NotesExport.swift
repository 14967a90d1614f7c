import Foundation

/// A book's notes and highlights written out for people and for other copies of the book: Markdown to read,
/// JSON to import again. Both list the notes grouped by chapter, in page order (top of the page first), with
/// page labels and quoted passages.
public enum NotesExport {
    /// Marks a JSON export as ours.
    static let formatName = "recto-notes-export"
    static let version = 1

    /// One chapter's notes, in page order; `title` nil for the notes before the first chapter.
    public struct Group: Equatable, Sendable {
        public let title: String?
        public let notes: [Note]
    }

    /// The notes in reading order, grouped by the chapter each falls in.
    public static func groups(_ notes: [Note], book: NotesExportBook) -> [Group] {
        var groups: [Group] = []
        var current: (title: String?, notes: [Note])?
        for note in notes.sorted(by: isBefore) {
            let title = book.chapter(ofPage: note.pageIndex)
            if let open = current, open.title == title {
                current!.notes.append(note)
                continue
            }
            if let open = current { groups.append(Group(title: open.title, notes: open.notes)) }
            current = (title, [note])
        }
        if let open = current { groups.append(Group(title: open.title, notes: open.notes)) }
        return groups
    }

    /// Markdown: the book's title, a heading per chapter, each passage as a quote, the reader's words under it,
    /// and the page.
    public static func markdown(_ notes: [Note], book: NotesExportBook) -> String {
        var lines = ["# " + oneLine(book.title), ""]
        for group in groups(notes, book: book) {
            if let title = group.title { lines += ["## " + oneLine(title), ""] }
            for note in group.notes {
                let page = book.pageFormat.replacingOccurrences(of: "%@", with: book.label(ofPage: note.pageIndex))
                if let quote = note.highlight?.quote, !quote.isEmpty {
                    lines += quote.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
                    lines.append("")
                }
                let words = Note.trimmed(note.text)
                lines.append(words.isEmpty ? "(\(page))" : "\(words) (\(page))")
                lines.append("")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// JSON for `NotesImport`: the book's key and title, then the chapters with their notes as the notes file
    /// stores them, plus each page's label.
    public static func json(_ notes: [Note], book: NotesExportBook) -> Data {
        let layout = Output(
            format: formatName, version: version, book: .init(key: book.key, title: book.title),
            chapters: groups(notes, book: book).map { group in
                Output.Chapter(title: group.title, notes: group.notes.map { note in
                    Output.Record(
                        id: note.id, text: note.text, page: note.pageIndex, pageLabel: book.label(ofPage: note.pageIndex),
                        created: Note.milliseconds(of: note.created), modified: Note.milliseconds(of: note.modified),
                        highlight: note.highlight.map(HighlightRecord.init))
                })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(layout)) ?? Data()
    }

    /// Reading order: page, then the top of the passage (PDF's y grows upwards), then creation.
    static func isBefore(_ lhs: Note, _ rhs: Note) -> Bool {
        if lhs.pageIndex != rhs.pageIndex { return lhs.pageIndex < rhs.pageIndex }
        let left = lhs.highlight?.quads.map(\.y2).max() ?? .infinity
        let right = rhs.highlight?.quads.map(\.y2).max() ?? .infinity
        if left != right { return left > right }
        if lhs.created != rhs.created { return lhs.created < rhs.created }
        return lhs.id < rhs.id
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    struct Output: Encodable {
        struct Book: Codable {
            let key: String
            let title: String
        }

        struct Chapter: Encodable {
            let title: String?
            let notes: [Record]
        }

        struct Record: Encodable {
            let id: UUID
            let text: String
            let page: Int
            let pageLabel: String
            let created: Int64
            let modified: Int64
            let highlight: HighlightRecord?
        }

        let format: String
        let version: Int
        let book: Book
        let chapters: [Chapter]
    }
}
