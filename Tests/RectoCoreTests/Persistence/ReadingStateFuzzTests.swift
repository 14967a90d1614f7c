import Foundation
import Testing
import RectoCore
import RectoTestSupport

/// Damaged reading-state files: never a crash, each number range-checked, a bad field costs only that field.
@Suite("Reading state decoding, fuzzed")
struct ReadingStateFuzzTests {
    let key = DocumentKey(rawValue: "fp-0011")

    static func file(field: String? = nil, value: String? = nil) -> String {
        var fields = ["version": "1", "page": "12", "pageCount": "40", "lastPath": "\"/books/a.pdf\"",
                      "lastRead": "\"2024-03-01T10:00:00Z\""]
        if let field, let value { fields[field] = value }
        return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    func load(_ text: String) throws -> (ReadingState?, ReadingStateStore.LoadProblem?, TemporaryFolder) {
        let folder = try TemporaryFolder("persistence")
        let store = ReadingStateStore(folder: folder.url)
        try Data(text.utf8).write(to: store.url(for: key))
        let (state, problem) = store.load(key)
        return (state, problem, folder)
    }

    func expectSafe(_ state: ReadingState?) {
        guard let state else { return }
        #expect(ReadingState.pageRange.contains(state.page))
        #expect(state.page.addingReportingOverflow(1).overflow == false)
        if let count = state.pageCount { #expect(count >= 1 && count <= ReadingState.pageRange.upperBound + 1) }
    }

    @Test("Every number replaced by an extreme: never a crash, the other fields kept",
          arguments: ["page", "pageCount", "version", "lastRead", "lastPath"], NotesFileFuzzTests.extremes)
    func extremes(field: String, value: String) throws {
        let (state, problem, folder) = try load(Self.file(field: field, value: value))
        defer { folder.remove() }
        expectSafe(state)
        guard let state else {
            Issue.record("the state was not read at all")
            return
        }
        if field != "lastPath" { #expect(state.lastPath == "/books/a.pdf") }
        if field != "page", problem == nil || field == "version" { #expect(state.page == 12 || field == "page") }
        if field == "page", !["0"].contains(value) {
            #expect(state.page == 0)
            #expect(problem == .partlyRead, "a damaged page is reported")
            // The next save keeps the original before writing over it.
            let store = ReadingStateStore(folder: folder.url)
            try store.save(ReadingState(page: 3, lastRead: Date()), for: key)
            let kept = store.url(for: key).appendingPathExtension("corrupt")
            #expect(try String(contentsOf: kept, encoding: .utf8) == Self.file(field: field, value: value))
            #expect(store.load(key).state?.page == 3)
        }
    }

    @Test("Invalid UTF-8 in the path costs the path's text, not the page")
    func invalidUTF8() throws {
        var bytes = Array(Self.file().utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "/"))!
        bytes[at + 1] = 0xFF
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try Data(bytes).write(to: store.url(for: key))
        let (state, problem) = store.load(key)
        #expect(problem == .partlyRead)
        #expect(state?.page == 12)
        #expect(state?.pageCount == 40)
        #expect(state?.lastPath?.contains("\u{FFFD}") == true)
    }

    @Test("NaN is not JSON, and nesting inside a field costs that field")
    func nanAndNesting() throws {
        let (nan, nanProblem, first) = try load(Self.file(field: "page", value: "NaN"))
        defer { first.remove() }
        #expect(nan == nil)
        guard case .corrupt? = nanProblem else {
            Issue.record("expected the file to be set aside, got \(String(describing: nanProblem))")
            return
        }
        let nested = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let (state, problem, second) = try load(Self.file(field: "lastPath", value: nested))
        defer { second.remove() }
        #expect(problem == .partlyRead)
        #expect(state?.page == 12)
        #expect(state?.lastPath == nil)
    }

    @Test("Loading a damaged file again and again (the library does) makes no copies")
    func loadingMakesNoCopies() throws {
        let (_, _, folder) = try load(Self.file(field: "page", value: "-1"))
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        for _ in 0..<3 { #expect(store.load(key).problem == .partlyRead) }
        #expect(folder.names() == [key.rawValue + ".json"])
    }

    @Test("Int.max as the page, the crash the library would hit on page + 1: read as the first page")
    func intMaxPage() throws {
        let (state, _, folder) = try load(Self.file(field: "page", value: "9223372036854775807"))
        defer { folder.remove() }
        #expect(state?.page == 0)
        #expect(state?.pageCount == 40)
        let progress = LibraryProgress(state!)
        #expect(progress.pageIndex + 1 == 1)
    }

    @Test("Random bytes and scribbled files never crash")
    func randomInput() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        var generator = SeededGenerator(seed: 0xBEEF)
        let original = Array(Self.file().utf8)
        for round in 0..<800 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                bytes = original
                for _ in 0..<3 {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            }
            // A key per round: each unreadable file is set aside under its own name.
            let key = DocumentKey(rawValue: "round-\(round)")
            try Data(bytes).write(to: store.url(for: key))
            expectSafe(store.load(key).state)
        }
        let deep = String(repeating: "[", count: 100_000)
        try Data(deep.utf8).write(to: store.url(for: key))
        #expect(store.load(key).state == nil)
    }

    @Test("A state from a newer Recto is read and never written over")
    func newerVersion() throws {
        let original = Self.file(field: "version", value: "3")
        let (state, problem, folder) = try load(original)
        defer { folder.remove() }
        #expect(problem == .newerVersion(3))
        #expect(state?.page == 12)
        let store = ReadingStateStore(folder: folder.url)
        #expect(throws: ReadingStateStore.SaveError.newerVersion(3)) {
            try store.save(ReadingState(page: 1, lastRead: Date()), for: key)
        }
        #expect(try String(contentsOf: store.url(for: key), encoding: .utf8) == original)
    }

    @Test("Newest wins per field; a field the newer state lacks comes from the older")
    func mergeNewestWins() throws {
        let early = Date(timeIntervalSince1970: 1_000), late = Date(timeIntervalSince1970: 2_000)
        let older = ReadingState(page: 3, lastPath: "/old.pdf", lastRead: early, pageCount: 100)
        let newer = ReadingState(page: 9, lastPath: nil, lastRead: late, pageCount: nil)
        for merged in [older.merged(with: newer), newer.merged(with: older)] {
            #expect(merged.page == 9)
            #expect(merged.lastRead == late)
            #expect(merged.lastPath == "/old.pdf")
            #expect(merged.pageCount == 100)
        }
    }

    @Test("A save merges with the state another window saved later")
    func saveMerges() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let late = Date(timeIntervalSince1970: 2_000_000_000)
        try store.save(ReadingState(page: 20, lastPath: "/b.pdf", lastRead: late, pageCount: 50), for: key)
        try store.save(ReadingState(page: 4, lastRead: Date(timeIntervalSince1970: 1_000)), for: key)
        #expect(store.load(key).state?.page == 20, "the older save does not win")
        try store.save(ReadingState(page: 7, lastRead: late.addingTimeInterval(1)), for: key)
        let state = store.load(key).state
        #expect(state?.page == 7)
        #expect(state?.pageCount == 50)
        #expect(state?.lastPath == "/b.pdf")
    }
}
