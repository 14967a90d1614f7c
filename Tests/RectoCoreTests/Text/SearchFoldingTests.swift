import Testing
@testable import RectoCore

@Suite("Search folding and matching: case, accents, ligatures and line ends do not hide a match")
struct SearchFoldingTests {
    @Test("Case and accents fold away", arguments: [("Étude", "etude"), ("ÇA VA", "ca va"), ("Straße", "straße"),
                                                    ("Ångström", "angstrom"), ("naïve", "naive")])
    func folds(text: String, folded: String) {
        #expect(SearchFolding.fold(text) == folded)
    }

    @Test("Ligatures and full-width forms are their letters")
    func compatibility() {
        #expect(SearchFolding.fold("ﬁnd the ﬂow") == "find the flow")
        #expect(SearchFolding.fold("ＡＢＣ") == "abc")
    }

    @Test("White space runs are one space, soft hyphens vanish, ends are trimmed")
    func spaces() {
        #expect(SearchFolding.fold("  two\t\n  words  ") == "two words")
        #expect(SearchFolding.fold("hy\u{00AD}phen") == "hyphen")
    }

    @Test("Origins point each folded scalar at the character it came from")
    func origins() {
        let (folded, origins) = SearchFolding.foldWithOrigins("Éﬁ b")
        #expect(String(String.UnicodeScalarView(folded)) == "efi b")
        #expect(origins == [0, 1, 1, 2, 3])
    }

    @Test("A match is found whatever its case and accents, with its place in the page text")
    func matchesFolded() {
        let page = "An Étude in scarlet, and another etude."
        let found = TextMatcher.matches(of: "ETUDE", inPage: 4, text: page)
        #expect(found.map(\.characterRange) == [3..<8, 33..<38])
        #expect(found.map(\.ordinal) == [0, 1])
        #expect(found.allSatisfy { $0.page == 4 })
        #expect(found[0].context.match == "Étude")
    }

    @Test("A word hyphenated across a line end in print is found whole, in the joined reading text")
    func acrossLines() {
        let page = ReadingText.join("the case of the speck-\nled band was solved")
        #expect(TextMatcher.matches(of: "speckled band", inPage: 0, text: page).count == 1)
    }

    @Test("A ligature in the book matches plain letters typed")
    func ligatureMatch() {
        #expect(TextMatcher.matches(of: "find", inPage: 0, text: "we ﬁnd it").first?.context.match == "ﬁnd")
    }

    @Test("Context shows about thirty characters each side, elided at a cut")
    func context() {
        let page = String(repeating: "a", count: 50) + " needle " + String(repeating: "b", count: 50)
        let match = TextMatcher.matches(of: "needle", inPage: 0, text: page)[0]
        #expect(match.context.before.hasPrefix("…"))
        #expect(match.context.after.hasSuffix("…"))
        #expect(match.context.before.count <= TextMatcher.contextLength + 1)
        #expect(match.context.match == "needle")
    }

    @Test("An empty or blank query finds nothing", arguments: ["", "   ", "\u{00AD}"])
    func emptyQuery(query: String) {
        #expect(TextMatcher.matches(of: query, inPage: 0, text: "anything at all").isEmpty)
    }

    @Test("Matches do not overlap")
    func noOverlap() {
        #expect(TextMatcher.matches(of: "aa", inPage: 0, text: "aaaaa").map(\.characterRange) == [0..<2, 2..<4])
    }
}
