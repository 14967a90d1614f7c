import Foundation
import Testing
import RectoCore

/// The app-wide library state every window's sidebar shows.
@Suite("Library catalog")
struct LibraryCatalogTests {
    private func item(_ name: String, size: Int64 = 1) -> LibraryItem {
        LibraryItem(path: LibraryPath("/l/" + name), size: size, modificationNanoseconds: 0)
    }

    @Test func rowsFollowFilesAndMetadataAndSayWhatChanged() {
        var catalog = LibraryCatalog()
        let first = catalog.replaceAll(with: [item("a.pdf"), item("b.pdf")])
        #expect(first.structural)
        #expect(catalog.entry(for: item("a.pdf").path)?.title == "a")
        let key = DocumentKey(rawValue: "id-aa")
        let stored = catalog.storeMetadata([(item("a.pdf"), LibraryMetadata(title: "Alpha", pageCount: 10, documentKey: key))])
        #expect(stored.changed == [item("a.pdf").path])
        #expect(!stored.structural)
        #expect(catalog.entry(for: item("a.pdf").path)?.title == "Alpha")
        #expect(catalog.knownKeys == [key])

        let reading = catalog.noteReading(key, page: 4, pageCount: 10, at: Date(timeIntervalSince1970: 9))
        #expect(reading.changed == [item("a.pdf").path])
        #expect(catalog.entry(for: item("a.pdf").path)?.progressPageNumber == 5)
        // A late read from disk does not undo the page just turned.
        _ = catalog.mergeProgress([key: LibraryProgress(pageIndex: 1, lastRead: Date(timeIntervalSince1970: 1))])
        #expect(catalog.entry(for: item("a.pdf").path)?.progressPageNumber == 5)
        #expect(catalog.noteReading(DocumentKey(rawValue: "id-bb"), page: 0, pageCount: 1, at: Date()).isEmpty)
    }

    @Test func metadataIsAskedForRowsOnShowFirstAndNeverTwice() {
        var catalog = LibraryCatalog()
        _ = catalog.replaceAll(with: ["a", "b", "c", "d"].map { item($0 + ".pdf") })
        let todo = catalog.missingMetadata(priority: [item("c.pdf").path, item("zz.pdf").path], limit: 2)
        #expect(todo.map(\.fileName) == ["c.pdf", "a.pdf"])
        _ = catalog.storeMetadata(todo.map { ($0, LibraryMetadata.failed(.crashedReader)) })
        #expect(catalog.missingMetadata(priority: [], limit: 10).map(\.fileName) == ["b.pdf", "d.pdf"])
        // A crash is remembered for that size and time only.
        _ = catalog.apply([.changed(item("c.pdf", size: 2))])
        #expect(catalog.missingMetadata(priority: [], limit: 10).map(\.fileName) == ["b.pdf", "c.pdf", "d.pdf"])
    }

    @Test func aPendingDeletionHidesTheRowUntilItIsDoneOrUndone() {
        var catalog = LibraryCatalog()
        _ = catalog.replaceAll(with: [item("a.pdf"), item("b.pdf")])
        _ = catalog.storeMetadata([(item("a.pdf"), LibraryMetadata(title: "Alpha"))])
        let hidden = catalog.beginDelete([item("a.pdf").path])
        #expect(hidden.structural)
        #expect(catalog.entry(for: item("a.pdf").path) == nil)
        // The file is still in the folder: the monitor seeing it changes nothing, and its metadata is kept.
        #expect(catalog.apply([.added(item("a.pdf"))]).isEmpty)
        #expect(catalog.cacheToSave.metadata(for: item("a.pdf"))?.title == "Alpha")
        _ = catalog.cancelDelete([item("a.pdf").path])
        #expect(catalog.entry(for: item("a.pdf").path)?.title == "Alpha")

        _ = catalog.beginDelete([item("b.pdf").path])
        catalog.finishDelete([item("b.pdf").path])
        _ = catalog.apply([.removed(item("b.pdf").path)])
        #expect(catalog.entry(for: item("b.pdf").path) == nil)
        #expect(catalog.cacheToSave.count == 1)
    }

    @Test func renamesKeepMetadataAndAreReported() {
        var catalog = LibraryCatalog()
        _ = catalog.replaceAll(with: [item("a.pdf")])
        _ = catalog.storeMetadata([(item("a.pdf"), LibraryMetadata(title: "Alpha"))])
        let update = catalog.apply([.renamed(from: item("a.pdf").path, to: item("z.pdf"))])
        #expect(update.renamed == [.init(from: item("a.pdf").path, to: item("z.pdf").path)])
        #expect(catalog.entry(for: item("z.pdf").path)?.title == "Alpha")
    }

    @Test func theCacheFromDiskDoesNotUndoWhatWasLearntMeanwhile() {
        var catalog = LibraryCatalog()
        _ = catalog.replaceAll(with: [item("a.pdf"), item("b.pdf")])
        _ = catalog.storeMetadata([(item("a.pdf"), LibraryMetadata(title: "New"))])
        var disk = LibraryMetadataCache()
        disk.store(LibraryMetadata(title: "Old"), for: item("a.pdf"))
        disk.store(LibraryMetadata(title: "Bee"), for: item("b.pdf"))
        _ = catalog.adoptCache(disk)
        #expect(catalog.entry(for: item("a.pdf").path)?.title == "New")
        #expect(catalog.entry(for: item("b.pdf").path)?.title == "Bee")
        let cleared = catalog.clear()
        #expect(cleared.structural)
        #expect(catalog.isEmpty)
    }
}
