import RectoTestSupport
import Testing
@testable import RectoCore

@MainActor
@Suite("Read aloud: sentences cut off the main thread")
struct ReadAloudCuttingTests {
    typealias F = ReadAloudFixtures
    let clock = ManualClock()
    let speech: FakeSpeechService
    let cutting = HeldCutting()
    let model: ReadAloudModel

    init() {
        speech = FakeSpeechService(clock: clock)
        let source = FakeReadAloudSource(F.pages(F.book([["One. Two."], ["Three runs"], ["on. Four."], ["Five."]])))
        model = ReadAloudModel(speech: speech, source: source, cutting: cutting)
    }

    @Test("Reading begins when the sentences arrive, not before")
    func readsWhenCut() {
        model.start(at: ReadAloudPosition(page: 0))
        #expect(model.state == .reading && speech.spoken.isEmpty && cutting.held == 1)
        cutting.release()
        #expect(speech.spoken == ["One."])
    }

    @Test("Sentences cut for reading that was stopped meanwhile are dropped")
    func stopDropsTheCut() {
        model.start(at: ReadAloudPosition(page: 0))
        model.stop()
        cutting.release()
        #expect(model.state == .idle && model.current == nil && speech.spoken.isEmpty)
    }

    @Test("A jump while the pages before it are cut reads from the jump alone")
    func jumpDropsTheOlderCut() {
        model.start(at: ReadAloudPosition(page: 0))
        model.start(at: ReadAloudPosition(page: 3))
        cutting.release()
        #expect(speech.spoken == ["Five."])
    }

    @Test("While the next pages are cut, no other fetch is asked for")
    func oneCutAtATime() {
        model.start(at: ReadAloudPosition(page: 0))
        cutting.release()
        clock.advance(by: 60)
        #expect(cutting.held <= 1)
        cutting.release()
        clock.advance(by: 60)
        cutting.release()
        clock.advance(by: 60)
        #expect(speech.spoken.contains("Five."))
    }
}
