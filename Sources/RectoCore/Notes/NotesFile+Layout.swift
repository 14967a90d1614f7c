import Foundation

extension NotesFile {
    /// The file as read: every record decodes on its own and never fails the whole file.
    struct Layout: Decodable {
        let format: String
        let version: Int
        let notes: [LenientNote]?
        let deleted: [LenientDeletion]?

        enum CodingKeys: String, CodingKey { case format, version, notes, deleted }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try container.decode(String.self, forKey: .format)
            version = Self.version(in: container)
            // Unreadable `notes` is decided by the caller: damage in a file of this version, a change of layout
            // in a newer one (which is then read as empty, and never written).
            notes = try? container.decodeIfPresent([LenientNote].self, forKey: .notes)
            deleted = try? container.decodeIfPresent([LenientDeletion].self, forKey: .deleted)
        }

        /// The version as an Int; a number too large for one (`1e308`, `2^63`) is a version from far ahead,
        /// anything else unreadable is no version (0).
        private static func version(in container: KeyedDecodingContainer<CodingKeys>) -> Int {
            if let version = try? container.decode(Int.self, forKey: .version) { return version }
            if let number = try? container.decode(Double.self, forKey: .version), number > 1 { return .max }
            return 0
        }
    }

    /// One entry of `notes`: the note, or nil if any field is missing, of the wrong type or out of range.
    struct LenientNote: Decodable {
        let note: Note?

        enum CodingKeys: String, CodingKey { case id, text, page, created, modified, highlight }

        init(from decoder: Decoder) {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self),
                  let id = (try? container.decode(String.self, forKey: .id)).flatMap(UUID.init(uuidString:)),
                  let text = try? container.decode(String.self, forKey: .text),
                  let page = try? container.decode(Int.self, forKey: .page), Note.pageRange.contains(page),
                  let created = milliseconds(container, .created)
            else {
                note = nil
                return
            }
            var highlight: Highlight?
            if container.contains(.highlight) {
                guard let record = try? container.decode(HighlightRecord.self, forKey: .highlight),
                      let value = record.highlight else {
                    note = nil
                    return
                }
                highlight = value
            }
            // A note needs words: its own, or a highlight's passage.
            guard !Note.trimmed(text).isEmpty || !Note.trimmed(highlight?.quote ?? "").isEmpty else {
                note = nil
                return
            }
            let modified: Int64?
            if container.contains(.modified) {
                guard let value = milliseconds(container, .modified) else {
                    note = nil
                    return
                }
                modified = value
            } else {
                modified = nil
            }
            note = Note(id: id, text: text, pageIndex: page, created: Note.date(milliseconds: created),
                        modified: modified.map(Note.date(milliseconds:)), highlight: highlight)
        }
    }

    /// One entry of `deleted`: the tombstone, or nil if it cannot be read.
    struct LenientDeletion: Decodable {
        let deletion: NoteDeletion?

        enum CodingKeys: String, CodingKey { case id, deleted }

        init(from decoder: Decoder) {
            guard let container = try? decoder.container(keyedBy: CodingKeys.self),
                  let id = (try? container.decode(String.self, forKey: .id)).flatMap(UUID.init(uuidString:)),
                  let deleted = milliseconds(container, .deleted)
            else {
                deletion = nil
                return
            }
            deletion = NoteDeletion(id: id, deleted: Note.date(milliseconds: deleted))
        }
    }

    /// The file as written.
    struct Output: Encodable {
        struct NoteRecord: Encodable {
            let id: UUID
            let text: String
            let page: Int
            let created: Int64
            let modified: Int64
            let highlight: HighlightRecord?
        }

        struct DeletionRecord: Encodable {
            let id: UUID
            let deleted: Int64
        }

        let format: String
        let version: Int
        let notes: [NoteRecord]
        let deleted: [DeletionRecord]?
    }
}

/// A time field in milliseconds, or nil when it is missing, not an integer, or outside `Note.millisecondRange`.
private func milliseconds<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) -> Int64? {
    guard let value = try? container.decode(Int64.self, forKey: key), Note.millisecondRange.contains(value)
    else { return nil }
    return value
}
