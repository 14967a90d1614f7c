import RectoTestSupport
import Testing
@testable import RectoCore

@MainActor
@Suite("Read aloud: the reading state machine")
struct ReadAloudModelTests {
    typealias F = ReadAloudFixtures
    let clock = ManualClock()
    let speech: FakeSpeechService
    let source: FakeReadAloudSource
    let model: ReadAloudModel

    init() {
        speech = FakeSpeechService(clock: clock)
        source = FakeReadAloudSource(F.pages(F.book([
            ["One. Two."], ["Three runs"], ["on. Four."], ["Five."], ["Six."], ["Seven."],
        ])))
        model = ReadAloudModel(speech: speech, source: source)
        // Times a binary fraction can hold exactly: "One." is heard from 0.125 s to 1.125 s.
        speech.latency = 0.125
        speech.secondsPerCharacter = 0.25
    }

    @Test("Each sentence is marked once its sound begins, and the next waits for its end")
    func marksFollowSound() {
        model.start(at: ReadAloudPosition(page: 0))
        #expect(model.state == .reading)
        #expect(speech.spoken == ["One."])
        #expect(model.marked == nil)
        clock.advance(by: 0.125)
        #expect(model.marked?.text == "One.")
        clock.advance(by: 0.875)
        #expect(speech.spoken == ["One."])
        clock.advance(by: 0.125)
        #expect(speech.spoken == ["One.", "Two."])
        #expect(model.marked?.text == "One.")
        clock.advance(by: 0.125)
        #expect(model.marked?.text == "Two.")
    }

    @Test("A voice without index marks: begin and end events alone move the mark, never early")
    func withoutMarks() {
        speech.reportsMarks = false
        speech.latency = 0.5
        model.start(at: ReadAloudPosition(page: 0))
        clock.advance(by: 0.25)
        #expect(model.marked == nil)
        clock.advance(by: 0.25)
        #expect(model.marked?.text == "One.")
        clock.advance(by: 0.75)
        #expect(speech.spoken == ["One."])
        clock.advance(by: 0.25)
        #expect(speech.spoken == ["One.", "Two."])
    }

    @Test("Reading goes on through the pages, a sentence across pages once, and stops at the book's end")
    func readsOn() {
        model.start(at: ReadAloudPosition(page: 0))
        clock.advance(by: 60)
        #expect(speech.spoken == ["One.", "Two.", "Three runs on.", "Four.", "Five.", "Six.", "Seven."])
        #expect(model.state == .idle)
        #expect(model.marked == nil)
        #expect(model.problem == nil)
    }

    @Test("Reading waits for pages still being read, then goes on")
    func waitsForPages() {
        source.holds = true
        model.start(at: ReadAloudPosition(page: 0))
        #expect(speech.spoken.isEmpty)
        source.release()
        #expect(speech.spoken == ["One."])
        for _ in 0..<10 {
            clock.advance(by: 60)
            source.release()
        }
        #expect(model.state == .idle)
        #expect(speech.spoken.suffix(2) == ["Six.", "Seven."])
    }

    @Test("Pause silences the sentence; resume reads it again from its start")
    func pauseResume() {
        model.start(at: ReadAloudPosition(page: 0))
        clock.advance(by: 0.25)
        model.pause()
        #expect(model.state == .paused)
        clock.advance(by: 10)
        #expect(speech.spoken == ["One."])
        #expect(model.marked?.text == "One.")
        model.resume()
        #expect(speech.spoken == ["One.", "One."])
        clock.advance(by: 1.125)
        #expect(speech.spoken.last == "Two.")
    }

    @Test("Next and previous move a sentence at once")
    func nextPrevious() {
        model.start(at: ReadAloudPosition(page: 0))
        clock.advance(by: 0.125)
        model.next()
        #expect(speech.spoken == ["One.", "Two."])
        model.previous()
        #expect(speech.spoken == ["One.", "Two.", "One."])
        model.previous()
        #expect(speech.spoken.last == "One.")
    }

    @Test("A turn by hand restarts at the top of the page shown; the page of the sentence heard does not")
    func turnByHand() {
        model.start(at: ReadAloudPosition(page: 0))
        clock.advance(by: 0.125)
        model.pageShown(0)
        #expect(speech.spoken == ["One."])
        model.pageShown(4)
        #expect(speech.spoken == ["One.", "Six."])
        #expect(model.marked == nil)
        clock.advance(by: 0.125)
        #expect(model.marked?.start == ReadAloudPosition(page: 4))
    }

    @Test("Read from Here starts where the selection starts, once the page is read")
    func fromHere() {
        source.holds = true
        model.start(onPage: 0) { page in page.scalars.firstIndex(of: "T") }
        source.release()
        #expect(speech.spoken == ["Two."])
    }

    @Test("Stop silences and unmarks")
    func stop() {
        model.start(at: ReadAloudPosition(page: 0))
        clock.advance(by: 0.125)
        model.stop()
        #expect(model.state == .idle)
        #expect(model.marked == nil)
        clock.advance(by: 10)
        #expect(speech.spoken == ["One."])
    }

    @Test("A page without text says there is nothing to read")
    func nothingToRead() {
        let scanned = FakeReadAloudSource([ReadAloudPage(page: 0, layout: F.unmeasured(""), neighbours: [])])
        let model = ReadAloudModel(speech: speech, source: scanned)
        model.start(at: ReadAloudPosition(page: 0))
        #expect(model.state == .idle)
        #expect(model.problem == .nothingToRead)
        #expect(speech.spoken.isEmpty)
    }

    @Test("A voice that cannot speak stops reading with its reason, and nothing is marked")
    func speechFails() {
        speech.failure = "speech-dispatcher is not installed"
        model.start(at: ReadAloudPosition(page: 0))
        clock.advance(by: 1)
        #expect(model.state == .idle)
        #expect(model.problem == .speechUnavailable("speech-dispatcher is not installed"))
        #expect(model.marked == nil)
    }

    @Test("The speed is passed to the voice, within its range")
    func rate() {
        model.setRate(250)
        #expect(model.rate == 100)
        #expect(speech.rate == 100)
    }
}
