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
        #expect(TextMatcher.ranges(of: "ETUDE", in: page) == [3..<8, 33..<38])
        #expect(TextMatcher.contexts(of: "ETUDE", in: page).map(\.match) == ["Étude", "etude"])
        #expect(TextMatcher.count(of: SearchFolding.fold("ETUDE"), in: SearchFolding.fold(page)) == 2)
    }

    @Test("A word hyphenated across a line end in print is found whole, in the joined reading text")
    func acrossLines() {
        let page = ReadingText.join("the case of the speck-\nled band was solved")
        #expect(TextMatcher.ranges(of: "speckled band", in: page).count == 1)
    }

    @Test("A ligature in the book matches plain letters typed")
    func ligatureMatch() {
        #expect(TextMatcher.contexts(of: "find", in: "we ﬁnd it").first?.match == "ﬁnd")
    }

    @Test("Context shows about thirty characters each side, elided at a cut")
    func context() {
        let page = String(repeating: "a", count: 50) + " needle " + String(repeating: "b", count: 50)
        let context = TextMatcher.contexts(of: "needle", in: page)[0]
        #expect(context.before.hasPrefix("…"))
        #expect(context.after.hasSuffix("…"))
        #expect(context.before.count <= TextMatcher.contextLength + 1)
        #expect(context.match == "needle")
    }

    @Test("An empty or blank query finds nothing", arguments: ["", "   ", "\u{00AD}"])
    func emptyQuery(query: String) {
        #expect(TextMatcher.ranges(of: query, in: "anything at all").isEmpty)
        #expect(TextMatcher.count(of: SearchFolding.fold(query), in: "anything at all") == 0)
    }

    @Test("Matches do not overlap")
    func noOverlap() {
        #expect(TextMatcher.ranges(of: "aa", in: "aaaaa") == [0..<2, 2..<4])
        #expect(TextMatcher.count(of: "aa", in: "aaaaa") == 2)
    }

    @Test("Counting on the folded page finds what matching the page does, accents, ligatures and all",
          arguments: ["etude", "ÉTUDE", "fi", "é", "a b", "ß", "ss"])
    func countAgreesWithRanges(query: String) {
        let page = "Étude, e\u{301}tude; ﬁne ﬁsh. A  B\na\tb — STRASSE Straße études é"
        #expect(TextMatcher.count(of: SearchFolding.fold(query), in: SearchFolding.fold(page))
                == TextMatcher.ranges(of: query, in: page).count)
    }
}
