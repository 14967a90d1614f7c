/// Body text: paragraphs, subheadings, two-column tables and code, flowed across pages.
extension BookLayout {
    static let bodyLeading = 14.0
    static let paragraphIndent = 13.0
    static let codeLeading = 11.4
    static let codeIndent = 14.0
    static let blockGap = 6.0

    /// Where a line's baseline sits inside its line box: roughly the ascent of the text face.
    static func baseline(inBoxOf leading: Double) -> Double { leading * 0.76 }

    func addParagraph(_ text: String) {
        let indent = indentNextParagraph ? Self.paragraphIndent : 0
        var lines = setter.wrap(text, in: .body, width: PageGeometry.textWidth, firstLineIndent: indent)
        var isFirstLine = true
        while !lines.isEmpty {
            var fitting = Int(((PageGeometry.bottom - cursor) / Self.bodyLeading + 0.001).rounded(.down))
            if fitting < lines.count {
                // No lone last line at the top of the next page, and no lone first line at the bottom of this one.
                if lines.count - fitting == 1, fitting >= 3 { fitting -= 1 }
                if fitting == 1, isFirstLine { fitting = 0 }
            }
            let placed = min(fitting, lines.count)
            for line in lines.prefix(placed) {
                let x = PageGeometry.marginLeft + (isFirstLine ? indent : 0)
                page.items.append(.text(line, .body, x: x, y: cursor + Self.baseline(inBoxOf: Self.bodyLeading)))
                cursor += Self.bodyLeading
                isFirstLine = false
            }
            lines.removeFirst(placed)
            if !lines.isEmpty { breakPage() }
        }
        indentNextParagraph = true
    }

    /// A subheading never ends a page: it moves to the next one unless the start of what follows fits under it.
    func addSubheading(_ text: String, next: Book.Block?) {
        let leading = 15.0
        let gapBefore = atTopOfPage ? 0 : 9.0
        if !room(for: gapBefore + leading + 2 + height(ofStartOf: next)) {
            breakPage()
        }
        cursor += atTopOfPage ? 0 : gapBefore
        let lines = setter.wrap(text, in: .subheading, width: PageGeometry.textWidth)
        for line in lines {
            page.items.append(.text(line, .subheading, x: PageGeometry.marginLeft,
                                    y: cursor + Self.baseline(inBoxOf: leading)))
            cursor += leading
        }
        cursor += 2
        indentNextParagraph = false
    }

    /// How much of `block` must fit below a subheading: two lines of text, or a whole table row or code block.
    private func height(ofStartOf block: Book.Block?) -> Double {
        switch block {
        case .code(let lines): Self.blockGap + Double(lines.count) * Self.codeLeading
        case .table: Self.blockGap + 2 * Self.bodyLeading
        case .paragraph, .subheading, nil: 2 * Self.bodyLeading
        }
    }

    func addTable(_ rows: [Book.Row]) {
        let widest = rows.map { setter.width(of: $0.key, in: .tableKey) }.max() ?? 0
        let keyColumn = min(widest + 14, PageGeometry.textWidth * 0.4)
        let meaningWidth = PageGeometry.textWidth - keyColumn - Self.paragraphIndent
        if !atTopOfPage { cursor += Self.blockGap }
        for row in rows {
            let lines = setter.wrap(row.meaning, in: .body, width: meaningWidth)
            if !room(for: Double(lines.count) * Self.bodyLeading) { breakPage() }
            let baseline = cursor + Self.baseline(inBoxOf: Self.bodyLeading)
            page.items.append(.text(row.key, .tableKey, x: PageGeometry.marginLeft + Self.paragraphIndent, y: baseline))
            for (index, line) in lines.enumerated() {
                page.items.append(.text(line, .body,
                                        x: PageGeometry.marginLeft + Self.paragraphIndent + keyColumn,
                                        y: baseline + Double(index) * Self.bodyLeading))
            }
            cursor += Double(lines.count) * Self.bodyLeading
        }
        cursor += Self.blockGap
        indentNextParagraph = false
    }

    /// Code is kept whole on one page and marked by a thin accent bar in the margin of the text column.
    func addCode(_ lines: [String]) {
        let height = Double(lines.count) * Self.codeLeading
        if !room(for: Self.blockGap + height) { breakPage() }
        if !atTopOfPage { cursor += Self.blockGap }
        let top = cursor
        for line in lines {
            page.items.append(.text(line, .code, x: PageGeometry.marginLeft + Self.codeIndent,
                                    y: cursor + Self.baseline(inBoxOf: Self.codeLeading)))
            cursor += Self.codeLeading
        }
        let barX = PageGeometry.marginLeft + Self.codeIndent / 2 - 1
        page.items.append(.rule(x1: barX, y1: top + 1.5, x2: barX, y2: cursor - 1, width: 1.2, ink: .accent))
        cursor += Self.blockGap
        indentNextParagraph = false
    }
}
