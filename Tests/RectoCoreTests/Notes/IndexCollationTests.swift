import Foundation
import Testing
import RectoCore

@Suite("Index collation")
struct IndexCollationTests {
    let collation = NotesTestData.english

    @Test("Latin titles are grouped by their folded, uppercased first letter")
    func latinSections() {
        let cases: [(String, String)] = [
            ("apple", "A"), ("Apple", "A"), ("Émile", "E"), ("école", "E"), ("über", "U"), ("Ça va", "C"),
            ("ñandú", "N"), ("straße", "S"), ("Ａｂｃ", "A"), ("ﬁsh", "F"),
        ]
        for (title, section) in cases {
            let key = collation.sectionKey(forTitle: title)
            #expect(key.title == section, "\(title)")
            #expect(key.group == .latin, "\(title)")
        }
    }

    @Test("Digits, symbols and empty titles go under #")
    func symbolSections() {
        for title in ["1984", "42 things", "#tag", "(aside)", "“Quoted”", "…", "", "🙂 smile", "١٢٣"] {
            #expect(collation.sectionKey(forTitle: title) == .symbols, "\(title)")
        }
    }

    @Test("Letters of other scripts are grouped under their own folded, uppercased first letter")
    func otherScriptSections() {
        let cases: [(String, String)] = [
            ("Ἀθήνα", "Α"), ("αλφα", "Α"), ("ωμέγα", "Ω"), ("Ёлка", "Е"), ("жизнь", "Ж"), ("日本", "日"),
            ("にほん", "に"), ("カタカナ", "カ"), ("Øresund", "Ø"), ("łódź", "Ł"),
        ]
        for (title, section) in cases {
            let key = collation.sectionKey(forTitle: title)
            #expect(key.title == section, "\(title)")
            #expect(key.group == .otherScript, "\(title)")
        }
    }

    @Test("Turkish dotted and dotless i both land under I")
    func turkishI() {
        let turkish = IndexCollation(locale: Locale(identifier: "tr_TR"))
        for title in ["ipek", "Ipek", "ılık", "İstanbul"] {
            #expect(turkish.sectionKey(forTitle: title).title == "I", "\(title)")
        }
    }

    @Test("Sections are ordered A–Z, then other scripts in locale order, then #")
    func sectionOrder() {
        let titles = ["#", "日", "Ж", "Z", "Α", "A", "カ", "M"]
        let keys = titles.map { collation.sectionKey(forIndexLetter: $0) }
        let sorted = keys.sorted { collation.compareSections($0, $1) == .orderedAscending }.map(\.title)
        #expect(sorted == ["A", "M", "Z", "Α", "Ж", "カ", "日", "#"])
    }

    @Test("The folded prefix ignores case, accents and width")
    func foldedPrefix() {
        #expect(collation.foldedPrefix(of: "Émile") == "emile")
        #expect(collation.foldedPrefix(of: "ÉMILE") == "emile")
        #expect(collation.foldedPrefix(of: "Ａｂｃ") == "abc")
        #expect(collation.foldedPrefix(of: "Straße") == "strasse")
        let long = String(repeating: "x", count: 100)
        #expect(collation.foldedPrefix(of: long).count == IndexCollation.prefixLength)
    }

    @Test("The folding table gives exactly what Foundation gives, in several locales",
          arguments: ["en_US", "tr_TR", "de_DE", "sv_SE", "el_GR", "ru_RU", "ja_JP", "lt_LT"])
    func tableMatchesFoundation(identifier: String) {
        let locale = Locale(identifier: identifier)
        let rules = IndexCollation(locale: locale)
        var random = SeededGenerator(seed: 0xF01D)
        // Scalars from every tabled range, plus a few from outside to force the slow path mid-title.
        let ranges: [ClosedRange<UInt32>] = [0x20...0x17F, 0x370...0x52F, 0x3040...0x30FF, 0x300...0x36F]
        for _ in 0..<400 {
            var title = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let range = ranges.randomElement(using: &random)!
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { title.append(scalar) }
            }
            let text = String(title)
            let expected = text.folding(options: IndexCollation.foldingOptions, locale: locale)
            #expect(rules.foldedPrefix(of: text) == expected, "\(identifier): \(text.unicodeScalars.map(\.value))")
        }
    }
}
