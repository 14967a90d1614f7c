import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Library import queue")
struct LibraryImportQueueTests {
    /// The queue over a manual clock, with the copies it started and what it told the window.
    @MainActor
    final class Imports {
        let clock = ManualClock()
        var started: [[String]] = []
        var told: [LibraryImportQueue.Event] = []
        lazy var queue = LibraryImportQueue(
            scheduler: clock,
            start: { [unowned self] sources in started.append(sources.map(\.displayString)) },
            tell: { [unowned self] event in told.append(event) })
    }

    private static func paths(_ names: String...) -> [LibraryPath] { names.map { LibraryPath("/books/\($0)") } }
    private static func done(_ names: String...) -> [LibraryImportResult] {
        names.map { LibraryImportResult(source: LibraryPath("/books/\($0)"), outcome: .notPDF) }
    }
    private static let half = LibraryImportProgress(sourceIndex: 0, sourceCount: 1, bytesCopied: 50, bytesTotal: 100)
    private static let most = LibraryImportProgress(sourceIndex: 0, sourceCount: 1, bytesCopied: 90, bytesTotal: 100)

    @Test func aQuickImportNeverShowsTheBar() {
        let imports = Imports()
        imports.queue.add(Self.paths("a.pdf"))
        #expect(imports.started == [["/books/a.pdf"]])
        imports.clock.advance(by: 0.1)
        imports.queue.progressed(Self.half)
        imports.queue.finished(Self.done("a.pdf"))
        imports.clock.advance(by: 1)
        #expect(imports.told == [.busy(true), .busy(false), .finished(Self.done("a.pdf"))])
    }

    @Test func aLongImportShowsTheBarAfterTheDelayWithTheLatestProgressAndHidesItAtTheEnd() {
        let imports = Imports()
        imports.queue.add(Self.paths("big.pdf"))
        imports.queue.progressed(Self.half)
        imports.clock.advance(by: LibraryImportQueue.progressDelay - 0.01)
        #expect(imports.told == [.busy(true)], "not before the delay")
        imports.clock.advance(by: 0.01)
        #expect(imports.told.last == .progress(Self.half), "the copy so far, at once")
        imports.queue.progressed(Self.most)
        #expect(imports.told.last == .progress(Self.most))
        imports.queue.finished(Self.done("big.pdf"))
        #expect(imports.told.suffix(3) == [.progress(nil), .busy(false), .finished(Self.done("big.pdf"))])
    }

    @Test func filesGivenWhileAnImportRunsWaitAndFollowAsOneImport() {
        let imports = Imports()
        imports.queue.add(Self.paths("a.pdf"))
        imports.queue.add(Self.paths("b.pdf"))
        imports.queue.add(Self.paths("c.pdf"))
        #expect(imports.started == [["/books/a.pdf"]], "one import at a time")
        #expect(imports.queue.isImporting)
        imports.queue.finished(Self.done("a.pdf"))
        #expect(imports.started == [["/books/a.pdf"], ["/books/b.pdf", "/books/c.pdf"]])
        #expect(imports.told == [.busy(true), .busy(false), .finished(Self.done("a.pdf")), .busy(true)])
        imports.queue.finished(Self.done("b.pdf", "c.pdf"))
        #expect(!imports.queue.isImporting)
        #expect(imports.started.count == 2, "nothing left waiting")
    }

    @Test func theBarOfOneImportDoesNotCarryIntoTheNext() {
        let imports = Imports()
        imports.queue.add(Self.paths("big.pdf"))
        imports.queue.add(Self.paths("small.pdf"))
        imports.clock.advance(by: 1)
        imports.queue.finished(Self.done("big.pdf"))
        imports.told = []
        imports.queue.progressed(Self.half)
        imports.queue.finished(Self.done("small.pdf"))
        #expect(imports.told == [.busy(false), .finished(Self.done("small.pdf"))], "the second was quick: no bar")
    }

    @Test func reportsAfterTheEndAndEmptyAddsAreIgnored() {
        let imports = Imports()
        imports.queue.add([])
        #expect(imports.started.isEmpty && imports.told.isEmpty)
        imports.queue.progressed(Self.half)
        imports.queue.finished([])
        #expect(imports.told.isEmpty)
    }
}
