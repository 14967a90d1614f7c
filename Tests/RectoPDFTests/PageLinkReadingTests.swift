import Foundation
import RectoCore
import Testing
@testable import RectoPDF
import RectoTestSupport

@Suite("Links: read from the page with their areas and destinations")
struct PageLinkReadingTests {
    private func links() throws -> [PageLink] {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("links.pdf")
        try LinkedPDF.write(to: url)
        return BookText(document: try PDFDocument.open(url: url)).linksNow(0)
    }

    @Test("Every kind of link, in drawing order, the broken one left out (a remote page counts from 0 in PDF)")
    func targets() throws {
        let found = try links().map(\.target)
        // Explicit: page 3, 500 points up its 792; named: page 2, 600 points up.
        let third: Double = 292.0 / 792, second: Double = 192.0 / 792
        let expected: [LinkTarget] = [
            .page(2, top: third), .page(1, top: second), .uri("https://example.org/"), .action(.nextPage),
            .refused("Launch"), .refused("JavaScript"), .otherFile(path: "other.pdf", page: 1),
        ]
        #expect(found == expected)
    }

    @Test("A link to a page of the book says how far across the page it points, when its destination does")
    func destinationLeft() throws {
        let found = try links()
        // Explicit /XYZ 0 500: the left edge; named /XYZ 306 600: the middle; the others lead to no page here.
        #expect(found.map(\.destinationLeft) == [0, 0.5, nil, nil, nil, nil, nil])
    }

    @Test("Areas are in page points from the top left")
    func areas() throws {
        let found = try links()
        #expect(found.first?.area == PageRect(x: 72, y: 172, width: 100, height: 20))
        #expect(found.dropFirst().first?.area == PageRect(x: 72, y: 202, width: 100, height: 20))
        let share: Double = 292.0 / 792
        #expect(PageLink.hit(found, x: 100, y: 180)?.target == .page(2, top: share))
    }

    @Test("Pages without links, and pages outside the book, have none", arguments: [1, 2, -1, 3, Int.max])
    func none(page: Int) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("links.pdf")
        try LinkedPDF.write(to: url)
        #expect(BookText(document: try PDFDocument.open(url: url)).linksNow(page).isEmpty)
    }
}
