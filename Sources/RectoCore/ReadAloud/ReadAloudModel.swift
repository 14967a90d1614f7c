/// Reading a book aloud: which sentence is being read, and whether reading goes on, is paused or stopped.
/// It asks its `ReadAloudSource` for a couple of pages at a time, has them cut into sentences (`ReadAloudCutting`),
/// and gives the voice (`SpeechService`) one sentence at a time; it moves on only when the voice says the
/// sentence's sound has ended, and marks a sentence only once its sound began, so the mark follows what is
/// heard. Pausing silences the sentence; resuming reads it again from its start.
@MainActor
public final class ReadAloudModel {
    public enum State: Equatable, Sendable {
        case idle, reading, paused
    }

    /// Why reading stopped by itself.
    public enum Problem: Equatable, Sendable {
        /// The page reading was to start on has no text (a scan, a picture), or the book has none.
        case nothingToRead
        /// The voice cannot speak, with its reason.
        case speechUnavailable(String)
    }

    public enum Change: Equatable, Sendable {
        case state
        /// The sentence heard (`marked`) changed.
        case marked
        case problem
    }

    public private(set) var state = State.idle
    /// The sentence being read, once its sound began (and while paused on it); nil when none is heard.
    public private(set) var marked: ReadAloudUnit?
    /// What stopped reading last, until reading starts again.
    public private(set) var problem: Problem?
    /// The speed, -100…100 (0 is the voice's own).
    public private(set) var rate = 0

    /// How many pages are read ahead at a time.
    static let batchPages = 2

    private let speech: any SpeechService
    private let source: any ReadAloudSource
    private let cutting: any ReadAloudCutting
    private let observers = Observers<Change>()
    private var units: [ReadAloudUnit] = []
    private var index = 0
    /// Whether `units` reach the end of the book.
    private var complete = false
    /// Counts starts, so pages read for an earlier start are dropped.
    private var generation = 0
    private var fetching = false
    /// Whether the sentence after the last one read is waited for.
    private var waiting = false
    private var utterance = 0
    /// Where in the first page read reading starts, once it is read.
    private var locate: ((ReadAloudPage) -> Int?)?

    /// Reads `source`'s pages with `speech`, cutting them into sentences with `cutting` (at once by default).
    public init(speech: any SpeechService, source: any ReadAloudSource,
                cutting: any ReadAloudCutting = CuttingNow()) {
        self.speech = speech
        self.source = source
        self.cutting = cutting
        speech.onEvent = { [weak self] event in self?.handle(event) }
    }

    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// The sentence reading is on (being read, or paused on), even before its sound begins.
    public var current: ReadAloudUnit? { units.indices.contains(index) ? units[index] : nil }

    // MARK: Intents

    /// Starts reading on `page` where `locate` says once the page is read (an offset in its scalars: where a
    /// selection starts); from the page's top when it says nil.
    public func start(onPage page: Int, from locate: @escaping (ReadAloudPage) -> Int?) {
        start(at: ReadAloudPosition(page: page))
        self.locate = locate
    }

    /// Starts reading at `position` (the top of a page, or where a selection or the caret is).
    public func start(at position: ReadAloudPosition) {
        locate = nil
        speech.cancel()
        generation += 1
        units = []
        index = 0
        complete = false
        fetching = false
        waiting = true
        setProblem(nil)
        setMarked(nil)
        setState(.reading)
        fetch(from: position, pages: Self.batchPages, first: true)
    }

    public func pause() {
        guard state == .reading else { return }
        speech.cancel()
        setState(.paused)
    }

    /// Reads the sentence paused on again, from its start.
    public func resume() {
        guard state == .paused else { return }
        setState(.reading)
        if current != nil { play() } else { waiting = true }
    }

    public func togglePause() {
        state == .paused ? resume() : pause()
    }

    /// Stops reading and unmarks the sentence (closing the book, Escape, Stop).
    public func stop() {
        guard state != .idle else { return }
        speech.cancel()
        generation += 1
        units = []
        index = 0
        waiting = false
        setMarked(nil)
        setState(.idle)
    }

    /// The next sentence, at once.
    public func next() {
        guard state != .idle, current != nil else { return }
        advance()
    }

    /// The sentence before (or the current one again, at the start of what was read).
    public func previous() {
        guard state != .idle, current != nil else { return }
        index = max(index - 1, 0)
        restartCurrent()
    }

    /// The reader turned or jumped to `page` by hand: reading moves to the top of it, unless the sentence
    /// heard is printed there.
    public func pageShown(_ page: Int) {
        guard state != .idle else { return }
        if let unit = marked ?? current, unit.pages.contains(page) { return }
        let paused = state == .paused
        start(at: ReadAloudPosition(page: page))
        if paused { setState(.paused) }
    }

    public func setRate(_ newRate: Int) {
        rate = min(max(newRate, -100), 100)
        speech.setRate(rate)
    }

    // MARK: Reading

    private func fetch(from position: ReadAloudPosition, pages: Int, first: Bool) {
        let count = source.pageCount
        guard position.page < count else {
            complete = true
            if first { fail(.nothingToRead) }
            return
        }
        let range = position.page..<min(position.page + pages, count)
        fetching = true
        let started = generation
        source.readAloudPages(range) { [weak self] delivered in
            guard let self, started == generation else { return }
            fetching = false
            receive(delivered, from: position, range: range, first: first)
        }
    }

    private func receive(_ pages: [ReadAloudPage], from position: ReadAloudPosition, range: Range<Int>,
                         first: Bool) {
        if first, pages.first?.isEmpty ?? true {
            fail(.nothingToRead)
            return
        }
        var position = position
        if first, let locate, let page = pages.first, let offset = locate(page) {
            position = ReadAloudPosition(page: page.page, offset: offset)
        }
        locate = nil
        let reachesEnd = range.upperBound >= source.pageCount
        // Fetching until the sentences are back, so the sentence read meanwhile asks for no other pages.
        fetching = true
        let started = generation
        cutting.cut(pages, from: position, complete: reachesEnd) { [weak self] found in
            guard let self, started == generation else { return }
            fetching = false
            add(found, from: position, range: range, reachesEnd: reachesEnd)
        }
    }

    private func add(_ found: [ReadAloudUnit], from position: ReadAloudPosition, range: Range<Int>,
                     reachesEnd: Bool) {
        if found.isEmpty, !reachesEnd {
            // One sentence longer than these pages, or blank pages: read further on.
            fetch(from: position, pages: range.count + Self.batchPages, first: false)
            return
        }
        units += found
        complete = reachesEnd
        if units.isEmpty {
            fail(.nothingToRead)
            return
        }
        if waiting {
            waiting = false
            if found.isEmpty { finish() } else { index = units.count - found.count; play() }
        }
    }

    private func play() {
        guard state == .reading, let unit = current else { return }
        utterance += 1
        speech.speak(unit.text, id: utterance)
        prefetch()
    }

    /// Asks for the pages after the last sentence while the one before it is read.
    private func prefetch() {
        guard !complete, !fetching, index + 2 >= units.count, let last = units.last else { return }
        fetch(from: last.end, pages: Self.batchPages, first: false)
    }

    private func advance() {
        if index + 1 < units.count {
            index += 1
            restartCurrent()
        } else if complete {
            finish()
        } else {
            // The next pages are on their way: go on when they come.
            index = units.count
            waiting = true
            speech.cancel()
            prefetch()
        }
    }

    private func restartCurrent() {
        speech.cancel()
        if state == .paused {
            setMarked(current)
        } else {
            play()
        }
    }

    private func finish() {
        stop()
    }

    private func fail(_ problem: Problem) {
        stop()
        setState(.idle)
        setProblem(problem)
    }

    private func handle(_ event: SpeechEvent) {
        switch event {
        case let .began(id), let .marked(id):
            guard id == utterance, state == .reading, let unit = current else { return }
            if marked != unit { setMarked(unit) }
        case let .ended(id):
            guard id == utterance, state == .reading else { return }
            advance()
        case let .failed(reason):
            guard state != .idle else { return }
            fail(.speechUnavailable(reason))
        }
    }

    // MARK: Changes

    private func setState(_ new: State) {
        guard new != state else { return }
        state = new
        observers.send(.state)
    }

    private func setMarked(_ unit: ReadAloudUnit?) {
        guard unit != marked else { return }
        marked = unit
        observers.send(.marked)
    }

    private func setProblem(_ new: Problem?) {
        guard new != problem else { return }
        problem = new
        observers.send(.problem)
    }
}
