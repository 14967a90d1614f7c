import Foundation
import RectoCore
import Testing
@testable import RectoPDF
import RectoTestSupport

@Suite("A link's preview on a page of two columns shows the column its destination points into")
struct ReferenceColumnTests {
    /// Two pages of 612×792 points: page 1 has two links, to page 2's right column (/XYZ 330 700) and to its
    /// left one (/XYZ 60 700); page 2 has two narrow columns of text, from 50 and from 320 points from the left.
    private static func write(to url: URL) throws {
        let row = "Text of a column runs here"
        let columns = stride(from: 700, through: 200, by: -14).map { y in
            "BT /F1 10 Tf 50 \(y) Td (\(row)) Tj ET BT /F1 10 Tf 320 \(y) Td (\(row)) Tj ET"
        }.joined(separator: " ")
        let first = "BT /F1 12 Tf 72 700 Td (See the right column and the left one.) Tj ET"
        try RawPDF.write([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R "
                + "/Resources << /Font << /F1 7 0 R >> >> /Annots [8 0 R 9 0 R] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R "
                + "/Resources << /Font << /F1 7 0 R >> >> >>",
            "<< /Length \(first.utf8.count) >>\nstream\n\(first)\nendstream",
            "<< /Length \(columns.utf8.count) >>\nstream\n\(columns)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            "<< /Type /Annot /Subtype /Link /Rect [90 696 190 712] /Border [0 0 0] /Dest [4 0 R /XYZ 330 700 null] >>",
            "<< /Type /Annot /Subtype /Link /Rect [200 696 300 712] /Border [0 0 0] /Dest [4 0 R /XYZ 60 700 null] >>",
        ], to: url)
    }

    @Test("Each link's region is the column under its destination's left edge, not the page's first")
    func columns() throws {
        let folder = try TemporaryFolder("columns")
        defer { folder.remove() }
        let url = folder.file("columns.pdf")
        try Self.write(to: url)
        let text = BookText(document: try PDFDocument.open(url: url))
        let links = text.linksNow(0).sorted { $0.area.x < $1.area.x }
        try #require(links.count == 2)
        #expect(links.map { $0.destinationLeft.map { ($0 * 612).rounded() } } == [330, 60])
        var regions: [PageRect] = []
        for link in links {
            let destination = try #require(ReferenceTarget(link: link, onPage: 0)?.destinations.first)
            let (_, region) = try #require(text.previewRegionNow(ofPage: destination.page, anchor: destination.anchor))
            regions.append(region)
        }
        #expect(regions[0].x > 250 && regions[0].x + regions[0].width < 570, "the right column: \(regions[0])")
        #expect(regions[1].x < 60 && regions[1].x + regions[1].width < 300, "the left column: \(regions[1])")
    }
}
