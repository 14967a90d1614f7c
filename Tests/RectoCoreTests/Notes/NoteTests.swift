import Foundation
import Testing
import RectoCore

@Suite("Note")
struct NoteTests {
    @Test("Empty and whitespace-only text is rejected")
    func rejectsEmpty() {
        for text in ["", " ", "\n\n", " \t \r\n ", "\u{00A0}\u{2003}"] {
            #expect(throws: NoteTextError.empty) { try Note.validatedText(text) }
        }
    }

    @Test("Valid text is returned without surrounding whitespace, inner lines kept")
    func trimsText() throws {
        #expect(try Note.validatedText("  Chapter one\n  second line \n") == "Chapter one\n  second line")
        #expect(try Note.validatedText("x") == "x")
    }

    @Test("The index title is the text without surrounding whitespace")
    func indexTitle() {
        let note = Note(text: "\n  Émile was here  ", pageIndex: 3)
        #expect(note.indexTitle == "Émile was here")
        #expect(Note(text: "plain", pageIndex: 0).indexTitle == "plain")
    }

    @Test("Trimming agrees with Foundation's white space and newline set")
    func trimmingMatchesFoundation() throws {
        var random = SeededGenerator(seed: 5)
        let pieces = [" ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2028}", "\u{3000}", "\u{0085}", "a", "é", "b c", "ж"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let expected = text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(Note(text: text, pageIndex: 0).indexTitle == expected)
            if expected.isEmpty {
                #expect(throws: NoteTextError.empty) { try Note.validatedText(text) }
            } else {
                #expect(try Note.validatedText(text) == expected)
            }
        }
    }

    @Test("The creation date is kept to the millisecond")
    func millisecondDates() {
        let note = Note(text: "t", pageIndex: 0, created: Date(timeIntervalSince1970: 1_700_000_000.123_456))
        #expect(abs(note.created.timeIntervalSince1970 - 1_700_000_000.123) < 0.000_001)
    }

    @Test("Notes sort in an indexed collection by their text")
    func notesInCollection() {
        let notes = ["zeta", "Alpha", "  beta"].enumerated().map { Note(text: $0.element, pageIndex: $0.offset) }
        let list = IndexedCollection(notes, collation: NotesTestData.english)
        #expect(list.items.map(\.pageIndex) == [1, 2, 0])
        #expect(list.sectionTitles == ["A", "B", "Z"])
    }
}
