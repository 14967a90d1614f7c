import Foundation

/// A PDF of 400×600-point pages written object by object, one kind of drawing on each, so that the tests know
/// exactly which operators draw each page: words and line art only, a photograph, a stencil image, a picture
/// inside a transparency group, and a scan (one greyscale image of lines of print filling the page).
enum PicturePDF {
    enum Page: Int, CaseIterable {
        case words, photograph, stencil, group, scan
    }

    static let width = 400.0, height = 600.0
    /// Where the photograph, the stencil and the group's picture are drawn: (100, 50)–(300, 250) in points from
    /// the top left.
    static let pictureArea = (x1: 100.0, y1: 50.0, x2: 300.0, y2: 250.0)
    /// The scan's rows: 60 pixels down the page, each 10 points tall; every third row is print (dark grey).
    static func scanRowIsPrint(_ row: Int) -> Bool { row % 3 == 1 }

    private static let words = "BT /F1 20 Tf 60 500 Td (Only words here.) Tj ET 0 0 0 rg 40 300 220 60 re f "
        + "0.8 0.1 0.1 RG 4 w 40 200 m 300 200 l S"
    private static let picture = "q 200 0 0 200 100 350 cm"

    private static func content(_ page: Page) -> String {
        switch page {
        case .words: words
        case .photograph: "\(picture) /Im1 Do Q " + words
        case .stencil: "0 0 0.6 rg \(picture) /Im2 Do Q"
        case .group: "/GS1 gs /Fm1 Do"
        case .scan: "q 400 0 0 600 0 0 cm /Im3 Do Q"
        }
    }

    static func write(to url: URL) throws {
        let pages = Page.allCases
        let first = 3 + 2 * pages.count  // the shared objects after the pages and their contents
        let kids = pages.indices.map { "\(3 + 2 * $0) 0 R" }.joined(separator: " ")
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>"]
        let resources = "/Resources << /Font << /F1 \(first) 0 R >> /XObject << /Im1 \(first + 1) 0 R "
            + "/Im2 \(first + 2) 0 R /Im3 \(first + 3) 0 R /Fm1 \(first + 4) 0 R >> "
            + "/ExtGState << /GS1 \(first + 5) 0 R >> >>"
        for (index, page) in pages.enumerated() {
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(Int(width)) \(Int(height))] "
                + "/Contents \(4 + 2 * index) 0 R \(resources) >>")
            objects.append(stream(content(page)))
        }
        // Four coloured quarters, 8×8 pixels.
        let colours = ["E63319", "1A99E6", "33B333", "F2D94D"]
        var photo = "", scan = ""
        for y in 0..<8 {
            for x in 0..<8 { photo += colours[(y / 4) * 2 + x / 4] }
        }
        let stencil = String(repeating: "F0", count: 4) + String(repeating: "0F", count: 4)
        for row in 0..<60 {
            for column in 0..<40 { scan += scanRowIsPrint(row) && column > 3 && column < 36 ? "30" : "F8" }
        }
        objects += [
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            image("/Width 8 /Height 8 /ColorSpace /DeviceRGB /BitsPerComponent 8", photo),
            image("/Width 8 /Height 8 /ImageMask true /BitsPerComponent 1", stencil),
            image("/Width 40 /Height 60 /ColorSpace /DeviceGray /BitsPerComponent 8", scan),
            stream("\(picture) /Im1 Do Q", dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 400 600] "
                + "/Group << /S /Transparency >> /Resources << /XObject << /Im1 \(first + 1) 0 R >> >>"),
            "<< /Type /ExtGState /ca 0.7 >>",
        ]
        try RawPDF.write(objects, to: url)
    }

    private static func stream(_ text: String, dictionary: String = "") -> String {
        "<< \(dictionary) /Length \(text.utf8.count) >>\nstream\n\(text)\nendstream"
    }

    private static func image(_ dictionary: String, _ hex: String) -> String {
        "<< /Type /XObject /Subtype /Image \(dictionary) /Filter /ASCIIHexDecode /Length \(hex.count + 1) >>\n"
            + "stream\n\(hex)>\nendstream"
    }
}
