import Foundation
import Testing
@testable import RectoCore
import RectoTestSupport

/// The metadata cache is read from disk at every start: whatever is in the file, decoding never traps, every
/// number that comes out is in range, and one bad record costs only itself.
@Suite("Library metadata cache decoding")
struct LibraryMetadataCacheDecodingTests {
    /// A cache file with one good record around `bad`, as JSON text.
    private func file(around bad: String, version: String = "1") -> Data {
        let good = #"{"metadata":{"pageCount":12,"title":"Good"},"modified":5,"path":"/l/good.pdf","size":10}"#
        let later = #"{"metadata":{"title":"Later"},"modified":6,"path":"/l/later.pdf","size":11}"#
        return Data(#"{"entries":[\#(good),\#(bad),\#(later)],"version":\#(version)}"#.utf8)
    }

    private func expectInRange(_ cache: LibraryMetadataCache) {
        for entry in cache.entries.values {
            #expect(entry.size >= 0)
            #expect(entry.metadata.isPlausible)
            if let pageCount = entry.metadata.pageCount { #expect((1...Int(Int32.max)).contains(pageCount)) }
        }
    }

    @Test(arguments: [
        "0", "-1", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1e308", "-1e308",
        "1.5", "NaN", "\"12\"", "null", "[]", "{}", "true",
    ])
    func extremePageCountsCostOnlyTheirRecord(number: String) throws {
        let bad = #"{"metadata":{"pageCount":\#(number),"title":"Bad"},"modified":1,"path":"/l/bad.pdf","size":1}"#
        let data = file(around: bad)
        // Either the record is skipped, or (null: no page count) kept; the file itself stays readable
        // unless the number is not JSON at all (NaN).
        guard let cache = try? LibraryMetadataCache.decoded(from: data) else {
            #expect(number == "NaN")
            return
        }
        expectInRange(cache)
        #expect(cache.entries[LibraryPath("/l/good.pdf")]?.metadata.title == "Good")
        #expect(cache.entries[LibraryPath("/l/later.pdf")]?.metadata.title == "Later")
        let kept = cache.entries[LibraryPath("/l/bad.pdf")]
        #expect((kept == nil) == (number != "null"))
    }

    @Test(arguments: ["-1", "9223372036854775808", "1e308", "\"big\"", "-9223372036854775809"])
    func extremeSizesAndTimesCostOnlyTheirRecord(number: String) throws {
        for field in ["size", "modified"] {
            let other = field == "size" ? "\"modified\":1" : "\"size\":1"
            let bad = #"{"metadata":{},\#(other),"path":"/l/bad.pdf","\#(field)":\#(number)}"#
            let cache = try LibraryMetadataCache.decoded(from: file(around: bad))
            expectInRange(cache)
            #expect(cache.count >= 2)
            if field == "size" || number != "-1" { #expect(cache.entries[LibraryPath("/l/bad.pdf")] == nil) }
        }
    }

    @Test(arguments: ["../../../etc/passwd", "id-", "fp-ABCDEF", "id-12/34", "", "nothex-00", "id-" + String(repeating: "a", count: 200)])
    func documentKeysThatAreNotRectosOwnAreRefused(key: String) throws {
        let bad = #"{"metadata":{"documentKey":{"rawValue":"\#(key)"}},"modified":1,"path":"/l/bad.pdf","size":1}"#
        let cache = try LibraryMetadataCache.decoded(from: file(around: bad))
        #expect(cache.entries[LibraryPath("/l/bad.pdf")] == nil)
        #expect(cache.count == 2)
    }

    @Test func aRealKeyAndAFailureSurviveTheRoundTrip() throws {
        var cache = LibraryMetadataCache()
        let item = LibraryItem(path: LibraryPath("/l/a.pdf"), size: 3, modificationNanoseconds: -4)
        let crashed = LibraryItem(path: LibraryPath("/l/b.pdf"), size: 3, modificationNanoseconds: 4)
        cache.store(LibraryMetadata(title: "A", pageCount: 2, documentKey: DocumentKey(rawValue: "id-00ff")), for: item)
        cache.store(.failed(.crashedReader), for: crashed)
        let decoded = try LibraryMetadataCache.decoded(from: cache.encoded())
        #expect(decoded == cache)
        #expect(decoded.metadata(for: crashed)?.failure == .crashedReader)
    }

    @Test func overlongTextIsRefused() throws {
        let long = String(repeating: "x", count: LibraryMetadata.maximumTextLength + 1)
        let bad = #"{"metadata":{"title":"\#(long)"},"modified":1,"path":"/l/bad.pdf","size":1}"#
        let cache = try LibraryMetadataCache.decoded(from: file(around: bad))
        #expect(cache.count == 2)
        #expect(LibraryMetadata(title: long).title?.count == LibraryMetadata.maximumTextLength)
    }

    @Test func recordsThatAreNotRecordsAreSkipped() throws {
        for bad in ["1", "\"text\"", "null", "[]", "{}", #"{"path":"/l/x.pdf"}"#, #"{"path":"","size":1,"modified":1,"metadata":{}}"#] {
            let cache = try LibraryMetadataCache.decoded(from: file(around: bad))
            #expect(cache.count == 2, "\(bad)")
        }
    }

    @Test func aNewerVersionIsReadAsFarAsUnderstoodAndNotReplaced() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("cache.json")
        let newer = file(around: #"{"metadata":{"title":"New","shelf":"x"},"modified":1,"path":"/l/new.pdf","size":1,"colour":3}"#,
                         version: "7")
        try newer.write(to: url)
        let (cache, outcome) = LibraryMetadataCache.open(at: url)
        #expect(outcome == .newerFormat(version: 7, skipped: 0))
        #expect(!outcome.mayReplace)
        #expect(cache.entries[LibraryPath("/l/new.pdf")]?.metadata.title == "New")
        #expect(try Data(contentsOf: url) == newer)  // left in place
        #expect(LibraryMetadataCache.OpenOutcome.loaded(skipped: 1).mayReplace)
    }

    @Test func skippedRecordsAreCounted() throws {
        let folder = try TemporaryFolder("library")
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("cache.json")
        try file(around: #"{"metadata":{"pageCount":-1},"modified":1,"path":"/l/bad.pdf","size":1}"#).write(to: url)
        #expect(LibraryMetadataCache.open(at: url).outcome == .loaded(skipped: 1))
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 0xCAC4E)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...300, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if let cache = try? LibraryMetadataCache.decoded(from: Data(bytes)) { expectInRange(cache) }
        }
    }

    @Test func scribbledValidFilesNeverCrashAndKeepWhatIsInRange() throws {
        var cache = LibraryMetadataCache()
        for index in 0..<20 {
            let item = LibraryItem(path: LibraryPath("/l/book \(index).pdf"), size: Int64(index * 100),
                                   modificationNanoseconds: Int64(index) * 1_000_000_007)
            cache.store(LibraryMetadata(title: "Title \(index)", author: "Ann", pageCount: index + 1,
                                        documentKey: DocumentKey(rawValue: "fp-\(index)abc")), for: item)
        }
        let valid = Array(cache.encoded())
        var generator = SeededGenerator(seed: 0x5C21B)
        let replacements = Array("\u{0}\u{FF}{}[]\",:-019e".utf8) + [0xC0, 0xFF, 0xED, 0xA0, 0x80]
        for _ in 0..<1_500 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = replacements.randomElement(using: &generator)!
            }
            if let decoded = try? LibraryMetadataCache.decoded(from: Data(bytes)) { expectInRange(decoded) }
        }
    }

    @Test func invalidUTF8InAStringIsRefusedWithoutACrash() {
        var bytes = Array(file(around: #"{"metadata":{"title":"XX"},"modified":1,"path":"/l/bad.pdf","size":1}"#))
        let marker = Array("XX".utf8)
        if let start = (0..<(bytes.count - 1)).first(where: { Array(bytes[$0..<($0 + 2)]) == marker }) {
            bytes[start] = 0xC0
            bytes[start + 1] = 0xFF
        }
        if let cache = try? LibraryMetadataCache.decoded(from: Data(bytes)) { expectInRange(cache) }
    }

    @Test func deepNestingNeverCrashes() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let data = file(around: #"{"metadata":{"title":\#(deep)},"modified":1,"path":"/l/bad.pdf","size":1}"#)
        if let cache = try? LibraryMetadataCache.decoded(from: data) { expectInRange(cache) }
    }
}

@Suite("Library entry numbers")
struct LibraryEntryNumberTests {
    private let item = LibraryItem(path: LibraryPath("/l/b.pdf"), size: 1, modificationNanoseconds: 0)

    @Test(arguments: [(Int.max, 10, 10), (Int.min, 10, 1), (-1, 10, 1), (0, 10, 1), (4, 10, 5), (9, 10, 10), (3, 1, 1)])
    func theShownPageStaysWithinTheBookWithoutOverflow(index: Int, pageCount: Int, shown: Int) {
        let entry = LibraryEntry(item: item, metadata: LibraryMetadata(pageCount: pageCount),
                                 progress: LibraryProgress(pageIndex: index))
        #expect(entry.progressPageNumber == shown)
        let fraction = try! #require(entry.progressFraction)
        #expect(fraction > 0 && fraction <= 1)
    }

    @Test func noPageCountOrANonPositiveOneShowsNoPage() {
        #expect(LibraryEntry(item: item, progress: LibraryProgress(pageIndex: Int.max)).progressPageNumber == nil)
        let zero = LibraryEntry(item: item, progress: LibraryProgress(pageIndex: 1, pageCount: 0))
        #expect(zero.progressPageNumber == nil)
        #expect(zero.progressFraction == nil)
        let negative = LibraryEntry(item: item, progress: LibraryProgress(pageIndex: 1, pageCount: Int.min))
        #expect(negative.progressPageNumber == nil)
    }

    @Test func crashedAndHungBooksAreListedAsUnreadableRefusedOnesAreNot() {
        #expect(LibraryEntry(item: item, metadata: .failed(.crashedReader)).isUnreadable)
        #expect(LibraryEntry(item: item, metadata: .failed(.timedOut)).isUnreadable)
        #expect(!LibraryEntry(item: item, metadata: .unreadable).isUnreadable)
        #expect(!LibraryEntry(item: item).isUnreadable)
        let locked = LibraryItem(path: item.path, size: 1, modificationNanoseconds: 0, isReadable: false)
        #expect(LibraryEntry(item: locked).isUnreadable)
    }
}
