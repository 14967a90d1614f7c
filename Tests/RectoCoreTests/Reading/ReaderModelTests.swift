import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Reader model")
struct ReaderModelTests {
    /// Records every change as a short word, for order checks.
    @MainActor
    final class Recorder {
        var heard: [String] = []
        private var observation: ObservationToken?
        init(_ model: ReaderModel, name: String = "") {
            observation = model.observe { [unowned self] change in heard.append(name + Self.word(change)) }
        }

        static func word(_ change: ReaderModel.Change) -> String {
            switch change {
            case .book: "book"
            case .layout: "layout"
            case .direction: "direction"
            case .zoom: "zoom"
            case .labels: "labels"
            case let .pages(edge, scrubbing):
                (edge == nil ? "pages" : "turn \(edge == .fromRight ? "right" : "left")") + (scrubbing ? " scrub" : "")
            case let .view(change): "view \(change.to)"
            case .phase: "phase"
            case .trim: "trim"
            }
        }
    }

    @Test func withoutABookNothingMoves() {
        let model = ReaderModel()
        let recorder = Recorder(model)
        #expect(!model.perform(.next))
        #expect(!model.go(to: 3))
        model.zoom { $0.zoomIn() }
        #expect(model.navigator == nil && model.position == nil)
        #expect(recorder.heard.isEmpty)
    }

    /// Issue 16: `show()` told page observers before session observers, so the contents could write the
    /// previous book's chapter into the scrubber. The book is told first, then its pages.
    @Test func openingABookTellsTheViewThenTheBookThenItsPages() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 10, title: "First"), at: 4)
        model.view.show(.contents)
        let recorder = Recorder(model)
        let second = FakePageSource(pageCount: 20, title: "Second")
        model.open(second, at: 7)
        #expect(recorder.heard == ["view page", "book", "pages"])
        #expect(model.source === second)
        #expect(model.navigator?.currentPage == 7)
        #expect(model.navigator?.pageCount == 20)
    }

    @Test func everyObserverHearsTheBookBeforeAnyHearsItsPages() {
        let model = ReaderModel()
        var log: [String] = []
        let tokens = [
            model.observe { log.append("window " + Recorder.word($0)) },
            model.observe { log.append("feature " + Recorder.word($0)) },
        ]
        model.open(FakePageSource(pageCount: 3), at: 0)
        #expect(log == ["window phase", "feature phase", "window book", "feature book",
                        "window pages", "feature pages"])
        withExtendedLifetime(tokens) {}
    }

    @Test func labelsOfTheBookOpenNowArriveAndThoseOfAnEarlierBookAreDropped() {
        let model = ReaderModel()
        let first = FakePageSource(pageCount: 3, labels: ["i", "ii", "iii"])
        model.open(first, at: 0)
        let second = FakePageSource(pageCount: 3, labels: ["a", "b", "c"])
        model.open(second, at: 1)
        let recorder = Recorder(model)
        first.deliverLabels()
        #expect(recorder.heard.isEmpty, "the first book's labels are not the second's")
        #expect(model.labels.labels.isEmpty)
        second.deliverLabels()
        #expect(recorder.heard == ["labels"])
        #expect(model.labels.labels == ["a", "b", "c"])
        #expect(model.position == second.labels.position(ofPages: [1], pageCount: 3))
    }

    @Test func turnsSlideFromTheEdgeTheDirectionSays() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 5), at: 2)
        let recorder = Recorder(model)
        #expect(model.perform(.next))
        model.setDirection(.rightToLeft)
        #expect(model.perform(.next))
        #expect(model.perform(.right), "right goes back in a right-to-left book")
        #expect(model.go(to: 0, animated: false))
        #expect(!model.perform(.previous), "nothing before the first page")
        #expect(recorder.heard == ["turn right", "direction", "pages", "turn left", "turn right", "pages"])
        #expect(model.navigator?.currentPage == 0)
    }

    /// The scrub flag rides on the move itself, so every observer (the window, the render session) sees the
    /// same move as a scrub, whatever order they hear it in.
    @Test func aScrubbedMoveSaysSo() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 9), at: 0)
        let recorder = Recorder(model)
        #expect(model.go(to: 5, animated: false, scrubbing: true))
        #expect(model.go(to: 6, animated: false))
        #expect(!model.go(to: 6, animated: false, scrubbing: true), "no move, nothing told")
        #expect(recorder.heard == ["pages scrub", "pages"])
    }

    /// A colour mode or a highlight repaints the same pages: observers hear `.pages`, unmoved, but only while
    /// a book shows.
    @Test func repaintingTellsThePagesOnlyWithABook() {
        let model = ReaderModel()
        let recorder = Recorder(model)
        model.repaint()
        #expect(recorder.heard.isEmpty, "no book, no pages")
        model.open(FakePageSource(pageCount: 4), at: 2)
        recorder.heard = []
        model.repaint()
        #expect(recorder.heard == ["pages"])
        #expect(model.navigator?.currentPage == 2)
        model.close()
        recorder.heard = []
        model.repaint()
        #expect(recorder.heard.isEmpty)
    }

    /// Layout and direction have one owner: the model. They stay across books; the window's toggles set them.
    @Test func layoutAndDirectionAreKeptAcrossBooks() {
        let model = ReaderModel(layout: .spread, direction: .rightToLeft)
        model.open(FakePageSource(pageCount: 9), at: 3)
        #expect(model.navigator?.visiblePages == [3, 4])
        model.setLayout(.single)
        #expect(model.navigator?.visiblePages == [3])
        model.setLayout(.spread)
        model.open(FakePageSource(pageCount: 4), at: 1)
        #expect(model.layout == .spread && model.navigator?.layout == .spread)
        #expect(model.direction == .rightToLeft)
        #expect(model.navigator?.visiblePages == [1, 2])
    }

    @Test func settingTheSameLayoutOrDirectionTellsNobody() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 4), at: 0)
        let recorder = Recorder(model)
        model.setLayout(.single)
        model.setDirection(.leftToRight)
        model.setLayout(.spread)
        #expect(recorder.heard == ["layout", "pages"])
    }

    @Test func aLayoutChosenWithoutABookIsUsedByTheNextBook() {
        let model = ReaderModel()
        let recorder = Recorder(model)
        model.setLayout(.spread)
        #expect(recorder.heard == ["layout"], "no pages to show yet")
        model.open(FakePageSource(pageCount: 6), at: 2)
        #expect(model.navigator?.visiblePages == [1, 2])
    }

    @Test func zoomChangesAreToldAndEachBookStartsFitted() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 4), at: 0)
        let recorder = Recorder(model)
        model.zoom { $0.zoomIn() }
        model.zoom { $0.reset() }
        model.zoom { $0.reset() }
        #expect(recorder.heard == ["zoom", "pages", "zoom", "pages"])
        model.zoom { $0.zoomIn() }
        model.open(FakePageSource(pageCount: 4), at: 0)
        #expect(model.zoom.isFit)
    }

    @Test func closingTellsTheBookOnceAndForgetsIt() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 4), at: 2)
        model.view.show(.notes)
        let recorder = Recorder(model)
        model.close()
        model.close()
        #expect(recorder.heard == ["view page", "book", "phase"])
        #expect(model.source == nil && model.navigator == nil && model.position == nil)
    }

    /// Issue 16, as a new user tried it: contents (Ctrl+T), notes (Ctrl+Shift+N), Delete. The Delete reached
    /// the contents and deleted a chapter; the next Ctrl+T hid the contents instead of showing them.
    @Test func deleteOnTheNotesReachesTheNotesAndTheNextContentsToggleShowsTheContents() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 10), at: 3)
        let recorder = Recorder(model)
        model.view.toggle(.contents)
        model.view.toggle(.notes)
        #expect(model.view.acceptsEdits(for: .notes), "Delete deletes the note")
        #expect(!model.view.acceptsEdits(for: .contents), "not a chapter")
        model.view.toggle(.contents)
        #expect(model.view.shown == .contents, "Ctrl+T shows the contents")
        #expect(recorder.heard == ["view contents", "view notes", "view contents"])
    }
}
