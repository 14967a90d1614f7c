import Foundation
import RectoCore
import RectoTestSupport
import Testing

/// Counts the saves the recorder makes, as the saver would receive them.
@MainActor
private final class CountingSink: ReadingStateSink {
    var saves: [(state: ReadingState, key: DocumentKey)] = []
    func save(_ state: ReadingState, for key: DocumentKey) { saves.append((state, key)) }
}

@Suite("Reading recorder")
@MainActor
struct ReadingRecorderTests {
    let book = FakePageSource(pageCount: 20)
    let clock = ManualClock()
    let inbox = MainInbox()

    private func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + seconds) }

    @Test("A turn, a colour mode and a zoom each save once, with the page, the path and the page count")
    func oneSaveEach() throws {
        let model = ReaderModel()
        let sink = CountingSink()
        let recorder = ReadingRecorder(model: model, sink: sink)
        model.open(book, at: 3)
        sink.saves = []

        model.perform(.next)
        #expect(sink.saves.count == 1)
        recorder.record(colourMode: .night)
        #expect(sink.saves.count == 2)
        model.zoom { $0.zoomIn() }
        #expect(sink.saves.count == 3)

        let turn = try #require(sink.saves.first)
        #expect(turn.key == book.key)
        #expect(turn.state.page == 4)
        #expect(turn.state.lastPath == book.path)
        #expect(turn.state.pageCount == 20)
        #expect(sink.saves[1].state.colourMode == .night)
        #expect(sink.saves[2].state.colourMode == nil)
    }

    @Test("Saves close together are written once, merged: the page, the colour mode and the layout")
    func writtenOnceMerged() throws {
        let folder = try TemporaryFolder("recorder")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let saver = ReadingStateSaver(store: store, scheduler: clock, deliver: inbox.post)
        let model = ReaderModel()
        var seconds = 0.0
        let recorder = ReadingRecorder(model: model, sink: saver, now: {
            seconds += 0.01
            return at(seconds)
        })
        model.open(book, at: 0)
        model.perform(.next)
        recorder.record(colourMode: .sepia)
        model.setLayout(.spread)
        model.zoom { $0.zoomIn() }
        clock.advance(by: 0.4)
        repeat { saver.waitUntilWritten() } while inbox.drain()
        #expect(store.load(book.key).state == nil)
        clock.advance(by: 0.1)
        repeat { saver.waitUntilWritten() } while inbox.drain()
        let saved = try #require(store.load(book.key).state)
        #expect(saved.page == 1)
        #expect(saved.colourMode == .sepia)
        #expect(saved.layout == .spread)
        #expect(clock.pendingCount == 0)
    }

    @Test("A layout chosen saves with the pages it lays out: one save, carrying the layout")
    func layoutWithPages() {
        let model = ReaderModel()
        let sink = CountingSink()
        let recorder = ReadingRecorder(model: model, sink: sink)
        model.open(book, at: 2)
        sink.saves = []
        model.setLayout(.spread)
        #expect(sink.saves.count == 1)
        #expect(sink.saves.first?.state.layout == .spread)
        model.perform(.next)
        #expect(sink.saves.last?.state.layout == nil)
        withExtendedLifetime(recorder) {}
    }

    @Test("Trim Margins saves once, with the choice; crops that arrive save again, with the crops")
    func trim() {
        let model = ReaderModel()
        let sink = CountingSink()
        let recorder = ReadingRecorder(model: model, sink: sink)
        model.open(book, at: 0)
        sink.saves = []
        model.setTrimsMargins(true)
        #expect(sink.saves.count == 1)
        #expect(sink.saves.last?.state.trimMargins == true)
        let crops = MarginTrim(odd: PageRect(x: 10, y: 10, width: 300, height: 500), even: nil)
        model.setMarginTrim(crops)
        #expect(sink.saves.count == 2)
        #expect(sink.saves.last?.state.marginTrim == crops)
        withExtendedLifetime(recorder) {}
    }

    @Test("Nothing is saved without a book")
    func noBook() {
        let model = ReaderModel()
        let sink = CountingSink()
        let recorder = ReadingRecorder(model: model, sink: sink)
        recorder.record(colourMode: .night)
        recorder.record(continuous: true)
        model.setLayout(.spread)
        #expect(sink.saves.isEmpty)
    }
}
