import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF
import RectoSpeech

/// Reading the book aloud: the Read Aloud and Read from Here actions, the bar, the sentence heard marked on the
/// page in its own colour, and the pages turning as reading crosses them. The reading itself is
/// `ReadAloudModel`'s; this follows the reader's model (a turn by hand moves reading there, another book
/// stops it) and the read-aloud model (the mark, the turns, the bar, the messages).
@MainActor
final class ReadAloudFeature {
    /// The pages on screen and where each is drawn, from the paged view or the strip.
    struct Pages {
        let visible: () -> [Int]
        let bounds: (_ page: Int, _ in: UnsafeMutablePointer<GtkWidget>) -> PagePlacement?
    }

    let model: ReadAloudModel
    let bar: ReadAloudBar
    /// Drawn over the pages, out of the pointer's way: the sentence heard.
    @Owned var layer: UnsafeMutablePointer<GtkWidget>
    private let reader: ReaderModel
    private let source: BookReadAloudSource
    private let speech: SpeechDispatcherService
    private let pages: Pages
    /// The text selected: reading starts from it.
    private let selection: SelectionModel
    /// The page text's caret while it has the keyboard: its page, that page's text and its offset there.
    private let caret: () -> (page: Int, text: String, offset: Int)?
    private let showMessage: (String) -> Void
    private var observations: [ObservationToken] = []
    private var settingsWatch: [SignalConnection] = []
    /// Set while reading turns the page itself, so the turn is not taken for one by hand.
    private var turning = false

    init(reader: ReaderModel, text: @escaping () -> BookText?, actionsOn window: UnsafeMutablePointer<GtkWidget>,
         pages: Pages, scrollAreas: [UnsafeMutablePointer<GtkWidget>], selection: SelectionModel,
         caret: @escaping () -> (page: Int, text: String, offset: Int)?, showMessage: @escaping (String) -> Void) {
        self.reader = reader
        self.pages = pages
        self.selection = selection
        self.caret = caret
        self.showMessage = showMessage
        speech = SpeechDispatcherService()
        source = BookReadAloudSource(text: text)
        model = ReadAloudModel(speech: speech, source: source, cutting: BackgroundCutting())
        let settings = AppSettings.shared
        if !settings.readAloudVoice.isEmpty { speech.setVoice(settings.readAloudVoice) }
        model.setRate(settings.readAloudRate)
        bar = ReadAloudBar(rate: settings.readAloudRate)
        layer = gtk_drawing_area_new()
        gtk_widget_set_can_target(layer, 0)
        setDrawFunc(layer) { [weak self] cairo, _, _ in self?.draw(cairo) }
        for area in scrollAreas {
            for adjustment in [gtk_scrolled_window_get_hadjustment(area.cast()),
                               gtk_scrolled_window_get_vadjustment(area.cast())] {
                adjustment?.on("value-changed") { [weak self] in self?.redraw() }
            }
        }
        installActions(on: window)
        bar.onSpeed = { [weak self] rate in
            self?.model.setRate(rate)
            AppSettings.shared.readAloudRate = rate
        }
        bar.onTogglePause = { [weak self] in self?.model.togglePause() }
        bar.onStop = { [weak self] in self?.model.stop() }
        observations.append(model.observe { [weak self] change in self?.readingChanged(change) })
        observations.append(reader.observe { [weak self] change in self?.readerChanged(change) })
        // Preferences' voice and speed reach reading at once.
        for key in ["read-aloud-voice", "read-aloud-rate"] {
            if let watch = settings.observe(key, { [weak self] in self?.settingsChanged() }) {
                settingsWatch.append(watch)
            }
        }
        // Closing the window stops the voice.
        window.on("destroy") { [weak self] in
            self?.model.stop()
            self?.settingsWatch.forEach { $0.disconnect() }
        }
    }

    private func settingsChanged() {
        let settings = AppSettings.shared
        speech.setVoice(settings.readAloudVoice.isEmpty ? nil : settings.readAloudVoice)
        if settings.readAloudRate != model.rate {
            model.setRate(settings.readAloudRate)
            bar.setRate(settings.readAloudRate)
        }
    }

    private func installActions(on window: UnsafeMutablePointer<GtkWidget>) {
        _ = Actions.add(to: window, .readAloud) { [weak self] in self?.toggleReading() }
        _ = Actions.add(to: window, .readFromHere) { [weak self] in self?.readFromSelection() }
        _ = Actions.add(to: window, .readAloudPause) { [weak self] in self?.model.togglePause() }
        _ = Actions.add(to: window, .readAloudStop) { [weak self] in self?.model.stop() }
        _ = Actions.add(to: window, .readAloudNext) { [weak self] in self?.model.next() }
        _ = Actions.add(to: window, .readAloudPrevious) { [weak self] in self?.model.previous() }
    }

    /// Read Aloud: from the selection if there is one, else from the page text's caret while it has the
    /// keyboard, else from the top of the page shown; again, it stops.
    private func toggleReading() {
        guard model.state == .idle else {
            model.stop()
            return
        }
        if selection.hasSelection {
            readFromSelection()
        } else if let caret = caret() {
            readFromCaret(caret)
        } else if let page = pages.visible().first {
            model.start(at: ReadAloudPosition(page: page))
        }
    }

    /// Read from Here: from the first word of the selection.
    private func readFromSelection() {
        guard let selected = selection.selection, let area = selected.areas.first else {
            if let page = pages.visible().first { model.start(at: ReadAloudPosition(page: page)) }
            return
        }
        model.start(onPage: selected.page) { [weak source] page in
            guard let layout = source?.layouts[page.page],
                  let character = layout.character(atX: area.x + min(area.width, area.height) / 2,
                                                   y: area.y + area.height / 2) else { return nil }
            return page.layoutIndex.firstIndex { $0 >= character }
        }
    }

    /// From the page text's caret: the words from there on are found in the page as read aloud (whose running
    /// lines are gone); from the page's top when they are not in it (the caret is in a running head).
    private func readFromCaret(_ caret: (page: Int, text: String, offset: Int)) {
        let scalars = Array(caret.text.unicodeScalars)
        let start = min(max(caret.offset, 0), scalars.count)
        // Back to the start of the caret's word, then the words after it, enough to tell the place apart.
        var wordStart = start
        while wordStart > 0, !scalars[wordStart - 1].properties.isWhitespace { wordStart -= 1 }
        let probe = Array(scalars[wordStart..<min(wordStart + 24, scalars.count)])
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
            bar.show(model.state)
            redraw()
        case .marked:
            followMark()
            redraw()
        case .problem:
            switch model.problem {
            case .nothingToRead:
                showMessage(i18n("There is nothing to read on this page: it has no text"))
            case let .speechUnavailable(reason):
                FileHandle.standardError.write(Data("recto: speech-dispatcher: \(reason)\n".utf8))
                showMessage(Self.cannotSpeak)
            case nil:
                break
            }
        }
    }

    /// What to do when speech-dispatcher cannot be reached; in a Flatpak, the server is the computer's own.
    private static var cannotSpeak: String {
        switch AppPaths.sandbox.speechAdvice {
        case .install:
            i18n("Recto cannot speak: install the speech-dispatcher and espeak-ng packages.")
        case .installOrStartOnHost:
            i18n("Recto cannot reach speech-dispatcher: install it and espeak-ng on this computer, or start it.")
        }
    }

    /// The page turns to the sentence heard when it is not on screen.
    private func followMark() {
        guard let unit = model.marked, let first = unit.pages.first else { return }
        let visible = pages.visible()
        guard Set(unit.pages).isDisjoint(with: visible) else { return }
        turning = true
        reader.go(to: first)
        turning = false
    }

    private func readerChanged(_ change: ReaderModel.Change) {
        switch change {
        case .book:
            model.stop()
            source.reset()
        case .pages:
            redraw()
            guard !turning, model.state != .idle, let shown = pages.visible().first else { return }
            if let unit = model.marked ?? model.current, !Set(unit.pages).isDisjoint(with: pages.visible()) { return }
            model.pageShown(shown)
        default:
            break
        }
    }

    private func redraw() { gtk_widget_queue_draw(layer) }

    /// The sentence heard, in a colour of its own: a pale green-blue under its words and a line beneath them,
    /// apart from the search's yellow and orange, the selection's blue and the highlights' colours.
    private func draw(_ cairo: OpaquePointer) {
        guard model.state != .idle, let unit = model.marked else { return }
        for piece in unit.pieces {
            guard let layout = source.layouts[piece.page], layout.pageSize.width > 0,
                  let placement = pages.bounds(piece.page, layer) else { continue }
            // Through the placement, so a trimmed page keeps the mark on its words.
            let scale = placement.scaleY
            let areas = layout.areas(of: piece.range).map { placement.widgetRect(of: $0) }
            cairo_set_source_rgba(cairo, 0.0, 0.62, 0.55, 0.22)
            for area in areas { cairo_rectangle(cairo, area.x, area.y, area.width, area.height) }
            cairo_fill(cairo)
            cairo_set_source_rgba(cairo, 0.0, 0.5, 0.45, 0.9)
            for area in areas { cairo_rectangle(cairo, area.x, area.y + area.height, area.width, max(1.5, scale)) }
            cairo_fill(cairo)
        }
    }
}
