import Foundation

/// Highlighting from the page, routed: the selection marked in the colour last chosen, the mark under a point,
/// the mark the page's menu opened over (which a colour recolours and Delete removes), and which of the menu's
/// items apply. `NotesEditor` makes the notes; the app's feature keeps the menu and the add-note dialog.
@MainActor
public final class PageHighlighter {
    /// The text selected: what Highlight and Add Note mark.
    public let selection: SelectionModel
    private let editor: NotesEditor
    private let pageSize: @MainActor (Int) -> Size?
    /// The colour of the next highlight: the last one chosen.
    public private(set) var colour = HighlightColour.yellow
    /// The highlight under the pointer when the page's menu opened, nil when it opened off the marks.
    public private(set) var menuTarget: UUID?

    /// - Parameter pageSize: the size in points of a page whose marks are known, nil for one not yet measured
    ///   (a mark's areas are kept bottom-up, so finding or making one needs the page's height).
    public init(editor: NotesEditor, selection: SelectionModel, pageSize: @escaping @MainActor (Int) -> Size?) {
        self.editor = editor
        self.selection = selection
        self.pageSize = pageSize
    }

    /// Whether Highlight and Add Note apply: some text is selected.
    public var canMark: Bool { selection.hasSelection }

    /// Whether Delete Highlight applies: the menu opened over a mark.
    public var canDelete: Bool { menuTarget != nil }

    /// Whether the colours apply: they mark the selection, or recolour the mark the menu opened over.
    public var canChooseColour: Bool { canMark || canDelete }

    /// The highlight whose mark covers `point` (a point on a page), the last made among overlapping marks.
    public func highlight(at point: PagePoint?) -> UUID? {
        guard let point, let size = pageSize(point.page) else { return nil }
        return editor.model.notes?.highlights.note(onPage: point.page, x: point.x, y: point.y,
                                                   pageHeight: size.height)
    }

    /// The page's menu opens over `point` (nil off the pages): the mark there is what its items act on.
    public func menuOpened(over point: PagePoint?) {
        menuTarget = highlight(at: point)
    }

    /// Highlight: marks the selection in the current colour; the selection goes once it is marked.
    public func markSelection() {
        guard let current = selection.selection, let size = pageSize(current.page) else { return }
        if editor.addHighlight(current, pageHeight: size.height, colour: colour) { selection.clear() }
    }

    /// A colour from the menu: it recolours the mark the menu opened over when nothing is selected, else marks
    /// the selection in it, and is the colour of the next highlight either way.
    public func choose(_ chosen: HighlightColour) {
        colour = chosen
        if let target = menuTarget, !selection.hasSelection {
            editor.recolour(target, to: chosen)
        } else {
            markSelection()
        }
    }

    /// Add Note: the selection to quote, and what the dialog does with the reader's words: marks the passage in
    /// the colour of now with them and drops the selection (true, the dialog closes), or keeps the dialog open
    /// when the notes could not take it (false). Nil, and no dialog, with nothing selected.
    public func noteAdder() -> (selection: TextSelection, add: @MainActor (String) -> Bool)? {
        guard let current = selection.selection, let size = pageSize(current.page) else { return nil }
        let colour = colour
        return (current, { [weak self] text in
            guard let self else { return true }
            guard editor.addHighlight(current, pageHeight: size.height, colour: colour, text: text) else {
                return false
            }
            selection.clear()
            return true
        })
    }
}
