import Foundation
import RectoCore
import Testing
@testable import RectoPDF
import RectoTestSupport

@Suite("Reference previews on a generated book: each reference finds its target's page and region")
struct ReferencePreviewTests {
    private func withBook<T>(_ body: (BookText) throws -> T) throws -> T {
        let folder = try TemporaryFolder("references")
        defer { folder.remove() }
        let url = folder.file("book.pdf")
        try ReferencedBook.write(to: url)
        return try body(BookText(document: try PDFDocument.open(url: url)))
    }

    @Test("Every mention on page 1 leads first to its definition's page")
    func mentions() throws {
        try withBook { text in
            let index = text.referenceIndexNow()
            let mentions = index.occurrences(onPage: 0)
            let leads = Dictionary(mentions.map { ($0.key.description, index.targets(of: $0).first?.page) },
                                   uniquingKeysWith: { first, _ in first })
            #expect(leads["figure 1"] == 2)
            #expect(leads["table 2"] == 3)
            #expect(leads["equation 3.1"] == 1)
            #expect(leads["section 2.1"] == 1)
            #expect(leads["citation 7"] == 4)
            #expect(leads["citation Knu84"] == 4)
            #expect(leads["citation knuth 1981"] == 4)
            #expect(leads["citation lamport 1994"] == 4)
            #expect(mentions.allSatisfy { !$0.isDefinition })
            #expect(index.targets(of: mentions[0]).first?.isDefinition == true)
        }
    }

    @Test("A figure's region shows the figure above its caption; a table's starts at its caption")
    func regions() throws {
        try withBook { text in
            let index = text.referenceIndexNow()
            let figure = try #require(index.occurrences(onPage: 0).first { $0.key == ReferenceKey(.figure, "1") })
            let caption = try #require(index.targets(of: figure).first)
            let (size, region) = try #require(text.previewRegionNow(
                ofPage: caption.page, anchor: .text(caption.range, captionBelowBody: true)))
            let figureTop = 792.0 - Double(ReferencedBook.figure.y + ReferencedBook.figure.height)
            #expect(region.y <= figureTop, "the figure's top is in the region")
            #expect(region.y + region.height >= 792 - 400, "so is its caption")
            #expect(region.height == size.height / 3)
            let table = try #require(index.occurrences(onPage: 0).first { $0.key == ReferenceKey(.table, "2") })
            let tableCaption = try #require(index.targets(of: table).first)
            let (_, tableRegion) = try #require(text.previewRegionNow(
                ofPage: tableCaption.page, anchor: .text(tableCaption.range, captionBelowBody: false)))
            #expect(abs(tableRegion.y - (792 - 612 - PreviewRegion.margin)) < 4, "from the caption down")
        }
    }

    @Test("The linked reference's region starts at its destination, as wide as the column there")
    func linked() throws {
        try withBook { text in
            let link = try #require(text.linksNow(0).first)
            let target = try #require(ReferenceTarget(link: link, onPage: 0))
            let destination = try #require(target.destinations.first)
            #expect(destination.page == 2)
            let (_, region) = try #require(text.previewRegionNow(ofPage: destination.page, anchor: destination.anchor))
            #expect(region.y == 152 - PreviewRegion.margin)
            #expect(region.x < 72 && region.x + region.width > 300 && region.width < 612)
        }
    }
}
