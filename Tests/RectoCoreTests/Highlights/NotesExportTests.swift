import Foundation
import Testing
import RectoCore

@Suite("Notes export and import")
struct NotesExportTests {
    typealias Data = HighlightTestData

    let book = NotesExportBook(
        key: "id-abc", title: "A Book", labels: PageLabels(["i", "ii", "1", "2", "3", "4"]),
        contents: TableOfContents(parts: [ContentsPart(entries: [
            ContentsEntry(title: "One", page: 2), ContentsEntry(title: "Two", page: 4),
        ])]))

    let notes: [Note] = [
            Data.note("late in two", quote: "fifth", page: 4, top: 300),
            Data.note("", quote: "early in two", page: 4, top: 50),
            Data.note("front matter", quote: nil, page: 1),
            Data.note("in one", quote: "a line\nand another", page: 3),
        ]

    @Test("Groups follow the chapters in page order, top of the page first")
    func grouping() {
        let groups = NotesExport.groups(notes, book: book)
        #expect(groups.map(\.title) == [nil, "One", "Two"])
        #expect(groups[2].notes.map(\.highlight?.quote) == ["early in two", "fifth"])
    }

    @Test("Markdown has the chapters as headings, passages quoted, page labels")
    func markdown() {
        let text = NotesExport.markdown(notes, book: book)
        #expect(text.hasPrefix("# A Book\n"))
        #expect(text.contains("front matter (p. ii)"))
        #expect(text.contains("## One\n\n> a line\n> and another\n\nin one (p. 2)"))
        #expect(text.contains("## Two\n\n> early in two\n\n(p. 3)"))
        let one = text.range(of: "## One")!.lowerBound, two = text.range(of: "## Two")!.lowerBound
        #expect(one < two)
    }

    @Test("A JSON export imported into another copy brings every note and highlight back")
    func jsonRoundTrip() throws {
        let data = NotesExport.json(notes, book: book)
        let imported = try NotesImport.decode(data, forBookKey: "id-abc").get()
        #expect(imported.snapshot == NotesSnapshot(notes: notes))
        #expect(imported.skippedRecords == 0)
        var other = BookNotes(notes: [Data.note("already here", quote: nil)])
        let changed = other.absorb(imported.snapshot)
        #expect(changed)
        #expect(other.collection.count == notes.count + 1)
        #expect(other.highlights.paint(onPage: 4).count == 2)
    }

    @Test("A file that is not an export, or is for another book, is refused by name")
    func refusals() {
        let data = NotesExport.json(notes, book: book)
        #expect(NotesImport.decode(data, forBookKey: "other-key") == .failure(.otherBook(title: "A Book")))
        let notesFile = NotesFile.encode(NotesSnapshot(notes: notes))
        #expect(NotesImport.decode(notesFile, forBookKey: "id-abc") == .failure(.notAnExport))
        #expect(NotesImport.decode(Foundation.Data("garbage".utf8), forBookKey: "id-abc") == .failure(.notAnExport))
        let newer = #"{"format":"recto-notes-export","version":9,"book":{"key":"id-abc","title":"A"},"chapters":[]}"#
        #expect(NotesImport.decode(Foundation.Data(newer.utf8), forBookKey: "id-abc") == .failure(.newerVersion(9)))
    }
}
