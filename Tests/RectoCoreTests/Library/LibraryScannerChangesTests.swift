import Foundation
import RectoCore
import RectoTestSupport
import Testing

@Suite("Library scanner: what the monitor saw, and preparing the folder")
struct LibraryScannerChangesTests {
    @Test("Each path the monitor names is looked at as it is now")
    func events() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let book = folder.write("Book.pdf")
        let renamed = folder.write("Renamed.pdf")
        let hidden = folder.write(".Hidden.pdf")
        let gone = folder.path.appending("Gone.pdf")
        let events = LibraryScanner(folder: folder.path).events(for: [
            .path(book), .path(gone), .rename(from: gone, to: renamed), .rename(from: book, to: hidden), .folder,
        ])
        #expect(events.count == 5)
        guard case let .added(item) = events[0] else { Issue.record("not an addition: \(events[0])"); return }
        #expect(item.path == book)
        #expect(events[1] == .removed(gone))
        guard case let .renamed(from, to) = events[2] else { Issue.record("not a rename: \(events[2])"); return }
        #expect(from == gone && to?.path == renamed)
        #expect(events[3] == .renamed(from: book, to: nil))
        #expect(events[4] == .removed(folder.path))
    }

    @Test("At a first start the default folder is made, with the sample book in it")
    func createsDefaultFolder() throws {
        let scratch = try TemporaryFolder("library")
        defer { scratch.remove() }
        let sample = scratch.file("sample-book.pdf")
        try Data(LibraryTestFiles.pdfBytes).write(to: sample)
        let folder = scratch.path.appending("Library")
        let result = LibraryScanner.prepareAndScan(
            folder, mayCreate: true, cleanUp: true, expectedDevice: nil, sampleBook: { sample })
        let prepared = try result.get()
        #expect(prepared.scan.items.map(\.fileName) == ["sample-book.pdf"])
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Library").path))
    }

    @Test("A missing folder that may not be made is reported missing, and the sample book is not asked for")
    func missingNotCreated() throws {
        let scratch = try TemporaryFolder("library")
        defer { scratch.remove() }
        let folder = scratch.path.appending("Chosen")
        var asked = false
        let result = LibraryScanner.prepareAndScan(
            folder, mayCreate: false, cleanUp: true, expectedDevice: nil, sampleBook: { asked = true; return nil })
        #expect(throws: LibraryScanError.missing(folder)) { try result.get() }
        #expect(!asked)
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("Chosen").path))
    }

    @Test("Copies an interrupted import left are removed only when asked")
    func cleanUp() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let stale = "\(LibraryImporter.temporaryPrefix)old.tmp"
        folder.write(stale)
        folder.write("Book.pdf")
        try folder.touch(stale, secondsSince1970: Date().timeIntervalSince1970 - 7200)
        let kept = LibraryScanner.prepareAndScan(
            folder.path, mayCreate: false, cleanUp: false, expectedDevice: nil, sampleBook: { nil })
        #expect(try kept.get().scan.items.map(\.fileName) == ["Book.pdf"])
        #expect(folder.names().contains(stale))
        let cleaned = LibraryScanner.prepareAndScan(
            folder.path, mayCreate: false, cleanUp: true, expectedDevice: nil, sampleBook: { nil })
        #expect(try cleaned.get().device == kept.get().device)
        #expect(folder.names() == ["Book.pdf"])
    }

    @Test("A folder on another device than before is not listed")
    func otherDevice() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        folder.write("Book.pdf")
        let device = try LibraryScanner.prepareAndScan(
            folder.path, mayCreate: false, cleanUp: false, expectedDevice: nil, sampleBook: { nil }).get().device
        let result = LibraryScanner.prepareAndScan(
            folder.path, mayCreate: false, cleanUp: false, expectedDevice: device &+ 1, sampleBook: { nil })
        #expect((try? result.get()) == nil)
    }
}
