import Foundation
import RectoCore
import Testing
@testable import RectoPDF
import RectoTestSupport

@Suite("A first search of a long book, read from both ends on two documents")
@MainActor
struct FoldingHelperTests {
    /// Page `i` says "alpha" `i % 5` times, so a page's count names the page it was read from.
    private func longBook(_ folder: TemporaryFolder, pages: Int) throws -> URL {
        let url = folder.file("long.pdf")
        TestPDF.write(to: url, pages: (0..<pages).map { page in
            let words = Array(repeating: "alpha", count: page % 5).joined(separator: " ")
            return .init(content: .lines(["Page \(page): " + words]))
        })
        return url
    }

    @Test("Every page's count is its own, whoever read it, as the app's search delivers it")
    func countsAreEachPagesOwn() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let pages = 160
        let text = BookText(document: try PDFDocument.open(url: try longBook(folder, pages: pages)))
        let log = TextLog()
        let order = BookSearch.pageOrder(pageCount: pages, startingAt: 37)
        text.search("alpha", pages: order) { page, hasText, count in log.searched.append((page, hasText, count)) }
        #expect(iterateMainContext(timeout: .seconds(60)) { log.searched.count == pages })
        #expect(log.searched.map(\.page) == order, "delivered in the search's order, each page once")
        #expect(log.searched.allSatisfy { $0.count == $0.page % 5 && $0.hasText })
        #expect(text.searchNow("alpha").count == (0..<pages).reduce(0) { $0 + $1 % 5 }, "the kept text agrees")
    }

    @Test("A short search is not worth a second document")
    func shortSearchAlone() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let text = BookText(document: try PDFDocument.open(url: try longBook(folder, pages: 160)))
        #expect(text.searchNow("alpha", pages: Array(0..<(FoldingHelper.leastPages - 1))).count > 0)
        #expect(text.pagesFoldedBeside == 0)
    }
}

@Suite("Folded pages: each page read once, by whoever claims it")
struct FoldedPagesTests {
    @Test("A page is claimed once; the claimer stores it, and later readers get the text")
    func claimOnce() {
        let pages = FoldedPages()
        #expect(pages.textOrClaim(3) == nil, "unread: now the caller's")
        #expect(pages.claimLast(of: [1, 2, 3], before: 3)! == (2, 1), "the last unclaimed, skipping the claimed 3")
        #expect(pages.unreadCount(of: [1, 2, 3, 4]) == 2)
        pages.store("three", forPage: 3)
        pages.store("", forPage: 2)
        #expect(pages.textOrClaim(3) == "three")
        #expect(pages.textOrClaim(2) == "", "a page without text is read, not unread")
        #expect(pages.claimLast(of: [2, 3], before: 2) == nil)
    }

    @Test("A reader waits for a page being read on the other thread, and gets its text")
    func waitsForTheOther() async {
        let pages = FoldedPages()
        #expect(pages.claimLast(of: [9], before: 1)! == (9, 0))
        async let waited = Task.detached { pages.textOrClaim(9) }.value
        try? await Task.sleep(for: .milliseconds(50))
        pages.store("nine", forPage: 9)
        #expect(await waited == "nine")
    }
}
