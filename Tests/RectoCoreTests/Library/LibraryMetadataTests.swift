import Foundation
import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("The shared library's metadata: read in batches once a sidebar shows, cached, with the reading progress")
struct LibraryMetadataTests {
    @Test("Nothing is read until a sidebar shows; then the rows on show first, told to the windows as one notice")
    func readOnceShown() throws {
        let harness = try LibraryHarness.started(["a", "b", "c"])
        defer { harness.remove() }
        let folder = harness.library.folder
        #expect(harness.reader.batches.isEmpty)
        harness.observer.rowsOnShow = [folder.appending("c.pdf")]
        harness.activate()
        #expect(harness.reader.batches.count == 1)
        #expect(harness.reader.batches.first?.first == folder.appending("c.pdf"))
        #expect(harness.library.entry(for: folder.appending("a.pdf"))?.title == "Title of a")
        #expect(harness.observer.updates.isEmpty, "the notice waits a moment for more")
        harness.clock.advance(by: LibraryNotices.delay)
        #expect(harness.observer.updates.count == 1)
        #expect(harness.observer.updates.first?.changed.count == 3)
    }

    @Test("A long library is read in batches, one after another, until every book is known")
    func batches() throws {
        let harness = try LibraryHarness.started((0..<(Library.metadataBatch + 3)).map { "book \($0)" })
        defer { harness.remove() }
        harness.activate()
        #expect(harness.reader.batches.map(\.count) == [Library.metadataBatch, 3])
        #expect(harness.library.entries.allSatisfy { $0.metadata != nil })
    }

    @Test("A helper that would not start ends the batches: its books are tried another time, not marked")
    func helperMissing() throws {
        let harness = try LibraryHarness.started(
            (0..<(Library.metadataBatch + 3)).map { "book \($0)" }, reader: FakeMetadataReader(starts: false))
        defer { harness.remove() }
        harness.activate()
        #expect(harness.reader.batches.count == 1)
        #expect(harness.library.entries.allSatisfy { $0.metadata == nil })
    }

    @Test("A book arriving in a folder already read is read alone")
    func newBookRead() throws {
        let harness = try LibraryHarness.started(["a"])
        defer { harness.remove() }
        harness.activate()
        let added = try harness.addBook("b")
        harness.monitor?.report([.path(added)])
        harness.settle()
        #expect(harness.reader.batches == [[harness.library.folder.appending("a.pdf")], [added]])
    }

    @Test("The cache is written a moment after the metadata arrives, and the next start reads it, not the PDFs")
    func cacheKept() throws {
        let harness = try LibraryHarness.started(["a", "b"])
        defer { harness.remove() }
        harness.activate()
        let cache = harness.data.file("library-metadata.json")
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        harness.clock.advance(by: 2)
        harness.settle()
        #expect(FileManager.default.fileExists(atPath: cache.path))

        let again = try harness.restarted()
        #expect(again.reader.batches.isEmpty)
        #expect(again.library.entry(for: harness.library.folder.appending("b.pdf"))?.title == "Title of b")
    }

    @Test("The open book's page shows in its row at once; a later start reads it from the reading states")
    func progress() throws {
        let harness = try LibraryHarness.started(["a"])
        defer { harness.remove() }
        harness.activate()
        harness.observer.forget()
        let path = harness.library.folder.appending("a.pdf")
        harness.library.noteReading(FakeMetadataReader.key("a"), page: 4, pageCount: 7)
        #expect(harness.library.entry(for: path)?.progressPageNumber == 5)
        #expect(harness.observer.updates.map(\.changed) == [[path]])

        harness.clock.advance(by: 2)
        harness.settle()
        try ReadingStateStore(folder: harness.data.file("books"))
            .save(ReadingState(page: 2, pageCount: 7), for: FakeMetadataReader.key("a"))
        #expect(try harness.restarted().library.entry(for: path)?.progressPageNumber == 3)
    }

    @Test("The order an older Recto kept in its own file is adopted once; a new order goes where it can be kept")
    func sortOrder() throws {
        let data = try TemporaryFolder("library")
        try LibraryPreferences(sort: .lastRead).save(to: data.file("library.json"))
        let harness = try LibraryHarness.started(["a"], data: data)
        defer { harness.remove() }
        #expect(harness.observer.sortsLoaded == [.lastRead])
        #expect(harness.settings.keptSorts == [.lastRead])

        harness.library.rememberSort(.title)
        #expect(harness.settings.keptSorts == [.lastRead, .title])
        harness.settings.holdsSort = false
        harness.library.rememberSort(.title)
        harness.settle()
        #expect(LibraryPreferences.stored(at: data.file("library.json"))?.sort == .title)
    }
}
