import Foundation
import Testing
import RectoCore

@Suite("Indexed collection: ordering and grouping")
struct IndexedCollectionOrderingTests {
    func collection(_ titles: [String], collation: IndexCollation = NotesTestData.english)
        -> IndexedCollection<NotesTestEntry> {
        IndexedCollection(titles.enumerated().map { NotesTestEntry(id: $0.offset, indexTitle: $0.element) },
                          collation: collation)
    }

    func titles(_ collection: IndexedCollection<NotesTestEntry>) -> [String] {
        collection.items.map(\.indexTitle)
    }

    @Test("Sorting ignores case")
    func caseInsensitive() {
        let list = collection(["cherry", "Banana", "apple", "Apricot", "banana bread"])
        #expect(titles(list) == ["apple", "Apricot", "Banana", "banana bread", "cherry"])
        #expect(list.sectionTitles == ["A", "B", "C"])
    }

    @Test("Accented titles sort beside their plain forms, under the plain letter")
    func accentsFolded() {
        let list = collection(["Emily", "Émile", "Ezra", "Emile", "école", "Ecole", "Eclair"])
        #expect(list.sectionTitles == ["E"])
        #expect(titles(list) == ["Eclair", "Ecole", "école", "Emile", "Émile", "Emily", "Ezra"])
    }

    @Test("Titles that fold the same keep one order whatever the input order")
    func tiesAreStable() {
        let variants = ["emile", "Emile", "Émile", "ÉMILE", "émile", "EMILE"]
        let reference = titles(collection(variants))
        var random = SeededGenerator(seed: 3)
        for _ in 0..<20 {
            #expect(titles(collection(variants.shuffled(using: &random))) == reference)
        }
        // Lowercase before uppercase, plain before accented, as the locale compares them.
        #expect(reference.first == "emile")
        #expect(reference.firstIndex(of: "Emile")! < reference.firstIndex(of: "Émile")!)
    }

    @Test("Equal titles are ordered by identity")
    func equalTitles() {
        let entries = [NotesTestEntry(id: 9, indexTitle: "same"), NotesTestEntry(id: 2, indexTitle: "same"),
                       NotesTestEntry(id: 5, indexTitle: "same")]
        let list = IndexedCollection(entries, collation: NotesTestData.english)
        #expect(list.items.map(\.id) == [2, 5, 9])
    }

    @Test("Digits and symbols are grouped under # after every letter section")
    func digitsLast() {
        let list = collection(["42 things", "zebra", "(aside)", "Жизнь", "1984", "apple", "αλφα"])
        #expect(list.sectionTitles == ["A", "Z", "Α", "Ж", "#"])
        #expect(list.items(inSection: 4).map(\.indexTitle) == ["(aside)", "1984", "42 things"])
    }

    @Test("Greek, Cyrillic and Japanese titles get sections of their own after Latin")
    func otherScripts() {
        let list = collection(["Ωμέγα", "ἄλφα", "Αλφάβητο", "жизнь", "Ёлка", "елка", "日本", "にほん", "カタカナ", "mango"])
        // Kana sort by sound (ka before ni) whichever syllabary they are written in.
        #expect(list.sectionTitles == ["M", "Α", "Ω", "Е", "Ж", "カ", "に", "日"])
        let greekA = list.items(inSection: 1).map(\.indexTitle)
        #expect(greekA == ["ἄλφα", "Αλφάβητο"])
        #expect(list.items(inSection: 3).map(\.indexTitle) == ["елка", "Ёлка"])
    }

    @Test("Every item is in the section its title belongs to, and sections are never empty")
    func sectionsConsistent() {
        var random = SeededGenerator(seed: 11)
        let titlesIn = (0..<500).map { _ in NotesTestData.randomTitle(using: &random) }
        let list = collection(titlesIn)
        #expect(list.count == 500)
        for section in 0..<list.sectionCount {
            let items = list.items(inSection: section)
            #expect(!items.isEmpty)
            for item in items {
                #expect(NotesTestData.english.sectionKey(forTitle: item.indexTitle) == list.sectionKey(section))
            }
        }
    }

    @Test("A bulk build gives the same rows as the brute-force order")
    func bulkMatchesBruteForce() {
        var random = SeededGenerator(seed: 12)
        let entries = (0..<800).map { NotesTestEntry(id: $0, indexTitle: NotesTestData.randomTitle(using: &random)) }
        let list = IndexedCollection(entries, collation: NotesTestData.english)
        #expect(NotesTestData.rows(list) == NotesTestData.bruteForceRows(entries, collation: NotesTestData.english))
    }

    @Test("A duplicate identity in the input keeps the first item")
    func duplicateIdentities() {
        let entries = [NotesTestEntry(id: 1, indexTitle: "first"), NotesTestEntry(id: 1, indexTitle: "again")]
        let list = IndexedCollection(entries, collation: NotesTestData.english)
        #expect(list.count == 1)
        #expect(list.item(id: 1)?.indexTitle == "first")
        #expect(list.flatRowCount == 2)
    }

    @Test("An empty collection has no sections and no rows")
    func empty() {
        let list = IndexedCollection<NotesTestEntry>(collation: NotesTestData.english)
        #expect(list.isEmpty)
        #expect(list.sectionCount == 0)
        #expect(list.flatRowCount == 0)
        #expect(list.position(ofItemWithID: 1) == nil)
    }
}
