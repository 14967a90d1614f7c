import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The parts of a window the library works in.
@MainActor
struct LibraryPlace {
    /// Opens the books chosen in the library; the window, held weakly: once it is gone, nothing here acts.
    weak var books: (any BookShowing)?
    /// The window, the dialogs' parent.
    let toplevel: UnsafeMutablePointer<GtkWidget>
    /// The flap and its sidebar box, bare: the pane may outlive its window a moment (the app's library still
    /// tells it of its books), and owning the flap would keep the window's whole content alive with it. They are
    /// used only while `books`, the window, is there.
    let flap: UnsafeMutablePointer<GtkWidget>
    let sidebarBox: UnsafeMutablePointer<GtkWidget>
    let sessions: SessionSlot
    let toasts: Toasts
}

/// The library in one window, built the first time the reader asks for it: F9, the header button, Add, the
/// sidebar swiped open, or a window opening while the library showed in the last one. Until then a launch
/// makes none of the sidebar's widgets, starts no folder scan and no folder monitor: the first page is drawn
/// first. The window's actions and observers hold the feature; it holds the window weakly, as `BookShowing`.
@MainActor
final class LibraryFeature {
    /// The actions the pane drives, made by the window before the pane exists.
    struct PaneActions {
        var reveal, add, sort, select, selectAll, trashSelected: OpaquePointer
    }

    /// The window's parts the library works in, handed on to the pane.
    private let place: LibraryPlace
    private let library: Library
    /// The page's input area, which takes the keyboard back from a sidebar going away.
    @Owned private var pageInput: UnsafeMutablePointer<GtkWidget>
    var paneActions: PaneActions?
    /// The pane once built; nil while the reader has not asked for the library.
    private(set) var built: LibrarySidebarFeature?

    init(place: LibraryPlace, library: Library, pageInput: UnsafeMutablePointer<GtkWidget>) {
        self.place = place
        self.library = library
        self.pageInput = pageInput
    }

    /// The pane, built and started now if it was not yet: the sidebar's widgets, the library's first scan
    /// and its monitor (shared by the windows, so only the first window's pane starts them), the open book.
    func pane() -> LibrarySidebarFeature? {
        if let built { return built }
        guard place.books != nil else { return nil }
        let pane = LibrarySidebarFeature(place: place, library: library, pageInput: pageInput)
        if let paneActions {
            pane.revealAction = paneActions.reveal
            pane.addAction = paneActions.add
            pane.sortAction = paneActions.sort
            pane.selectAction = paneActions.select
            pane.selectAllAction = paneActions.selectAll
            pane.trashSelectedAction = paneActions.trashSelected
        }
        built = pane
        pane.start()
        // The observers below told nobody while there was no pane: catch up with the book already open.
        if let session = place.sessions.session { pane.sessionChanged(session) }
        return pane
    }

    /// A book opened or closed; only a built pane follows it.
    func sessionChanged(_ session: ReadingSession?) { built?.sessionChanged(session) }

    /// The page changed; only a built pane follows it.
    func pageChanged(_ session: ReadingSession) { built?.pageChanged(session) }

    /// The flap was shown or hidden: a swipe can reveal it before anything built the pane.
    func flapChanged() {
        guard place.books != nil else { return }
        if built == nil, adw_flap_get_reveal_flap(place.flap.cast()) == 0 { return }
        pane()?.flapChanged()
    }

    /// The window is going.
    func stop() { built?.stop() }
}
