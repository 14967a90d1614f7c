import CGtk
import GObjectSupport
import RectoCore
import RectoPDF

/// Keeps the page's accessible text (`PageTextView`) in step with the pages on screen: asks the book's text
/// reader for them after every turn and shows them, verso before recto, as they arrive. Nothing here waits
/// on the text.
@MainActor
final class PageTextFeature {
    let view: PageTextView
    /// The book whose text is shown, to notice a new book before its `.book` is heard.
    private var text: BookText?
    private var shownPages: [Int] = []
    private var texts: [Int: String] = [:]
    /// While the strip scrolls, the text follows once the scroll rests: laying a page's text out in the text
    /// view takes milliseconds, and the text view then queues resizes frame after frame as it measures its
    /// lines, each laying the whole window out again (with X round trips for the monitor's work area).
    private var settle: MainLoopTimer?
    /// The session whose pages the settled text will show.
    private weak var settling: ReadingSession?
    static let settleMilliseconds: UInt32 = 250
    private var observation: ObservationToken?
    private var stripObservation: ObservationToken?
    /// The continuous strip: while it shows, the text waits for its scroll to rest.
    private let strip: ContinuousFeature

    init(model: ReaderModel, sessions: SessionSlot, strip: ContinuousFeature,
         ring: UnsafeMutablePointer<GtkWidget>) {
        view = PageTextView(ring: ring)
        self.strip = strip
        stripObservation = strip.observe { [weak self] change in
            if case .scrolled = change { self?.stripScrolled() }
        }
        observation = model.observe(
            sessions: sessions,
            book: { [weak self] session in if session == nil { self?.bookClosed() } },
            pages: { [weak self] session in self?.pageMoved(session) })
    }

    /// Names the text after the position shown in the header ("Page 12 of 304").
    func setPosition(_ position: String) { view.setPosition(position) }

    private func pageMoved(_ session: ReadingSession) {
        settle?.cancel()
        settle = nil
        guard strip.isOn, text === session.text else { return pagesChanged(session) }
        settling = session
        armSettle()
    }

    /// The strip moved: a text waiting for the scroll to rest waits on (at a steady wheel the pages pass by
    /// slower than the settling time, and the text was laid out for every one of them).
    private func stripScrolled() {
        guard settle != nil else { return }
        armSettle()
    }

    private func armSettle() {
        settle?.cancel()
        settle = MainLoop.after(milliseconds: Self.settleMilliseconds) { [weak self] in
            guard let self else { return }
            settle = nil
            if let session = settling { pagesChanged(session) }
            settling = nil
        }
    }

    private func pagesChanged(_ session: ReadingSession) {
        if text !== session.text {
            bookClosed()
            text = session.text
        }
        let pages = session.navigator.visiblePages.sorted()
        guard pages != shownPages else { return }
        shownPages = pages
        texts = texts.filter { pages.contains($0.key) }
        showKnownText()
        let missing = pages.filter { texts[$0] == nil }
        guard !missing.isEmpty else { return }
        text?.read(missing) { [weak self] page, text in self?.received(text, forPage: page) }
    }

    private func received(_ text: String, forPage page: Int) {
        guard shownPages.contains(page) else { return }
        texts[page] = text
        showKnownText()
    }

    /// The text of every page on screen that has arrived, in page order.
    private func showKnownText() {
        view.show(text: shownPages.compactMap { texts[$0] }.filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    /// The page the caret is on, that page's text and the caret's offset in it (Unicode characters); nil
    /// while no text is shown.
    func caret() -> (page: Int, text: String, offset: Int)? {
        let buffer = gtk_text_view_get_buffer(view.textView.cast())
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        var offset = Int(gtk_text_iter_get_offset(&iter))
        for page in shownPages {
            guard let text = texts[page], !text.isEmpty else { continue }
            let length = text.unicodeScalars.count
            if offset <= length { return (page, text, offset) }
            offset -= length + 1
        }
        return nil
    }

    private func bookClosed() {
        settle?.cancel()
        settle = nil
        settling = nil
        text = nil
        shownPages = []
        texts = [:]
        view.show(text: "")
    }
}
