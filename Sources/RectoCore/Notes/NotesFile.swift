import Foundation

/// The JSON layout of a book's notes file, version 1:
/// `{"format": "recto-notes", "version": 1, "notes": [{"id", "text", "page", "created", "modified"}],
/// "deleted": [{"id", "deleted"}]}` with `page` zero-based and times in milliseconds since 1970.
/// Version 2 adds an optional `"highlight": {"quads": [[x1, y1, x2, y2]…], "quote", "before", "after", "color"}`
/// (`HighlightRecord`) to a note.
///
/// `modified` and `deleted` were added without a version change: readers ignore keys they do not know, so an
/// older Recto still reads the file. The version goes up only for a change older readers would misread; this
/// build reads a newer file as far as it understands it and never writes over it (`NotesStore`).
public enum NotesFile {
    /// Marks the file as ours, so a stray JSON file is not taken for notes.
    static let formatName = "recto-notes"
    /// The newest version this build reads and writes. Version 2 adds `highlight` to a note (its text may then
    /// be empty, which a version-1 reader would drop): a file is written as version 2 only when it holds a
    /// highlight, so a book without any stays readable and writable by older Rectos.
    public static let currentVersion = 2

    /// Parses a notes file. Each note and tombstone is checked on its own: one that cannot be read (a missing
    /// field, a number out of range, a duplicate) is skipped and counted, and the rest is kept. Only a file that
    /// is not a notes file at all is a defect.
    public static func decode(_ data: Data) -> Result<NotesFileContents, NotesFileDefect> {
        // Invalid UTF-8 would make the whole file unreadable; repaired, only the damaged text is affected, and
        // the store keeps the original before anything is written.
        var bytes = data
        var repaired = false
        if String(validating: data, as: UTF8.self) == nil {
            bytes = Data(String(decoding: data, as: UTF8.self).utf8)
            repaired = true
        }
        let file: Layout
        do {
            file = try JSONDecoder().decode(Layout.self, from: bytes)
        } catch DecodingError.dataCorrupted {
            return .failure(.notJSON)
        } catch {
            return .failure(.wrongShape)
        }
        guard file.format == formatName else { return .failure(.wrongShape) }
        guard file.version >= 1 else { return .failure(.unsupportedVersion(file.version)) }
        guard file.notes != nil || file.version > currentVersion else { return .failure(.wrongShape) }
        let notes = file.notes?.compactMap(\.note) ?? []
        let deletions = file.deleted?.compactMap(\.deletion) ?? []
        // A second copy of a note is lost when the file is written back (one copy wins), so it counts as skipped.
        let duplicates = notes.count - Set(notes.map(\.id)).count
        let skipped = (file.notes?.count ?? 0) - notes.count + (file.deleted?.count ?? 0) - deletions.count + duplicates
        // A merge with nothing settles duplicates and notes that also have a tombstone, the way any merge would.
        let snapshot = NotesSnapshot().merged(with: NotesSnapshot(notes: notes, deletions: deletions))
        return .success(NotesFileContents(
            snapshot: snapshot, skippedRecords: skipped, repairedText: repaired, version: file.version))
    }

    /// Encodes a snapshot for writing; notes in order of creation, keys sorted, so that saving the same notes
    /// gives the same bytes.
    public static func encode(_ snapshot: NotesSnapshot) -> Data {
        // Sort keys made once: a UUID's string per comparison would cost millions of allocations for a big book.
        let notes = snapshot.notes.map { ($0, $0.id.uuidString) }
            .sorted { ($0.0.created, $0.1) < ($1.0.created, $1.1) }.map(\.0)
        let deletions = snapshot.deletions.map { ($0, $0.id.uuidString) }.sorted { $0.1 < $1.1 }.map(\.0)
        let layout = Output(
            format: formatName, version: notes.contains { $0.highlight != nil } ? 2 : 1,
            notes: notes.map {
                Output.NoteRecord(id: $0.id, text: $0.text, page: $0.pageIndex,
                                  created: Note.milliseconds(of: $0.created),
                                  modified: Note.milliseconds(of: $0.modified),
                                  highlight: $0.highlight.map(HighlightRecord.init))
            },
            deleted: deletions.isEmpty ? nil : deletions.map {
                Output.DeletionRecord(id: $0.id, deleted: Note.milliseconds(of: $0.deleted))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and UUIDs cannot fail.
        return (try? encoder.encode(layout)) ?? Data()
    }
}
