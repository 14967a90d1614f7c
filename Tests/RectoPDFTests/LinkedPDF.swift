import Foundation

/// A three-page PDF written object by object, with every kind of link Recto meets: cairo 1.16 writes damaged
/// files when link tags are used, so these tests write their own. Page 1 holds the links, each 100×20 points,
/// one above the other from (72, 600) down in steps of 30 points; pages are 612×792 points.
enum LinkedPDF {
    /// The links on page 1, top to bottom, as PDF annotation bodies without /Rect.
    static let links = [
        "/Dest [5 0 R /XYZ 0 500 null]",                         // explicit: page 3, 292 points from the top
        "/Dest (chapter2)",                                      // named: page 2, 192 points from the top
        "/A << /S /URI /URI (https://example.org/) >>",
        "/A << /S /Named /N /NextPage >>",
        "/A << /S /Launch /F (evil.sh) >>",
        "/A << /S /JavaScript /JS (app.alert\\(1\\)) >>",
        "/A << /S /GoToR /F (other.pdf) /D [1 /Fit] >>",
        "/Dest [99 0 R /Fit]",                                   // broken: no such page
    ]

    /// The rectangle of link `index` in PDF space (x1, y1, x2, y2).
    static func rect(_ index: Int) -> (Double, Double, Double, Double) {
        let top = 620.0 - Double(index) * 30
        return (72, top - 20, 172, top)
    }

    static func write(to url: URL) throws {
        let content = "BT /F1 24 Tf 72 700 Td (Links) Tj ET"
        let annotations = links.indices.map { "\(8 + $0) 0 R" }.joined(separator: " ")
        let page = { (annots: String) in
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R "
                + "/Resources << /Font << /F1 7 0 R >> >> \(annots) >>"
        }
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R /Dests \(8 + links.count) 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
            page("/Annots [\(annotations)]"), page(""), page(""),
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
        for (index, body) in links.enumerated() {
            let (x1, y1, x2, y2) = rect(index)
            objects.append("<< /Type /Annot /Subtype /Link /Rect [\(x1) \(y1) \(x2) \(y2)] /Border [0 0 0] \(body) >>")
        }
        objects.append("<< /chapter2 [4 0 R /XYZ 306 600 null] >>")
        try RawPDF.write(objects, to: url)
    }
}
