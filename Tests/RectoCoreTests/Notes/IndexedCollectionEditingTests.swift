import Foundation
import Testing
import RectoCore

@Suite("Indexed collection: insert and remove")
struct IndexedCollectionEditingTests {
    func entry(_ id: Int, _ title: String) -> NotesTestEntry { NotesTestEntry(id: id, indexTitle: title) }

    func sample() -> IndexedCollection<NotesTestEntry> {
        // Flat rows: 0 [A] 1 apple 2 avocado 3 [C] 4 cherry 5 [#] 6 1984
        IndexedCollection([entry(1, "apple"), entry(2, "avocado"), entry(3, "cherry"), entry(4, "1984")],
                          collation: NotesTestData.english)
    }

    @Test("Inserting into an existing section adds one row at the item's place")
    func insertIntoSection() throws {
        var list = sample()
        let reported = list.insert(entry(5, "apricot"))
        let change = try #require(reported)
        #expect(change.kind == .inserted)
        #expect(change.section == 0 && change.row == 1)
        #expect(!change.sectionCreated && !change.sectionRemoved)
        #expect(change.itemFlatIndex == 2)
        #expect(change.position == 2 && change.removedCount == 0 && change.addedCount == 1)
        #expect(list.flatIndex(ofSection: 1) == 4)
        #expect(list.row(at: 2).item == entry(5, "apricot"))
    }

    @Test("Inserting the first item of a letter adds its header and the item")
    func insertCreatesSection() throws {
        var list = sample()
        let reported = list.insert(entry(5, "Banana"))
        let change = try #require(reported)
        #expect(change.sectionCreated)
        #expect(change.section == 1 && change.row == 0)
        #expect(change.position == 3 && change.addedCount == 2 && change.removedCount == 0)
        #expect(change.itemFlatIndex == 4)
        #expect(list.sectionTitles == ["A", "B", "C", "#"])
        #expect(list.row(at: 3) == .header(title: "B", section: 1))
        #expect(list.flatIndex(ofSection: 3) == 7)
    }

    @Test("Removing an item from a section with others removes one row")
    func removeFromSection() throws {
        var list = sample()
        let reported = list.remove(id: 2)
        let change = try #require(reported)
        #expect(change.kind == .removed)
        #expect(change.section == 0 && change.row == 1 && !change.sectionRemoved)
        #expect(change.position == 2 && change.removedCount == 1 && change.addedCount == 0)
        #expect(list.flatIndex(ofSection: 1) == 2)
        #expect(!list.contains(id: 2))
    }

    @Test("Removing the last item of a section removes its header too")
    func removeEmptiesSection() throws {
        var list = sample()
        let reported = list.remove(id: 3)
        let change = try #require(reported)
        #expect(change.sectionRemoved)
        #expect(change.section == 1 && change.row == 0)
        #expect(change.itemFlatIndex == 4)
        #expect(change.position == 3 && change.removedCount == 2)
        #expect(list.sectionTitles == ["A", "#"])
        #expect(list.flatIndex(ofSection: 1) == 3)
    }

    @Test("Inserting an identity that is present, or removing one that is not, changes nothing")
    func noOps() {
        var list = sample()
        let inserted = list.insert(entry(1, "zzz"))
        let removed = list.remove(id: 99)
        #expect(inserted == nil)
        #expect(removed == nil)
        #expect(list.count == 4)
        #expect(list.item(id: 1)?.indexTitle == "apple")
    }

    @Test("Replacing an item with a new title moves it and reports both halves")
    func replaceMoves() throws {
        var list = sample()
        let reported = list.replace(entry(1, "zucchini"))
        let change = try #require(reported)
        #expect(change.removed.position == 1 && change.removed.removedCount == 1)
        #expect(change.inserted.sectionCreated)
        #expect(list.sectionTitles == ["A", "C", "Z", "#"])
        #expect(list.position(ofItemWithID: 1) == IndexedPosition(section: 2, row: 0))
        let unknown = list.replace(entry(42, "nobody"))
        #expect(unknown == nil)
    }

    @Test("Random inserts and removals match a brute-force rebuild, and each change report splices the old rows into the new",
          arguments: [UInt64(1), 2, 3, 4])
    func randomOperations(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let collation = NotesTestData.english
        var list = IndexedCollection<NotesTestEntry>(collation: collation)
        var present: [NotesTestEntry] = []
        var nextID = 0
        for _ in 0..<400 {
            let before = NotesTestData.bruteForceRows(present, collation: collation)
            let change: IndexedChange?
            let item: NotesTestEntry
            if present.isEmpty || Int.random(in: 0..<10, using: &random) < 6 {
                item = NotesTestEntry(id: nextID, indexTitle: NotesTestData.randomTitle(using: &random))
                nextID += 1
                present.append(item)
                change = list.insert(item)
            } else {
                item = present.remove(at: Int.random(in: 0..<present.count, using: &random))
                change = list.remove(id: item.id)
            }
            let after = NotesTestData.bruteForceRows(present, collation: collation)
            #expect(NotesTestData.rows(list) == after)
            guard let change else {
                Issue.record("no change reported")
                return
            }
            var spliced = before
            spliced.replaceSubrange(change.position..<change.position + change.removedCount,
                                    with: after[change.position..<change.position + change.addedCount])
            #expect(spliced == after)
            #expect(list.flatRowCount == after.count)
            // The item's own row: in the new rows after an insert, in the old rows before a removal.
            let itemRows = change.kind == .inserted ? after : before
            #expect(itemRows[change.itemFlatIndex] == item.description)
            let header = itemRows[change.itemFlatIndex - change.row - 1]
            #expect(header == "[\(collation.sectionKey(forTitle: item.indexTitle).title)]")
        }
    }

    @Test("Positions and flat indices of every item agree with the rows", arguments: [UInt64(21), 22])
    func positionsAgree(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var list = IndexedCollection<NotesTestEntry>(collation: NotesTestData.english)
        for id in 0..<300 { list.insert(NotesTestEntry(id: id, indexTitle: NotesTestData.randomTitle(using: &random))) }
        for id in stride(from: 0, to: 300, by: 3) { list.remove(id: id) }
        for id in 0..<300 {
            guard let flat = list.flatIndex(ofItemWithID: id) else {
                #expect(id % 3 == 0)
                continue
            }
            guard case .item(let item, let section, let row) = list.row(at: flat) else {
                Issue.record("row \(flat) is not an item")
                continue
            }
            #expect(item.id == id)
            #expect(list.position(ofItemWithID: id) == IndexedPosition(section: section, row: row))
            #expect(list.flatIndex(of: IndexedPosition(section: section, row: row)) == flat)
            #expect(list.item(at: IndexedPosition(section: section, row: row)) == item)
        }
    }
}
