import Testing
import RectoCore

@Suite("Library selection mode")
struct LibrarySelectionTests {
    private static func path(_ name: String) -> LibraryPath { LibraryPath("/lib/\(name).pdf") }
    private let a = path("A"), b = path("B"), c = path("C"), d = path("D")

    @Test func marksOnlyInSelectionModeAndStartsEmpty() {
        var selection = LibrarySelection()
        selection.toggle(a)
        selection.markAll([a, b])
        #expect(selection.marks.isEmpty, "nothing is marked outside selection mode")
        selection.setActive(true)
        selection.toggle(a)
        selection.toggle(b)
        selection.toggle(a)
        #expect(selection.marks == [b])
        selection.setActive(false)
        #expect(!selection.isActive && selection.marks.isEmpty)
        selection.setActive(true)
        #expect(selection.marks.isEmpty, "a new selection starts empty")
    }

    @Test func selectAllCountsAndActsOnRowsOnShowInTheirOrder() {
        var selection = LibrarySelection()
        selection.setActive(true)
        selection.markAll([c, a, b])
        #expect(selection.marked(in: [c, a, b, d]) == [c, a, b])
        selection.setMarked(a, false)
        // A search hides B: it keeps its mark but is neither counted nor deleted until it shows again.
        #expect(selection.marked(in: [c, d]) == [c])
        #expect(selection.marked(in: [b, c, d]) == [b, c])
        selection.markAll([d])
        #expect(selection.marked(in: [a, b, c, d]) == [b, c, d])
    }

    @Test func booksThatLeaveLoseTheirMarksAndRenamedOnesKeepThem() {
        var selection = LibrarySelection()
        selection.setActive(true)
        selection.markAll([a, b, c])
        let renamed = Self.path("B renamed")
        selection.follow([LibraryChanges.Rename(from: b, to: renamed), LibraryChanges.Rename(from: d, to: a)])
        #expect(selection.marks == [a, renamed, c])
        let library: Set<LibraryPath> = [a, renamed]
        #expect(selection.keep { library.contains($0) })
        #expect(selection.marks == [a, renamed])
        #expect(!selection.keep { library.contains($0) }, "nothing more to drop")
    }
}
