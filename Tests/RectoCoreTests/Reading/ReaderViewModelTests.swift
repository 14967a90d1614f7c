import Testing
@testable import RectoCore

@Suite("Reader view model")
struct ReaderViewModelTests {
    @Test func startsOnThePage() {
        let model = ReaderViewModel()
        #expect(model.shown == .page)
        #expect(model.acceptsEdits(for: .page))
        #expect(!model.acceptsEdits(for: .contents))
    }

    @Test func aToggleShowsItsViewThenGoesBack() {
        let model = ReaderViewModel()
        model.toggle(.contents)
        #expect(model.shown == .contents)
        model.toggle(.contents)
        #expect(model.shown == .page)
    }

    /// Issue 16: contents, then notes, then Ctrl+T showed... nothing, because the contents thought they were open.
    @Test func theContentsToggleFromTheNotesShowsTheContents() {
        let model = ReaderViewModel()
        model.toggle(.contents)
        model.toggle(.notes)
        #expect(model.shown == .notes)
        #expect(!model.acceptsEdits(for: .contents), "Delete on the notes must not reach the contents")
        #expect(model.acceptsEdits(for: .notes))
        model.toggle(.contents)
        #expect(model.shown == .contents)
        #expect(model.acceptsEdits(for: .contents))
    }

    @Test func observersHearEachChangeOnceInOrder() {
        let model = ReaderViewModel()
        var heard: [String] = []
        let tokens = [
            model.observe { heard.append("window \($0.from)→\($0.to)") },
            model.observe { heard.append("feature \($0.to)") },
        ]
        model.show(.notes)
        model.show(.notes)
        model.showPage()
        #expect(heard == ["window page→notes", "feature notes", "window notes→page", "feature page"])
        withExtendedLifetime(tokens) {}
    }

    /// Escape leaves the contents and the notes for the page, each once; on the page it is left to others (full
    /// screen, the find bar), and nobody is told of a change.
    @Test func escapeGoesBackToThePageFromEitherView() {
        let model = ReaderViewModel()
        var changes: [ReaderViewModel.Change] = []
        let token = model.observe { changes.append($0) }
        defer { token.cancel() }
        #expect(!model.escape())
        #expect(changes.isEmpty)
        for view in [ReaderView.contents, .notes, .overview] {
            model.show(view)
            #expect(model.escape())
            #expect(model.shown == .page)
            #expect(changes.last == ReaderViewModel.Change(from: view, to: .page))
            #expect(!model.escape())
        }
        #expect(changes.count == 6)
    }

    @Test func togglingThePageStaysOnThePage() {
        let model = ReaderViewModel()
        var changes = 0
        let token = model.observe { _ in changes += 1 }
        defer { token.cancel() }
        model.toggle(.page)
        #expect(model.shown == .page)
        #expect(changes == 0)
    }
}
