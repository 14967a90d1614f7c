/// What one reader window shows, in one place: the open book (behind `PageSource`), where the reader is in
/// it, how its pages are laid out (single or spread), which way they run, the zoom, the page labels, and
/// which view shows (the page, the contents or the notes).
///
/// Widgets send it intents (`perform(.next)`, `setLayout(.spread)`…) and observe its typed changes, in a
/// defined order: whatever belongs to the book as a whole (the view going back to the page, the book itself)
/// is told before its pages, so nothing that follows the pages ever sees the previous book's state.
@MainActor
public final class ReaderModel {
    /// One change, told to every observer in the order they were added.
    public enum Change: Equatable, Sendable {
        /// Another book opened, or the book closed (`source` is nil). Told after `.view` (back to the page)
        /// and before the new book's `.pages`.
        case book
        /// Single pages or spreads; `.pages` follows.
        case layout
        /// Left-to-right or right-to-left; `.pages` follows.
        case direction
        /// The zoom changed; `.pages` follows.
        case zoom
        /// The page labels of the open book arrived.
        case labels
        /// The pages on screen must be shown again: turned (sliding in from `edge` when non-nil), laid out
        /// again, zoomed or painted another way. `scrubbing`: the scrubber moves the page live, so a page not
        /// drawn yet may show the nearest drawn one rather than leave the page area blank under the hand.
        case pages(edge: SlideEdge?, scrubbing: Bool = false)
        /// Another view shows.
        case view(ReaderViewModel.Change)
        /// Trim Margins was turned on or off, or the open book's crops arrived (`trim`); `.pages` follows when the
        /// crops the pages are drawn with changed.
        case trim
        /// The window's phase changed (`phase`). Opening a book tells it before `.book`; closing one, after.
        case phase
    }

    /// Which view shows; its changes reach this model's observers as `.view`.
    public let view = ReaderViewModel()
    /// The open book, if any.
    public private(set) var source: (any PageSource)?
    /// Where the reader is; nil without a book.
    public private(set) var navigator: PageNavigator?
    /// Single pages or spreads, kept across books (the app stores the reader's last choice as the default).
    public private(set) var layout: PageLayout
    /// Which way pages run, kept across books.
    public private(set) var direction: ReadingDirection
    /// The zoom over fitting the page; back to fit for every book.
    public private(set) var zoom = Zoom()
    /// The open book's page labels; empty until they arrive (numbers stand in).
    public private(set) var labels = PageLabels()
    /// The book asks for its contents to be shown: the contents button is pointed out (never opened for the
    /// reader) until the contents are first shown.
    public private(set) var pointsToContents = false
    /// Whether the reader trims the open book's margins (#29), kept with the book.
    public private(set) var trimsMargins = false
    /// The crops found for the open book; nil until they are read.
    public private(set) var marginTrim: MarginTrim?
    /// The crops the pages are drawn with now: none unless the margins are trimmed and the crops known.
    public var trim: MarginTrim? { trimsMargins ? marginTrim : nil }
    /// Whether a book shows, is on its way, is locked or could not be opened.
    public private(set) var phase = ReaderPhase.empty
    /// Whether the page is what the reader sees: a book is open and neither its contents nor its notes show.
    public var showsPage: Bool { phase == .reading && view.shown == .page }
    private var prepared: OpeningChoices?
    private let observers = Observers<Change>()
    private var viewObservation: ObservationToken?

    /// A model without a book, laying pages out as `layout` in `direction`.
    public init(layout: PageLayout = .single, direction: ReadingDirection = .leftToRight) {
        self.layout = layout
        self.direction = direction
        viewObservation = view.observe { [weak self] change in
            if self?.view.shown == .contents { self?.pointsToContents = false }
            self?.tell(.view(change))
        }
    }

    /// Calls `observer` after every change, in the order observers were added, while the token lives.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// Where the reader is, for the position text ("xii (14 of 304)"); nil without a book.
    public var position: PagePosition? {
        guard let navigator else { return nil }
        return labels.position(ofPages: navigator.visiblePages, pageCount: navigator.pageCount)
    }

    // MARK: The book

    /// Opens `source` at `page` (clamped into the book): the view goes back to the page, the zoom to fit, the
    /// labels are read again; observers hear `.view` (if another view showed), `.book`, then `.pages`. The
    /// book opens in the choices `prepare` was given for it, if any.
    public func open(_ source: any PageSource, at page: Int) {
        view.showPage()
        setPhase(.reading)
        pointsToContents = prepared?.pointsToContents ?? false
        trimsMargins = prepared?.trimsMargins ?? false
        marginTrim = prepared?.marginTrim
        prepared = nil
        self.source = source
        navigator = PageNavigator(pageCount: max(source.pageCount, 1), layout: layout, currentPage: page)
        zoom = Zoom()
        labels = PageLabels()
        tell(.book)
        tell(.pages(edge: nil))
        source.loadLabels { [weak self, weak source] labels in
            // Labels read for a book that is no longer open are not this book's.
            guard let self, let source, self.source === source else { return }
            self.labels = labels
            tell(.labels)
        }
    }

    /// The next book opens in `choices`' layout and direction: set now, before its renders are planned, and
    /// told with its `.book` rather than as changes of their own (they are the book's, not the reader's choice).
    public func prepare(_ choices: OpeningChoices) {
        prepared = choices
        layout = choices.layout
        direction = choices.direction
    }

    /// Closes the book (it was deleted, or there is none to open): observers hear `.view` (if another view
    /// showed), then `.book` with no source (if one was open), then `.phase` (empty).
    public func close() {
        closeBook()
        setPhase(.empty)
    }

    /// A book is on its way: the phase is `.opening`, and the open book, if any, stays until it arrives.
    public func beginOpening() {
        setPhase(.opening)
    }

    /// The book on its way asks for its password.
    public func lock() {
        setPhase(.locked)
    }

    /// The book could not be opened, for `reason`: the open book, if any, closes (as `close()` says), then the
    /// phase is `.failed(reason:)`.
    public func fail(reason: String) {
        closeBook()
        setPhase(.failed(reason: reason))
    }

    private func closeBook() {
        view.showPage()
        guard source != nil else { return }
        source = nil
        navigator = nil
        pointsToContents = false
        trimsMargins = false
        marginTrim = nil
        labels = PageLabels()
        zoom = Zoom()
        tell(.book)
    }

    private func setPhase(_ newPhase: ReaderPhase) {
        guard newPhase != phase else { return }
        phase = newPhase
        tell(.phase)
    }

    // MARK: Intents

    /// Turns or jumps as `command` says (screen-side commands follow the direction). Returns whether the pages
    /// moved: nothing happens past either end, or without a book.
    @discardableResult
    public func perform(_ command: PageCommand) -> Bool {
        guard var navigator, let turn = navigator.perform(command, direction: direction) else { return false }
        self.navigator = navigator
        tell(.pages(edge: turn.incomingEdge(for: direction)))
        return true
    }

    /// Goes to `page` (clamped), sliding unless `animated` is false; `scrubbing` when the scrubber moves it live.
    /// Returns whether the pages moved.
    @discardableResult
    public func go(to page: Int, animated: Bool = true, scrubbing: Bool = false) -> Bool {
        guard var navigator, let turn = navigator.go(to: page) else { return false }
        self.navigator = navigator
        tell(.pages(edge: animated ? turn.incomingEdge(for: direction) : nil, scrubbing: scrubbing))
        return true
    }

    /// The pages are painted another way (a colour mode, a highlight, the strip left): observers show the same
    /// pages again, unmoved. Nothing without a book.
    public func repaint() {
        guard navigator != nil else { return }
        tell(.pages(edge: nil))
    }

    /// Single pages or spreads, for this book and the next ones in this window.
    public func setLayout(_ newLayout: PageLayout) {
        guard newLayout != layout else { return }
        layout = newLayout
        navigator?.setLayout(newLayout)
        tell(.layout)
        if navigator != nil { tell(.pages(edge: nil)) }
    }

    /// Which way pages run, for this book and the next ones in this window.
    public func setDirection(_ newDirection: ReadingDirection) {
        guard newDirection != direction else { return }
        direction = newDirection
        tell(.direction)
        if navigator != nil { tell(.pages(edge: nil)) }
    }

    /// Changes the zoom (`zoomIn()`, `zoomOut()`, `reset()`); nothing without a book or when it stays.
    public func zoom(_ change: (inout Zoom) -> Void) {
        guard navigator != nil else { return }
        var zoom = zoom
        change(&zoom)
        guard zoom != self.zoom else { return }
        self.zoom = zoom
        tell(.zoom)
        tell(.pages(edge: nil))
    }

    /// Trims the open book's margins, or shows its pages whole; nothing without a book.
    public func setTrimsMargins(_ on: Bool) {
        guard navigator != nil, on != trimsMargins else { return }
        let before = trim
        trimsMargins = on
        trimChanged(from: before)
    }

    /// The open book's crops were read (or read again).
    public func setMarginTrim(_ newTrim: MarginTrim?) {
        guard navigator != nil, newTrim != marginTrim else { return }
        let before = trim
        marginTrim = newTrim
        trimChanged(from: before)
    }

    private func trimChanged(from before: MarginTrim?) {
        tell(.trim)
        if trim != before { tell(.pages(edge: nil)) }
    }

    private func tell(_ change: Change) {
        observers.send(change)
    }
}
