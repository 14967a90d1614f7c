import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF
import RectoSpeech

/// Reading the book aloud: the Read Aloud and Read from Here actions, the bar, the sentence heard marked on the
/// page in its own colour, and the pages turning as reading crosses them. The reading itself is
/// `ReadAloudModel`'s, and what follows from it (where reading starts, a turn by hand, another book, the
/// messages) `ReadAloudCourse`'s; this keeps the widgets, the actions and the voice's wiring.
@MainActor
final class ReadAloudFeature {
    /// The pages on screen and where each is drawn, from the paged view or the strip.
    struct Pages {
        let visible: () -> [Int]
        let bounds: (_ page: Int, _ in: UnsafeMutablePointer<GtkWidget>) -> PagePlacement?
    }

    let model: ReadAloudModel
    /// Where reading starts, what follows a turn, the end of reading and the messages (`ReadAloudCourse`).
    let course: ReadAloudCourse
    let bar: ReadAloudBar
    /// Drawn over the pages, out of the pointer's way: the sentence heard.
    @Owned var layer: UnsafeMutablePointer<GtkWidget>
    private let source: BookReadAloudSource
    private let speech: SpeechDispatcherService
    private let pages: Pages
    private let showMessage: (String) -> Void
    private var observations: [ObservationToken] = []
    private var settingsWatch: [SignalConnection] = []

    init(reader: ReaderModel, text: @escaping () -> BookText?, actionsOn window: UnsafeMutablePointer<GtkWidget>,
         pages: Pages, scrollAreas: [UnsafeMutablePointer<GtkWidget>], selection: SelectionModel,
         caret: @escaping () -> ReadAloudCourse.Caret?, showMessage: @escaping (String) -> Void) {
        self.pages = pages
        self.showMessage = showMessage
        speech = SpeechDispatcherService()
        let source = BookReadAloudSource(text: text)
        self.source = source
        model = ReadAloudModel(speech: speech, source: source, cutting: BackgroundCutting())
        course = ReadAloudCourse(
            model: model, speech: speech, reader: reader, selection: selection, visiblePages: pages.visible,
            caret: caret, layout: { [weak source] page in source?.layouts[page] },
            forgetBook: { [weak source] in source?.reset() })
        let settings = AppSettings.shared
        course.startVoice(settings.readAloudVoice)
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
        observations.append(course.observe { [weak self] change in self?.courseChanged(change) })
        // Preferences' voice and speed reach reading at once.
        settingsWatch = ["read-aloud-voice", "read-aloud-rate"].compactMap { key in
            settings.observe(key) { [weak self] in self?.settingsChanged() }
        }
        // Closing the window stops the voice.
        window.on("destroy") { [weak self] in
            self?.course.close()
            self?.settingsWatch.forEach { $0.disconnect() }
        }
    }

    private func settingsChanged() {
        let settings = AppSettings.shared
        course.setVoice(settings.readAloudVoice)
        if course.setRate(settings.readAloudRate) { bar.setRate(settings.readAloudRate) }
    }

    private func installActions(on window: UnsafeMutablePointer<GtkWidget>) {
        _ = Actions.add(to: window, .readAloud) { [weak self] in self?.course.toggle() }
        _ = Actions.add(to: window, .readFromHere) { [weak self] in self?.course.readFromHere() }
        _ = Actions.add(to: window, .readAloudPause) { [weak self] in self?.model.togglePause() }
        _ = Actions.add(to: window, .readAloudStop) { [weak self] in self?.model.stop() }
        _ = Actions.add(to: window, .readAloudNext) { [weak self] in self?.model.next() }
        _ = Actions.add(to: window, .readAloudPrevious) { [weak self] in self?.model.previous() }
    }

    private func courseChanged(_ change: ReadAloudCourse.Change) {
        switch change {
        case let .state(state):
            bar.show(state)
            redraw()
        case .mark:
            redraw()
        case .message(.nothingToRead):
            showMessage(i18n("There is nothing to read on this page: it has no text"))
        case let .message(.cannotSpeak(reason)):
            FileHandle.standardError.write(Data("recto: speech-dispatcher: \(reason)\n".utf8))
            showMessage(Self.cannotSpeak)
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

    private func redraw() { gtk_widget_queue_draw(layer) }

    /// The sentence heard, in a colour of its own: a pale green-blue under its words and a line beneath them,
    /// apart from the search's yellow and orange, the selection's blue and the highlights' colours.
    private func draw(_ cairo: OpaquePointer) {
        for mark in course.marks {
            guard let placement = pages.bounds(mark.page, layer) else { continue }
            // Through the placement, so a trimmed page keeps the mark on its words.
            let scale = placement.scaleY
            let areas = mark.areas.map { placement.widgetRect(of: $0) }
            cairo_set_source_rgba(cairo, 0.0, 0.62, 0.55, 0.22)
            for area in areas { cairo_rectangle(cairo, area.x, area.y, area.width, area.height) }
            cairo_fill(cairo)
            cairo_set_source_rgba(cairo, 0.0, 0.5, 0.45, 0.9)
            for area in areas { cairo_rectangle(cairo, area.x, area.y + area.height, area.width, max(1.5, scale)) }
            cairo_fill(cairo)
        }
    }
}
