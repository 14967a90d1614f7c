import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Highlighting on the page: Ctrl+H or the right-click menu's Highlight marks the selected text in the colour
/// chosen there; Add Note… opens the add-note dialog with the passage quoted; over a mark, the menu recolours or
/// deletes it; a click on a mark selects its note in the notes list. What each does is the core's
/// `PageHighlighter`; this keeps the menu, its actions and the dialog. The notes themselves are the notes
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
    /// What the menu's items do with the selection and the marks, and which of them apply.
    private let highlighter: PageHighlighter
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
        highlighter = PageHighlighter(editor: notes.editor, selection: selection,
                                      pageSize: { [weak marks] page in marks?.pageSize(of: page) })
        actions.add(.highlight) { [weak self] in self?.highlighter.markSelection() }
        actions.add(.highlightNote) { [weak self] in
            self?.addNote()
        }
        actions.add(.deleteHighlight) { [weak self] in
            self?.highlighter.menuTarget.map { self?.notes.delete($0) }
        }
        actions.addRadio(.highlightColour, initial: highlighter.colour.rawValue) { [weak self] value in
            self?.highlighter.choose(HighlightColour(rawValue: value) ?? .yellow)
        }
        buildMenu(menu.menu)
        menu.onContextMenu = { [weak self] x, y in
            guard let self else { return }
            highlighter.menuOpened(over: marks.pagePoint(atX: x, y: y))
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

    /// A click on a mark: its note, selected in the notes list; says whether there was one.
    func reveal(atX x: Double, y: Double) -> Bool {
        guard let id = highlighter.highlight(at: marks.pagePoint(atX: x, y: y)) else { return false }
        notes.reveal(id)
        return true
    }

    /// Add Note…: the dialog, with the passage quoted and its page named.
    private func addNote() {
        guard let session = sessions.session, let adder = highlighter.noteAdder() else { return }
        let position = session.labels.position(ofPage: adder.selection.page, pageCount: session.document.pageCount)
        toplevel.with { window in
            AddNoteDialog.present(parent: window.assumingMemoryBound(to: GtkWidget.self),
                                  page: PositionText.describe(position), quote: adder.selection.text) { adder.add($0) }
        }
    }

    private func updateActions() {
        actions.setEnabled(.highlight, highlighter.canMark)
        actions.setEnabled(.highlightNote, highlighter.canMark)
        actions.setEnabled(.deleteHighlight, highlighter.canDelete)
        actions.setEnabled(.highlightColour, highlighter.canChooseColour)
    }
}
