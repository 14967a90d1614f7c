import Foundation
import Testing
import RectoCore

@Suite("Highlights in the notes file")
struct HighlightFileTests {
    typealias Data = HighlightTestData

    @Test("Highlights survive a write and a read; the file says version 2 only when it holds one")
    func roundTrip() throws {
        let plain = NotesSnapshot(notes: [Data.note("plain", quote: nil)])
        let plainJSON = try JSONSerialization.jsonObject(with: NotesFile.encode(plain)) as? [String: Any]
        #expect(plainJSON?["version"] as? Int == 1)

        let snapshot = NotesSnapshot(notes: [Data.note("", quote: "a passage"), Data.note("mine", quote: "other")])
        let encoded = NotesFile.encode(snapshot)
        let json = try JSONSerialization.jsonObject(with: encoded) as? [String: Any]
        #expect(json?["version"] as? Int == 2)
        let decoded = try NotesFile.decode(encoded).get()
        #expect(decoded.snapshot == snapshot)
        #expect(!decoded.isDamaged && !decoded.isFromNewerVersion)
    }

    @Test("A version-1 file without highlights still reads")
    func oldFile() throws {
        let old = #"{"format":"recto-notes","version":1,"notes":[{"id":"8C3B8D2E-5F0A-4A43-9B7E-1F1E2D3C4B5A","text":"kept","page":4,"created":1700000000000}]}"#
        let decoded = try NotesFile.decode(Foundation.Data(old.utf8)).get()
        #expect(decoded.snapshot.notes.map(\.text) == ["kept"])
        #expect(decoded.snapshot.notes.first?.highlight == nil)
    }

    @Test("A damaged highlight skips its note and keeps the rest", arguments: [
        #"{"quads":[[1,2,3]],"quote":"x"}"#,
        #"{"quads":[[1,2,3,1e300]],"quote":"x"}"#,
        #"{"quads":[[1,2,"3",4]],"quote":"x"}"#,
        #"{"quads":[[5,2,5,4]],"quote":"x"}"#,
        #"{"quote":"x"}"#,
        #""yellow""#,
    ])
    func damagedHighlight(highlight: String) throws {
        let file = """
        {"format":"recto-notes","version":2,"notes":[
        {"id":"8C3B8D2E-5F0A-4A43-9B7E-1F1E2D3C4B5A","text":"","page":0,"created":1700000000000,"highlight":\(highlight)},
        {"id":"9C3B8D2E-5F0A-4A43-9B7E-1F1E2D3C4B5A","text":"fine","page":0,"created":1700000000000}]}
        """
        let decoded = try NotesFile.decode(Foundation.Data(file.utf8)).get()
        #expect(decoded.snapshot.notes.map(\.text) == ["fine"])
        #expect(decoded.skippedRecords == 1)
    }

    @Test("An unknown colour reads as yellow; a highlight without words needs its passage")
    func lenientColour() throws {
        let file = """
        {"format":"recto-notes","version":2,"notes":[
        {"id":"8C3B8D2E-5F0A-4A43-9B7E-1F1E2D3C4B5A","text":"","page":0,"created":1700000000000,
         "highlight":{"quads":[[1,2,3,4]],"quote":"q","color":"ultraviolet"}},
        {"id":"9C3B8D2E-5F0A-4A43-9B7E-1F1E2D3C4B5A","text":" ","page":0,"created":1700000000000,
         "highlight":{"quads":[[1,2,3,4]],"quote":"  "}}]}
        """
        let decoded = try NotesFile.decode(Foundation.Data(file.utf8)).get()
        #expect(decoded.snapshot.notes.map(\.highlight?.colour) == [.yellow])
        #expect(decoded.skippedRecords == 1)
    }

    @Test("A merge keeps the newer colour, and a tombstone removes a highlight")
    func merge() {
        let base = Data.note("", quote: "passage")
        var recoloured = base
        recoloured.highlight?.colour = .blue
        recoloured.modified = base.modified.addingTimeInterval(10)
        let merged = NotesSnapshot(notes: [base]).merged(with: NotesSnapshot(notes: [recoloured]))
        #expect(merged.notes.map(\.highlight?.colour) == [.blue])
        let deleted = NotesSnapshot(deletions: [NoteDeletion(id: base.id, deleted: recoloured.modified)])
        #expect(merged.merged(with: deleted).notes.isEmpty)
    }

    @Test("Copies differing only in their highlight merge the same both ways")
    func mergeTieBreak() {
        let one = Data.note("", quote: "passage")
        var two = one
        two.highlight?.colour = .pink
        let left = NotesSnapshot(notes: [one]).merged(with: NotesSnapshot(notes: [two]))
        let right = NotesSnapshot(notes: [two]).merged(with: NotesSnapshot(notes: [one]))
        #expect(left == right)
    }
}
