/// Read-aloud's course through the book, between the reader and `ReadAloudModel`: where Read Aloud and Read
/// from Here start (the selection, the page text's caret, the top of the page shown), the page turning to the
/// sentence heard, a turn or jump by hand moving reading there, another book or the window closed stopping it,
/// the voice and speed from the settings, and what the bar, the mark and the messages show. The app's feature
/// gives it the pages on screen, the caret and the pages' layouts, and draws what it says.
@MainActor
public final class ReadAloudCourse {
    /// The page text's caret while it has the keyboard: its page, that page's text and its offset there
    /// (in Unicode scalars).
    public typealias Caret = (page: Int, text: String, offset: Int)

    /// What the feature shows.
    public enum Change: Equatable, Sendable {
        /// Reading started, paused, resumed or stopped: the bar shows for `state` (hidden when idle) and the
        /// mark is drawn again.
        case state(ReadAloudModel.State)
        /// The mark is drawn again: the sentence heard moved, or the pages on screen did.
        case mark
        /// Reading stopped by itself: the reader is told why.
        case message(Message)
    }

    /// Why reading stopped by itself, as the reader is told.
    public enum Message: Equatable, Sendable {
        /// The page has no text (a scan, a picture).
        case nothingToRead
        /// The voice cannot be reached, for this reason (logged; the message says what to install).
        case cannotSpeak(reason: String)
    }

    /// The sentence heard on one page: the areas of its words, in top-left page points.
    public struct Mark: Equatable, Sendable {
        public let page: Int
        public let areas: [PageRect]
    }

    /// How many scalars from the caret's word on are looked for in the page read aloud.
    static let caretProbe = 24

    public let model: ReadAloudModel
    private let speech: any SpeechService
    private let reader: ReaderModel
    private let selection: SelectionModel
    private let visiblePages: () -> [Int]
    private let caret: () -> Caret?
    private let layout: (Int) -> PageTextLayout?
    private let forgetBook: () -> Void
    private let observers = Observers<Change>()
    private var observations: [ObservationToken] = []
    /// Set while reading turns the page itself, so the turn is not taken for one by hand.
    private var turning = false

    /// Reading with `model` through `speech`, following `reader`: `visiblePages` are the pages on screen, first
    /// to last; `caret` the page text's caret while it has the keyboard; `layout` a page's layout once read
    /// aloud; `forgetBook` drops the pages read of a book no longer open.
    public init(model: ReadAloudModel, speech: any SpeechService, reader: ReaderModel, selection: SelectionModel,
                visiblePages: @escaping () -> [Int], caret: @escaping () -> Caret?,
                layout: @escaping (Int) -> PageTextLayout?, forgetBook: @escaping () -> Void) {
        self.model = model
        self.speech = speech
        self.reader = reader
        self.selection = selection
        self.visiblePages = visiblePages
        self.caret = caret
        self.layout = layout
        self.forgetBook = forgetBook
        observations.append(model.observe { [weak self] change in self?.readingChanged(change) })
        observations.append(reader.observe { [weak self] change in self?.readerChanged(change) })
    }

    /// Calls `observer` after every change, while the token lives.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    // MARK: Intents

    /// Read Aloud: from the selection if there is one, else from the page text's caret while it has the
    /// keyboard, else from the top of the page shown; while reading (or paused), it stops.
    public func toggle() {
        guard model.state == .idle else {
            model.stop()
            return
        }
        if selection.hasSelection {
            readFromHere()
        } else if let caret = caret() {
            read(from: caret)
        } else {
            readPageShown()
        }
    }

    /// Read from Here: from the first word of the selection, found in its page's layout once the page is read;
    /// without a selection, from the top of the page shown.
    public func readFromHere() {
        guard let selected = selection.selection, let area = selected.areas.first else {
            readPageShown()
            return
        }
        model.start(onPage: selected.page) { [weak self] page in
            guard let layout = self?.layout(page.page),
                  let character = layout.character(atX: area.x + min(area.width, area.height) / 2,
                                                   y: area.y + area.height / 2) else { return nil }
            return page.layoutIndex.firstIndex { $0 >= character }
        }
    }

    /// The window closed: the voice stops.
    public func close() {
        model.stop()
    }

    /// The voice chosen in the settings, when the window opens: none chosen leaves the voice's own.
    public func startVoice(_ name: String) {
        guard !name.isEmpty else { return }
        speech.setVoice(name)
    }

    /// The voice chosen in Preferences, at once: none chosen is the person's default voice.
    public func setVoice(_ name: String) {
        speech.setVoice(name.isEmpty ? nil : name)
    }

    /// The speed set in Preferences, at once; says whether it changed reading's, so the bar's slider follows.
    public func setRate(_ rate: Int) -> Bool {
        guard rate != model.rate else { return false }
        model.setRate(rate)
        return true
    }

    /// Where the sentence heard is marked: its words' areas on each page whose layout is known (and has a size);
    /// nothing while no sentence is heard (stopping unmarks it).
    public var marks: [Mark] {
        guard let unit = model.marked else { return [] }
        return unit.pieces.compactMap { piece in
            guard let layout = layout(piece.page), layout.pageSize.width > 0 else { return nil }
            return Mark(page: piece.page, areas: layout.areas(of: piece.range))
        }
    }

    // MARK: Following

    private func readPageShown() {
        guard let page = visiblePages().first else { return }
        model.start(at: ReadAloudPosition(page: page))
    }

    /// From the page text's caret: the words from the start of its word on are found in the page as read aloud
    /// (whose running lines are gone); from the page's top when they are not in it (the caret is in a running
    /// head).
    private func read(from caret: Caret) {
        let scalars = Array(caret.text.unicodeScalars)
        let start = min(max(caret.offset, 0), scalars.count)
        var wordStart = start
        while wordStart > 0, !scalars[wordStart - 1].properties.isWhitespace { wordStart -= 1 }
        let probe = Array(scalars[wordStart..<min(wordStart + Self.caretProbe, scalars.count)])
        model.start(onPage: caret.page) { page in
            guard !probe.isEmpty, probe.count <= page.scalars.count else { return nil }
            return (0...(page.scalars.count - probe.count)).first {
                page.scalars[$0..<($0 + probe.count)].elementsEqual(probe)
            }
        }
    }

    private func readingChanged(_ change: ReadAloudModel.Change) {
        switch change {
        case .state:
            observers.send(.state(model.state))
        case .marked:
            followMark()
            observers.send(.mark)
        case .problem:
            switch model.problem {
            case .nothingToRead: observers.send(.message(.nothingToRead))
            case let .speechUnavailable(reason): observers.send(.message(.cannotSpeak(reason: reason)))
            case nil: break
            }
        }
    }

    /// The page turns to the sentence heard when it is not on screen.
    private func followMark() {
        guard let unit = model.marked, let first = unit.pages.first else { return }
        guard Set(unit.pages).isDisjoint(with: visiblePages()) else { return }
        turning = true
        reader.go(to: first)
        turning = false
    }

    private func readerChanged(_ change: ReaderModel.Change) {
        switch change {
        case .book:
            model.stop()
            forgetBook()
        case .pages:
            observers.send(.mark)
            pagesShown()
        default:
            break
        }
    }

    /// A turn or jump by hand while reading (the model ignores it while stopped): reading moves to the top of
    /// the first page shown, unless the sentence heard (or about to be) is on screen.
    private func pagesShown() {
        let visible = visiblePages()
        guard !turning, let shown = visible.first else { return }
        if let unit = model.marked ?? model.current, !Set(unit.pages).isDisjoint(with: visible) { return }
        model.pageShown(shown)
    }
}
