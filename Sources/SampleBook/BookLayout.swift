/// Pours the book into pages: decides every line's place, the footers and where each chapter starts.
/// Nothing is drawn here, so the part title pages can list page numbers that are only known afterwards.
final class BookLayout {
    /// How the bottom of a page is marked.
    enum Footer {
        case none
        /// Chapter openers: the page number alone, centred.
        case numberOnly
        /// Other text pages: page number at the outer edge with the book's or the chapter's title.
        case running
    }

    let setter: Typesetter
    let book: Book
    private(set) var pages: [LaidOutPage] = []
    private(set) var contents = BookContents()

    /// What the page being filled holds so far, and the top of the next line box on it.
    var page = LaidOutPage()
    var cursor = PageGeometry.top
    var footer = Footer.none
    var chapterTitle = ""
    /// Paragraphs are indented except right after a heading or something that is not a paragraph.
    var indentNextParagraph = false

    init(book: Book, setter: Typesetter) {
        self.book = book
        self.setter = setter
    }

    var pageIndex: Int { pages.count }

    func layOut() -> (pages: [LaidOutPage], contents: BookContents) {
        pages.removeAll()
        contents = BookContents()
        addCover()
        var chapterNumber = 0
        for part in book.parts {
            let partPage = pageIndex
            startPage(footer: .none)
            finishPage()
            var entries: [BookContents.Entry] = []
            for chapter in part.chapters {
                chapterNumber += 1
                entries.append(BookContents.Entry(pageIndex: pageIndex, title: chapter.title))
                addChapter(chapter, number: chapterNumber)
            }
            contents.parts.append(BookContents.Part(label: part.label, partPageIndex: partPage, chapters: entries))
            // The part page lists its chapters' page numbers, known only now.
            pages[partPage] = partTitlePage(part, entries: entries)
        }
        return (pages, contents)
    }

    private func addChapter(_ chapter: Book.Chapter, number: Int) {
        startPage(footer: .numberOnly)
        chapterTitle = chapter.title
        addChapterHeading(chapter.title, number: number)
        for (index, block) in chapter.blocks.enumerated() {
            switch block {
            case .paragraph(let text): addParagraph(text)
            case .subheading(let text):
                addSubheading(text, next: index + 1 < chapter.blocks.count ? chapter.blocks[index + 1] : nil)
            case .table(let rows): addTable(rows)
            case .code(let lines): addCode(lines)
            }
        }
        finishPage()
    }

    // MARK: Pages

    func startPage(footer: Footer) {
        page = LaidOutPage()
        cursor = PageGeometry.top
        self.footer = footer
        indentNextParagraph = false
    }

    func finishPage() {
        addFooter()
        pages.append(page)
        page = LaidOutPage()
    }

    /// Ends a full text page and continues the same chapter on the next one.
    func breakPage() {
        finishPage()
        startPage(footer: .running)
    }

    var atTopOfPage: Bool { cursor == PageGeometry.top }

    func room(for height: Double) -> Bool {
        cursor + height <= PageGeometry.bottom + 0.01
    }

    private func addFooter() {
        let number = String(pageIndex + 1)
        let y = PageGeometry.footerBaseline
        switch footer {
        case .none:
            return
        case .numberOnly:
            let width = setter.width(of: number, in: .footer)
            page.items.append(.text(number, .footer, x: PageGeometry.centerX - width / 2, y: y))
        case .running:
            let numberWidth = setter.width(of: number, in: .footer)
            let gap = 12.0
            // One-based odd pages are rectos, on the right of a spread: their number sits at the outer, right edge.
            if (pageIndex + 1) % 2 == 1 {
                let titleWidth = setter.width(of: chapterTitle, in: .footerTitle)
                let numberX = PageGeometry.right - numberWidth
                page.items.append(.text(chapterTitle, .footerTitle, x: numberX - gap - titleWidth, y: y))
                page.items.append(.text(number, .footer, x: numberX, y: y))
            } else {
                page.items.append(.text(number, .footer, x: PageGeometry.marginLeft, y: y))
                page.items.append(
                    .text(book.title, .footerTitle, x: PageGeometry.marginLeft + numberWidth + gap, y: y))
            }
        }
    }
}
