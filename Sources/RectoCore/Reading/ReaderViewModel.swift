import Foundation

/// The one owner of which view a reader window shows. Features ask it to show their view and follow its changes;
/// none keeps a flag of its own, so a key that edits (Delete, F2) always reaches the view on screen, and a toggle
/// always does what the screen suggests: Ctrl+T on the notes shows the contents rather than "closing" them.
public final class ReaderViewModel {
    /// One change of the view shown.
    public struct Change: Hashable, Sendable {
        /// The view shown before.
        public var from: ReaderView
        /// The view shown now.
        public var to: ReaderView
    }

    /// The view shown now.
    public private(set) var shown: ReaderView = .page
    private let observers = Observers<Change>()

    /// Starts on the page.
    public init() {}

    /// Calls `observer` after every change, in the order observers were added (the window, which switches the
    /// screen, first; then the features, which move the keyboard focus), while the token lives.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// Shows `view`; nothing happens (and no observer is told) when it already shows.
    public func show(_ view: ReaderView) {
        guard view != shown else { return }
        let change = Change(from: shown, to: view)
        shown = view
        observers.send(change)
    }

    /// A view's toggle (its button or key): shows `view`, or, when it already shows, goes back to the page.
    public func toggle(_ view: ReaderView) {
        show(shown == view && view != .page ? .page : view)
    }

    /// Goes back to the book's pages (Escape, a chapter chosen, a book opened or closed).
    public func showPage() {
        show(.page)
    }

    /// Escape, wherever the keyboard is in the window: from the contents or the notes, back to the page. Says
    /// whether it went; on the page Escape is not the views' (full screen and the find bar take it).
    @discardableResult
    public func escape() -> Bool {
        guard shown != .page else { return false }
        showPage()
        return true
    }

    /// Whether edits meant for `view` (its Delete, Rename, Add) may act: only while that view is on screen.
    public func acceptsEdits(for view: ReaderView) -> Bool {
        shown == view
    }
}
