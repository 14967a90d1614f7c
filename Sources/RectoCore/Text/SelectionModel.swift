/// The reader's text selection, in one place: where a selection was started (its anchor), the selection made
/// (`TextSelection`: its page, its areas and its text) and which request for one is the newest. A drag, a
/// double or triple click and Select All make requests; the book's text queue measures each and delivers the
/// selection back, and only the newest is taken (the pointer moves faster than text is measured). The layer
/// that draws the selection, Copy, highlighting and Read from Here observe it.
@MainActor
public final class SelectionModel {
    /// What the observers hear.
    public enum Change: Equatable, Sendable {
        /// The selection was made, changed or dropped.
        case selection
    }

    /// A selection to be measured on one page: from `start` to `end`, grown by `unit`.
    public struct Request: Equatable, Sendable {
        public let start: PagePoint
        public let end: PagePoint
        public let unit: TextSelection.Unit
        /// Which request this is: a delivery for an older one is dropped.
        public let generation: Int

        /// The page selected on.
        public var page: Int { start.page }
    }

    /// The text selected, nil when there is none (an empty measure counts as none).
    public private(set) var selection: TextSelection?
    /// Where the selection being made started: drags extend from it, on its page.
    public private(set) var anchor: PagePoint?
    /// The newest request; deliveries for older ones are dropped.
    public private(set) var generation = 0
    private let observers = Observers<Change>()

    /// Nothing selected.
    public init() {}

    /// The selected text, nil when nothing is selected (what Copy puts on the clipboard).
    public var text: String? { selection?.text }

    /// Whether some text is selected (Copy, Highlight and Add Note are offered).
    public var hasSelection: Bool { selection != nil }

    /// A press at `point`, which may become a drag: the anchor is put there; the selection is kept until the
    /// drag selects (a plain click drops it with `clear`).
    public func press(at point: PagePoint) {
        anchor = point
    }

    /// Selects around `point` by `unit` (a double click a word, a triple a line), and anchors there.
    public func start(at point: PagePoint, unit: TextSelection.Unit) -> Request {
        anchor = point
        return request(from: point, to: point, unit: unit)
    }

    /// A drag from the anchor to `point` (on the anchor's page: the hit test keeps a drag that runs past the
    /// page on it); nil with no anchor, or for a point on another page.
    public func extend(to point: PagePoint) -> Request? {
        guard let anchor, anchor.page == point.page else { return nil }
        return request(from: anchor, to: point, unit: .glyph)
    }

    /// Selects all the text of `page`, of `size` points (Ctrl+A).
    public func selectAll(onPage page: Int, size: Size) -> Request {
        anchor = nil
        return request(from: PagePoint(page: page, x: 0, y: 0),
                       to: PagePoint(page: page, x: size.width, y: size.height), unit: .glyph)
    }

    /// Takes the selection measured for `request`; says whether it was taken (false when a newer request or a
    /// clear came since).
    @discardableResult
    public func deliver(_ measured: TextSelection, for request: Request) -> Bool {
        guard request.generation == generation else { return false }
        set(measured.isEmpty ? nil : measured)
        return true
    }

    /// Drops the selection, and any measure still coming (a plain click, a highlight made of it, another book).
    public func clear() {
        generation += 1
        anchor = nil
        set(nil)
    }

    /// The pages on screen changed: a selection on a page that left it is dropped.
    public func pagesShown(_ pages: [Int]) {
        guard let page = selection?.page ?? anchor?.page, !pages.contains(page) else { return }
        clear()
    }

    /// Calls `observer` after every change, in the order observers were added, while the token lives.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    private func request(from start: PagePoint, to end: PagePoint, unit: TextSelection.Unit) -> Request {
        generation += 1
        return Request(start: start, end: end, unit: unit, generation: generation)
    }

    private func set(_ new: TextSelection?) {
        guard new != selection else { return }
        selection = new
        observers.send(.selection)
    }
}
