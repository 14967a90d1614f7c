import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Reader model: the window's phase")
struct ReaderPhaseTests {
    /// Records the phase at every `.phase` change, and every change as a word.
    @MainActor
    final class PhaseRecorder {
        var phases: [ReaderPhase] = []
        var heard: [String] = []
        private var observation: ObservationToken?
        init(_ model: ReaderModel) {
            observation = model.observe { [unowned self, unowned model] change in
                heard.append(ReaderModelTests.Recorder.word(change))
                if change == .phase { phases.append(model.phase) }
            }
        }
    }

    @Test("A new window has no book and nothing on its way")
    func startsEmpty() {
        #expect(ReaderModel().phase == .empty)
    }

    @Test("Opening, then the book: the phase is told before the book, so the stack shows it when features hear")
    func openingThenReading() {
        let model = ReaderModel()
        let recorder = PhaseRecorder(model)
        model.beginOpening()
        model.open(FakePageSource(pageCount: 5), at: 0)
        #expect(recorder.phases == [.opening, .reading])
        #expect(recorder.heard == ["phase", "phase", "book", "pages"])
    }

    @Test("The page shows only while reading with neither the contents nor the notes over it")
    func showsPage() {
        let model = ReaderModel()
        #expect(!model.showsPage, "no book")
        model.beginOpening()
        #expect(!model.showsPage, "opening")
        model.open(FakePageSource(pageCount: 5), at: 0)
        #expect(model.showsPage)
        model.view.show(.contents)
        #expect(!model.showsPage, "the contents")
        model.view.show(.notes)
        #expect(!model.showsPage, "the notes")
        model.view.showPage()
        #expect(model.showsPage)
    }

    @Test("Opening another book keeps the open one until it arrives; arriving tells no phase again")
    func openingAnother() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 5), at: 2)
        let recorder = PhaseRecorder(model)
        model.beginOpening()
        #expect(model.source != nil && model.navigator?.currentPage == 2)
        model.open(FakePageSource(pageCount: 3), at: 0)
        #expect(recorder.phases == [.opening, .reading])
        model.open(FakePageSource(pageCount: 3), at: 1)
        #expect(recorder.phases == [.opening, .reading], "a reload stays reading")
    }

    @Test("A locked book, then a wrong or refused password: the open book closes and the reason is kept")
    func lockedThenFailed() {
        let model = ReaderModel()
        model.open(FakePageSource(pageCount: 5), at: 0)
        model.view.show(.contents)
        let recorder = PhaseRecorder(model)
        model.beginOpening()
        model.lock()
        model.fail(reason: "It needs a password.")
        #expect(recorder.phases == [.opening, .locked, .failed(reason: "It needs a password.")])
        #expect(recorder.heard == ["phase", "phase", "view page", "book", "phase"])
        #expect(model.source == nil && model.navigator == nil && model.view.shown == .page)
    }

    @Test("Failing twice for another reason is told; closing goes back to empty, once")
    func failAgainThenClose() {
        let model = ReaderModel()
        let recorder = PhaseRecorder(model)
        model.fail(reason: "One")
        model.fail(reason: "One")
        model.fail(reason: "Two")
        model.close()
        model.close()
        #expect(recorder.phases == [.failed(reason: "One"), .failed(reason: "Two"), .empty])
        #expect(!recorder.heard.contains("book"), "no book was open")
    }
}
