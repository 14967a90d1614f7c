/// The display pages: the cover, the part title pages and the heading on a chapter's first page.
extension BookLayout {
    func addCover() {
        startPage(footer: .none)
        addCoverFrame()
        var y = 168.0
        for line in setter.balancedWrap(book.title, in: .coverTitle, width: PageGeometry.textWidth - 20) {
            addCentered(line, .coverTitle, y: y)
            y += 34
        }
        y += 6
        for line in setter.balancedWrap(book.subtitle, in: .coverSubtitle, width: PageGeometry.textWidth - 40) {
            addCentered(line, .coverSubtitle, y: y)
            y += 16
        }
        page.items.append(.ornament(.openBook, centerX: PageGeometry.centerX, centerY: 372))
        addCentered(book.author.uppercased(), .coverAuthor, y: 508)
        finishPage()
    }

    /// Two thin rules round the cover, the inner one in the accent colour.
    private func addCoverFrame() {
        for (inset, width, ink) in [(26.0, 1.1, Ink.text), (31.0, 0.5, Ink.accent)] {
            let left = inset, right = PageGeometry.width - inset
            let top = inset, bottom = PageGeometry.height - inset
            page.items.append(.rule(x1: left, y1: top, x2: right, y2: top, width: width, ink: ink))
            page.items.append(.rule(x1: right, y1: top, x2: right, y2: bottom, width: width, ink: ink))
            page.items.append(.rule(x1: right, y1: bottom, x2: left, y2: bottom, width: width, ink: ink))
            page.items.append(.rule(x1: left, y1: bottom, x2: left, y2: top, width: width, ink: ink))
        }
    }

    /// A part's title page: its label, its name, an ornament and the chapters it holds with their pages.
    func partTitlePage(_ part: Book.Part, entries: [BookContents.Entry]) -> LaidOutPage {
        page = LaidOutPage()
        var y = 196.0
        addCentered(part.label, .partLabel, y: y)
        y += 40
        for line in setter.balancedWrap(part.name, in: .partName, width: PageGeometry.textWidth) {
            addCentered(line, .partName, y: y)
            y += 32
        }
        page.items.append(.ornament(.fleuron, centerX: PageGeometry.centerX, centerY: y - 8))
        y += 34
        // A small contents for the part: titles on the left of a centred column, page numbers on its right.
        let columnLeft = PageGeometry.centerX - 125, columnRight = PageGeometry.centerX + 125
        for entry in entries {
            let number = String(entry.pageIndex + 1)
            page.items.append(.text(entry.title, .partChapter, x: columnLeft, y: y))
            page.items.append(.text(number, .partPage, x: columnRight - setter.width(of: number, in: .partPage), y: y))
            y += 19
        }
        let finished = page
        page = LaidOutPage()
        return finished
    }

    /// The chapter's number and title, set large, then a short rule; body text starts below it.
    func addChapterHeading(_ title: String, number: Int) {
        page.items.append(.text("CHAPTER \(number)", .chapterLabel, x: PageGeometry.marginLeft, y: 112))
        var baseline = 146.0
        let lines = setter.balancedWrap(title, in: .chapterTitle, width: PageGeometry.textWidth)
        for line in lines {
            page.items.append(.text(line, .chapterTitle, x: PageGeometry.marginLeft, y: baseline))
            baseline += 26
        }
        let ruleY = baseline - 26 + 18
        page.items.append(.rule(x1: PageGeometry.marginLeft, y1: ruleY, x2: PageGeometry.marginLeft + 44, y2: ruleY,
                                width: 1.4, ink: .accent))
        cursor = ruleY + 20
        indentNextParagraph = false
    }

    private func addCentered(_ text: String, _ style: TextStyle, y: Double) {
        let width = setter.width(of: text, in: style)
        page.items.append(.text(text, style, x: PageGeometry.centerX - width / 2, y: y))
    }
}
