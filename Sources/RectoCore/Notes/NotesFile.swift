import Foundation

/// The JSON layout of a book's notes file, version 1:
/// `{"format": "recto-notes", "version": 1, "notes": [{"id", "text", "page", "created"}]}` with `page` zero-based
/// and `created` in milliseconds since 1970. Readers accept this and older versions.
struct NotesFile: Codable {
    /// Marks the file as ours, so a stray JSON file is not taken for notes.
    static let formatName = "recto-notes"
    /// The version this build writes.
    static let currentVersion = 1

    /// Just enough to decide whether the rest can be read.
    struct Header: Decodable {
        let format: String
        let version: Int
    }

    struct Record: Codable {
        let id: UUID
        let text: String
        let page: Int
        let created: Int64
    }

    let format: String
    let version: Int
    let notes: [Record]

    init(notes: [Note]) {
        format = Self.formatName
        version = Self.currentVersion
        self.notes = notes.map {
            Record(id: $0.id, text: $0.text, page: $0.pageIndex, created: Note.milliseconds(of: $0.created))
        }
    }

    /// Parses a notes file, or says what is wrong with it.
    static func decode(_ data: Data) -> Result<[Note], NotesFileDefect> {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch DecodingError.dataCorrupted {
            return .failure(.notJSON)
        } catch {
            return .failure(.wrongShape)
        }
        guard header.format == formatName else { return .failure(.wrongShape) }
        guard (1...currentVersion).contains(header.version) else {
            return .failure(.unsupportedVersion(header.version))
        }
        guard let file = try? decoder.decode(NotesFile.self, from: data) else { return .failure(.wrongShape) }
        var seen = Set<UUID>()
        var notes: [Note] = []
        notes.reserveCapacity(file.notes.count)
        for record in file.notes {
            guard seen.insert(record.id).inserted else { return .failure(.duplicateNote(record.id)) }
            guard record.page >= 0, !Note.trimmed(record.text).isEmpty else {
                return .failure(.invalidNote(record.id))
            }
            notes.append(Note(id: record.id, text: record.text, pageIndex: record.page,
                              created: Note.date(milliseconds: record.created)))
        }
        return .success(notes)
    }

    /// Encodes notes for writing; keys sorted so that saving the same notes gives the same bytes.
    static func encode(_ notes: [Note]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and UUIDs cannot fail.
        return (try? encoder.encode(NotesFile(notes: notes))) ?? Data()
    }
}
