import Foundation
import Testing
import RectoCore

/// Damaged and hostile notes files: never a crash, every number range-checked, one bad note costs that note.
@Suite("Notes file decoding, fuzzed")
struct NotesFileFuzzTests {
    static let ids = (1...3).map { UUID(uuidString: String(format: "7D0E6A1B-0000-4000-8000-%012d", $0))! }

    /// A valid file of three notes and a tombstone, with `value` spliced in as the raw JSON of `field` of the
    /// second note (or of the tombstone, for "deleted").
    static func file(field: String? = nil, value: String? = nil, version: String = "1") -> String {
        func note(_ index: Int) -> String {
            var fields = ["id": "\"\(ids[index].uuidString)\"", "text": "\"note \(index)\"", "page": "\(index)",
                          "created": "1700000000000", "modified": "1700000000500"]
            if index == 1, let field, let value, fields[field] != nil { fields[field] = value }
            return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
        let deleted = field == "deleted" ? value! : "1700000001000"
        return #"{"format": "recto-notes", "version": \#(version), "notes": [\#((0..<3).map(note).joined(separator: ", "))], "#
            + #""deleted": [{"id": "7D0E6A1B-0000-4000-8000-000000000099", "deleted": \#(deleted)}]}"#
    }

    /// What every decoded note must respect, whatever the input: nothing downstream can overflow on it.
    func expectSafe(_ contents: NotesFileContents) {
        for note in contents.snapshot.notes {
            #expect(Note.pageRange.contains(note.pageIndex))
            #expect(note.pageIndex.addingReportingOverflow(1).overflow == false)
            #expect(!note.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            #expect(abs(note.created.timeIntervalSince1970) < 300_000_000_000)
            #expect(abs(note.modified.timeIntervalSince1970) < 300_000_000_000)
        }
        #expect(Set(contents.snapshot.notes.map(\.id)).count == contents.snapshot.notes.count)
    }

    static let extremes = ["0", "-1", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
                           "18446744073709551616", "1e308", "-1e308", "1.5", "null", "\"12\"", "[]", "{}", "true"]

    @Test("The reported crash: a page or time of Int.max skips that note and keeps the rest",
          arguments: ["page", "created", "modified"])
    func intMaxFields(field: String) throws {
        let data = Data(Self.file(field: field, value: "9223372036854775807").utf8)
        let contents = try NotesFile.decode(data).get()
        expectSafe(contents)
        #expect(Set(contents.snapshot.notes.map(\.id)) == [Self.ids[0], Self.ids[2]])
        #expect(contents.skippedRecords == 1)
    }

    @Test("Every number replaced by an extreme: never a crash, only the note holding it is skipped",
          arguments: ["page", "created", "modified", "deleted", "version"], extremes)
    func extremeNumbers(field: String, value: String) {
        let data = Data((field == "version" ? Self.file(version: value) : Self.file(field: field, value: value)).utf8)
        switch NotesFile.decode(data) {
        case .success(let contents):
            expectSafe(contents)
            if field == "version" {
                // A number this build cannot have written is read as a newer version: shown, never written.
                #expect(contents.isFromNewerVersion || contents.version == 1)
                #expect(contents.snapshot.notes.count == 3)
            } else if field == "deleted" {
                #expect(contents.snapshot.notes.count == 3)
            } else {
                #expect(contents.snapshot.notes.count >= 2, "the other notes are kept")
                #expect(contents.snapshot.notes.count + contents.skippedRecords == 3)
            }
        case .failure(let defect):
            // Only the version can make the whole file unreadable (no Recto wrote a version below 1).
            #expect(field == "version")
            guard case .unsupportedVersion(let version) = defect else {
                Issue.record("expected an unsupported version, got \(defect)")
                return
            }
            #expect(version < 1)
        }
    }

    @Test("NaN is not JSON: the file is set aside whole, not crashed on")
    func notANumber() {
        #expect(throws: NotesFileDefect.notJSON) { try NotesFile.decode(Data(Self.file(field: "page", value: "NaN").utf8)).get() }
    }

    @Test("Random bytes never crash the decoder")
    func randomBytes() {
        var generator = SeededGenerator(seed: 0x0123_4567)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...400, using: &generator)
            let bytes = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
            if case .success(let contents) = NotesFile.decode(bytes) { expectSafe(contents) }
        }
    }

    @Test("Scribbled, truncated and spliced valid files never crash, and whatever is read is safe")
    func scribbledFiles() {
        let original = Array(Self.file().utf8)
        let pieces = Array("0123456789-+.eE\"{}[],: ".utf8)
        var generator = SeededGenerator(seed: 99)
        var partlyKept = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[at] = pieces.randomElement(using: &generator)!
                case 1: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 2: bytes.insert(pieces.randomElement(using: &generator)!, at: at)
                default: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &generator)))
                }
                if bytes.isEmpty { break }
            }
            if case .success(let contents) = NotesFile.decode(Data(bytes)) {
                expectSafe(contents)
                if contents.skippedRecords > 0, !contents.snapshot.notes.isEmpty { partlyKept += 1 }
            }
        }
        #expect(partlyKept > 0, "some damaged files keep their undamaged notes")
    }

    @Test("Nesting too deep for the parser sets the file aside; nesting inside one note costs that note")
    func deepNesting() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: NotesFileDefect.self) { try NotesFile.decode(Data(deep.utf8)).get() }
        let nested = String(repeating: "{\"a\": ", count: 200) + "1" + String(repeating: "}", count: 200)
        let contents = try NotesFile.decode(Data(Self.file(field: "text", value: nested).utf8)).get()
        #expect(contents.snapshot.notes.count == 2)
        #expect(contents.skippedRecords == 1)
    }

    @Test("Invalid UTF-8 in one note is repaired in that note; the others are kept as they were")
    func invalidUTF8() throws {
        var bytes = Array(Self.file().utf8)
        let marker = Array("note 1".utf8)
        let at = (0...(bytes.count - marker.count)).first { Array(bytes[$0..<($0 + marker.count)]) == marker }!
        bytes[at + 1] = 0xFF
        bytes[at + 2] = 0xC3 // a lead byte with no continuation
        let contents = try NotesFile.decode(Data(bytes)).get()
        #expect(contents.repairedText && contents.isDamaged)
        let texts = Set(contents.snapshot.notes.map(\.text))
        #expect(texts.contains("note 0") && texts.contains("note 2"))
        #expect(texts.contains { $0.contains("\u{FFFD}") })
    }

    @Test("Dates and pages outside every range are clamped when a note is made, not trapped on")
    func noteClamps() {
        let far = Note(text: "x", pageIndex: .max, created: Date(timeIntervalSince1970: 1e300),
                       modified: Date(timeIntervalSince1970: -.infinity))
        #expect(far.pageIndex == Note.pageRange.upperBound)
        #expect(far.created.timeIntervalSince1970 < 300_000_000_000)
        #expect(far.modified.timeIntervalSince1970 > -300_000_000_000)
        let nan = Note(text: "x", pageIndex: -5, created: Date(timeIntervalSince1970: .nan))
        #expect(nan.pageIndex == 0)
        #expect(nan.created == Date(timeIntervalSince1970: 0))
    }
}
