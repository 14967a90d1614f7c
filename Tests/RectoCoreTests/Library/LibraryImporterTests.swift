import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Library importer")
struct LibraryImporterTests {
    /// A library folder and a separate folder of files to import.
    private struct Setup {
        let library: TemporaryFolder
        let sources: TemporaryFolder

        init() throws {
            library = try TemporaryFolder("library")
            sources = try TemporaryFolder("library")
        }

        func remove() {
            library.remove()
            sources.remove()
        }
    }

    @Test func importsACompleteCopyUnderItsOwnName() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let contents = LibraryTestFiles.pdfBytes + [UInt8](repeating: 0x41, count: 3 << 20)  // several chunks
        let source = setup.sources.write("Book.pdf", contents)

        let results = LibraryImporter(folder: setup.library.path).importFiles([source])
        let item = try #require(results.first?.item)
        #expect(results.map(\.source) == [source])
        #expect(item.path == setup.library.path.appending("Book.pdf"))
        #expect(item.size == Int64(contents.count))
        #expect(LibraryTestFiles.contents(of: item.path) == contents)
        #expect(setup.library.names() == ["Book.pdf"])  // no temporary left behind
        #expect(try LibraryScanner(folder: setup.library.path).scan().items == [item])
    }

    @Test func collidingNamesGetTheFirstFreeNumber() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let source = setup.sources.write("Book.pdf")
        let importer = LibraryImporter(folder: setup.library.path)
        let names = (0..<3).compactMap { _ in importer.importFiles([source]).first?.item?.fileName }
        #expect(names == ["Book.pdf", "Book 2.pdf", "Book 3.pdf"])

        try FileManager.default.removeItem(at: setup.library.url.appendingPathComponent("Book 2.pdf"))
        #expect(importer.importFiles([source]).first?.item?.fileName == "Book 2.pdf")
    }

    @Test func refusesWhatIsNotAPDFAndWritesNothing() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let text = setup.sources.write("Letter.pdf", Array("Dear reader".utf8))
        let folder = setup.sources.path.appending("Folder.pdf")
        try LibraryScanner.prepareFolder(folder)
        let missing = setup.sources.path.appending("Missing.pdf")
        let good = setup.sources.write("Good.pdf")

        let results = LibraryImporter(folder: setup.library.path).importFiles([text, folder, missing, good])
        #expect(results.map(\.source) == [text, folder, missing, good])
        #expect(results[0].outcome == .notPDF)
        #expect(results[1].outcome == .failed(.notAFile))
        #expect(results[2].outcome == .failed(.cannotRead(code: ENOENT)))
        #expect(results[3].item?.fileName == "Good.pdf")
        #expect(setup.library.names() == ["Good.pdf"])
    }

    @Test func aFIFOIsRefusedAsNotAFileWithoutWaitingForAWriter() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let fifo = setup.sources.path.appending("Pipe.pdf")
        #expect(fifo.withCString { mkfifo($0, 0o600) } == 0)
        let device = LibraryPath("/dev/zero")
        let good = setup.sources.write("Good.pdf")

        let results = LibraryImporter(folder: setup.library.path).importFiles([fifo, device, good])
        #expect(results[0].outcome == .failed(.notAFile))
        #expect(results[1].outcome == .failed(.notAFile))
        #expect(results[2].item?.fileName == "Good.pdf")
        #expect(setup.library.names() == ["Good.pdf"])
        #expect(PDFHeader.check(fifo) == nil)
    }

    @Test func reportsProgressPerFile() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let sources = [setup.sources.write("A.pdf"), setup.sources.write("B.pdf")]
        var reports: [LibraryImportProgress] = []
        _ = LibraryImporter(folder: setup.library.path).importFiles(sources) { reports.append($0) }
        #expect(reports.first == LibraryImportProgress(sourceIndex: 0, sourceCount: 2, bytesCopied: 0,
                                                       bytesTotal: Int64(LibraryTestFiles.pdfBytes.count)))
        #expect(reports.last?.fraction == 1)
        #expect(Set(reports.map(\.sourceIndex)) == [0, 1])
        let fractions = reports.map(\.fraction)
        #expect(fractions == fractions.sorted())
    }

    @Test func aNameTakenMeanwhileIsNeverOverwritten() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let importer = LibraryImporter(folder: setup.library.path)
        // The listing said the folder was empty, but "Book.pdf" appeared before the rename.
        let theirs = setup.library.write("Book.pdf", Array("%PDF-1.4 someone else's".utf8))
        let temporary = setup.library.write("\(LibraryImporter.temporaryPrefix)test.tmp")

        let result = importer.commit(temporary: temporary, as: "Book.pdf", knownNames: [])
        #expect(result == .success(setup.library.path.appending("Book 2.pdf")))
        #expect(LibraryTestFiles.contents(of: theirs) == Array("%PDF-1.4 someone else's".utf8))
        #expect(setup.library.names() == ["Book 2.pdf", "Book.pdf"])
    }

    @Test func concurrentImportsOfOneNameAllSurvive() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let source = setup.sources.write("Book.pdf")
        let importer = LibraryImporter(folder: setup.library.path)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = importer.importFiles([source])
        }
        let expected = ["Book.pdf"] + (2...8).map { "Book \($0).pdf" }
        #expect(setup.library.names() == expected.sorted())
    }

    @Test func caseOnlyDifferencesCountAsTakenByDefault() throws {
        let setup = try Setup()
        defer { setup.remove() }
        setup.library.write("book.PDF")
        let source = setup.sources.write("Book.pdf")
        let strict = LibraryImporter(folder: setup.library.path)
        #expect(strict.importFiles([source]).first?.item?.fileName == "Book 2.pdf")
        let loose = LibraryImporter(folder: setup.library.path, caseInsensitiveNames: false)
        #expect(loose.importFiles([source]).first?.item?.fileName == "Book.pdf")
    }

    @Test func libraryNamesAreListable() throws {
        #expect(LibraryImporter.libraryName(for: LibraryPath("/d/download")) == "download.pdf")
        #expect(LibraryImporter.libraryName(for: LibraryPath("/d/Scan.PDF")) == "Scan.PDF")
        #expect(LibraryImporter.libraryName(for: LibraryPath("/d/.secret.pdf")) == "secret.pdf")
        #expect(LibraryImporter.libraryName(for: LibraryPath("/d/notes.txt")) == "notes.txt.pdf")
        let long = LibraryImporter.libraryName(for: LibraryPath("/d/" + String(repeating: "é", count: 300) + ".pdf"))
        #expect(long.utf8.count <= 240 && long.hasSuffix(".pdf"))

        let setup = try Setup()
        defer { setup.remove() }
        let source = setup.sources.write("download")
        let item = try #require(LibraryImporter(folder: setup.library.path).importFiles([source]).first?.item)
        #expect(try LibraryScanner(folder: setup.library.path).scan().items == [item])
    }

    @Test func staleTemporariesAreRemovedFreshOnesKept() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let old = "\(LibraryImporter.temporaryPrefix)old.tmp"
        let fresh = "\(LibraryImporter.temporaryPrefix)fresh.tmp"
        setup.library.write(old)
        setup.library.write(fresh)
        setup.library.write("Book.pdf")
        try setup.library.touch(old, secondsSince1970: Date().timeIntervalSince1970 - 7200)
        #expect(LibraryImporter(folder: setup.library.path).removeStaleTemporaries() == 1)
        #expect(setup.library.names() == [fresh, "Book.pdf"].sorted())
    }
}
