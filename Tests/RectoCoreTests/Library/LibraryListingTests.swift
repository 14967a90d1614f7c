import Foundation
import Testing
import RectoCore

@Suite("Library listing and list patches")
struct LibraryListingTests {
    private static func path(_ name: String) -> LibraryPath { LibraryPath("/lib/\(name).pdf") }

    private static func entry(_ name: String, title: String? = nil, author: String? = nil) -> LibraryEntry {
        let item = LibraryItem(path: path(name), size: 1, modificationNanoseconds: 0)
        return LibraryEntry(item: item, metadata: title == nil && author == nil ? nil
            : LibraryMetadata(title: title, author: author))
    }

    private static func applied(_ steps: [LibrarySplice], to rows: [LibraryPath]) -> [LibraryPath] {
        var result = rows
        for step in steps { step.apply(to: &result) }
        return result
    }

    @Test func stepsTurnTheOldRowsIntoTheNew() {
        let names = (0..<12).map { Self.path("B\($0)") }
        let cases: [([LibraryPath], [LibraryPath])] = [
            ([], names),
            (names, []),
            (names, names),
            (names, Array(names.dropFirst(3))),
            (names, names + [Self.path("Z")]),
            (names, [Self.path("A")] + names),
            (names, Array(names[0..<5]) + [Self.path("new")] + Array(names[5...])),
            (names, names.reversed()),
            (names, Array(names[0..<4]) + [names[9]] + Array(names[4..<9]) + Array(names[10...])),
            (names, names.enumerated().filter { $0.offset % 3 != 1 }.map(\.element) + [Self.path("X"), Self.path("Y")]),
        ]
        for (old, new) in cases {
            #expect(Self.applied(LibrarySplice.steps(from: old, to: new), to: old) == new)
            #expect(Self.applied(LibrarySplice.steps(from: old, to: new, diffLimit: 0), to: old) == new)
        }
    }

    @Test func randomChangesRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let pool = (0..<30).map { Self.path("P\($0)") }
            let old = pool.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            let new = pool.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
            #expect(Self.applied(LibrarySplice.steps(from: old, to: new), to: old) == new)
        }
    }

    @Test func oneAddedRowIsOneInsertionThatLeavesTheOthersAlone() {
        let old = ["A", "C", "D"].map(Self.path)
        let new = ["A", "B", "C", "D"].map(Self.path)
        #expect(LibrarySplice.steps(from: old, to: new)
            == [LibrarySplice(position: 1, removedCount: 0, inserted: [Self.path("B")])])
        #expect(LibrarySplice.steps(from: new, to: old) == [LibrarySplice(position: 1, removedCount: 1, inserted: [])])
    }

    @Test func aMovedRowIsARemovalAndAnInsertion() {
        let old = ["A", "B", "C", "D", "E"].map(Self.path)
        let new = ["A", "D", "B", "C", "E"].map(Self.path)
        let steps = LibrarySplice.steps(from: old, to: new)
        #expect(steps.count == 2)
        #expect(steps.allSatisfy { $0.removedCount + $0.inserted.count == 1 })
    }

    @Test func relistSortsFiltersAndReportsPatches() {
        var listing = LibraryListing(sort: .title, filter: LibraryFilter(text: "", locale: Locale(identifier: "en_US")))
        let entries = [
            Self.entry("c", title: "Candide", author: "Voltaire"),
            Self.entry("a", title: "Émile", author: "Rousseau"),
            Self.entry("b"),
        ]
        let first = listing.relist(entries, locale: Locale(identifier: "en_US"))
        #expect(listing.rows == ["b", "c", "a"].map(Self.path))
        #expect(first == [LibrarySplice(position: 0, removedCount: 0, inserted: listing.rows)])
        #expect(listing.position(of: Self.path("a")) == 2)

        listing.filter = LibraryFilter(text: "rousseau", locale: Locale(identifier: "en_US"))
        let narrowed = listing.relist(entries, locale: Locale(identifier: "en_US"))
        #expect(listing.rows == [Self.path("a")])
        #expect(Self.applied(narrowed, to: ["b", "c", "a"].map(Self.path)) == listing.rows)
        #expect(listing.position(of: Self.path("b")) == nil)

        listing.filter = LibraryFilter(text: "")
        _ = listing.relist(entries, locale: Locale(identifier: "en_US"))
        // A title arriving moves its row: "b" becomes "Zadig".
        let retitled = [entries[0], entries[1], Self.entry("b", title: "Zadig")]
        let moved = listing.relist(retitled, locale: Locale(identifier: "en_US"))
        #expect(listing.rows == ["c", "a", "b"].map(Self.path))
        #expect(Self.applied(moved, to: ["b", "c", "a"].map(Self.path)) == listing.rows)
    }

    @Test func theNeighbourOfADeletedRow() {
        var listing = LibraryListing()
        _ = listing.relist(["A", "B", "C"].map { Self.entry($0) }, locale: Locale(identifier: "en_US"))
        #expect(listing.neighbour(of: Self.path("A")) == Self.path("B"))
        #expect(listing.neighbour(of: Self.path("C")) == Self.path("B"))
        _ = listing.relist([Self.entry("A")], locale: Locale(identifier: "en_US"))
        #expect(listing.neighbour(of: Self.path("A")) == nil)
    }
}
