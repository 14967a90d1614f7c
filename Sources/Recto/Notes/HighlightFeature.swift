import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Highlighting on the page: Ctrl+H or the right-click menu's Highlight marks the selected text in the colour
/// chosen there; Add Note… opens the add-note dialog with the passage quoted; over a mark, the menu recolours or
/// deletes it; a click on a mark selects its note in the notes list. The notes themselves are the notes
/// controller's.
@MainActor
final class HighlightFeature {
    private let actions: WindowActions
    /// The window the add-note dialog belongs to, held weakly: the feature may hear of a change as it closes.
    private let toplevel: WeakObject
    private let model: ReaderModel
    private let sessions: SessionSlot
    private let notes: NotesFeature
    private let marks: PageMarksFeature
    /// The text selected: what Highlight and Add Note mark.
    private let selection: SelectionModel
    /// The colour of the next highlight: the last one chosen.
    private var colour = HighlightColour.yellow
    /// The highlight under the pointer when the right-click menu opened.
    private var menuTarget: UUID?
    private var observation: ObservationToken?
    private var selectionObservation: ObservationToken?

    init(actions: WindowActions, toplevel: UnsafeMutablePointer<GtkWidget>, model: ReaderModel, sessions: SessionSlot,
         notes: NotesFeature, marks: PageMarksFeature, menu: SelectionFeature, selection: SelectionModel) {
        self.actions = actions
        self.toplevel = WeakObject(toplevel)
        self.model = model
        self.sessions = sessions
        self.notes = notes
        self.marks = marks
        self.selection = selection
        actions.add(.highlight) { [weak self] in self?.highlight() }
        actions.add(.highlightNote) { [weak self] in
            self?.addNote()
        }
        actions.add(.deleteHighlight) { [weak self] in
            guard let self, let id = menuTarget else { return }
            self.notes.delete(id)
        }
        actions.addRadio(.highlightColour, initial: colour.rawValue) { [weak self] value in
            self?.choose(HighlightColour(rawValue: value) ?? .yellow)
        }
        buildMenu(menu.menu)
        menu.onContextMenu = { [weak self] x, y in
            guard let self else { return }
            menuTarget = highlight(atX: x, y: y)
            updateActions()
        }
        selectionObservation = selection.observe { [weak self] _ in self?.updateActions() }
        observation = model.observe(sessions: sessions, pages: { [weak self] _ in self?.updateActions() })
        updateActions()
    }

    /// The page menu's highlight items, then the colours inline under a "Highlight Colour" heading, as radio items
    /// the arrow keys reach like any other. Not a submenu: GTK 4.8's popover menu keeps a submenu at the height
    /// of the menu it came from, so the fifth colour (Purple) was scrolled out of sight.
    private func buildMenu(_ menu: OpaquePointer) {
        let section = g_menu_new()!
        g_menu_append(section, i18n("Highlight"), "win.highlight")
        g_menu_append(section, i18n("Add Note…"), "win.highlight-note")
        g_menu_append(section, i18n("Delete Highlight"), "win.delete-highlight")
        g_menu_append_section(menu, nil, section.cast())
        let colours = g_menu_new()!
        for colour in HighlightColour.allCases {
            g_menu_append(colours, NotesText.name(of: colour), "win.highlight-color::\(colour.rawValue)")
        }
        g_menu_append_section(menu, i18n("Highlight Colour"), colours.cast())
        g_object_unref(colours.raw)
        g_object_unref(section.raw)
    }

    /// The highlight under (`x`, `y`) in the page view.
    private func highlight(atX x: Double, y: Double) -> UUID? {
        guard let point = marks.pagePoint(atX: x, y: y), let size = marks.pageSize(of: point.page) else { return nil }
        return notes.highlight(onPage: point.page, x: point.x, y: point.y, pageHeight: size.height)
    }

    /// A click on a mark: its note, selected in the notes list; says whether there was one.
    func reveal(atX x: Double, y: Double) -> Bool {
        guard let id = highlight(atX: x, y: y) else { return false }
        notes.reveal(id)
        return true
    }

    private func highlight() {
        guard let current = selection.selection, let size = marks.pageSize(of: current.page) else { return }
        if notes.addHighlight(current, pageHeight: size.height, colour: colour) { selection.clear() }
    }

    /// A colour from the menu: it recolours the mark the menu opened over, or marks the selection in it, and is
    /// the colour of the next highlight either way.
    private func choose(_ chosen: HighlightColour) {
        colour = chosen
        if let target = menuTarget, !selection.hasSelection {
            notes.recolour(target, to: chosen)
        } else {
            highlight()
        }
    }

    private func addNote() {
        guard let session = sessions.session, let current = selection.selection,
              let size = marks.pageSize(of: current.page) else { return }
        let where_ = PositionText.describe(session.labels.position(ofPage: current.page, pageCount: session.document.pageCount))
        let colour = colour
        toplevel.with { window in
            AddNoteDialog.present(parent: window.assumingMemoryBound(to: GtkWidget.self), page: where_,
                                  quote: current.text) { [weak self] text in
                guard let self else { return true }
                guard notes.addHighlight(current, pageHeight: size.height, colour: colour, text: text) else {
                    return false
                }
                selection.clear()
                return true
            }
        }
    }

    private func updateActions() {
        let hasSelection = selection.hasSelection
        actions.setEnabled(.highlight, hasSelection)
        actions.setEnabled(.highlightNote, hasSelection)
        actions.setEnabled(.deleteHighlight, menuTarget != nil)
        actions.setEnabled(.highlightColour, hasSelection || menuTarget != nil)
    }
}
