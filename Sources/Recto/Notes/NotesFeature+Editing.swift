import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// What the reader does to the notes, from the notes view and from the page: add a note, delete one with a
/// toast that can undo it, jump by letter, go to a note's page; mark a selection as a highlight, recolour or
/// delete a mark, find a highlight's note from its mark, paint the marks into the pages, and find the passages
/// again when a book's notes load. The model makes the changes; this selects rows and shows toasts.
extension NotesFeature {
    // MARK: Notes

    func addNote() {
        guard let toplevel, let session = sessions.session, notes != nil else { return }
        let page = session.navigator.currentPage
        let generation = model.generation
        AddNoteDialog.present(parent: toplevel, page: PositionText.describe(session.position), quote: nil) {
            [weak self] text in
            // The book cannot change under a modal dialog in practice; if it did, the note has no book to go to.
            guard let self, model.generation == generation, notes != nil else { return true }
            guard let added = model.add(text: text, pageIndex: page) else { return false }
            builtView?.list.select(added.itemFlatIndex)
            return true
        }
    }

    func delete(_ id: UUID) {
        guard let removed = model.delete(id) else { return }
        // Deleted from the page (a highlight's menu): the reader stays on the page, the list keeps its focus.
        if isShowing { selectNote(near: removed.position) }
        // Nothing to save yet: a deleted note stays in the file until its toast is gone. The overlay would queue a
        // second toast behind the first; the earlier deletion is made final instead, so each toast is about the
        // note just deleted.
        if let previous = deletionToast { adw_toast_dismiss(OpaquePointer(previous.toast.pointer)) }
        let generation = model.generation
        deletionSerial += 1
        let serial = deletionSerial
        let toast = toasts.show(
            i18n("Note deleted"),
            undo: { [weak self] in
                guard let self, let restored = model.undoDelete(id, generation: generation) else { return }
                builtView?.list.select(restored.itemFlatIndex)
            },
            dismissed: { [weak self] in
                guard let self else { return }
                if deletionToast?.serial == serial { deletionToast = nil }
                model.commitDelete(id, generation: generation)
            })
        deletionToast = (GObjectRef(borrowing: toast.raw), serial)
    }

    /// After a deletion, selects the note that took the deleted one's place (`flatRowToSelect`), so Delete can
    /// be pressed again; with no note left, the view keeps the focus.
    private func selectNote(near position: Int) {
        guard let collection = notes?.collection, !collection.isEmpty,
              let row = collection.flatRowToSelect(afterDeletingAt: position) else {
            view.takeFocus()
            return
        }
        view.list.select(row)
    }

    func jump(to letter: String) {
        guard let collection = notes?.collection, let section = collection.section(forIndexLetter: letter) else {
            return
        }
        view.list.scrollToTop(collection.flatIndex(ofSection: section))
    }

    /// A note was activated: its page, back in the reader.
    func goToNote(at position: Int) {
        guard let session = sessions.session, case .item(let note, _, _)? = notes?.collection.row(at: position)
        else { return }
        jumps.jump(to: min(note.pageIndex, session.document.pageCount - 1))
        setShowing(false)
    }

    // MARK: Highlights

    /// Marks `selection` (with the reader's words `text`, possibly empty) in `colour`; returns whether it did
    /// (the book's notes may still be loading). The passage's surrounding words are filled in afterwards from the
    /// page's text, off the main thread.
    @discardableResult
    func addHighlight(
        _ selection: TextSelection, pageHeight: Double, colour: HighlightColour, text: String = ""
    ) -> Bool {
        guard notes != nil, !selection.isEmpty, let session = sessions.session else { return false }
        let highlight = Highlight.of(selection, pageHeight: pageHeight, pageText: "", colour: colour)
        guard let added = model.add(highlight: highlight, text: text, pageIndex: selection.page) else { return false }
        builtView?.list.select(added.change.itemFlatIndex)
        let generation = model.generation, id = added.note.id
        session.text.withContext(highlight, onPage: selection.page) { [weak self] filled in
            guard let self, model.generation == generation, filled != highlight else { return }
            // The context is not a change the reader made: it keeps the note's date.
            model.replace(id) { $0.highlight = filled }
        }
        return true
    }

    /// Gives a highlight another colour.
    func recolour(_ id: UUID, to colour: HighlightColour) {
        guard notes?.collection.item(id: id)?.highlight?.colour != colour else { return }
        model.replace(id, dated: Date()) { $0.highlight?.colour = colour }
    }

    /// The highlight whose mark covers (`x`, `y`) in top-left points of `page`.
    func highlight(onPage page: Int, x: Double, y: Double, pageHeight: Double) -> UUID? {
        notes?.highlights.note(onPage: page, x: x, y: y, pageHeight: pageHeight)
    }

    /// The note of a highlight, selected in the notes list, which opens.
    func reveal(_ id: UUID) {
        guard let flat = notes?.collection.flatIndex(ofItemWithID: id) else { return }
        setShowing(true)
        view.list.select(flat)
    }

    /// Paints the marks into the session's pages when they changed since last painted.
    func paintHighlights() {
        let current = notes?.highlights ?? HighlightPages()
        guard current != paintedHighlights, let session = sessions.session else {
            if sessions.session == nil { paintedHighlights = HighlightPages() }
            return
        }
        paintedHighlights = current
        session.highlights = { page in current.paint(onPage: page) }
        session.highlightsChanged()
        reader.repaint()
    }

    /// Finds every highlight's passage again in the book's text (the file may be from another edition, or its
    /// text layer re-made); marks that moved follow, marks past their page are dropped, and passages no longer
    /// found keep their notes without a mark, with one message for it all.
    func anchorHighlights() {
        guard let notes, let session = sessions.session else { return }
        // A highlight already without its mark was lost before: it is not reported again on every opening.
        let items = notes.collection.items.compactMap { note in
            note.highlight.flatMap { $0.isMarked ? $0 : nil }.map {
                BookText.HighlightToAnchor(id: note.id, page: note.pageIndex, highlight: $0)
            }
        }
        let generation = model.generation
        session.text.anchor(items) { [weak self] results in
            guard let self, model.generation == generation, !results.isEmpty else { return }
            for (id, result) in results { model.replace(id, dated: Date()) { $0.highlight = result.highlight } }
            if let report = HighlightAnchoring.Report(results.values) { toasts.show(NotesText.anchoring(report)) }
        }
    }
}
