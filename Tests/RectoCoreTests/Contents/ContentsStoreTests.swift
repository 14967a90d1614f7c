import Dispatch
import Foundation
import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("The contents kept: sidecar, else outline; saved where it can be; what the reader is told")
struct ContentsStoreTests: ContentsFixtures {
    /// The PDF's outline: what it holds, and how often it was read.
    @MainActor
    final class Outline {
        var contents = TableOfContents(parts: [ContentsPart(entries: [ContentsEntry(title: "Outlined", page: 1)])])
        var reads = 0

        func read(_ done: @escaping @Sendable @MainActor (TableOfContents) -> Void) {
            reads += 1
            done(contents)
        }
    }

    /// A store for `Books/book.pdf` (10 pages) in a scratch folder, with a data folder beside it, whose queue and
    /// main loop the test runs.
    @MainActor
    final class Harness {
        let folder: TemporaryFolder
        let locator: ContentsSidecarLocator
        let store: ContentsStore
        let outline = Outline()
        let inbox = MainInbox()
        let queue = DispatchQueue(label: "contents-store-tests")
        var changes = 0
        var messages: [ContentsStore.Message] = []

        /// - Parameters:
        ///   - besidePDFUsable: false, the PDF's folder is a file, and a save beside the PDF fails.
        ///   - dataFolderUsable: false, the data folder is a file, and a save there fails.
        init(besidePDFUsable: Bool = true, dataFolderUsable: Bool = true) throws {
            folder = try TemporaryFolder("contents-store")
            let books = folder.file("Books"), data = folder.file("data")
            try FileManager.default.createDirectory(at: books, withIntermediateDirectories: true)
            if !besidePDFUsable { try Self.replaceWithFile(books) }
            if !dataFolderUsable { try Self.replaceWithFile(data) }
            locator = ContentsSidecarLocator(pdfURL: books.appendingPathComponent("book.pdf"), documentKey: "key",
                                             dataFolder: data, besidePDFWritable: true)
            store = ContentsStore(title: "Book", pageCount: 10, locator: locator, queue: queue,
                                  deliver: inbox.post, outline: { [outline] in outline.read($0) })
            store.onChange = { [unowned self] in changes += 1 }
            store.onMessage = { [unowned self] in messages.append($0) }
        }

        private static func replaceWithFile(_ url: URL) throws {
            try? FileManager.default.removeItem(at: url)
            try Data("not a folder".utf8).write(to: url)
        }

        /// Lets the queue's work finish and delivers its results, until nothing more comes.
        func settle() {
            repeat { queue.sync {} } while inbox.drain()
        }

        /// The parts of the sidecar saved at `url`, or nil when there is none.
        func saved(at url: URL) -> [ContentsPart]? {
            (try? ContentsSidecar.read(from: url, pageCount: 10))?.contents.parts
        }

        /// Writes the sidecar beside the PDF.
        func writeSidecar(_ data: Data) throws { try data.write(to: locator.besidePDF) }
    }

    @Test("Without a sidecar the PDF's outline shows, titled after the book, and nothing is said")
    func outlineWithoutSidecar() throws {
        let harness = try Harness()
        defer { harness.folder.remove() }
        harness.store.load()
        harness.settle()
        #expect(harness.outline.reads == 1 && harness.changes == 1 && harness.messages.isEmpty)
        #expect(harness.store.contents.parts == harness.outline.contents.parts)
        #expect(harness.store.contents.title == "Book")
        #expect(harness.saved(at: harness.locator.besidePDF) == nil, "reading writes nothing")
    }

    @Test("A sidecar is read instead of the outline; entries it holds that cannot be used are told, by file")
    func sidecarRead() throws {
        let harness = try Harness()
        defer { harness.folder.remove() }
        try harness.writeSidecar(plistData(chaptersXML(titles: [("2", "Economy"), ("x", "Nowhere")])))
        harness.store.load()
        harness.settle()
        #expect(harness.outline.reads == 0 && harness.changes == 1)
        #expect(harness.store.contents.entry(containing: 3)?.title == "Economy")
        var report = ContentsParseReport()
        report.record(.nonNumericPage)
        #expect(harness.messages == [.ignored(report, file: "book.toc.plist")])
    }

    @Test("A clean sidecar is read without a word")
    func cleanSidecar() throws {
        let harness = try Harness()
        defer { harness.folder.remove() }
        try harness.writeSidecar(plistData(chaptersXML(titles: [("2", "Economy")])))
        harness.store.load()
        harness.settle()
        #expect(harness.messages.isEmpty && harness.store.contents.entry(containing: 3)?.title == "Economy")
    }

    @Test("A sidecar that is not a contents list is told and left as it is; the outline shows")
    func unusableSidecar() throws {
        let harness = try Harness()
        defer { harness.folder.remove() }
        try harness.writeSidecar(Data("garbage".utf8))
        harness.store.load()
        harness.settle()
        #expect(harness.messages == [.unusable(.unexpectedRoot, file: "book.toc.plist")])
        #expect(harness.outline.reads == 1 && harness.store.contents.parts == harness.outline.contents.parts)
        #expect(try Data(contentsOf: harness.locator.besidePDF) == Data("garbage".utf8))
    }

    @Test("An edit is saved beside the PDF and handed back for Undo; Undo is saved too; a refused edit is not")
    func editsSaved() throws {
        let harness = try Harness()
        defer { harness.folder.remove() }
        let before = try #require(harness.store.edit { try $0.addChapter(title: "Solitude", page: 4) })
        harness.settle()
        #expect(before.parts.isEmpty && harness.changes == 1)
        #expect(harness.saved(at: harness.locator.besidePDF) == harness.store.contents.parts)
        #expect(harness.store.edit { try $0.addChapter(title: "  ", page: 4) } == nil)
        #expect(harness.changes == 1)
        harness.store.replace(with: before)
        harness.settle()
        #expect(harness.changes == 2 && harness.saved(at: harness.locator.besidePDF) == [])
        #expect(harness.messages.isEmpty && harness.saved(at: harness.locator.fallback) == nil)
    }

    @Test("Where the place beside the PDF refuses the write, the data folder's place takes it, silently")
    func fallbackSave() throws {
        let harness = try Harness(besidePDFUsable: false)
        defer { harness.folder.remove() }
        harness.store.edit { try $0.addChapter(title: "Solitude", page: 4) }
        harness.settle()
        #expect(harness.saved(at: harness.locator.fallback) == harness.store.contents.parts)
        #expect(harness.messages.isEmpty, "saved is not 'could not save'")
    }

    @Test("Where no place takes the contents, the reader is told where it was to go")
    func notSaved() throws {
        let harness = try Harness(besidePDFUsable: false, dataFolderUsable: false)
        defer { harness.folder.remove() }
        harness.store.edit { try $0.addChapter(title: "Solitude", page: 4) }
        harness.settle()
        #expect(harness.messages == [.notSaved(path: harness.locator.besidePDF.path)])
        #expect(harness.store.contents.entry(containing: 4)?.title == "Solitude", "the edit stays shown")
    }

    @Test("An import tells the files it could not read and the entries it dropped, then adds and saves the rest")
    func importFiles() throws {
        let harness = try Harness()
        defer { harness.folder.remove() }
        let good = harness.folder.file("BookOne.plist"), broken = harness.folder.file("Broken.plist")
        try plistData(chaptersXML(titles: [("2", "The Eve of the War"), ("y", "bad")])).write(to: good)
        try Data("garbage".utf8).write(to: broken)
        var undo: [TableOfContents] = []
        harness.store.importFiles([good, broken]) { undo.append($0) }
        harness.settle()
        var report = ContentsParseReport()
        report.record(.nonNumericPage)
        #expect(harness.messages == [.unreadableImports(["Broken.plist"]), .ignored(report, file: nil)])
        #expect(undo.map(\.parts) == [[]] && harness.changes == 1)
        #expect(harness.store.contents.parts.map(\.heading) == ["BOOK ONE"])
        #expect(harness.saved(at: harness.locator.besidePDF) == harness.store.contents.parts)
    }

    @Test("An import that adds nothing leaves nothing to undo and saves nothing")
    func importNothing() throws {
        let harness = try Harness()
        defer { harness.folder.remove() }
        let broken = harness.folder.file("Broken.plist")
        try Data("garbage".utf8).write(to: broken)
        var undo: [TableOfContents] = []
        harness.store.importFiles([broken]) { undo.append($0) }
        harness.settle()
        #expect(harness.messages == [.unreadableImports(["Broken.plist"])])
        #expect(undo.isEmpty && harness.changes == 0 && harness.saved(at: harness.locator.besidePDF) == nil)
    }
}
