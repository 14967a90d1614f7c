import Foundation
import Testing
import RectoPDF
import RectoCore
import RectoTestSupport

@Suite("Opening bad input")
struct PDFBadInputTests {
    /// Opens `url`, returning the error (or nil if it opened).
    func openError(_ url: URL, password: String? = nil) -> PDFOpenError? {
        do {
            _ = try PDFDocument.open(url: url, password: password)
            return nil
        } catch {
            return error
        }
    }

    /// A document that opened despite damage must still behave: sane counts, every page renderable or nil.
    func exercise(_ document: PDFDocument, atMost pageCount: Int) {
        #expect(document.pageCount >= 1)
        #expect(document.pageCount <= pageCount)
        #expect(document.labelsNow().labels.count == document.pageCount)
        for page in 0..<document.pageCount {
            if let image = document.renderNow(RenderRequest(page: page, boxWidth: 60, boxHeight: 60)) {
                #expect(image.width >= 1 && image.height >= 1)
                #expect(image.pixels.count == image.stride * image.height)
            }
        }
    }

    /// A hand-written PDF with correct cross-reference offsets, from numbered object bodies.
    func handWrittenPDF(_ objects: [String], root: Int = 1) -> Data {
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root \(root) 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    @Test("A missing file is reported as not found")
    func missing() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        #expect(openError(folder.file("nowhere.pdf")) == .notFound)
        #expect(openError(folder.url.appendingPathComponent("no/such/folder/book.pdf")) == .notFound)
    }

    @Test("A folder is reported as unreadable, not opened")
    func folderInput() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let fakeBook = folder.file("looks-like-a.pdf")
        try FileManager.default.createDirectory(at: fakeBook, withIntermediateDirectories: false)
        guard case .unreadable(let reason)? = openError(fakeBook) else {
            Issue.record("expected unreadable, got \(String(describing: openError(fakeBook)))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test("A FIFO or a device is refused at once as not a regular file, never waited on")
    func notRegularFiles() async throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let fifo = folder.file("pipe.pdf")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Opening a FIFO for reading blocks until a writer comes. Should the check wait, the test plays the
        // writer after a while, so the failure is reported instead of the suite hanging.
        let outcome = await withTaskGroup(of: PDFOpenError??.self) { group -> PDFOpenError?? in
            group.addTask {
                await withCheckedContinuation { continuation in
                    DispatchQueue.global().async { continuation.resume(returning: .some(Self.openError(fifo))) }
                }
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return .none
            }
            let first = await group.next() ?? .none
            if first == nil {
                let writer = open(fifo.path, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
            group.cancelAll()
            return first
        }
        guard let error = outcome else {
            Issue.record("opening a FIFO waited for a writer")
            return
        }
        guard case .unreadable(let reason)? = error else {
            Issue.record("expected unreadable for a FIFO, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
        guard case .unreadable? = Self.openError(URL(fileURLWithPath: "/dev/null")) else {
            Issue.record("expected unreadable for a device")
            return
        }
    }

    static func openError(_ url: URL) -> PDFOpenError? {
        do {
            _ = try PDFDocument.open(url: url)
            return nil
        } catch {
            return error
        }
    }

    @Test("Files that are not PDFs are reported as such", arguments: [
        ("empty.pdf", Data()),
        ("text.pdf", Data("Dear reader,\nthis is a letter, not a book.\n".utf8)),
        ("png.pdf", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 100))),
        ("almost.pdf", Data("%PDF".utf8)),
        ("late-header.pdf", Data(Array(repeating: UInt8(ascii: " "), count: 2000) + Array("%PDF-1.4\n".utf8))),
    ])
    func notPDF(name: String, bytes: Data) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file(name)
        try bytes.write(to: url)
        #expect(openError(url) == .notPDF)
    }

    @Test("A header after some junk within the first kilobyte is still a PDF")
    func headerAfterJunk() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let clean = try Data(contentsOf: folder.book("clean.pdf", count: 2))
        let url = folder.file("junk-first.pdf")
        try (Data(repeating: UInt8(ascii: "#"), count: 500) + clean).write(to: url)
        let document = try PDFDocument.open(url: url)
        #expect(document.pageCount == 2)
    }

    @Test("Just a header, with nothing after it, is damaged")
    func headerOnly() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("header.pdf")
        try Data("%PDF-1.7\n".utf8).write(to: url)
        guard case .damaged? = openError(url) else {
            Issue.record("expected damaged, got \(String(describing: openError(url)))")
            return
        }
    }

    @Test("A truncated PDF is refused as damaged or opens with at most its pages; never a crash",
          arguments: [0.05, 0.25, 0.5, 0.75, 0.9, 0.99])
    func truncated(fraction: Double) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let full = try Data(contentsOf: folder.book("full.pdf", count: 6, title: "Whole"))
        let url = folder.file("cut.pdf")
        try full.prefix(Int(Double(full.count) * fraction)).write(to: url)
        do {
            let document = try PDFDocument.open(url: url)
            exercise(document, atMost: 6)
        } catch let error {
            switch error {
            case .damaged, .noPages: break
            default: Issue.record("unexpected error for a truncated PDF: \(error)")
            }
        }
    }

    /// The ways a cross-reference table goes wrong that poppler rebuilds from the objects themselves.
    enum BrokenXref: CaseIterable, Sendable {
        /// The table is gone, but the trailer dictionary remains.
        case tableRemoved
        /// `startxref` points at the wrong place.
        case wrongStart
        /// Bytes were inserted after the header, so every offset in the table is wrong.
        case shiftedOffsets
    }

    @Test("A PDF with a missing or wrong cross-reference table is rebuilt and opens with its pages",
          arguments: BrokenXref.allCases)
    func brokenXref(_ damage: BrokenXref) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let whole = handWrittenPDF([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>",
        ])
        var text = try #require(String(data: whole, encoding: .utf8))
        let xref = try #require(text.range(of: "xref\n"))
        let trailer = try #require(text.range(of: "trailer"))
        switch damage {
        case .tableRemoved:
            text.removeSubrange(xref.lowerBound..<trailer.lowerBound)
        case .wrongStart:
            let start = try #require(text.range(of: "startxref\n"))
            let end = try #require(text.range(of: "\n%%EOF"))
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: "5")
        case .shiftedOffsets:
            text = text.replacingOccurrences(of: "%PDF-1.4\n", with: "%PDF-1.4\n% some bytes added by a careless tool\n")
        }
        let url = folder.file("broken-xref.pdf")
        try Data(text.utf8).write(to: url)
        let document = try PDFDocument.open(url: url)
        #expect(document.pageCount == 3)
        #expect(document.pageSizeNow(1) == Size(width: 300, height: 200))
        exercise(document, atMost: 3)
    }

    @Test("A PDF cut off before its cross-reference table and trailer is refused as damaged")
    func noTrailer() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let whole = handWrittenPDF([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] >>",
        ])
        let xref = try #require(whole.range(of: Data("xref".utf8)))
        let url = folder.file("no-trailer.pdf")
        try whole[..<xref.lowerBound].write(to: url)
        guard case .damaged? = openError(url) else {
            Issue.record("expected damaged, got \(String(describing: openError(url)))")
            return
        }
    }

    @Test("Bytes scribbled over the middle of a PDF are refused as damaged or survived; never a crash",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func scribbled(seed: UInt64) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        var bytes = try Data(contentsOf: folder.book("good.pdf", count: 5))
        var generator = SeededGenerator(seed: seed)
        let start = bytes.count / 4 + Int.random(in: 0..<(bytes.count / 4), using: &generator)
        let length = Int.random(in: 16...(bytes.count / 3), using: &generator)
        for index in start..<min(start + length, bytes.count - 1) {
            bytes[index] = UInt8.random(in: 0...255, using: &generator)
        }
        let url = folder.file("scribbled.pdf")
        try bytes.write(to: url)
        do {
            let document = try PDFDocument.open(url: url)
            exercise(document, atMost: 5)
        } catch let error {
            switch error {
            case .damaged, .noPages: break
            default: Issue.record("unexpected error for a scribbled PDF: \(error)")
            }
        }
    }

    @Test("The hand-written PDF builder makes a PDF that opens (so the zero-page test means something)")
    func handWrittenOnePage() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("one.pdf")
        try handWrittenPDF([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] >>",
        ]).write(to: url)
        let document = try PDFDocument.open(url: url)
        #expect(document.pageCount == 1)
        #expect(document.pageSizeNow(0) == Size(width: 200, height: 300))
    }

    @Test("A PDF with no pages is refused")
    func zeroPages() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("empty-book.pdf")
        try handWrittenPDF([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [] /Count 0 >>",
        ]).write(to: url)
        // poppler parses this fine and reports 0 pages; Recto must refuse it rather than show nothing.
        #expect(openError(url) == .noPages)
    }
}

