import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The library in one window, built the first time the reader asks for it: F9, the header button, Add, the
/// sidebar swiped open, or a window opening while the library showed in the last one. Until then a launch
/// makes none of the sidebar's widgets, starts no folder scan and no folder monitor: the first page is drawn
/// first. The window's actions and observers hold the feature; it holds the window weakly.
@MainActor
final class LibraryFeature {
    /// The actions the pane drives, made by the window before the pane exists.
    struct PaneActions {
        var reveal, add, sort, select, selectAll, trashSelected: OpaquePointer
    }

    private weak var window: ReaderWindow?
    private let library: Library
    /// The page's input area, which takes the keyboard back from a sidebar going away.
    @Owned private var pageInput: UnsafeMutablePointer<GtkWidget>
    var paneActions: PaneActions?
    /// The pane once built; nil while the reader has not asked for the library.
    private(set) var built: LibrarySidebarFeature?

    init(window: ReaderWindow, library: Library, pageInput: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        self.library = library
        self.pageInput = pageInput
    }

    /// The pane, built and started now if it was not yet: the sidebar's widgets, the library's first scan
    /// and its monitor (shared by the windows, so only the first window's pane starts them), the open book.
    func pane() -> LibrarySidebarFeature? {
        if let built { return built }
        guard let window else { return nil }
        let pane = LibrarySidebarFeature(window: window, library: library, pageInput: pageInput)
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
        if let session = window.session { pane.sessionChanged(session) }
        return pane
    }

    /// A book opened or closed; only a built pane follows it.
    func sessionChanged(_ session: ReadingSession?) { built?.sessionChanged(session) }

    /// The page changed; only a built pane follows it.
    func pageChanged(_ session: ReadingSession) { built?.pageChanged(session) }

    /// The flap was shown or hidden: a swipe can reveal it before anything built the pane.
    func flapChanged() {
        guard let window else { return }
        if built == nil, adw_flap_get_reveal_flap(window.flap.cast()) == 0 { return }
        pane()?.flapChanged()
    }

    /// The window is going.
    func stop() { built?.stop() }
}
