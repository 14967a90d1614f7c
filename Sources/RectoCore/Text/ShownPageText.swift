/// The text of the pages on screen, verso before recto, for the page's accessible text view: asked of the
/// book's text reader after every turn and shown as it arrives, pages already read kept while they stay on
/// screen. While the continuous strip scrolls, the text follows once the scroll rests (`settleDelay` without a
/// page moving or the strip scrolling): laying a page's text out in the text view takes milliseconds, and the
/// view then queues resizes frame after frame as it measures its lines, each laying the whole window out again.
@MainActor
public final class ShownPageText {
    /// How long the strip's scroll must rest before the text follows it, in seconds.
    public static let settleDelay = 0.25

    private let scheduler: Scheduler
    /// The reader of the book whose text is shown, to notice a new book before its closing is heard.
    private var reader: (any PageTextReader)?
    /// The pages on screen, in page order.
    public private(set) var shownPages: [Int] = []
    private var texts: [Int: String] = [:]
    private var settle: ScheduledWork?
    /// The book whose pages the settled text will show.
    private weak var settling: (any PageTextBook)?
    /// Shows the text of the pages on screen that has arrived, joined in page order ("" for none).
    public var show: @MainActor (String) -> Void = { _ in }

    public init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    /// The pages on screen moved (a turn, a zoom, a book opened); with `stripShown`, the text of the same book
    /// waits for the strip's scroll to rest.
    public func pagesMoved(_ book: any PageTextBook, stripShown: Bool) {
        settle?.cancel()
        settle = nil
        guard stripShown, reader === book.pageTextReader else { return pagesChanged(book) }
        settling = book
        armSettle()
    }

    /// The strip moved: a text waiting for the scroll to rest waits on (at a steady wheel the pages pass by
    /// slower than the settling time, and the text was laid out for every one of them).
    public func stripScrolled() {
        guard settle != nil else { return }
        armSettle()
    }

    /// A book opened, or none is open (`open` false): then nothing is shown.
    public func bookChanged(open: Bool) {
        if !open { closeBook() }
    }

    /// Where a caret `offset` characters (Unicode scalars) into the text shown lies: the page, that page's
    /// text and the offset in it; nil past the end or while no text is shown.
    public func caret(atOffset offset: Int) -> (page: Int, text: String, offset: Int)? {
        var offset = offset
        for page in shownPages {
            guard let text = texts[page], !text.isEmpty else { continue }
            let length = text.unicodeScalars.count
            if offset <= length { return (page, text, offset) }
            offset -= length + 1
        }
        return nil
    }

    private func armSettle() {
        settle?.cancel()
        settle = scheduler.after(Self.settleDelay) { [weak self] in
            guard let self else { return }
            settle = nil
            if let book = settling { pagesChanged(book) }
            settling = nil
        }
    }

    private func pagesChanged(_ book: any PageTextBook) {
        if reader !== book.pageTextReader {
            closeBook()
            reader = book.pageTextReader
        }
        let pages = book.visiblePages.sorted()
        guard pages != shownPages else { return }
        shownPages = pages
        texts = texts.filter { pages.contains($0.key) }
        showKnownText()
        let missing = pages.filter { texts[$0] == nil }
        guard !missing.isEmpty else { return }
        reader?.read(missing) { [weak self] page, text in self?.received(text, forPage: page) }
    }

    private func received(_ text: String, forPage page: Int) {
        guard shownPages.contains(page) else { return }
        texts[page] = text
        showKnownText()
    }

    private func showKnownText() {
        show(shownPages.compactMap { texts[$0] }.filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    private func closeBook() {
        settle?.cancel()
        settle = nil
        settling = nil
        reader = nil
        shownPages = []
        texts = [:]
        show("")
    }
}
