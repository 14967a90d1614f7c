import Foundation
import Testing
import RectoCore
import RectoPDF
import RectoTestSupport

@Suite("The book's own settings, read from PDFs")
struct PDFViewerPreferencesTests {
    /// A two-page PDF whose catalog adds `entries`.
    private func book(_ folder: TemporaryFolder, _ name: String, catalog entries: String) throws -> URL {
        let url = folder.file(name)
        try RawPDF.write([
            "<< /Type /Catalog /Pages 2 0 R \(entries) >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>",
        ], to: url)
        return url
    }

    @Test("Right-to-left spreads with the cover alone, and the outline asked for")
    func rightToLeftSpreads() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        let url = try book(folder, "manga.pdf", catalog: """
            /PageLayout /TwoPageRight /PageMode /UseOutlines /ViewerPreferences << /Direction /R2L >>
            """)
        let preferences = try PDFDocument.open(url: url).viewerPreferences
        #expect(preferences == BookViewerPreferences(layout: .spread, coverAlone: true, direction: .rightToLeft,
                                                     pointsToContents: true))
    }

    @Test("Spreads pairing the first page, from an indirect preferences dictionary")
    func leftSpreads() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        let url = folder.file("columns.pdf")
        try RawPDF.write([
            "<< /Type /Catalog /Pages 2 0 R /PageLayout /TwoColumnLeft /ViewerPreferences 4 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>",
            "<< /Direction /L2R /HideToolbar true >>",
        ], to: url)
        let preferences = try PDFDocument.open(url: url).viewerPreferences
        #expect(preferences == BookViewerPreferences(layout: .spread, coverAlone: false, direction: .leftToRight))
    }

    @Test("A book that asks nothing gets nothing, and a cairo book (the usual kind) neither")
    func nothing() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        #expect(try PDFDocument.open(url: book(folder, "plain.pdf", catalog: "")).viewerPreferences
                == BookViewerPreferences())
        #expect(try PDFDocument.open(url: folder.book(count: 2)).viewerPreferences == BookViewerPreferences())
    }

    @Test("A direction at the start of a long file is found")
    func longFile() throws {
        let folder = try TemporaryFolder("prefs")
        defer { folder.remove() }
        // The catalog first, then a comment longer than the window searched at each end.
        let padding = String(repeating: "% padding\n", count: 70_000)
        let url = try book(folder, "long.pdf", catalog: "/ViewerPreferences << /Direction /R2L >>")
        var bytes = try Data(contentsOf: url)
        bytes.append(Data(padding.utf8))
        try bytes.write(to: url)
        #expect(try PDFDocument.open(url: url).viewerPreferences.direction == .rightToLeft)
    }
}
