import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Library scanner")
struct LibraryScannerTests {
    @Test func listsPDFsByExtensionAndSkipsTheRest() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        folder.write("Book.pdf")
        folder.write("Upper.PDF", Array("%PDF-1.7 and more".utf8))
        folder.write("notes.txt", Array("hello".utf8))
        folder.write(".hidden.pdf")
        folder.write(".Book.pdf.tmp")
        folder.write("\(LibraryImporter.temporaryPrefix)1234.tmp")
        folder.write("pdf")
        folder.write(".pdf")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Folder.pdf"),
                                                withIntermediateDirectories: false)
        try folder.touch("Book.pdf", secondsSince1970: 1_700_000_000)

        let result = try LibraryScanner(folder: folder.path).scan()
        #expect(result.items.map(\.fileName) == ["Book.pdf", "Upper.PDF"])
        #expect(result.brokenLinks.isEmpty)
        let book = try #require(result.items.first)
        #expect(book.displayName == "Book")
        #expect(book.size == Int64(LibraryTestFiles.pdfBytes.count))
        #expect(book.modificationNanoseconds == 1_700_000_000 * 1_000_000_000)
        #expect(book.modificationDate == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(book.isReadable && !book.isSymlink)
        #expect(book.path == folder.path.appending("Book.pdf"))
        #expect(result.items[1].size == 17)
    }

    @Test func namesThatAreNotUTF8AreListedAndStayOpenable() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let rawName: [UInt8] = Array("Caf".utf8) + [0xE9, 0xFF] + Array(".pdf".utf8)
        let contents = Array("%PDF-1.4 raw name".utf8)
        folder.write(rawName: rawName, contents)

        let items = try LibraryScanner(folder: folder.path).scan().items
        let item = try #require(items.first)
        #expect(items.count == 1)
        #expect(item.path.lastComponent == rawName)
        #expect(item.displayName == "Caf\u{FFFD}\u{FFFD}")
        // The exact bytes reach the file; Foundation's lossy form would not.
        #expect(LibraryTestFiles.contents(of: item.path) == contents)
        #expect(LibraryTestFiles.contents(of: LibraryPath(item.path.displayString)) == nil)
    }

    @Test func symlinksAreFollowedAndBrokenOnesReported() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let outside = try TemporaryFolder("library")
        defer { outside.remove() }
        outside.write("Target.pdf", Array("%PDF-1.5 target of a link".utf8))
        try FileManager.default.createDirectory(at: outside.url.appendingPathComponent("Dir"),
                                                withIntermediateDirectories: false)
        folder.makeSymlink("Linked.pdf", to: outside.url.appendingPathComponent("Target.pdf").path)
        folder.makeSymlink("Broken.pdf", to: outside.url.appendingPathComponent("Gone.pdf").path)
        folder.makeSymlink("Loop.pdf", to: "Loop.pdf")
        folder.makeSymlink("Folder.pdf", to: outside.url.appendingPathComponent("Dir").path)

        let result = try LibraryScanner(folder: folder.path).scan()
        #expect(result.items.map(\.fileName) == ["Linked.pdf"])
        #expect(result.items.first?.isSymlink == true)
        #expect(result.items.first?.size == 25)
        #expect(result.brokenLinks == [folder.path.appending("Broken.pdf"), folder.path.appending("Loop.pdf")])
    }

    @Test func unreadableFilesAreListedAsUnreadable() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let locked = folder.write("Locked.pdf")
        folder.write("Open.pdf")
        // Root reads everything, so the readability check is replaced for this test.
        let scanner = LibraryScanner(folder: folder.path, readability: { $0 != locked })
        let items = try scanner.scan().items
        #expect(items.map(\.fileName) == ["Locked.pdf", "Open.pdf"])
        #expect(items.map(\.isReadable) == [false, true])
    }

    @Test(.enabled(if: geteuid() != 0, "root can read any file"))
    func permissionBitsMakeAFileUnreadable() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let locked = folder.write("Locked.pdf")
        _ = locked.withCString { chmod($0, 0o000) }
        let items = try LibraryScanner(folder: folder.path).scan().items
        #expect(items.map(\.isReadable) == [false])
    }

    @Test func folderProblemsAreReported() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let missing = folder.path.appending("Nope")
        #expect(throws: LibraryScanError.missing(missing)) { try LibraryScanner(folder: missing).scan() }
        let file = folder.write("file.pdf")
        #expect(throws: LibraryScanError.notAFolder(file)) { try LibraryScanner(folder: file).scan() }
        #expect(throws: LibraryScanError.notAFolder(file)) { try LibraryScanner.prepareFolder(file) }

        let nested = folder.path.appending("a").appending("b").appending("Library")
        try LibraryScanner.prepareFolder(nested)
        try LibraryScanner.prepareFolder(nested)  // already there: fine
        #expect(try LibraryScanner(folder: nested).scan() == LibraryScanResult())
    }

    @Test func pdfsWithoutExtensionOnlyWhenAskedAndOnlyByHeader() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        folder.write("download")
        folder.write("notes.txt", Array("just text".utf8))
        folder.write("Book.pdf", Array("not really a pdf".utf8))

        let byName = try LibraryScanner(folder: folder.path).scan().items.map(\.fileName)
        #expect(byName == ["Book.pdf"])  // extension first: a misnamed file is listed, the engine reports it
        let sniffing = LibraryScanner(folder: folder.path, includesPDFsWithoutExtension: true)
        #expect(try sniffing.scan().items.map(\.fileName) == ["Book.pdf", "download"])
        #expect(try sniffing.scan().items.first { $0.fileName == "download" }?.displayName == "download")
    }

    @Test func examineAgreesWithTheScan() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let book = folder.write("Book.pdf")
        let hidden = folder.write(".Book.pdf")
        let scanner = LibraryScanner(folder: folder.path)
        guard case .item(let item) = scanner.examine(book) else {
            Issue.record("Book.pdf should be listed")
            return
        }
        #expect(try scanner.scan().items == [item])
        #expect(scanner.examine(hidden) == .notListed)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Book.pdf"))
        #expect(scanner.examine(book) == .missing)
    }

    @Test func listableNamesAreJudgedByBytes() {
        #expect(LibraryScanner.hasListableName(Array("a.PdF".utf8)))
        #expect(LibraryScanner.hasListableName([0xFF, 0xFE] + Array(".pdf".utf8)))
        #expect(!LibraryScanner.hasListableName(Array("a\u{0E}pdf".utf8)))  // a control byte is no dot
        #expect(!LibraryScanner.hasListableName(Array(".pdf".utf8)))
        #expect(!LibraryScanner.hasListableName(Array(".a.pdf".utf8)))
        #expect(!LibraryScanner.hasListableName(Array("a.pdf.part".utf8)))
    }

    @Test func headerMayFollowSomeJunkButNotTooMuch() {
        #expect(PDFHeader.contains(Array("%PDF-1.4".utf8)))
        #expect(PDFHeader.contains([UInt8](repeating: 0x20, count: 500) + Array("%PDF-1.4".utf8)))
        #expect(!PDFHeader.contains([UInt8](repeating: 0x20, count: 1020) + Array("%PDF-1.4".utf8)))
        #expect(!PDFHeader.contains(Array("%PDF".utf8)))
        #expect(!PDFHeader.contains(Array("%!PS-Adobe-3.0".utf8)))
    }
}

@Suite("Library folder check")
struct LibraryFolderCheckTests {
    @Test func aMissingFolderIsReportedAndNotCreated() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let gone = folder.path.appending("Books")
        #expect(LibraryFolderCheck.check(gone) == .failure(.missing(gone)))
        #expect(LibraryFolderCheck.check(gone.appending("deeper")) == .failure(.missing(gone.appending("deeper"))))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Books").path))
        let file = folder.write("file.pdf")
        #expect(LibraryFolderCheck.check(file) == .failure(.notAFolder(file)))
    }

    @Test func aFolderOnAnotherDeviceThanBeforeIsNotMounted() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        guard case let .success(device) = LibraryFolderCheck.check(folder.path) else {
            Issue.record("the folder should check")
            return
        }
        #expect(LibraryFolderCheck.check(folder.path, expectedDevice: device) == .success(device))
        #expect(LibraryFolderCheck.check(folder.path, expectedDevice: device &+ 1) == .failure(.notMounted(folder.path)))
    }

    @Test func theImporterNeverCreatesTheFolderNorWritesToAnUnmountedOne() throws {
        let sources = try TemporaryFolder("library")
        let library = try TemporaryFolder("library")
        defer { sources.remove(); library.remove() }
        let book = sources.write("Book.pdf")
        let gone = library.path.appending("Gone")
        #expect(LibraryImporter(folder: gone).importFiles([book]).first?.outcome == .failed(.cannotWrite(code: ENOENT)))
        #expect(!FileManager.default.fileExists(atPath: library.url.appendingPathComponent("Gone").path))
        guard case let .success(device) = LibraryFolderCheck.check(library.path) else { return }
        let elsewhere = LibraryImporter(folder: library.path, expectedDevice: device &+ 1)
        #expect(elsewhere.importFiles([book]).first?.outcome == .failed(.cannotWrite(code: ENODEV)))
        #expect(library.names().isEmpty)
    }
}
