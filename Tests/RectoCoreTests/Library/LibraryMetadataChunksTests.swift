import Foundation
import RectoCore
import RectoTestSupport
import Testing

@Suite("Library metadata in chunks")
struct LibraryMetadataChunksTests {
    let key = DocumentKey(rawValue: "id-00aa")
    let quick = LibraryMetadataHelperLimits(addressSpaceBytes: 1 << 30, cpuSeconds: 10, answerTimeout: 2)

    private func items(_ count: Int) -> [LibraryItem] {
        (0..<count).map {
            LibraryItem(path: LibraryPath("/library/\($0).pdf"), size: 1, modificationNanoseconds: 0, isReadable: true)
        }
    }

    /// A helper in shell that greets, then answers every request with seven pages of the book `key`.
    private func helper() -> LibraryMetadataHelperClient {
        let answer = String(decoding: LibraryMetadataWire.answer(for: LibraryMetadata(pageCount: 7, documentKey: key))
            .filter { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let script = """
        printf '%s\\n' 'recto-metadata-helper 1'
        while IFS= read -r line; do printf '%s\\n' '\(answer)'; done
        """
        return LibraryMetadataHelperClient(command: ["/bin/sh", "-c", script], limits: quick)
    }

    @Test("Answers come in parts of the chunk size with their books' progress, then a last part that continues")
    func chunks() throws {
        let folder = try TemporaryFolder("metadata-chunks")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try store.save(ReadingState(page: 3, pageCount: 7), for: key)
        var parts: [LibraryMetadataChunk] = []
        helper().read(items(5), inChunksOf: 2, progressFrom: store) { parts.append($0) }
        #expect(parts.map(\.loaded.count) == [2, 2, 1])
        #expect(parts.map(\.isLast) == [false, false, true])
        #expect(parts.map(\.mayContinue) == [false, false, true])
        #expect(parts.flatMap { $0.loaded.map(\.item) } == items(5))
        #expect(parts.allSatisfy { $0.progress[key]?.pageIndex == 3 })
    }

    @Test("A batch that fills its last chunk still ends with an empty last part")
    func exactChunks() throws {
        let folder = try TemporaryFolder("metadata-chunks")
        defer { folder.remove() }
        var parts: [LibraryMetadataChunk] = []
        helper().read(items(4), inChunksOf: 2, progressFrom: ReadingStateStore(folder: folder.url)) { parts.append($0) }
        #expect(parts.map(\.loaded.count) == [2, 2, 0])
        #expect(parts.last?.isLast == true && parts.last?.mayContinue == true)
        #expect(parts[0].progress.isEmpty)
    }

    @Test("When no helper would start, nothing is handed over and the next batch does not start")
    func noHelper() throws {
        let folder = try TemporaryFolder("metadata-chunks")
        defer { folder.remove() }
        let missing = LibraryMetadataHelperClient(command: ["/nonexistent/recto-helper"], limits: quick)
        var parts: [LibraryMetadataChunk] = []
        missing.read(items(3), inChunksOf: 2, progressFrom: ReadingStateStore(folder: folder.url)) { parts.append($0) }
        #expect(parts.count == 1)
        #expect(parts.first?.loaded.isEmpty == true)
        #expect(parts.first?.isLast == true)
        #expect(parts.first?.mayContinue == false)
    }
}
