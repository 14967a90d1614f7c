import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Highlights as notes: marking a selection, recolouring and deleting a mark, finding a highlight's note from
/// its mark, painting the marks into the pages, and finding the passages again when a book's notes load.
extension NotesController {
    /// Marks `selection` (with the reader's words `text`, possibly empty) in `color`; returns whether it did
    /// (the book's notes may still be loading). The passage's surrounding words are filled in afterwards from the
    /// page's text, off the main thread.
    @discardableResult
    func addHighlight(_ selection: TextSelection, pageHeight: Double, color: HighlightColor, text: String = "") -> Bool {
        guard notes != nil, !selection.isEmpty, let session = window?.session else { return false }
        let highlight = Highlight.of(selection, pageHeight: pageHeight, pageText: "", color: color)
        let added: (note: Note, change: IndexedChange)
        do {
            added = try notes!.add(highlight: highlight, text: text, pageIndex: selection.page)
        } catch {
            return false
        }
        apply(added.change)
        view.list.select(added.change.itemFlatIndex)
        saveSoon()
        let generation = generation, id = added.note.id
        session.text.withContext(highlight, onPage: selection.page) { [weak self] filled in
            guard let self, self.generation == generation, filled != highlight else { return }
            // The context is not a change the reader made: it keeps the note's date.
            replace(id) { $0.highlight = filled }
        }
        return true
    }

    /// Gives a highlight another colour.
    func recolor(_ id: UUID, to color: HighlightColor) {
        guard notes?.collection.item(id: id)?.highlight?.color != color else { return }
        replace(id, dated: Date()) { $0.highlight?.color = color }
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

    /// Changes a note in place and updates its row and the marks; dated `dated` when the reader made the change,
    /// else the note keeps its date.
    func replace(_ id: UUID, dated: Date? = nil, _ change: (inout Note) -> Void) {
        guard let old = notes?.collection.item(id: id) else { return }
        guard let changes = notes?.update(id: id, now: dated ?? old.modified, change) else { return }
        view.list.apply(changes.removed)
        view.list.apply(changes.inserted)
        refresh()
        saveSoon()
    }

    /// Paints the marks into the session's pages when they changed since last painted.
    func paintHighlights() {
        let current = notes?.highlights ?? HighlightPages()
        guard current != paintedHighlights, let session = window?.session else {
            if window?.session == nil { paintedHighlights = HighlightPages() }
            return
        }
        paintedHighlights = current
        session.highlights = { page in current.paint(onPage: page) }
        session.highlightsChanged()
    }

    /// Finds every highlight's passage again in the book's text (the file may be from another edition, or its
    /// text layer re-made); marks that moved follow, marks past their page are dropped, and passages no longer
    /// found keep their notes without a mark, with one message for it all.
    func anchorHighlights() {
        guard let notes, let session = window?.session else { return }
        // A highlight already without its mark was lost before: it is not reported again on every opening.
        let items = notes.collection.items.compactMap { note in
            note.highlight.flatMap { $0.isMarked ? $0 : nil }.map { BookText.HighlightToAnchor(id: note.id, page: note.pageIndex, highlight: $0) }
        }
        let generation = generation
        session.text.anchor(items) { [weak self] results in
            guard let self, self.generation == generation, !results.isEmpty else { return }
            var dropped = 0, lost = 0
            for (id, result) in results {
                dropped += result.droppedQuads
                if result.outcome == .lost { lost += 1 }
                replace(id, dated: Date()) { $0.highlight = result.highlight }
            }
            if let message = NotesText.anchoring(droppedQuads: dropped, lost: lost) { window?.showToast(message) }
        }
    }
}
