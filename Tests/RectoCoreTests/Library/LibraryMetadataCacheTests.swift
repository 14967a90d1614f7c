import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Library metadata cache")
struct LibraryMetadataCacheTests {
    private func scan(_ folder: TemporaryFolder) throws -> [LibraryItem] {
        try LibraryScanner(folder: folder.path).scan().items
    }

    @Test func entryIsValidOnlyForTheSameSizeAndTime() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        folder.write("Book.pdf")
        try folder.touch("Book.pdf", secondsSince1970: 1_600_000_000)
        var cache = LibraryMetadataCache()
        let item = try #require(try scan(folder).first)
        cache.store(LibraryMetadata(title: "The Book", author: "Ann", pageCount: 12), for: item)
        #expect(cache.metadata(for: try #require(try scan(folder).first))?.title == "The Book")

        try folder.touch("Book.pdf", secondsSince1970: 1_600_000_001)
        let touched = try #require(try scan(folder).first)
        #expect(cache.metadata(for: touched) == nil)

        folder.write("Book.pdf", LibraryTestFiles.pdfBytes + [0x0A])
        try folder.touch("Book.pdf", secondsSince1970: 1_600_000_000)
        let grown = try #require(try scan(folder).first)
        #expect(cache.metadata(for: grown) == nil)
        #expect(cache.itemsNeedingMetadata([grown]) == [grown])
    }

    @Test func fillCallsTheLoaderOnlyForWhatIsMissing() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        for name in ["A.pdf", "B.pdf", "C.pdf"] { folder.write(name) }
        let items = try scan(folder)
        var cache = LibraryMetadataCache()
        var calls: [String] = []
        let loader = { (item: LibraryItem) -> LibraryMetadata in
            calls.append(item.fileName)
            return item.fileName == "B.pdf" ? .unreadable : LibraryMetadata(title: "T " + item.displayName)
        }
        #expect(cache.fill(items, limit: 2, using: loader).map(\.fileName) == ["A.pdf", "B.pdf"])
        #expect(cache.fill(items, using: loader).map(\.fileName) == ["C.pdf"])
        #expect(cache.fill(items, using: loader).isEmpty)
        #expect(calls == ["A.pdf", "B.pdf", "C.pdf"])
        // An unreadable file is remembered too, so it is not retried until it changes.
        #expect(cache.metadata(for: items[1]) == .unreadable)
        #expect(cache.entries(for: items).map(\.title) == ["T A", "B", "T C"])
    }

    @Test func saveAndOpenRoundTrip() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        folder.write("Plain.pdf")
        folder.write(rawName: [0xC0, 0xFF] + Array(".pdf".utf8))
        let items = try scan(folder)
        var cache = LibraryMetadataCache()
        cache.store(LibraryMetadata(title: "Émile", author: "Jean-Jacques", pageCount: 300), for: items[0])
        cache.store(LibraryMetadata(title: "Raw"), for: items[1])
        let url = folder.url.appendingPathComponent("state/library-cache.json")
        try cache.save(to: url)

        let (opened, outcome) = LibraryMetadataCache.open(at: url)
        #expect(outcome == .loaded(skipped: 0))
        #expect(opened == cache)
        #expect(opened.metadata(for: items[0])?.author == "Jean-Jacques")
        #expect(opened.metadata(for: items[1])?.title == "Raw")
        #expect(opened.encoded() == cache.encoded())

        let (empty, missing) = LibraryMetadataCache.open(at: folder.url.appendingPathComponent("none.json"))
        #expect(missing == .missing)
        #expect(empty.count == 0)
    }

    @Test(arguments: ["{ not json", "{\"version\": 0, \"entries\": []}", "", "[1, 2]", "{\"entries\": []}"])
    func unreadableCacheIsSetAsideNotOverwritten(contents: String) throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("library-cache.json")
        try Data(contents.utf8).write(to: url)

        let (cache, outcome) = LibraryMetadataCache.open(at: url)
        #expect(cache.count == 0)
        guard case .setAside(let aside) = outcome else {
            Issue.record("expected the file to be set aside, got \(outcome)")
            return
        }
        #expect(try Data(contentsOf: aside) == Data(contents.utf8))
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func pruneAndMove() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        folder.write("A.pdf")
        folder.write("B.pdf")
        let items = try scan(folder)
        var cache = LibraryMetadataCache()
        cache.fill(items) { LibraryMetadata(title: $0.displayName + "!") }
        cache.prune(keeping: [items[1]])
        #expect(cache.count == 1)
        #expect(cache.metadata(for: items[0]) == nil)

        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("B.pdf"),
                                         to: folder.url.appendingPathComponent("C.pdf"))
        cache.move(from: items[1].path, to: folder.path.appending("C.pdf"))
        let moved = try #require(try scan(folder).first { $0.fileName == "C.pdf" })
        #expect(cache.metadata(for: moved)?.title == "B!")
    }

    @Test func entryTitleFallsBackToTheFileName() {
        let item = LibraryItem(path: LibraryPath("/l/My Book.pdf"), size: 1, modificationNanoseconds: 0)
        #expect(LibraryEntry(item: item).title == "My Book")
        #expect(LibraryEntry(item: item, metadata: LibraryMetadata(title: "  \n ")).title == "My Book")
        #expect(LibraryEntry(item: item, metadata: LibraryMetadata(title: " Real ")).title == "Real")
        let reading = LibraryEntry(item: item, metadata: LibraryMetadata(pageCount: 200),
                                   progress: LibraryProgress(pageIndex: 49))
        #expect(reading.progressFraction == 0.25)
        #expect(LibraryEntry(item: item, progress: LibraryProgress(pageIndex: 3)).progressFraction == nil)
        let state = ReadingState(page: 9, lastRead: Date(timeIntervalSince1970: 5), pageCount: 10)
        #expect(LibraryEntry(item: item, progress: LibraryProgress(state)).progressFraction == 1)
    }
}
