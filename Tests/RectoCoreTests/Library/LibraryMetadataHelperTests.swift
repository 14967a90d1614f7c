import Foundation
import Testing
@testable import RectoCore

/// The helper protocol and the client that survives its helper: a fake helper written in shell stands in
/// for Recto's own (which needs the PDF engine), so crashes, hangs and garbage can be staged exactly.
@Suite("Library metadata helper")
struct LibraryMetadataHelperTests {
    private func item(_ name: String, readable: Bool = true) -> LibraryItem {
        LibraryItem(path: LibraryPath("/library/" + name), size: 1, modificationNanoseconds: 0, isReadable: readable)
    }

    private func hex(_ text: String) -> String {
        text.utf8.map { String(format: "%02x", $0) }.joined()
    }

    /// A helper in shell: greets, then answers each request with the page count 7, except that a request for a
    /// file named with "crash" kills it, "hang" stops it answering, and "garbage" gets a line that is no answer.
    private func fakeHelper(greeting: String = "recto-metadata-helper 1") -> [String] {
        let script = """
        printf '%s\\n' '\(greeting)'
        while IFS= read -r line; do
          case "$line" in
            *\(hex("crash"))*) kill -9 $$ ;;
            *\(hex("hang"))*) exec sleep 600 ;;
            *\(hex("garbage"))*) printf '%s\\n' '{"pageCount": -5}' ;;
            *) printf '%s\\n' '{"pageCount":7,"title":"T"}' ;;
          esac
        done
        """
        return ["/bin/sh", "-c", script]
    }

    private let quick = LibraryMetadataHelperLimits(addressSpaceBytes: 1 << 30, cpuSeconds: 10, answerTimeout: 2)

    @Test func requestsRoundTripAnyPathBytes() {
        let paths = [LibraryPath("/a/b.pdf"), LibraryPath(bytes: [0x2F, 0x0A, 0xC0, 0xFF, 0x2E]), LibraryPath("/é\n.pdf")]
        for path in paths {
            let line = LibraryMetadataWire.request(for: path)
            #expect(line.last == UInt8(ascii: "\n"))
            #expect(line.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") })
            #expect(LibraryMetadataWire.path(fromRequest: line.dropLast()) == path)
        }
        for bad in ["", "abc", "zz", "00", "2f00", "2F"] {
            #expect(LibraryMetadataWire.path(fromRequest: Array(bad.utf8)) == nil, "\(bad)")
        }
    }

    @Test func answersRoundTripAndOutOfRangeOnesAreRefused() {
        let metadata = LibraryMetadata(title: "Line\nbreak & more", author: "A", pageCount: 3,
                                       documentKey: DocumentKey(rawValue: "id-ab"), failure: nil)
        let line = LibraryMetadataWire.answer(for: metadata)
        #expect(line.filter { $0 == UInt8(ascii: "\n") }.count == 1)
        #expect(LibraryMetadataWire.metadata(fromAnswer: line.dropLast()) == metadata)
        for bad in [#"{"pageCount":0}"#, #"{"pageCount":9223372036854775807}"#, "[]", "", "garbage",
                    #"{"documentKey":{"rawValue":"../x"}}"#] {
            #expect(LibraryMetadataWire.metadata(fromAnswer: Array(bad.utf8)) == nil, "\(bad)")
        }
    }

    @Test func randomLinesNeverCrashEitherSideAndWhatParsesIsInRange() {
        var generator = SeededGenerator(seed: 0x4E1_9E4)
        let alphabet = Array("0123456789abcdefABCDEF{}[]\":,-.e \u{0}".utf8) + [0xC0, 0xFF, 0x80, 0x0A]
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...200, using: &generator)
            let line = (0..<length).map { _ in
                Bool.random(using: &generator) ? alphabet.randomElement(using: &generator)!
                    : UInt8.random(in: 0...255, using: &generator)
            }
            if let path = LibraryMetadataWire.path(fromRequest: line) { #expect(!path.bytes.contains(0)) }
            if let metadata = LibraryMetadataWire.metadata(fromAnswer: line) { #expect(metadata.isPlausible) }
        }
        for number in ["0", "-1", "9223372036854775807", "9223372036854775808", "1e308", "NaN", "2147483648"] {
            #expect(LibraryMetadataWire.metadata(fromAnswer: Array("{\"pageCount\":\(number)}".utf8)) == nil, "\(number)")
        }
        #expect(LibraryMetadataWire.metadata(fromAnswer: Array(#"{"failure":"exploded"}"#.utf8)) == nil)
    }

    @Test func faultsComeOnlyFromTheirVariables() {
        #expect(LibraryMetadataHelperFaults(environment: [:]).action(for: LibraryPath("/l/crash.pdf")) == .none)
        let faults = LibraryMetadataHelperFaults(environment: ["RECTO_TEST_HELPER_CRASH_ON": "boom",
                                                               "RECTO_TEST_HELPER_HANG_ON": "stuck"])
        #expect(faults.action(for: LibraryPath("/l/a boom b.pdf")) == .crash)
        #expect(faults.action(for: LibraryPath("/l/stuck.pdf")) == .hang)
        #expect(faults.action(for: LibraryPath("/boom/fine.pdf")) == .none)  // the folder's name does not count
        #expect(LibraryMetadataHelperFaults(environment: ["RECTO_TEST_HELPER_CRASH_ON": ""]).crashOn == nil)
    }

    @Test func aCrashCostsOnlyTheBookBeingReadAndAFreshHelperGoesOn() {
        let client = LibraryMetadataHelperClient(command: fakeHelper(), limits: quick)
        let items = [item("one.pdf"), item("crash.pdf"), item("two.pdf"), item("locked.pdf", readable: false)]
        let results = client.read(items)
        #expect(results.map(\.item) == items)
        #expect(results[0].metadata?.pageCount == 7)
        #expect(results[1].metadata == .failed(.crashedReader))
        #expect(results[2].metadata?.pageCount == 7)
        #expect(results[3].metadata == .unreadable)
    }

    @Test func aHangIsStoppedAndMarkedAsTimedOut() {
        let client = LibraryMetadataHelperClient(command: fakeHelper(), limits: quick)
        let results = client.read([item("hang.pdf"), item("after.pdf")])
        #expect(results[0].metadata == .failed(.timedOut))
        #expect(results[1].metadata?.pageCount == 7)
    }

    @Test func anAnswerOutOfRangeCountsAsACrashOfThatBook() {
        let results = LibraryMetadataHelperClient(command: fakeHelper(), limits: quick)
            .read([item("garbage.pdf"), item("fine.pdf")])
        #expect(results[0].metadata == .failed(.crashedReader))
        #expect(results[1].metadata?.pageCount == 7)
    }

    @Test func aHelperThatCannotStartOrGreetMarksNoBookUnreadable() {
        let missing = LibraryMetadataHelperClient(command: ["/nonexistent/recto-helper"], limits: quick)
        #expect(missing.read([item("a.pdf"), item("b.pdf")]).map(\.metadata) == [nil, nil])
        let silent = LibraryMetadataHelperClient(command: ["/bin/sh", "-c", "exit 3"], limits: quick)
        #expect(silent.read([item("a.pdf")]).map(\.metadata) == [nil])
        let stranger = LibraryMetadataHelperClient(command: fakeHelper(greeting: "hello"), limits: quick)
        #expect(stranger.read([item("a.pdf")]).map(\.metadata) == [nil])
    }

    @Test func theServerGreetsAnswersInOrderAndStopsAtGarbage() throws {
        var toServer: [Int32] = [-1, -1]
        var fromServer: [Int32] = [-1, -1]
        #expect(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
        let requests = [LibraryPath("/l/a.pdf"), LibraryPath("/l/b.pdf")].flatMap(LibraryMetadataWire.request(for:))
            + Array("not hex\n".utf8) + LibraryMetadataWire.request(for: LibraryPath("/l/never.pdf"))
        #expect(writeAll(requests, to: toServer[1]))
        close(toServer[1])
        var asked: [LibraryPath] = []
        LibraryMetadataHelperServer.serve(input: toServer[0], output: fromServer[1], faults: .init(environment: [:])) {
            asked.append($0)
            return LibraryMetadata(title: $0.fileName, pageCount: 1)
        }
        close(fromServer[1])
        var reader = LibraryLineReader(descriptor: fromServer[0])
        #expect(reader.next() == .line(LibraryMetadataWire.greeting))
        for name in ["a.pdf", "b.pdf"] {
            guard case let .line(line) = reader.next() else {
                Issue.record("no answer for \(name)")
                return
            }
            #expect(LibraryMetadataWire.metadata(fromAnswer: line)?.title == name)
        }
        #expect(reader.next() == .closed)
        #expect(asked == [LibraryPath("/l/a.pdf"), LibraryPath("/l/b.pdf")])
        close(toServer[0])
        close(fromServer[0])
    }

    @Test func theLineReaderRefusesEndlessLines() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        #expect(writeAll([UInt8](repeating: 0x61, count: 5000), to: ends[1]))
        var reader = LibraryLineReader(descriptor: ends[0], maximumLength: 1000)
        #expect(reader.next(timeout: 5) == .tooLong)
        close(ends[0])
        close(ends[1])
    }
}
