import Foundation
import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("The shared library follows its folder: the first scan, another folder chosen, the monitor's events")
struct LibraryFolderTests {
    @Test("A first start makes the default folder with the sample book, lists it and follows it")
    func firstStart() throws {
        let sample = try TemporaryFolder("library-sample")
        defer { sample.remove() }
        let sampleBook = sample.file("sample-book.pdf")
        try Data(LibraryTestFiles.pdfBytes).write(to: sampleBook)
        let harness = try LibraryHarness(sampleBook: sampleBook)
        defer { harness.remove() }
        harness.library.start()
        #expect(harness.library.phase == .loading)
        harness.settle()
        #expect(harness.library.phase == .ready)
        #expect(harness.names == ["sample-book.pdf"])
        #expect(harness.monitor?.folder == harness.defaultFolder)
        #expect(harness.observer.updates.contains { $0.structural }, "the window heard of the rows")
        #expect(harness.observer.stateChanges == 2, "loading, then ready")
    }

    @Test("A folder the reader chose that is missing is reported, never made, and listed once it appears")
    func missingFolderReturns() throws {
        let harness = try LibraryHarness()
        defer { harness.remove() }
        let chosen = LibraryPath(harness.data.file("Books"))
        harness.settings.libraryFolder = chosen
        harness.start()
        #expect(harness.library.phase == .unavailable(.missing(chosen)))
        #expect(!FileManager.default.fileExists(atPath: harness.data.file("Books").path))
        #expect(harness.monitor?.folder == LibraryPath(harness.data.url), "its parent is followed for its return")
        try harness.makeFolder("Books", books: ["walden"])
        harness.monitor?.report([.path(chosen)])
        harness.settle()
        #expect(harness.library.phase == .ready)
        #expect(harness.names == ["walden.pdf"])
        #expect(harness.monitor?.folder == chosen)
    }

    @Test("Choosing another folder empties the list at once, then lists and follows the new folder only")
    func switchFolder() throws {
        let harness = try LibraryHarness()
        defer { harness.remove() }
        let first = try harness.makeFolder("First", books: ["a", "b"])
        let second = try harness.makeFolder("Second", books: ["c"])
        harness.settings.libraryFolder = first
        harness.start()
        #expect(harness.names == ["a.pdf", "b.pdf"])
        let firstMonitor = try #require(harness.monitor)
        harness.observer.forget()
        harness.settings.libraryFolder = second
        #expect(harness.library.folder == second)
        #expect(harness.library.entries.isEmpty, "the old folder's rows go at once")
        #expect(harness.observer.updates.first?.structural == true)
        #expect(harness.library.phase == .loading)
        #expect(firstMonitor.cancelled)
        harness.settle()
        #expect(harness.names == ["c.pdf"])
        #expect(harness.monitors.live.map(\.folder) == [second])
        // The old folder's monitor, were it late, changes nothing.
        firstMonitor.report([.folder])
        harness.settle()
        #expect(harness.names == ["c.pdf"])
    }

    @Test("A scan of the folder left behind is dropped when it finishes after the switch")
    func staleScanDropped() throws {
        let harness = try LibraryHarness()
        defer { harness.remove() }
        let first = try harness.makeFolder("First", books: ["a"])
        let second = try harness.makeFolder("Second", books: ["c"])
        harness.settings.libraryFolder = first
        harness.library.start()
        harness.settings.libraryFolder = second
        harness.settle()
        #expect(harness.names == ["c.pdf"])
        #expect(harness.monitors.started.map(\.folder) == [second], "no monitor for the folder left")
    }

    @Test("Files the monitor saw come, go and get renamed reach the windows; a window gone hears nothing")
    func monitorEvents() throws {
        let harness = try LibraryHarness.started(["a", "b"])
        defer { harness.remove() }
        let folder = harness.library.folder
        let added = try harness.addBook("c")
        try FileManager.default.removeItem(at: harness.data.file("Books/a.pdf"))
        harness.monitor?.report([.path(added), .path(folder.appending("a.pdf"))])
        harness.settle()
        #expect(harness.names == ["b.pdf", "c.pdf"])
        #expect(harness.observer.updates.count == 1 && harness.observer.updates[0].structural)

        try FileManager.default.moveItem(at: harness.data.file("Books/b.pdf"), to: harness.data.file("Books/d.pdf"))
        harness.monitor?.report([.rename(from: folder.appending("b.pdf"), to: folder.appending("d.pdf"))])
        harness.settle()
        #expect(harness.names == ["c.pdf", "d.pdf"])
        #expect(harness.observer.updates.last?.renamed.map(\.to) == [folder.appending("d.pdf")])

        let told = harness.observer.updates.count
        harness.observer.stop() // its token goes with it
        try FileManager.default.removeItem(at: harness.data.file("Books/c.pdf"))
        harness.monitor?.report([.path(folder.appending("c.pdf"))])
        harness.settle()
        #expect(harness.names == ["d.pdf"])
        #expect(harness.observer.updates.count == told)
    }

    @Test("The folder itself changing is scanned again, under a new monitor")
    func folderReplaced() throws {
        let harness = try LibraryHarness.started(["a"])
        defer { harness.remove() }
        let before = try #require(harness.monitor)
        try harness.addBook("b")
        before.report([.folder])
        harness.settle()
        #expect(before.cancelled)
        #expect(harness.monitors.live.count == 1 && harness.monitor !== before)
        #expect(harness.names == ["a.pdf", "b.pdf"])
    }

    @Test("Books copied in show at once; a copy that landed in a folder left behind does not")
    func imported() throws {
        let harness = try LibraryHarness.started(["a"])
        defer { harness.remove() }
        let other = try harness.makeFolder("Other", books: ["x"])
        let item = { (path: LibraryPath) in LibraryItem(path: path, size: 1, modificationNanoseconds: 0) }
        harness.library.imported([item(try harness.addBook("b")), item(other.appending("x.pdf"))])
        #expect(harness.names == ["a.pdf", "b.pdf"], "without waiting for the monitor")
        #expect(harness.observer.updates.map(\.structural) == [true])
    }

    @Test("Quitting lets go of the folder and of the settings")
    func shutDown() throws {
        let harness = try LibraryHarness.started([])
        defer { harness.remove() }
        harness.library.shutDown()
        #expect(harness.monitors.live.isEmpty)
        #expect(harness.settings.watches.allSatisfy { $0.cancelled })
    }
}
