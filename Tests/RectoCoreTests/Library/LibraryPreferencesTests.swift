import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Library preferences")
struct LibraryPreferencesTests {
    @Test func roundTripDefaultsAndGarbage() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("state/library.json")
        #expect(LibraryPreferences.load(from: url) == LibraryPreferences(sort: .title))
        try LibraryPreferences(sort: .lastRead).save(to: url)
        #expect(LibraryPreferences.load(from: url).sort == .lastRead)
        try Data("{not json".utf8).write(to: url)
        #expect(LibraryPreferences.load(from: url) == LibraryPreferences())
        #expect(FileManager.default.fileExists(atPath: url.path + ".corrupt"))
    }

    @Test func storedTellsAMissingFileFromTheDefaults() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("library.json")
        #expect(LibraryPreferences.stored(at: url) == nil)
        try LibraryPreferences(sort: .title).save(to: url)
        #expect(LibraryPreferences.stored(at: url) == LibraryPreferences(sort: .title))
        try Data("[]".utf8).write(to: url)
        #expect(LibraryPreferences.stored(at: url) == nil)
        #expect(FileManager.default.fileExists(atPath: url.path + ".corrupt"))
    }

    @Test func metadataKeepsTheDocumentKeyAndReadsOlderCaches() throws {
        let item = LibraryItem(path: LibraryPath("/lib/A.pdf"), size: 3, modificationNanoseconds: 4)
        var cache = LibraryMetadataCache()
        cache.store(LibraryMetadata(title: "A", pageCount: 3, documentKey: DocumentKey(rawValue: "id-00ff")), for: item)
        let reopened = try LibraryMetadataCache.decoded(from: cache.encoded())
        #expect(reopened.metadata(for: item)?.documentKey == DocumentKey(rawValue: "id-00ff"))
        let older = #"{"version":1,"entries":[{"path":"/lib/A.pdf","size":3,"modified":4,"metadata":{"title":"A"}}]}"#
        let old = try LibraryMetadataCache.decoded(from: Data(older.utf8))
        #expect(old.metadata(for: item) == LibraryMetadata(title: "A"))
    }
}
