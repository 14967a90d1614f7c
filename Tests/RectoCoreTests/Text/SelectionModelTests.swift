import Testing
import RectoCore

@Suite("The selection model: requests, the newest delivery, and what observers hear")
@MainActor
struct SelectionModelTests {
    /// A model observed, with what it told.
    @MainActor
    final class Observed {
        let model = SelectionModel()
        var heard = 0
        private var token: ObservationToken?
        init() { token = model.observe { [unowned self] _ in heard += 1 } }
    }

    private func measured(_ page: Int, _ text: String) -> TextSelection {
        TextSelection(page: page, areas: text.isEmpty ? [] : [PageRect(x: 10, y: 20, width: 50, height: 12)],
                      text: text)
    }

    @Test("A drag anchors at the press and extends from there on its page")
    func drag() {
        let observed = Observed()
        let model = observed.model
        model.press(at: PagePoint(page: 2, x: 10, y: 20))
        #expect(model.selection == nil && observed.heard == 0)
        let request = model.extend(to: PagePoint(page: 2, x: 200, y: 40))
        #expect(request?.page == 2 && request?.start == PagePoint(page: 2, x: 10, y: 20))
        #expect(request?.end == PagePoint(page: 2, x: 200, y: 40))
        #expect(request?.unit == .glyph)
        // A point on another page is not extended to.
        #expect(model.extend(to: PagePoint(page: 3, x: 0, y: 0)) == nil)
        #expect(model.deliver(measured(2, "Etude in blue"), for: request!))
        #expect(model.text == "Etude in blue" && model.hasSelection && observed.heard == 1)
    }

    @Test("Without a press there is nothing to extend")
    func noAnchor() {
        #expect(SelectionModel().extend(to: PagePoint(page: 0, x: 1, y: 1)) == nil)
    }

    @Test("Only the newest request's selection is taken; a clear drops what is still coming")
    func newestWins() {
        let observed = Observed()
        let model = observed.model
        model.press(at: PagePoint(page: 0, x: 0, y: 0))
        let older = model.extend(to: PagePoint(page: 0, x: 50, y: 10))!
        let newer = model.extend(to: PagePoint(page: 0, x: 90, y: 10))!
        #expect(model.deliver(measured(0, "the newer"), for: newer))
        #expect(!model.deliver(measured(0, "the older"), for: older))
        #expect(model.text == "the newer")
        let pending = model.extend(to: PagePoint(page: 0, x: 99, y: 10))!
        model.clear()
        #expect(!model.deliver(measured(0, "late"), for: pending))
        #expect(model.selection == nil && model.anchor == nil && observed.heard == 2)
    }

    @Test("A double click selects a word there, a triple a line; Select All the whole page")
    func units() {
        let model = SelectionModel()
        let word = model.start(at: PagePoint(page: 1, x: 30, y: 40), unit: .word)
        #expect(word.unit == .word && word.start == word.end && word.start == PagePoint(page: 1, x: 30, y: 40))
        #expect(model.anchor == PagePoint(page: 1, x: 30, y: 40))
        #expect(model.start(at: PagePoint(page: 1, x: 30, y: 40), unit: .line).unit == .line)
        let all = model.selectAll(onPage: 4, size: Size(width: 612, height: 792))
        #expect(all.page == 4 && all.unit == .glyph && all.start == PagePoint(page: 4, x: 0, y: 0))
        #expect(all.end == PagePoint(page: 4, x: 612, y: 792))
        #expect(model.deliver(measured(4, "the whole page"), for: all))
        #expect(model.selection?.page == 4)
    }

    @Test("An empty measure is no selection, and the same selection again tells nobody")
    func emptyAndUnchanged() {
        let observed = Observed()
        let model = observed.model
        let first = model.selectAll(onPage: 0, size: Size(width: 100, height: 100))
        model.deliver(measured(0, ""), for: first)
        #expect(model.selection == nil && !model.hasSelection && observed.heard == 0)
        let second = model.selectAll(onPage: 0, size: Size(width: 100, height: 100))
        model.deliver(measured(0, "words"), for: second)
        let third = model.selectAll(onPage: 0, size: Size(width: 100, height: 100))
        model.deliver(measured(0, "words"), for: third)
        #expect(observed.heard == 1)
    }

    @Test("A selection goes when its page leaves the screen, and stays while it shows")
    func pagesShown() {
        let observed = Observed()
        let model = observed.model
        let request = model.selectAll(onPage: 3, size: Size(width: 100, height: 100))
        model.deliver(measured(3, "kept"), for: request)
        model.pagesShown([2, 3])
        #expect(model.text == "kept")
        model.pagesShown([4, 5])
        #expect(model.selection == nil && observed.heard == 2)
    }

    @Test("A cancelled observer hears nothing more")
    func cancelled() {
        let model = SelectionModel()
        var heard = 0
        let token = model.observe { _ in heard += 1 }
        model.deliver(measured(0, "a"), for: model.selectAll(onPage: 0, size: Size(width: 1, height: 1)))
        token.cancel()
        model.clear()
        #expect(heard == 1)
    }
}
