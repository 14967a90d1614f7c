import Testing
import RectoCore

@Suite("Overview arrow keys")
struct OverviewMoveTests {
    private let contents = TableOfContents(parts: [
        ContentsPart(entries: [
            ContentsEntry(title: "One", page: 0),
            ContentsEntry(title: "Two", page: 4),
        ])
    ])

    @Test("Left and right run on past a chapter's short last row and its next header; stop at the book's ends")
    func sideways() {
        // One: [0 1 2] [3 - -]; Two: [4 5 6] [7 - -]
        let rows = OverviewModel(pageCount: 8, contents: contents).rows(fitting: 3)
        #expect(OverviewMove.right.page(from: 1, in: rows) == 2)
        #expect(OverviewMove.right.page(from: 3, in: rows) == 4)
        #expect(OverviewMove.left.page(from: 4, in: rows) == 3)
        #expect(OverviewMove.left.page(from: 0, in: rows) == nil)
        #expect(OverviewMove.right.page(from: 7, in: rows) == nil)
    }

    @Test("Up and down keep the column, or take the nearest page of a short row")
    func vertically() {
        let rows = OverviewModel(pageCount: 8, contents: contents).rows(fitting: 3)
        #expect(OverviewMove.down.page(from: 0, in: rows) == 3)
        #expect(OverviewMove.down.page(from: 2, in: rows) == 3, "the short row's only page")
        #expect(OverviewMove.down.page(from: 3, in: rows) == 4, "past the next chapter's header")
        #expect(OverviewMove.up.page(from: 6, in: rows) == 3)
        #expect(OverviewMove.up.page(from: 1, in: rows) == nil)
        #expect(OverviewMove.down.page(from: 7, in: rows) == nil)
    }

    @Test("In a right-to-left book the rows are mirrored, so Left goes on in reading order")
    func rightToLeft() {
        let rows = OverviewModel(pageCount: 4, contents: nil, direction: .rightToLeft).rows(fitting: 2)
        #expect(rows.first == .pages([1, 0], group: 0))
        #expect(OverviewMove.left.page(from: 0, in: rows, direction: .rightToLeft) == 1)
        #expect(OverviewMove.left.page(from: 1, in: rows, direction: .rightToLeft) == 2, "the next row's right end")
        #expect(OverviewMove.right.page(from: 0, in: rows, direction: .rightToLeft) == nil)
    }
}
