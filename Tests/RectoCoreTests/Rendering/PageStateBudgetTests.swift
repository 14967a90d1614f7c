import Testing
import RectoCore

@Suite("Page-state budget of an open poppler document")
struct PageStateBudgetTests {
    @Test("Distinct pages up to the cap keep the document; one more spends the budget")
    func cap() {
        var budget = PageStateBudget(pageCap: 3)
        for page in [4, 5, 6, 4, 5, 6, 6] { budget.read(page) }
        #expect(!budget.isSpent)
        #expect(budget.pages == [4, 5, 6])
        budget.read(7)
        #expect(budget.isSpent)
    }

    @Test("A spent budget tracks no more pages, however many are read")
    func bounded() {
        var budget = PageStateBudget(pageCap: 2)
        for page in 0..<10_000 { budget.read(page) }
        #expect(budget.isSpent)
        #expect(budget.pages.count == 3)
    }

    @Test("Walking the whole book spends the budget at once")
    func wholeBook() {
        var budget = PageStateBudget(pageCap: 100)
        budget.read(1)
        budget.readWholeBook()
        #expect(budget.isSpent)
        #expect(budget.pages.isEmpty)
        budget.read(2)
        #expect(budget.pages.isEmpty)
    }

    @Test("Opening afresh gives the whole budget back")
    func renewed() {
        var budget = PageStateBudget(pageCap: 1)
        budget.readWholeBook()
        budget.renewed()
        #expect(!budget.isSpent)
        budget.read(3)
        #expect(!budget.isSpent)
        budget.read(4)
        #expect(budget.isSpent)
        budget.renewed()
        #expect(budget == PageStateBudget(pageCap: 1))
    }
}
