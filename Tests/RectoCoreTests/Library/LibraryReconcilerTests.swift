import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Library reconciler")
struct LibraryReconcilerTests {
    private static func item(_ name: String, size: Int64 = 10) -> LibraryItem {
        LibraryItem(path: LibraryPath("/lib/\(name)"), size: size, modificationNanoseconds: 1)
    }

    private static func path(_ name: String) -> LibraryPath { LibraryPath("/lib/\(name)") }

    @Test func addChangeRemove() {
        var list = LibraryReconciler(items: [Self.item("A.pdf")])
        #expect(list.apply(.added(Self.item("B.pdf"))) == LibraryChanges(inserted: [Self.path("B.pdf")]))
        #expect(list.apply(.added(Self.item("B.pdf"))).isEmpty)  // reported twice: still one row
        #expect(list.apply(.changed(Self.item("B.pdf", size: 20))) == LibraryChanges(updated: [Self.path("B.pdf")]))
        #expect(list.item(at: Self.path("B.pdf"))?.size == 20)
        #expect(list.apply(.removed(Self.path("A.pdf"))) == LibraryChanges(removed: [Self.path("A.pdf")]))
        #expect(list.apply(.removed(Self.path("A.pdf"))).isEmpty)
        #expect(list.items.map(\.fileName) == ["B.pdf"])
    }

    @Test func anImportShowsOnceAndItsTemporaryNever() {
        var list = LibraryReconciler()
        let temporary = Self.item("\(LibraryImporter.temporaryPrefix)X.tmp")
        #expect(list.apply(.added(temporary)).isEmpty)
        #expect(list.apply(.changed(temporary)).isEmpty)
        // Monitor sees the final name first, then the importer reports it: one row.
        #expect(list.apply(.added(Self.item("Book.pdf"))) == LibraryChanges(inserted: [Self.path("Book.pdf")]))
        #expect(list.apply(.removed(temporary.path)).isEmpty)
        #expect(list.importFinished(Self.item("Book.pdf")).isEmpty)
        // Or the other way round, with a rename from the temporary name.
        #expect(list.importFinished(Self.item("Book 2.pdf")) == LibraryChanges(inserted: [Self.path("Book 2.pdf")]))
        #expect(list.apply(.renamed(from: temporary.path, to: Self.item("Book 2.pdf"))).isEmpty)
        #expect(list.count == 2)
    }

    @Test func aDeletionInFlightDoesNotFlickerBack() {
        var list = LibraryReconciler(items: [Self.item("A.pdf"), Self.item("B.pdf")])
        #expect(list.beginDelete(Self.path("A.pdf")) == LibraryChanges(removed: [Self.path("A.pdf")]))
        #expect(list.deletionsInFlight == [Self.path("A.pdf")])
        // The file is still there while it moves to the trash: events that see it are stale.
        #expect(list.apply(.changed(Self.item("A.pdf", size: 11))).isEmpty)
        #expect(list.apply(.added(Self.item("A.pdf"))).isEmpty)
        #expect(list.replaceAll(with: [Self.item("A.pdf"), Self.item("B.pdf")]).isEmpty)
        #expect(list.apply(.removed(Self.path("A.pdf"))).isEmpty)
        list.finishDelete(Self.path("A.pdf"))
        #expect(list.deletionsInFlight.isEmpty)
        // Undo restores the file from the trash: now it is a real addition.
        #expect(list.apply(.added(Self.item("A.pdf"))) == LibraryChanges(inserted: [Self.path("A.pdf")]))
    }

    @Test func aFailedDeletionBringsTheRowBack() {
        let original = Self.item("A.pdf")
        var list = LibraryReconciler(items: [original])
        _ = list.beginDelete(original.path)
        #expect(list.count == 0)
        #expect(list.cancelDelete(original.path) == LibraryChanges(inserted: [original.path]))
        #expect(list.items == [original])
        #expect(list.cancelDelete(original.path).isEmpty)
        #expect(list.beginDelete(Self.path("Unknown.pdf")).isEmpty)
    }

    @Test func aFileDeletedBetweenScanAndOpen() {
        var list = LibraryReconciler(items: [Self.item("A.pdf"), Self.item("B.pdf")])
        // Opening failed with ENOENT: the app reports the removal itself, before the monitor does.
        #expect(list.apply(.removed(Self.path("A.pdf"))) == LibraryChanges(removed: [Self.path("A.pdf")]))
        #expect(list.apply(.removed(Self.path("A.pdf"))).isEmpty)
        #expect(list.items.map(\.fileName) == ["B.pdf"])
    }

    @Test func renames() {
        var list = LibraryReconciler(items: [Self.item("A.pdf"), Self.item("B.pdf"), Self.item("C.pdf")])
        #expect(list.apply(.renamed(from: Self.path("A.pdf"), to: Self.item("Z.pdf")))
            == LibraryChanges(renamed: [.init(from: Self.path("A.pdf"), to: Self.path("Z.pdf"))]))
        #expect(list.apply(.renamed(from: Self.path("B.pdf"), to: nil))
            == LibraryChanges(removed: [Self.path("B.pdf")]))
        #expect(list.apply(.renamed(from: Self.path("C.pdf"), to: Self.item("Z.pdf", size: 5)))
            == LibraryChanges(removed: [Self.path("C.pdf")], updated: [Self.path("Z.pdf")]))
        #expect(list.items == [Self.item("Z.pdf", size: 5)])
    }

    @Test func rescanReportsTheDifference() {
        var list = LibraryReconciler(items: [Self.item("A.pdf"), Self.item("B.pdf"), Self.item("C.pdf")])
        let changes = list.replaceAll(with: [Self.item("B.pdf", size: 99), Self.item("C.pdf"), Self.item("D.pdf"),
                                             Self.item(".hidden.pdf")])
        #expect(changes == LibraryChanges(inserted: [Self.path("D.pdf")], removed: [Self.path("A.pdf")],
                                          updated: [Self.path("B.pdf")]))
        #expect(list.items.map(\.fileName) == ["B.pdf", "C.pdf", "D.pdf"])
    }

    @Test func mergedChangesDescribeTheNetEffect() {
        var list = LibraryReconciler(items: [Self.item("A.pdf")])
        let events: [LibraryEvent] = [
            .added(Self.item("New.pdf")), .removed(Self.path("New.pdf")),
            .removed(Self.path("A.pdf")), .added(Self.item("A.pdf", size: 3)),
            .added(Self.item("T.pdf")), .renamed(from: Self.path("T.pdf"), to: Self.item("U.pdf")),
        ]
        #expect(list.apply(events) == LibraryChanges(inserted: [Self.path("U.pdf")], updated: [Self.path("A.pdf")]))
    }

    @Test func realFolderImportSeenThroughMonitorEvents() throws {
        let library = try TemporaryFolder("library")
        defer { library.remove() }
        let sources = try TemporaryFolder("library")
        defer { sources.remove() }
        library.write("Book.pdf")
        let scanner = LibraryScanner(folder: library.path)
        var list = LibraryReconciler(items: try scanner.scan().items)

        let result = LibraryImporter(folder: library.path).importFiles([sources.write("Book.pdf")])
        let item = try #require(result.first?.item)
        #expect(item.fileName == "Book 2.pdf")
        // The monitor mentions the temporary name (gone by now) and the final name, in some order.
        let temporaryPath = library.path.appending("\(LibraryImporter.temporaryPrefix)gone.tmp")
        var changes = list.apply(.observed(temporaryPath, scanner.examine(temporaryPath)))
        changes.merge(list.apply(.observed(item.path, scanner.examine(item.path))))
        changes.merge(list.importFinished(item))
        #expect(changes == LibraryChanges(inserted: [item.path]))
        #expect(list.items == (try scanner.scan().items))

        // Deleted by another program between scan and open.
        try FileManager.default.removeItem(at: library.url.appendingPathComponent("Book.pdf"))
        let gone = library.path.appending("Book.pdf")
        #expect(list.apply(.observed(gone, scanner.examine(gone))) == LibraryChanges(removed: [gone]))
    }
}
