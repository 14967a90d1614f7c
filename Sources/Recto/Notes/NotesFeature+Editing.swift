import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// What the reader does to the notes, from the notes view and from the page: add a note, delete one with a
/// toast that can undo it, jump by letter, go to a note's page; delete a mark, show a highlight's note, paint
/// the marks into the pages, and find the passages again when a book's notes load. The routing is the core's
/// `NotesEditor` (and, for marking from the page, `PageHighlighter`); this selects rows and shows toasts.
extension NotesFeature {
    /// Connects the editor to the list, the toasts and the dialogs.
    func connectEditor() {
        editor.select = { [weak self] row in self?.builtView?.list.select(row) }
        editor.keepFocus = { [weak self] in self?.view.takeFocus() }
        editor.showDeletion = { [weak self] undo, dismissed in
            let toast = self?.toasts.show(i18n("Note deleted"), undo: undo, dismissed: dismissed)
            return toast.map { GObjectRef(borrowing: $0.raw) }
        }
        editor.dismissDeletion = { toast in
            (toast as? GObjectRef).map { adw_toast_dismiss(OpaquePointer($0.pointer)) }
        }
        editor.tellAnchoring = { [weak self] report in self?.toasts.show(NotesText.anchoring(report)) }
    }

    // MARK: Notes

    func addNote() {
        guard let toplevel, let session = sessions.session,
              let add = editor.noteAdder(onPage: session.navigator.currentPage) else { return }
        AddNoteDialog.present(parent: toplevel, page: PositionText.describe(session.position), quote: nil) { add($0) }
    }

    /// Deleted from the page (a highlight's menu), the reader stays on the page and the list keeps its focus;
    /// from the list, the next note is selected.
    func delete(_ id: UUID) {
        editor.delete(id, selectingNext: isShowing)
    }

    func jump(to letter: String) {
        guard let row = notes?.collection.flatIndex(ofIndexLetter: letter) else { return }
        view.list.scrollToTop(row)
    }

    /// A note was activated: its page, back in the reader.
    func goToNote(at position: Int) {
        guard let page = editor.page(ofNoteAt: position) else { return }
        jumps.jump(to: page)
        setShowing(false)
    }

    // MARK: Highlights

    /// The note of a highlight, selected in the notes list, which opens.
    func reveal(_ id: UUID) {
        guard let flat = notes?.collection.flatIndex(ofItemWithID: id) else { return }
        setShowing(true)
        view.list.select(flat)
    }

    /// Paints the marks into the session's pages when they changed since last painted.
    func paintHighlights() {
        guard let current = editor.highlightsToPaint(), let session = sessions.session else { return }
        session.highlights = { page in current.paint(onPage: page) }
        session.highlightsChanged()
        reader.repaint()
    }

    /// Finds every highlight's passage again in the book's text; one message for what changed.
    func anchorHighlights() {
        editor.anchorHighlights()
    }
}
