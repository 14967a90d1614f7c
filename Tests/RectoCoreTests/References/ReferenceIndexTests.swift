import Testing
@testable import RectoCore

@Suite("The book's reference index: where a reference leads, best first")
struct ReferenceIndexTests {
    private func book() -> ReferenceIndex {
        var index = ReferenceIndex()
        index.add(page: 0, text: "As Figure 3 shows, and Table 2, by (3.7) and [12].")
        index.add(page: 1, text: "Figure 3 again, in another sentence.\n(1) an item")
        index.add(page: 5, text: "Text.\nFigure 3: The figure.\nE = mc^2    (3.7)")
        index.add(page: 9, text: "Table 2. Numbers\n[12] A book.")
        index.add(page: 12, text: "Figure 3 is mentioned late.")
        return index
    }

    @Test("The definition comes before mentions, then mentions by distance")
    func ranking() throws {
        let index = book()
        let mention = try #require(index.occurrences(onPage: 0).first)
        #expect(mention.key == ReferenceKey(.figure, "3"))
        #expect(index.targets(of: mention).map(\.page) == [5, 1, 12])
        #expect(index.targets(of: mention).first?.isDefinition == true)
        let table = try #require(index.occurrences(onPage: 0).first { $0.key.kind == .table })
        #expect(index.targets(of: table).map(\.page) == [9])
        let equation = try #require(index.occurrences(onPage: 0).first { $0.key.kind == .equation })
        #expect(index.targets(of: equation).map(\.page) == [5])
        let citation = try #require(index.occurrences(onPage: 0).first { $0.key.kind == .citation })
        #expect(index.targets(of: citation).map(\.page) == [9])
    }

    @Test("A bare number in parentheses without such an equation leads nowhere")
    func bareNumbers() throws {
        let index = book()
        let item = try #require(index.occurrences(onPage: 1).first { $0.key.kind == .equation })
        #expect(index.targets(of: item).isEmpty)
    }

    @Test("The mention under a character is found; a page added again replaces itself")
    func lookupAndReplace() {
        var index = book()
        #expect(index.mention(onPage: 0, at: 5)?.key == ReferenceKey(.figure, "3"))
        #expect(index.mention(onPage: 0, at: 1) == nil)
        index.add(page: 5, text: "Nothing here now.")
        let mention = index.occurrences(onPage: 0)[0]
        #expect(index.targets(of: mention).map(\.page) == [1, 12])
        #expect(index.pageCount == 5)
    }
}
