import RectoTestSupport
import Testing
@testable import RectoCore

@MainActor
@Suite("Read aloud: its course through the book (where it starts, the turns, the end, the messages)")
struct ReadAloudCourseTests {
    typealias F = ReadAloudFixtures
    let clock = ManualClock()
    let speech: FakeSpeechService
    let layouts = F.book([["One. Two."], ["Three runs"], ["on. Four."], ["Five."], ["Six."], ["Seven."]])
    let reader = ReaderModel()
    let selection = SelectionModel()

    init() {
        speech = FakeSpeechService(clock: clock)
        // Times a binary fraction can hold exactly: "One." is heard from 0.125 s to 1.125 s.
        speech.latency = 0.125
        speech.secondsPerCharacter = 0.25
        reader.open(FakePageSource(pageCount: layouts.count), at: 0)
    }

    /// What the course's closures see: the pages on screen (the reader's, unless a test shows others, as the
    /// strip does before it scrolls), the caret, the layouts known, and the books forgotten.
    @MainActor
    final class Screen {
        var shown: [Int]?
        var caret: ReadAloudCourse.Caret?
        var unknownLayouts: Set<Int> = []
        /// Pages whose layout has no size (a damaged page).
        var sizeless: Set<Int> = []
        var forgotten = 0
        var changes: [ReadAloudCourse.Change] = []
        var observation: ObservationToken?
    }


    func course(_ screen: Screen, source: FakeReadAloudSource? = nil) -> ReadAloudCourse {
        let model = ReadAloudModel(speech: speech, source: source ?? FakeReadAloudSource(F.pages(layouts)))
        let layouts = layouts
        let course = ReadAloudCourse(
            model: model, speech: speech, reader: reader, selection: selection,
            visiblePages: { [reader] in screen.shown ?? reader.navigator?.visiblePages ?? [] },
            caret: { screen.caret },
            layout: { page in
                guard !screen.unknownLayouts.contains(page) else { return nil }
                guard screen.sizeless.contains(page) else { return layouts[page] }
                return PageTextLayout(pageSize: Size(width: 0, height: 0), text: String(String.UnicodeScalarView(
                    layouts[page].scalars)), boxes: layouts[page].boxes)
            },
            forgetBook: { screen.forgotten += 1 })
        screen.observation = course.observe { screen.changes.append($0) }
        return course
    }

    /// Selects "Two." on the first page, as a double click would.
    func selectTwo() {
        let request = selection.start(at: PagePoint(page: 0, x: 82, y: 64), unit: .word)
        selection.deliver(
            TextSelection(page: 0, areas: [PageRect(x: 80, y: 60, width: 24, height: 8)], text: "Two."), for: request)
    }

    /// A course whose book's pages are handed over when the test says (as the book's text queue does).
    func heldCourse() -> (Screen, FakeReadAloudSource, ReadAloudCourse) {
        let source = FakeReadAloudSource(F.pages(layouts))
        source.holds = true
        let screen = Screen()
        return (screen, source, course(screen, source: source))
    }

    /// Read Aloud, with the pages handed over once asked for.
    func toggle(_ course: ReadAloudCourse, _ source: FakeReadAloudSource) {
        course.toggle()
        source.release()
    }

    @Test("Read Aloud starts at the selection's first word, and again stops")
    func fromTheSelection() {
        let (screen, source, course) = heldCourse()
        screen.caret = (page: 0, text: "One. Two.", offset: 0)
        selectTwo()
        toggle(course, source)
        #expect(speech.spoken == ["Two."])
        #expect(course.model.state == .reading)
        course.toggle()
        #expect(course.model.state == .idle)
        course.readFromHere()
        source.release()
        #expect(speech.spoken == ["Two.", "Two."])
    }

    @Test("Without a selection, Read Aloud starts at the caret's word; a caret in a running head, at the page's top")
    func fromTheCaret() {
        let (screen, source, course) = heldCourse()
        // In "Two.": from the start of the word.
        screen.caret = (page: 0, text: "One. Two.", offset: 6)
        toggle(course, source)
        #expect(speech.spoken == ["Two."])
        course.toggle()
        // In "Chapter", which is not read.
        screen.caret = (page: 0, text: "1 · Chapter One: Beginnings\nOne. Two.", offset: 5)
        toggle(course, source)
        #expect(speech.spoken == ["Two.", "One."])
    }

    @Test("With neither, Read Aloud and Read from Here start at the top of the page shown; no page, no reading")
    func fromThePageShown() {
        let screen = Screen()
        let course = course(screen)
        reader.go(to: 3)
        course.toggle()
        #expect(speech.spoken == ["Five."])
        course.toggle()
        reader.go(to: 4)
        course.readFromHere()
        #expect(speech.spoken == ["Five.", "Six."])
        course.toggle()
        screen.shown = []
        course.toggle()
        #expect(course.model.state == .idle)
        #expect(speech.spoken == ["Five.", "Six."])
    }

    @Test("The page turns to the sentence heard when it is off screen, and that turn is not taken for one by hand")
    func followsTheMark() {
        let screen = Screen()
        let course = course(screen)
        course.toggle()
        // "Three runs on." begins on the second page; the strip still shows the first when the page turns.
        screen.shown = [0]
        clock.advance(by: 2.5)
        #expect(course.model.marked?.text == "Three runs on.")
        #expect(reader.navigator?.currentPage == 1)
        #expect(speech.spoken == ["One.", "Two.", "Three runs on."])
        #expect(course.model.state == .reading)
    }

    @Test("A sentence heard on a page already on screen turns nothing")
    func markOnScreen() {
        let screen = Screen()
        let course = course(screen)
        screen.shown = [0, 1]
        course.toggle()
        clock.advance(by: 2.625)
        #expect(course.model.marked?.text == "Three runs on.")
        #expect(reader.navigator?.currentPage == 0)
    }

    @Test("A turn by hand while reading moves reading to the top of the page shown; not while stopped")
    func turnByHand() {
        let screen = Screen()
        let course = course(screen)
        reader.go(to: 1)
        #expect(speech.spoken.isEmpty)
        #expect(screen.changes == [.mark], "the mark is drawn again over the pages shown")
        reader.go(to: 0)
        course.toggle()
        clock.advance(by: 0.125)
        screen.changes = []
        reader.go(to: 4)
        #expect(speech.spoken == ["One.", "Six."])
        #expect(screen.changes.first == .mark)
    }

    @Test("A turn that leaves the sentence heard, or the one about to be, on screen keeps reading where it is")
    func turnKeepingTheSentence() {
        let screen = Screen()
        let course = course(screen)
        reader.go(to: 3)
        course.toggle()
        // Nothing heard yet: the sentence about to be is on the spread's right page.
        screen.shown = [2, 3]
        reader.go(to: 2)
        #expect(speech.spoken == ["Five."])
        clock.advance(by: 0.125)
        screen.shown = [3, 4]
        reader.go(to: 4)
        #expect(speech.spoken == ["Five."])
        #expect(course.model.state == .reading)
    }

    @Test("Another book or the window closed stops reading; another book forgets the pages read")
    func anotherBookOrClosing() {
        let screen = Screen()
        let course = course(screen)
        course.toggle()
        clock.advance(by: 0.125)
        reader.open(FakePageSource(pageCount: 3, title: "Other"), at: 0)
        #expect(course.model.state == .idle)
        #expect(course.model.marked == nil)
        #expect(screen.forgotten == 1)
        course.toggle()
        #expect(course.model.state == .reading)
        course.close()
        #expect(course.model.state == .idle)
        #expect(screen.forgotten == 1)
    }

    @Test("The bar follows the state; a page without text and a voice that cannot speak are told, once each")
    func barAndMessages() {
        let screen = Screen()
        let scanned = FakeReadAloudSource([ReadAloudPage(page: 0, layout: F.unmeasured(""), neighbours: [])])
        let course = course(screen, source: scanned)
        course.toggle()
        #expect(screen.changes == [.state(.reading), .state(.idle), .message(.nothingToRead)])
        let screen2 = Screen()
        let speaking = self.course(screen2)
        speech.failure = "no speech-dispatcher"
        speaking.toggle()
        speaking.model.pause()
        speaking.model.resume()
        clock.advance(by: 1)
        speech.failure = nil
        speaking.toggle()
        #expect(screen2.changes == [
            .state(.reading), .state(.paused), .state(.reading), .state(.idle),
            .message(.cannotSpeak(reason: "no speech-dispatcher")), .state(.reading),
        ])
    }

    @Test("The voice chosen: none at the start leaves the voice's own, none later is the default voice")
    func voice() {
        let course = course(Screen())
        course.startVoice("")
        #expect(speech.voicesSet.isEmpty)
        course.startVoice("en-GB")
        course.setVoice("")
        course.setVoice("fr")
        #expect(speech.voicesSet == ["en-GB", nil, "fr"])
    }

    @Test("A speed from Preferences reaches the voice, and says the slider follows only when it changed")
    func speed() {
        let course = course(Screen())
        #expect(course.setRate(30))
        #expect(speech.rate == 30)
        #expect(!course.setRate(30))
        #expect(course.setRate(-20))
        #expect(speech.rate == -20)
    }

    @Test("The mark is the sentence heard's words on each page with a layout, and nothing while stopped")
    func marks() {
        let screen = Screen()
        let course = course(screen)
        #expect(course.marks.isEmpty)
        course.toggle()
        #expect(course.marks.isEmpty)
        clock.advance(by: 0.125)
        #expect(course.marks == [.init(page: 0, areas: [PageRect(x: 50, y: 60, width: 24, height: 12)])])
        course.model.pause()
        #expect(course.marks.count == 1)
        course.model.resume()
        clock.advance(by: 2.5)
        #expect(course.model.marked?.text == "Three runs on.")
        #expect(course.marks.map(\.page) == [1, 2])
        screen.unknownLayouts = [1]
        #expect(course.marks.map(\.page) == [2])
        #expect(course.marks.first?.areas == [PageRect(x: 50, y: 60, width: 18, height: 12)])
        screen.sizeless = [2]
        #expect(course.marks.isEmpty)
        course.model.stop()
        screen.unknownLayouts = []
        #expect(course.marks.isEmpty)
    }
}
