import Foundation
import RectoCore
import Testing

@Suite("Indexed collection: memory estimate")
struct IndexedCollectionFootprintTests {
    func entries(_ count: Int) -> [NotesTestEntry] {
        (0..<count).map { NotesTestEntry(id: $0, indexTitle: "Title \($0)") }
    }

    @Test("The estimate counts at least every item once and grows with the items")
    func growsWithItems() {
        let small = IndexedCollection(entries(10), collation: NotesTestData.english)
        let large = IndexedCollection(entries(1_000), collation: NotesTestData.english)
        #expect(small.estimatedBytes >= 10 * MemoryLayout<NotesTestEntry>.stride)
        #expect(large.estimatedBytes >= 1_000 * MemoryLayout<NotesTestEntry>.stride)
        #expect(large.estimatedBytes > small.estimatedBytes * 10)
    }

    @Test("An empty collection holds next to nothing")
    func emptyIsSmall() {
        #expect(IndexedCollection<NotesTestEntry>(collation: NotesTestData.english).estimatedBytes < 256)
    }
}
