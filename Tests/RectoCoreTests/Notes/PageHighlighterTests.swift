import Foundation
@testable import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Highlighting from the page: the selection marked, the mark under the menu recoloured, the items that apply")
struct PageHighlighterTests {
    private typealias Data = HighlightTestData

    /// A highlighter over the notes editor's test window, whose pages are measured when in `measured`.
    @MainActor
    final class Page {
        let window: NotesEditorTests.Window
        let selection = SelectionModel()
        var measured: Set<Int> = [0, 2, 3]
        private(set) var highlighter: PageHighlighter!

        init(_ notes: [Note] = []) throws {
            window = try NotesEditorTests.Window(notes)
            highlighter = PageHighlighter(editor: window.editor, selection: selection) { [unowned self] page in
                measured.contains(page) ? Data.pageSize : nil
            }
        }

        var highlights: [Highlight] { window.collection.items.compactMap(\.highlight) }

        /// Selects "quick brown" on `page`, as the text queue delivers a measured selection.
        func select(onPage page: Int = 2) {
            let request = selection.start(at: PagePoint(page: page, x: 60, y: 305), unit: .word)
            let areas = [PageRect(x: 50, y: 300, width: 80, height: 12)]
            selection.deliver(TextSelection(page: page, areas: areas, text: "quick brown"), for: request)
        }

        func remove() { window.remove() }
    }

    /// On the mark `Data.note(…, page: 3)` makes: 100 points wide from x 50, 12 tall from y 100.
    private static let onMark = PagePoint(page: 3, x: 60, y: 105)

    @Test("Highlight marks the selection in the colour last chosen and drops it; an unmeasured page marks nothing")
    func markSelection() throws {
        let page = try Page()
        defer { page.remove() }
        page.highlighter.choose(.green)
        #expect(page.highlights.isEmpty, "nothing selected, nothing marked")
        page.select()
        page.highlighter.markSelection()
        #expect(page.highlights.map(\.colour) == [.green] && !page.selection.hasSelection)
        page.select(onPage: 5)
        page.highlighter.markSelection()
        #expect(page.highlights.count == 1 && page.selection.hasSelection, "page 5's height is not known yet")
    }

    @Test("A colour recolours the mark the menu opened over when nothing is selected, else marks the selection")
    func chooseColour() throws {
        let page = try Page([Data.note("apple", quote: "An apple", page: 3)])
        defer { page.remove() }
        let apple = try #require(page.window.id(of: "apple"))
        page.highlighter.menuOpened(over: Self.onMark)
        page.highlighter.choose(.blue)
        #expect(page.highlights.map(\.colour) == [.blue] && page.highlighter.colour == .blue)
        page.select()
        page.highlighter.choose(.pink)
        #expect(page.window.collection.item(id: apple)?.highlight?.colour == .blue, "the selection is marked instead")
        #expect(Set(page.highlights.map(\.colour)) == [.blue, .pink])
        #expect(!page.selection.hasSelection)
    }

    @Test("The mark under a point; none beside the marks, off the pages or on a page not measured")
    func markUnderPoint() throws {
        let page = try Page([Data.note("apple", quote: "An apple", page: 3)])
        defer { page.remove() }
        #expect(page.highlighter.highlight(at: Self.onMark) == page.window.id(of: "apple"))
        #expect(page.highlighter.highlight(at: PagePoint(page: 3, x: 60, y: 130)) == nil)
        #expect(page.highlighter.highlight(at: PagePoint(page: 2, x: 60, y: 105)) == nil)
        #expect(page.highlighter.highlight(at: nil) == nil)
        page.measured = []
        #expect(page.highlighter.highlight(at: Self.onMark) == nil)
    }

    @Test("The menu's items: Highlight and Add Note with a selection, Delete over a mark, the colours with either")
    func itemsThatApply() throws {
        let page = try Page([Data.note("apple", quote: "An apple", page: 3)])
        defer { page.remove() }
        let highlighter: PageHighlighter = page.highlighter
        #expect(!highlighter.canMark && !highlighter.canDelete && !highlighter.canChooseColour)
        highlighter.menuOpened(over: Self.onMark)
        #expect(!highlighter.canMark && highlighter.canDelete && highlighter.canChooseColour)
        #expect(highlighter.menuTarget == page.window.id(of: "apple"))
        highlighter.menuOpened(over: PagePoint(page: 3, x: 300, y: 500))
        #expect(highlighter.menuTarget == nil && !highlighter.canDelete && !highlighter.canChooseColour)
        page.select()
        #expect(highlighter.canMark && !highlighter.canDelete && highlighter.canChooseColour)
    }

    @Test("Add Note quotes the selection and marks it with the words; a book still loading keeps the dialog open")
    func addNote() throws {
        let page = try Page()
        defer { page.remove() }
        #expect(page.highlighter.noteAdder() == nil, "nothing selected: no dialog")
        page.highlighter.choose(.purple)
        page.select()
        let adder = try #require(page.highlighter.noteAdder())
        #expect(adder.selection.page == 2 && adder.selection.text == "quick brown")
        #expect(adder.add("mine"))
        let note = try #require(page.window.collection.items.first)
        #expect(note.text == "mine" && note.highlight?.colour == .purple && !page.selection.hasSelection)
        page.select()
        let refused = try #require(page.highlighter.noteAdder())
        page.window.notes.model.open(page.window.folder.store("other"))
        #expect(!refused.add("words"), "the other book's notes are loading")
        #expect(page.selection.hasSelection)
    }
}
