import Testing
@testable import RectoCore

@Suite("Finding references and their targets in a page's text")
struct ReferenceParserTests {
    /// What is found, a definition marked "=" before its key.
    private func found(_ text: String) -> [String] {
        ReferenceParser.scan(text, page: 0).map { ($0.isDefinition ? "=" : "") + $0.key.description }
    }

    private func keys(_ text: String) -> [String] {
        ReferenceParser.scan(text, page: 0).map(\.key.description)
    }

    @Test("Captions at a line's start define; the same words in a sentence mention", arguments: [
        ("Figure 3: A blue block.", "figure 3"), ("Fig. 3.2 The layout of a page", "figure 3.2"),
        ("Table 2. Numbers", "table 2"), ("Listing 4: Hello", "listing 4"), ("Algorithm 1 Sorting", "algorithm 1"),
        ("Plate IV. A view of the harbour", "plate IV"), ("TABLE 7: CAPITALS", "table 7"),
        ("Abb. 5: Ein Bild", "figure 5"), ("Tab. 3: Zahlen", "table 3"),
    ])
    func captions(line: String, key: String) {
        let all = found("Some text above.\n" + line + "\nMore text.")
        #expect(all.first == "=" + key, "\(line): \(all)")
    }

    @Test("Headings and theorem-like blocks define", arguments: [
        ("Chapter 7", "chapter 7"), ("Section 4.1: Results", "section 4.1"), ("§ 4.1 Results", "section 4.1"),
        ("Appendix B", "appendix B"), ("Theorem 2. Every map", "theorem 2"), ("Lemma 3.1 (Zorn). Let", "lemma 3.1"),
        ("Definition 5. A group", "definition 5"), ("Example 2.3.", "example 2.3"), ("4.1 Results", "section 4.1"),
    ])
    func headings(line: String, key: String) {
        let all = found("Text.\n  " + line + "\nMore.")
        #expect(all.first == "=" + key, "\(line): \(all)")
    }

    @Test("Mentions in running text, in every form", arguments: [
        ("as Figure 3 shows", "figure 3"), ("see fig. 3.2 for", "figure 3.2"), ("in Table\u{A0}2 we", "table 2"),
        ("in Table\u{2009}2 we", "table 2"), ("by Eq. (3.7) we", "equation 3.7"), ("Section 4.1 shows", "section 4.1"),
        ("in §4.1 we", "section 4.1"), ("Lemma 3.1 gives", "lemma 3.1"), ("siehe Abb. 5 oben", "figure 5"),
        ("Appendix B lists", "appendix B"), ("Thm. 2 says", "theorem 2"),
    ])
    func mentions(text: String, key: String) {
        let all = found("The text " + text + " it.")
        #expect(all == [key], "\(text): \(all)")
    }

    @Test("A word hyphenated over a line's end, and a number broken after its dot, are joined")
    func lineEnds() {
        #expect(keys("as Fig-\nure 3 shows") == ["figure 3"])
        #expect(keys("as Figure\n3 shows") == ["figure 3"])
        #expect(keys("as Figure 3.\n7 shows") == ["figure 3.7"])
        let found = ReferenceParser.scan("as Fig-\nure 3 shows", page: 0)
        #expect(found.first?.range == 3..<13)
    }

    @Test("Equation numbers at a line's right edge define; in the text they mention")
    func equations() {
        #expect(found("E = mc^2            (3.7)\nBy (3.7) we have") == ["=equation 3.7", "equation 3.7"])
    }

    @Test("Bibliography entries define; citations, alone or in lists, mention each label")
    func citations() {
        #expect(found("[12] D. Knuth. The Art.\n[Knu84] D. Knuth. TeX.") == ["=citation 12", "=citation Knu84"])
        #expect(found("as shown [3, 12] and [Knu84].") == ["citation 3", "citation 12", "citation Knu84"])
        let list = ReferenceParser.scan("as shown [3, 12].", page: 2)
        #expect(list.map(\.range) == [10..<11, 13..<15])
        #expect(keys("an interval [0, 1) and [a, b] and [see below]").isEmpty)
    }

    @Test("Nothing is found where there is nothing to find")
    func nothing() {
        #expect(keys("").isEmpty)
        #expect(keys("The table of contents, a figure of speech, the fig tree.").isEmpty)
        #expect(keys("Chapters and sections").isEmpty)
    }

    @Test("Ranges count Unicode scalars, past characters outside the basic plane")
    func scalarRanges() {
        let found = ReferenceParser.scan("𝔸 see Table 2", page: 0)
        #expect(found.first?.range == 6..<13)
    }

    @Test("The reference under the caret, its end included")
    func underCaret() {
        let text = "As Figure 3 shows, and [12]."
        #expect(ReferenceParser.reference(in: text, at: 4) == ReferenceKey(.figure, "3"))
        #expect(ReferenceParser.reference(in: text, at: 11) == ReferenceKey(.figure, "3"))
        #expect(ReferenceParser.reference(in: text, at: 24) == ReferenceKey(.citation, "12"))
        #expect(ReferenceParser.reference(in: text, at: 15) == nil)
    }
}
