import Foundation

/// What the reader does to one window's notes, routed: a note added from its dialog, a deletion under a toast
/// with Undo (one toast at a time: a new deletion makes the one before final), the note selected after a
/// deletion so Delete can be pressed again, a note's page, a highlight added with its passage's context filled
/// in afterwards, recoloured, found again in the text when a book's notes load, and whether the pages' marks
/// need painting again. `NotesModel` makes the changes; the app's feature selects rows and shows toasts
/// through the closures.
@MainActor
public final class NotesEditor {
    /// The notes of the book open in the window.
    public let model: NotesModel
    private let book: @MainActor () -> (any NotesBook)?
    /// The toast of the deletion still showing, and which deletion it belongs to (a late "dismissed" of an
    /// older toast must not forget a newer one).
    private var shownDeletion: (toast: AnyObject, serial: Int)?
    private var deletionSerial = 0
    /// The highlights the pages were last painted with.
    private var painted = HighlightPages()

    /// Selects a flat row of the notes list (once the list is built).
    public var select: @MainActor (Int) -> Void = { _ in }
    /// No note is left to select after a deletion: the notes view keeps the focus.
    public var keepFocus: @MainActor () -> Void = {}
    /// Shows a deletion's toast, with its Undo and what to do when it goes; returns the toast, to dismiss it
    /// early.
    public var showDeletion: @MainActor (_ undo: @escaping @MainActor () -> Void,
                                         _ dismissed: @escaping @MainActor () -> Void) -> AnyObject? = { _, _ in nil }
    /// Dismisses a toast `showDeletion` returned (its going runs as when it times out).
    public var dismissDeletion: @MainActor (AnyObject) -> Void = { _ in }
    /// Tells the reader how finding the highlights' passages again went.
    public var tellAnchoring: @MainActor (HighlightAnchoring.Report) -> Void = { _ in }

    /// - Parameter book: the book open in the window, nil while none is.
    public init(model: NotesModel, book: @escaping @MainActor () -> (any NotesBook)?) {
        self.model = model
        self.book = book
    }

    // MARK: Notes

    /// What the Add Note dialog does with the reader's words for a note on `page`: adds the note, selects it
    /// and closes (true); keeps the dialog open for words that add nothing (false); closes without adding when
    /// another book opened meanwhile. Nil, and no dialog, while no notes are loaded.
    public func noteAdder(onPage page: Int) -> (@MainActor (String) -> Bool)? {
        guard model.notes != nil else { return nil }
        let generation = model.generation
        return { [weak self] text in
            // The book cannot change under a modal dialog in practice; if it did, the note has no book to go to.
            guard let self, model.generation == generation, model.notes != nil else { return true }
            guard let added = model.add(text: text, pageIndex: page) else { return false }
            select(added.itemFlatIndex)
            return true
        }
    }

    /// Deletes a note under a toast that can undo it; with `selectingNext` (the notes show), the note that took
    /// its place is selected. Nothing is saved until the toast goes.
    public func delete(_ id: UUID, selectingNext: Bool) {
        guard let removed = model.delete(id) else { return }
        if selectingNext { selectNote(near: removed.position) }
        // The overlay would queue a second toast behind the first; the earlier deletion is made final instead,
        // so each toast is about the note just deleted.
        if let previous = shownDeletion { dismissDeletion(previous.toast) }
        let generation = model.generation
        deletionSerial += 1
        let serial = deletionSerial
        let toast = showDeletion({ [weak self] in
            guard let self, let restored = model.undoDelete(id, generation: generation) else { return }
            select(restored.itemFlatIndex)
        }, { [weak self] in
            guard let self else { return }
            if shownDeletion?.serial == serial { shownDeletion = nil }
            model.commitDelete(id, generation: generation)
        })
        shownDeletion = toast.map { ($0, serial) }
    }

    /// The page of the note at flat row `position`, within the book; nil for a header, or without a book.
    public func page(ofNoteAt position: Int) -> Int? {
        guard let book = book(), case .item(let note, _, _)? = model.notes?.collection.row(at: position) else {
            return nil
        }
        return min(note.pageIndex, book.pageCount - 1)
    }

    /// After a deletion, selects the note that took the deleted one's place (`flatRowToSelect`).
    private func selectNote(near position: Int) {
        guard let collection = model.notes?.collection, !collection.isEmpty,
              let row = collection.flatRowToSelect(afterDeletingAt: position) else {
            keepFocus()
            return
        }
        select(row)
    }

    // MARK: Highlights

    /// Marks `selection` (with the reader's words `text`, possibly empty) in `colour` and selects its note;
    /// returns whether it did (the book's notes may still be loading). The passage's surrounding words are
    /// filled in afterwards from the page's text, off the main thread.
    @discardableResult
    public func addHighlight(_ selection: TextSelection, pageHeight: Double, colour: HighlightColour,
                             text: String = "") -> Bool {
        guard model.notes != nil, !selection.isEmpty, let book = book() else { return false }
        let highlight = Highlight.of(selection, pageHeight: pageHeight, pageText: "", colour: colour)
        guard let added = model.add(highlight: highlight, text: text, pageIndex: selection.page) else { return false }
        select(added.change.itemFlatIndex)
        let generation = model.generation, id = added.note.id
        book.withContext(highlight, onPage: selection.page) { [weak self] filled in
            guard let self, model.generation == generation, filled != highlight else { return }
            // The context is not a change the reader made: it keeps the note's date.
            model.replace(id) { $0.highlight = filled }
        }
        return true
    }

    /// Gives a highlight another colour (a change the reader made, dated).
    public func recolour(_ id: UUID, to colour: HighlightColour) {
        guard model.notes?.collection.item(id: id)?.highlight?.colour != colour else { return }
        model.replace(id, dated: Date()) { $0.highlight?.colour = colour }
    }

    /// Finds every marked highlight's passage again in the book's text (the file may be from another edition,
    /// or its text layer re-made): marks that moved follow, and the reader is told once of what changed. A
    /// highlight already without its mark was lost before: it is not reported again on every opening.
    public func anchorHighlights() {
        guard let notes = model.notes, let book = book() else { return }
        let items = notes.collection.items.compactMap { note in
            note.highlight.flatMap { $0.isMarked ? $0 : nil }.map {
                HighlightAnchoring.Item(id: note.id, page: note.pageIndex, highlight: $0)
            }
        }
        let generation = model.generation
        book.anchor(items) { [weak self] results in
            guard let self, model.generation == generation, !results.isEmpty else { return }
            for (id, result) in results { model.replace(id, dated: Date()) { $0.highlight = result.highlight } }
            if let report = HighlightAnchoring.Report(results.values) { tellAnchoring(report) }
        }
    }

    /// The highlights to paint the pages with when they changed since last painted; nil when they did not,
    /// or no book is open (and what was painted is forgotten).
    public func highlightsToPaint() -> HighlightPages? {
        guard book() != nil else {
            painted = HighlightPages()
            return nil
        }
        let current = model.notes?.highlights ?? HighlightPages()
        guard current != painted else { return nil }
        painted = current
        return current
    }
}
