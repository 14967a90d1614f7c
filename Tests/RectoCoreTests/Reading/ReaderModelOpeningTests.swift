import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Reader model: a book's opening choices")
struct ReaderModelOpeningTests {
    @Test("A prepared book opens in its layout and direction, told with the book and not as changes")
    func prepared() {
        let model = ReaderModel(layout: .single, direction: .leftToRight)
        let recorder = ReaderModelTests.Recorder(model)
        model.prepare(OpeningChoices(layout: .spread, direction: .rightToLeft, pointsToContents: true))
        model.open(FakePageSource(pageCount: 10), at: 3)
        #expect(model.layout == .spread && model.direction == .rightToLeft)
        #expect(model.navigator?.visiblePages == [3, 4])
        #expect(model.pointsToContents)
        #expect(recorder.heard == ["phase", "book", "pages"])
    }

    @Test("The pointer to the contents lasts until the contents show, and is not the next book's")
    func pointerGoes() {
        let model = ReaderModel()
        model.prepare(OpeningChoices(layout: .single, direction: .leftToRight, pointsToContents: true))
        model.open(FakePageSource(pageCount: 10), at: 0)
        #expect(model.pointsToContents)
        model.view.toggle(.contents)
        #expect(!model.pointsToContents)
        model.view.showPage()
        #expect(!model.pointsToContents)

        model.prepare(OpeningChoices(layout: .single, direction: .leftToRight, pointsToContents: true))
        model.open(FakePageSource(pageCount: 10), at: 0)
        #expect(model.pointsToContents)
        model.open(FakePageSource(pageCount: 4), at: 0)
        #expect(!model.pointsToContents, "a book opened without choices is not pointed to")
        #expect(model.layout == .single, "and keeps the layout showing")
    }
}
