import Foundation

/// A five-page book written object by object (cairo 1.16 damages links), with references in running text on
/// page 1 (one of them, "Figure 1", a link) and their targets: a numbered heading and an equation on page 2, a
/// figure above its caption on page 3, a table under its caption on page 4, a bibliography on page 5 (numbered
/// entries, then alphabetical ones that page 1 cites by author and year). Pages are
/// 612×792 points; text is Helvetica.
enum ReferencedBook {
    /// Lines of text as (x, y from the bottom, size, text).
    private typealias Line = (x: Int, y: Int, size: Int, text: String)

    private static let pages: [[Line]] = [
        [(72, 700, 12, "As Figure 1 shows, and as Table 2 lists, by (3.1) we see it."),
         (72, 680, 12, "Section 2.1 explains, after [7] and [Knu84]."),
         (72, 660, 12, "See Fig. 1 again for the details."),
         (72, 640, 12, "As Knuth and Plass (1981) show, and (Lamport, 1994).")],
        [(72, 700, 16, "2.1 Methods"), (72, 670, 12, "Body text of the methods."),
         (72, 500, 12, "E = m c squared"), (500, 500, 12, "(3.1)")],
        [(72, 700, 12, "Text above the figure runs here."), (72, 400, 12, "Figure 1: A red block."),
         (72, 370, 12, "Body text after the figure runs the whole width of the column here.")],
        [(72, 600, 12, "Table 2: Numbers."), (72, 380, 12, "Body text after the table.")],
        [(72, 700, 14, "References"), (72, 670, 12, "[7] A. Author. A Book. 1999."),
         (72, 650, 12, "[Knu84] D. E. Knuth. The TeXbook. 1984."),
         (72, 620, 12, "Knuth, D. E., and Plass, M. F. (1981). Breaking paragraphs into lines."),
         (72, 600, 12, "Lamport, L. (1994). LaTeX: A Document Preparation System.")],
    ]

    /// The figure on page 3 (PDF space: x, y, width, height), between its text above and its caption below.
    static let figure = (x: 72, y: 430, width: 400, height: 200)
    /// The link over "Figure 1" on page 1 (PDF space), to page 3 at y = 640 (top-left 152).
    static let link = (x1: 90, y1: 696, x2: 140, y2: 712)

    static func write(to url: URL) throws {
        var contents = pages.map { lines in
            lines.map { "BT /F1 \($0.size) Tf \($0.x) \($0.y) Td (\($0.text)) Tj ET" }.joined(separator: " ")
        }
        contents[2] += " 1 0 0 rg \(figure.x) \(figure.y) \(figure.width) \(figure.height) re f"
        contents[3] += " 0 0 1 rg 72 420 300 160 re f"
        let count = pages.count
        let font = 2 + 2 * count + 1
        let annotation = font + 1
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\((0..<count).map { "\(3 + $0) 0 R" }.joined(separator: " "))] /Count \(count) >>",
        ]
        for page in 0..<count {
            let annots = page == 0 ? "/Annots [\(annotation) 0 R]" : ""
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents \(3 + count + page) 0 R "
                + "/Resources << /Font << /F1 \(font) 0 R >> >> \(annots) >>")
        }
        for content in contents {
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
        objects.append("<< /Type /Annot /Subtype /Link /Rect [\(link.x1) \(link.y1) \(link.x2) \(link.y2)] "
            + "/Border [0 0 0] /Dest [5 0 R /XYZ 0 640 null] >>")
        try RawPDF.write(objects, to: url)
    }
}
