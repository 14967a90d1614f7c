import Testing
@testable import RectoCore

@Suite("Sentence splitting for reading aloud")
struct SentenceSplitterTests {
    private func sentences(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return SentenceSplitter.split(scalars).map { String(String.UnicodeScalarView(scalars[$0])) }
    }

    @Test("Sentences end at full stops, question and exclamation marks")
    func plain() {
        #expect(sentences("It rained. Did it stop? No! It went on.")
            == ["It rained.", "Did it stop?", "No!", "It went on."])
    }

    @Test("Abbreviations such as e.g., Fig. 3 and Dr. do not end a sentence")
    func abbreviations() {
        #expect(sentences("Some birds, e.g. Ravens, talk. See Fig. 3 for one. Dr. Watson agreed.")
            == ["Some birds, e.g. Ravens, talk.", "See Fig. 3 for one.", "Dr. Watson agreed."])
    }

    @Test("Decimals and initials stay inside their sentence")
    func decimalsAndInitials() {
        #expect(sentences("Pi is about 3.14 in school. J. R. R. Tolkien wrote it.")
            == ["Pi is about 3.14 in school.", "J. R. R. Tolkien wrote it."])
    }

    @Test("An ellipsis ends a sentence only before a capital")
    func ellipses() {
        #expect(sentences("Wait... and see. Then… Nothing happened.")
            == ["Wait... and see.", "Then…", "Nothing happened."])
    }

    @Test("Closing quotes stay with their sentence; a quote's end before a lowercase word does not end it")
    func quotes() {
        #expect(sentences("He said “Stop.” Then he left. “Go!” she cried. 'Why?' Nobody knew.")
            == ["He said “Stop.”", "Then he left.", "“Go!” she cried.", "'Why?'", "Nobody knew."])
    }

    @Test("Text without sentence ends is cut between words, after a comma where there is one")
    func capped() {
        let words = Array(repeating: "word", count: 200).joined(separator: " ")
        let pieces = sentences(words)
        #expect(pieces.count == 3)
        #expect(pieces.allSatisfy { $0.unicodeScalars.count <= SentenceSplitter.longest && !$0.hasSuffix(" ") })
        #expect(pieces.joined(separator: " ") == words)
        let listed = Array(repeating: "a list item", count: 40).joined(separator: ", ") + "."
        #expect(sentences(listed).first?.hasSuffix(",") == true)
    }

    @Test("A line break ends a heading or a paragraph")
    func lineBreaks() {
        #expect(sentences("Chapter One\nIt began in the rain.\n\n") == ["Chapter One", "It began in the rain."])
    }
}
