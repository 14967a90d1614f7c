import Foundation

/// The one writer of a window's reading state: it observes the reader model and saves the page with every
/// change of the pages, so no feature builds a `ReadingState` of its own.
///
/// The reader's own choices go with the save that follows them: a layout or direction chosen (told before the
/// `.pages` it causes), Trim Margins and its crops, and the two choices the model does not hold, a colour mode
/// and the continuous strip, which their features hand over. One intent is one save: a zoom tells `.zoom` and
/// then `.pages`, and only `.pages` saves. The sink merges saves that come close together (`ReadingStateSaver`).
@MainActor
public final class ReadingRecorder {
    private let model: ReaderModel
    private let sink: any ReadingStateSink
    private let now: () -> Date
    /// Choices told before the `.pages` that saves them.
    private var choices = ReadingState()
    /// The crops the pages were last drawn with, to know whether a `.trim` is followed by `.pages`.
    private var drawnTrim: MarginTrim?
    private var token: ObservationToken?

    /// Records `model`'s book into `sink`; `now` stamps each save (`lastRead`).
    public init(model: ReaderModel, sink: any ReadingStateSink, now: @escaping () -> Date = Date.init) {
        self.model = model
        self.sink = sink
        self.now = now
        token = model.observe { [weak self] change in self?.changed(change) }
    }

    /// The reader chose `mode` for the open book (nil: the default applies again).
    public func record(colourMode mode: ColourMode?) {
        var state = ReadingState()
        state.colourMode = mode
        save(state)
    }

    /// The reader turned the continuous strip on or off for the open book.
    public func record(continuous on: Bool) {
        var state = ReadingState()
        state.continuous = on
        save(state)
    }

    private func changed(_ change: ReaderModel.Change) {
        switch change {
        case .book:
            choices = ReadingState()
        case .layout:
            choices.layout = model.layout
        case .direction:
            choices.direction = model.direction
        case .pages:
            saveChoices()
        case .trim:
            choices.trimMargins = model.trimsMargins
            choices.marginTrim = model.marginTrim
            // `.pages` follows when the crops the pages are drawn with changed: that one saves.
            if model.trim == drawnTrim { saveChoices() }
        case .zoom, .labels, .view, .phase:
            break
        }
        drawnTrim = model.trim
    }

    private func saveChoices() {
        let pending = choices
        choices = ReadingState()
        save(pending)
    }

    /// Saves the page of the open book with the choices in `fields`; nothing without a book.
    private func save(_ fields: ReadingState) {
        guard let source = model.source, let navigator = model.navigator else { return }
        let state = ReadingState(
            page: navigator.currentPage, lastPath: source.path, lastRead: now(), pageCount: navigator.pageCount,
            colourMode: fields.colourMode, continuous: fields.continuous, layout: fields.layout,
            direction: fields.direction, trimMargins: fields.trimMargins, marginTrim: fields.marginTrim)
        sink.save(state, for: source.key)
    }
}
