import Testing
import RectoCore

/// Which row the notes list selects after a deletion, so Delete can be pressed again (it was chosen in the app).
@Suite("Indexed collection: the row selected after a deletion")
struct IndexedCollectionReselectionTests {
    /// The list after the deletion: flat rows are headers (one per initial) and notes.
    func collection(_ titles: [String]) -> IndexedCollection<NotesTestEntry> {
        IndexedCollection(titles.enumerated().map { NotesTestEntry(id: $0.offset, indexTitle: $0.element) },
                          collation: NotesTestData.english)
    }

    func title(_ list: IndexedCollection<NotesTestEntry>, _ flat: Int?) -> String? {
        guard let flat, case let .item(entry, _, _) = list.row(at: flat) else { return nil }
        return entry.indexTitle
    }

    @Test("The note that took the deleted one's place is selected")
    func takesThePlace() {
        // A: apple, avocado, B: banana; "apricot" (row 2) was deleted.
        let list = collection(["apple", "avocado", "banana"])
        #expect(title(list, list.flatRowToSelect(afterDeletingAt: 2)) == "avocado")
    }

    @Test("A header in the deleted note's place starts the next section: its first note is selected")
    func skipsTheNextHeader() {
        // A: apple, B: banana; "avocado" (row 2) was deleted, and row 2 is now B's header.
        let list = collection(["apple", "banana"])
        #expect(list.row(at: 2).isHeader)
        #expect(title(list, list.flatRowToSelect(afterDeletingAt: 2)) == "banana")
    }

    @Test("The last note deleted: the one before it is selected, past a section that went with it")
    func atTheEnd() {
        // A: apple, avocado; "banana" (row 4, with its header at 3) was deleted.
        let list = collection(["apple", "avocado"])
        #expect(title(list, list.flatRowToSelect(afterDeletingAt: 4)) == "avocado")
        #expect(title(list, list.flatRowToSelect(afterDeletingAt: 3)) == "avocado")
    }

    @Test("Nothing is selected when no note is left")
    func nothingLeft() {
        #expect(collection([]).flatRowToSelect(afterDeletingAt: 1) == nil)
    }
}
