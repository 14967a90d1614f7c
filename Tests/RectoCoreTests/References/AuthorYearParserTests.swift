import Foundation
import Testing
@testable import RectoCore

@Suite("Author–year citations and the alphabetical bibliography they lead to")
struct AuthorYearParserTests {
    /// The keys of the author–year mentions found in `text`, and the text each covers.
    private func mentions(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return ReferenceParser.scan(text, page: 0).filter { !$0.isDefinition && $0.key.label.contains(" ") }.map {
            $0.key.label + "=" + String(String.UnicodeScalarView(scalars[$0.range]))
        }
    }

    @Test("Mentions in every form", arguments: [
        ("as shown (Knuth 1984).", ["knuth 1984=Knuth 1984"]),
        ("as Knuth (1984) shows", ["knuth 1984=Knuth (1984"]),
        ("Knuth and Plass (1981) break lines", ["knuth 1981=Knuth and Plass (1981"]),
        ("Knuth & Plass (1981) break", ["knuth 1981=Knuth & Plass (1981"]),
        ("as Smith et al. 2001a found", ["smith 2001a=Smith et al. 2001a"]),
        ("found (Smith et al., 2001a).", ["smith 2001a=Smith et al., 2001a"]),
        ("(Lamport, 1994; Knuth 1984)", ["lamport 1994=Lamport, 1994", "knuth 1984=Knuth 1984"]),
        ("(see Knuth, 1984, p. 12)", ["knuth 1984=Knuth, 1984"]),
        ("Knuth (1984, 1986) wrote", ["knuth 1984=Knuth (1984", "knuth 1986=1986"]),
        ("(Knuth and Plass, 1981)", ["knuth 1981=Knuth and Plass, 1981"]),
        ("Knuth, Plass and Liang (1982)", ["knuth 1982=Knuth, Plass and Liang (1982"]),
        ("as van der Berg (2003) says", ["vanderberg 2003=van der Berg (2003"]),
        ("Müller (2010) zeigt", ["muller 2010=Müller (2010"]),
        ("O’Neil (1999) and", ["oneil 1999=O’Neil (1999"]),
        ("Smith-Jones (2000) argues", ["smithjones 2000=Smith-Jones (2000"]),
        ("Meier und Schulz (2015) zeigen", ["meier 2015=Meier und Schulz (2015"]),
        ("as Knuth\n(1984) shows", ["knuth 1984=Knuth\n(1984"]),
    ])
    func forms(text: String, expected: [String]) {
        #expect(mentions(text) == expected, "\(text)")
    }

    @Test("A year alone, a page number or a capital word before a short number is no citation")
    func notCitations() {
        #expect(mentions("In March of 1984 he wrote it.").isEmpty)
        #expect(mentions("see Figure 3 and (3.7) and [12]").isEmpty)
        #expect(mentions("Table 12 lists 1984 items").isEmpty)
    }

    @Test("\"Knuth (1984)\" is a citation, not a mention of equation (1984)")
    func notAnEquation() {
        let keys = ReferenceParser.scan("Knuth (1984) shows", page: 0).map(\.key)
        #expect(keys == [ReferenceKey(.citation, "knuth 1984")])
    }

    private let bibliography = """
        References
        Knuth, D. E. (1984). The TeXbook. Addison-Wesley.
        Lamport, L. 1994. LaTeX: A Document Preparation System.
        Müller, K., and Schulz, P., 2010a. Ein Buch.
          Second line of the entry.
        Smith, J., Jones, K. (2001a). A paper.
        """

    @Test("An alphabetical bibliography's entries define their keys")
    func entries() {
        let defined = ReferenceParser.scan(bibliography, page: 9).filter(\.isDefinition).map(\.key.label)
        #expect(defined == ["knuth 1984", "lamport 1994", "muller 2010a", "smith 2001a"])
    }

    @Test("Lines that look like entries but are not in order, or not in a bibliography, define nothing")
    func notEntries() {
        let shuffled = "Smith, J. (2001). A.\nAdams, K. (1999). B.\nKnuth, D. (1984). C.\nBaker, L. (1990). D.\n"
        #expect(ReferenceParser.scan(shuffled, page: 0).filter(\.isDefinition).isEmpty)
        let alone = "Some text.\nKnuth, D. E. (1984) wrote it.\nMore text."
        #expect(ReferenceParser.scan(alone, page: 0).filter(\.isDefinition).isEmpty)
        let underHeading = "Bibliography\nKnuth, D. E. (1984). The TeXbook."
        #expect(ReferenceParser.scan(underHeading, page: 0).filter(\.isDefinition).map(\.key.label) == ["knuth 1984"])
    }

    @Test("A mention leads to its entry on the bibliography's page")
    func lookup() throws {
        var index = ReferenceIndex()
        index.add(page: 2, text: "As Knuth and Plass (1981) and (Lamport, 1994; Knuth 1984) show.")
        index.add(page: 9, text: bibliography.replacingOccurrences(
            of: "Lamport,", with: "Knuth, D. E., and Plass, M. F. (1981). Breaking.\nLamport,"))
        let mentions = index.occurrences(onPage: 2)
        #expect(mentions.count == 3)
        for mention in mentions {
            let target = try #require(index.targets(of: mention).first, "\(mention.key)")
            #expect(target.page == 9 && target.isDefinition)
        }
    }
}
