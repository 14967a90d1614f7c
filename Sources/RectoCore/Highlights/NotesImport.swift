import Foundation

/// Reads a JSON export (`NotesExport.json`) back for a copy of its book: every note and highlight returns with
/// its identity, so importing twice or into a window that has them changes nothing, and a merge settles which
/// copy is newer. A file that is not an export, or is one for another book, is refused.
public enum NotesImport {
    /// Why a file was not imported.
    public enum Failure: Error, Equatable, Sendable {
        /// Not a Recto notes export (another JSON file, a notes file, garbage).
        case notAnExport
        /// An export for another book, named by the title it gives.
        case otherBook(title: String)
        /// An export from a newer Recto that this build cannot read.
        case newerVersion(Int)
    }

    /// What an import brings: the notes, and how many records could not be read (skipped, the rest kept).
    public struct Contents: Equatable, Sendable {
        public let snapshot: NotesSnapshot
        public let skippedRecords: Int
    }

    /// Parses an export made for the book whose document key is `key`.
    public static func decode(_ data: Data, forBookKey key: String) -> Result<Contents, Failure> {
        guard let file = try? JSONDecoder().decode(Layout.self, from: data), file.format == NotesExport.formatName
        else { return .failure(.notAnExport) }
        guard file.version >= 1 else { return .failure(.notAnExport) }
        guard file.version <= NotesExport.version else { return .failure(.newerVersion(file.version)) }
        guard file.book.key == key else { return .failure(.otherBook(title: file.book.title)) }
        let records = file.chapters.flatMap(\.notes)
        let notes = records.compactMap(\.note)
        let snapshot = NotesSnapshot().merged(with: NotesSnapshot(notes: notes))
        return .success(Contents(snapshot: snapshot, skippedRecords: records.count - snapshot.notes.count))
    }

    struct Layout: Decodable {
        struct Chapter: Decodable {
            let notes: [NotesFile.LenientNote]
        }

        let format: String
        let version: Int
        let book: NotesExport.Output.Book
        let chapters: [Chapter]
    }
}
