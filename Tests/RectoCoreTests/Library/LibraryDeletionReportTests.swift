import Foundation
import Testing
import RectoCore

@Suite("Deleting and restoring several books")
struct LibraryDeletionReportTests {
    private static func path(_ name: String) -> LibraryPath { LibraryPath("/lib/\(name).pdf") }
    private let a = path("A"), b = path("B"), c = path("C"), d = path("D"), e = path("E")

    @Test func sortsOutcomesKeepingTheirOrder() {
        let report = LibraryDeletionReport([
            (a, .done), (b, .failed("Permission denied")), (c, .trashUnavailable), (d, .done),
            (e, .trashUnavailable),
        ])
        #expect(report.done == [a, d])
        #expect(report.needingConfirmation == [c, e])
        #expect(report.failed == [.init(path: b, reason: "Permission denied")])
        #expect(report.kept == [c, e, b])
        #expect(LibraryDeletionReport([]).done.isEmpty)
    }

    @Test func sortsRestoreResults() {
        let report = LibraryRestoreReport([
            (a, .success(a)), (b, .failure(.notInTrash)), (c, .success(Self.path("C 2"))),
            (d, .failure(.cannotMove("No space left on device"))),
        ])
        #expect(report.restored.map(\.original) == [a, c])
        #expect(report.target(of: c) == Self.path("C 2"))
        #expect(report.target(of: b) == nil)
        #expect(report.missing == [b])
        #expect(report.failed == [.init(path: d, reason: "No space left on device")])
    }

    @Test func theOpenBookGoesToANeighbourThatStays() {
        var listing = LibraryListing()
        let entries = [a, b, c, d, e].map { LibraryEntry(item: LibraryItem(path: $0, size: 1, modificationNanoseconds: 0)) }
        _ = listing.relist(entries, locale: Locale(identifier: "en"))
        #expect(listing.rows == [a, b, c, d, e])
        #expect(listing.neighbour(of: b, skipping: [b, c]) == d)
        #expect(listing.neighbour(of: d, skipping: [b, d, e]) == c)
        #expect(listing.neighbour(of: a, skipping: [a, b, c, d, e]) == nil)
        #expect(listing.neighbour(of: Self.path("gone"), skipping: [a]) == b)
        #expect(listing.neighbour(of: c) == d)
    }

    @Test func findsSeveralTrashedBooksInOnePass() throws {
        let folder = try LibraryTestFolder()
        defer { folder.remove() }
        for sub in ["Trash/files", "Trash/info", "usb/.Trash-1000/files", "usb/.Trash-1000/info"] {
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(sub),
                                                    withIntermediateDirectories: true)
        }
        func trashed(_ trash: String, _ name: String, path: String, date: String) {
            folder.write("\(trash)/files/\(name)")
            folder.write("\(trash)/info/\(name).trashinfo",
                         Array("[Trash Info]\nPath=\(path)\nDeletionDate=\(date)\n".utf8))
        }
        // Two books called Book.pdf from two folders, trashed together: the trash renamed the second.
        trashed("Trash", "Book.pdf", path: "/home/ann/Library/Book.pdf", date: "2026-05-01T10:00:00")
        trashed("Trash", "Book.2.pdf", path: "/home/ann/Old/Book.pdf", date: "2026-05-01T10:00:00")
        trashed("Trash", "Emile.pdf", path: "/home/ann/Library/Emile.pdf", date: "2026-05-01T10:00:00")
        trashed("usb/.Trash-1000", "Zadig.pdf", path: "Library/Zadig.pdf", date: "2026-05-01T10:00:00")
        let usb = folder.path.appending("usb")
        let folders = [
            TrashSearch.Folder(path: folder.path.appending("Trash"), topDirectory: LibraryPath("/")),
            TrashSearch.Folder(path: usb.appending(".Trash-1000"), topDirectory: usb),
        ]
        let wanted = [LibraryPath("/home/ann/Library/Book.pdf"), LibraryPath("/home/ann/Old/Book.pdf"),
                      usb.appending("Library/Zadig.pdf"), LibraryPath("/home/ann/Library/Missing.pdf")]
        let found = TrashSearch.locate(wanted, in: folders)
        #expect(found.count == 3)
        #expect(found[wanted[0]]?.file.fileName == "Book.pdf")
        #expect(found[wanted[1]]?.file.fileName == "Book.2.pdf")
        #expect(found[wanted[2]]?.info == usb.appending(".Trash-1000/info/Zadig.pdf.trashinfo"))
        #expect(found[wanted[3]] == nil)
    }
}
