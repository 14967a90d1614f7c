import Foundation

/// Writes a long technical book for the reference benchmarks, object by object (cairo 1.16 damages PDFs with
/// link tags): chapters and numbered sections, a figure on every third page (its caption under it), a table on
/// every fifth (its caption above it), numbered equations at the lines' right edge, running text that mentions
/// them and cites the bibliography by number and by author and year, one of the mentions on each page a link
/// to its figure, and at the end a numbered bibliography and an alphabetical one. Letter pages, Helvetica.
enum BenchReferencedBook {
    private static let surnames = ["Adams", "Baker", "Clarke", "Dunn", "Evans", "Fisher", "Gray", "Hughes",
                                   "Irving", "Jones", "Knuth", "Lamport", "Moore", "Nash", "Owens", "Plass"]
    private static let words = ["the", "result", "of", "each", "step", "is", "shown", "below", "and", "it",
                                "follows", "from", "what", "came", "before", "in", "this", "part"]

    static func write(to path: String, pages: Int) {
        let pages = max(pages, 20)
        let bibliographyPages = 4
        let bodyPages = pages - bibliographyPages
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>", "",
                       "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
        // Page k's object is 4 + 3k, its contents 5 + 3k, its link 6 + 3k.
        let pageObject = { (page: Int) in 4 + 3 * page }
        for page in 0..<pages {
            let (content, link) = page < bodyPages
                ? body(page: page, pageObject: pageObject)
                : bibliography(part: page - bodyPages, of: bibliographyPages)
            let annots = link == nil ? "" : "/Annots [\(pageObject(page) + 2) 0 R]"
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents \(pageObject(page) + 1) 0 R "
                + "/Resources << /Font << /F1 3 0 R >> >> \(annots) >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
            objects.append(link ?? "null")
        }
        objects[1] = "<< /Type /Pages /Kids [\((0..<pages).map { "\(pageObject($0)) 0 R" }.joined(separator: " "))] "
            + "/Count \(pages) >>"
        write(objects, to: path)
    }

    /// A page of the body: its content stream and its link annotation.
    private static func body(page: Int, pageObject: (Int) -> Int) -> (String, String?) {
        let chapter = page / 20 + 1, section = page % 20 + 1
        var lines: [(x: Int, y: Int, size: Int, text: String)] = []
        var graphics = ""
        var y = 740
        if page % 20 == 0 {
            lines.append((72, y, 18, "Chapter \(chapter)"))
            y -= 30
        }
        lines.append((72, y, 13, "\(chapter).\(section) Part \(section) of chapter \(chapter)"))
        y -= 22
        // What this page mentions: the figure three pages back (linked), a table, an equation, two citations.
        let figurePage = max(0, (page - 3) / 3 * 3)
        let mentioned = (figure: "\(figurePage / 20 + 1).\(figurePage % 20 + 1)",
                         table: "\(chapter).\(max(1, section - 5) / 5 * 5 + 1)", equation: "\(chapter).\(section)")
        let cited = (number: page % 60 + 1, author: surnames[page % surnames.count],
                     year: 1950 + page % surnames.count + surnames.count * (page / surnames.count % 4))
        let mention = "As Figure \(mentioned.figure) shows, and as Table \(mentioned.table) lists, "
            + "by (\(mentioned.equation))"
        lines.append((72, y, 10, mention))
        let linkTop = y + 12
        y -= 14
        lines.append((72, y, 10, "we see it, after [\(cited.number)] and (\(cited.author) \(cited.year))."))
        y -= 14
        for line in 0..<36 {
            if page % 3 == 0, line == 6 {
                // The figure: a grey block with its caption under it.
                graphics += " 0.6 g 72 \(y - 150) 300 150 re f 0 g"
                y -= 166
                lines.append((72, y, 10, "Figure \(chapter).\(section): The shape of step \(section)."))
                y -= 20
                continue
            }
            if page % 5 == 0, line == 20, y > 260 {
                lines.append((72, y, 10, "Table \(chapter).\(section): Numbers of step \(section)."))
                graphics += " 0.85 g 72 \(y - 110) 400 100 re f 0 g"
                y -= 126
                continue
            }
            guard y > 80 else { break }
            if line == 12 {
                lines.append((120, y, 10, "x + y = z"))
                lines.append((500, y, 10, "(\(chapter).\(section))"))
            } else {
                lines.append((72, y, 10, (0..<13).map { words[(page * 5 + line * 3 + $0 * 7) % words.count] }
                    .joined(separator: " ")))
            }
            y -= 13
        }
        let content = lines.map { "BT /F1 \($0.size) Tf \($0.x) \($0.y) Td (\(escaped($0.text))) Tj ET" }
            .joined(separator: " ") + graphics
        // The link over "Figure N.M" in the first line of running text, to the figure's page above the figure.
        let link = "<< /Type /Annot /Subtype /Link /Rect [86 \(linkTop - 14) 132 \(linkTop)] /Border [0 0 0] "
            + "/Dest [\(pageObject(figurePage)) 0 R /XYZ 72 \(figurePage % 20 == 0 ? 560 : 590) null] >>"
        return (content, link)
    }

    /// A page of the bibliography: numbered entries on the first half, alphabetical ones after.
    private static func bibliography(part: Int, of count: Int) -> (String, String?) {
        var lines: [String] = []
        var y = 740
        if part == 0 || part == count / 2 {
            lines.append("BT /F1 16 Tf 72 \(y) Td (References) Tj ET")
            y -= 30
        }
        if part < count / 2 {
            for entry in 0..<30 {
                let number = part * 30 + entry + 1
                let author = surnames[number % surnames.count]
                let entry = "[\(number)] \(author), A. A book of step \(number). \(1950 + number % 60)."
                lines.append("BT /F1 10 Tf 72 \(y) Td (\(escaped(entry))) Tj ET")
                y -= 20
            }
        } else {
            // Alphabetical: each surname with its years, in order.
            let half = part - count / 2
            let perPage = surnames.count / max(1, count - count / 2)
            for (index, author) in surnames.enumerated() where index / max(1, perPage) == half {
                for year in stride(from: 1950 + index, to: 1950 + index + 4 * surnames.count, by: surnames.count) {
                    let entry = "\(author), A. (\(year)). A paper of \(year)."
                    lines.append("BT /F1 10 Tf 72 \(y) Td (\(escaped(entry))) Tj ET")
                    y -= 14
                }
            }
        }
        return (lines.joined(separator: " "), nil)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "(", with: "\\(")
            .replacingOccurrences(of: ")", with: "\\)")
    }

    private static func write(_ objects: [String], to path: String) {
        var data = Data("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (number, body) in objects.enumerated() {
            offsets.append(data.count)
            data.append(Data("\(number + 1) 0 obj\n\(body)\nendobj\n".utf8))
        }
        let xref = data.count
        var tail = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        tail += offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        tail += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        data.append(Data(tail.utf8))
        FileManager.default.createFile(atPath: path, contents: data)
    }
}
