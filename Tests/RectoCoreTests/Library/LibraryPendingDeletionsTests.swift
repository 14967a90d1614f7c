import RectoCore
import Testing

@Suite("Library pending deletions")
struct LibraryPendingDeletionsTests {
    let a = LibraryPath("/books/A.pdf"), b = LibraryPath("/books/B.pdf"), c = LibraryPath("/books/C.pdf")

    @Test("Each deletion has its own id, and releasing it gives its books back once")
    func holdAndRelease() {
        var deletions = LibraryPendingDeletions()
        let first = deletions.hold([a, b])
        let second = deletions.hold([c])
        #expect(first != second)
        #expect(deletions.release(second) == [c])
        #expect(deletions.release(second) == nil)
        #expect(!deletions.isEmpty)
        #expect(deletions.release(first) == [a, b])
        #expect(deletions.isEmpty)
    }

    @Test("An id is never given twice, even after its deletion ended")
    func idsNotReused() {
        var deletions = LibraryPendingDeletions()
        let first = deletions.hold([a])
        _ = deletions.release(first)
        let second = deletions.hold([b])
        #expect(second != first)
        #expect(deletions.release(first) == nil)
        #expect(deletions.release(second) == [b])
    }

    @Test("Quitting releases every deletion, the oldest's books first, and leaves none")
    func releaseAllInOrder() {
        var deletions = LibraryPendingDeletions()
        var ids: [Int] = []
        for path in [c, a, b] { ids.append(deletions.hold([path])) }
        _ = deletions.release(ids[1])
        #expect(deletions.releaseAll() == [c, b])
        #expect(deletions.isEmpty)
        #expect(deletions.releaseAll() == [])
        #expect(deletions.release(ids[0]) == nil)
    }
}
