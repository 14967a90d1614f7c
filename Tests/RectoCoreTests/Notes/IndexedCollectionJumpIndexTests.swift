import Foundation
import Testing
import RectoCore

@Suite("Indexed collection: jump index and flat rows")
struct IndexedCollectionJumpIndexTests {
    func collection(_ titles: [String]) -> IndexedCollection<NotesTestEntry> {
        IndexedCollection(titles.enumerated().map { NotesTestEntry(id: $0.offset, indexTitle: $0.element) },
                          collation: NotesTestData.english)
    }

    @Test("The index lists A–Z, the other scripts present, then #, marking which have items")
    func indexLetters() {
        let list = collection(["apple", "Émile", "zebra", "Жизнь", "日本"])
        let letters = list.indexLetters
        #expect(letters.map(\.title) == (65...90).map { String(UnicodeScalar(UInt8($0))) } + ["Ж", "日", "#"])
        #expect(letters.filter(\.hasItems).map(\.title) == ["A", "E", "Z", "Ж", "日"])
        #expect(letters.last == IndexLetter(title: "#", hasItems: false))
    }

    @Test("A letter with items jumps to its own section")
    func jumpToPresent() {
        let list = collection(["apple", "cherry", "mango", "1984"])
        #expect(list.section(forIndexLetter: "C") == 1)
        #expect(list.section(forIndexLetter: "m") == 2)
        #expect(list.section(forIndexLetter: "#") == 3)
        #expect(list.flatIndex(ofSection: list.section(forIndexLetter: "M")!) == 4)
    }

    @Test("A dimmed letter skips forward to the next section that exists")
    func jumpSkipsForward() {
        let list = collection(["apple", "cherry", "mango", "1984", "Жизнь"])
        #expect(list.section(forIndexLetter: "B") == 1)
        #expect(list.section(forIndexLetter: "D") == 2)
        #expect(list.section(forIndexLetter: "N") == 3)  // past Z, the first other-script section
        #expect(list.sectionTitles[3] == "Ж")
        #expect(list.section(forIndexLetter: "É") == 2)  // folded to E, then forward to M
    }

    @Test("A letter past the last section jumps to the last section; an empty list has nowhere to jump")
    func jumpPastEnd() {
        let list = collection(["apple", "cherry"])
        #expect(list.section(forIndexLetter: "Z") == 1)
        #expect(list.section(forIndexLetter: "#") == 1)
        #expect(collection([]).section(forIndexLetter: "A") == nil)
    }

    @Test("A letter scrolls to the header row of the section it jumps to; an empty list to none")
    func jumpRow() {
        let list = collection(["banana", "apple", "avocado", "42"])
        #expect(list.flatIndex(ofIndexLetter: "A") == 0)
        #expect(list.flatIndex(ofIndexLetter: "B") == 3)
        #expect(list.flatIndex(ofIndexLetter: "C") == 5, "past B, the next section: #")
        #expect(collection([]).flatIndex(ofIndexLetter: "A") == nil)
    }

    @Test("Flat rows put each header before its items")
    func flatRows() {
        let list = collection(["banana", "apple", "avocado", "42"])
        #expect(list.flatRowCount == 7)
        #expect(NotesTestData.rows(list) == ["[A]", "1:apple", "2:avocado", "[B]", "0:banana", "[#]", "3:42"])
        #expect(list.row(at: 0).isHeader)
        #expect(list.row(at: 2) == .item(NotesTestEntry(id: 2, indexTitle: "avocado"), section: 0, row: 1))
        #expect(list.row(at: 5) == .header(title: "#", section: 2))
        #expect((0..<list.sectionCount).map(list.flatIndex(ofSection:)) == [0, 3, 5])
        #expect(list.flatIndex(ofItemWithID: 3) == 6)
        #expect(list.flatIndex(ofItemWithID: 77) == nil)
    }

    @Test("Header flat indices stay right through inserts and removals that open and close sections")
    func headersTrackEdits() {
        var list = collection(["apple"])
        list.insert(NotesTestEntry(id: 10, indexTitle: "zebra"))
        list.insert(NotesTestEntry(id: 11, indexTitle: "mango"))
        list.insert(NotesTestEntry(id: 12, indexTitle: "melon"))
        #expect((0..<list.sectionCount).map(list.flatIndex(ofSection:)) == [0, 2, 5])
        list.remove(id: 0)
        #expect((0..<list.sectionCount).map(list.flatIndex(ofSection:)) == [0, 3])
        #expect(list.section(forIndexLetter: "A") == 0)
        #expect(list.indexLetters.first == IndexLetter(title: "A", hasItems: false))
    }
}
