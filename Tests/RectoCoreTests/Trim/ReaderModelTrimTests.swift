import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Reader model: trimmed margins")
struct ReaderModelTrimTests {
    let crops = MarginTrim(odd: PageRect(x: 50, y: 40, width: 500, height: 700), even: nil)

    @Test("Turning the trim on shows the pages again once the crops are known, and off shows them whole")
    func toggle() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 10), at: 0)
        let recorder = ReaderModelTests.Recorder(model)
        model.setTrimsMargins(true)
        #expect(model.trim == nil, "no crops read yet")
        model.setMarginTrim(crops)
        #expect(model.trim == crops)
        model.setTrimsMargins(false)
        #expect(model.trim == nil && model.marginTrim == crops)
        #expect(recorder.heard == ["trim", "trim", "pages", "trim", "pages"])
    }

    @Test("A book opens trimmed with its remembered crops at once; the next book opens whole")
    func opening() {
        let model = ReaderModel()
        let remembered = ReadingState(page: 2, trimMargins: true, marginTrim: crops)
        model.prepare(OpeningChoices(remembered: remembered, book: BookViewerPreferences(), defaultLayout: .single,
                                     defaultDirection: .leftToRight))
        model.open(FakePageSource(pageCount: 10), at: 2)
        #expect(model.trim == crops)
        model.open(FakePageSource(pageCount: 10), at: 0)
        #expect(model.trim == nil && !model.trimsMargins)
        model.setTrimsMargins(true)
        model.close()
        #expect(!model.trimsMargins && model.marginTrim == nil)
        model.setTrimsMargins(true)
        #expect(!model.trimsMargins, "nothing without a book")
    }
}
