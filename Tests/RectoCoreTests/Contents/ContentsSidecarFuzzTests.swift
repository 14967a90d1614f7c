import Foundation
import Testing
@testable import RectoCore

/// Random and scribbled input must never crash the parser, and whatever it accepts must respect the rules.
@Suite("Contents sidecar fuzzing")
struct ContentsSidecarFuzzTests: ContentsFixtures {
    /// Checks the invariants every accepted result keeps, however bad the input was.
    private func expectWellFormed(_ result: ContentsParseResult, pageCount: Int) {
        var ok = true
        result.contents.forEachEntry { entry, position in
            if entry.page < 0 || entry.page >= pageCount { ok = false }
            if entry.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { ok = false }
            if position.depth >= ContentsSidecar.maximumDepth { ok = false }
        }
        for part in result.contents.parts where part.entries.map(\.page) != part.entries.map(\.page).sorted() {
            ok = false
        }
        #expect(ok)
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 0x5EC7_0C0D)
        var accepted = 0
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...512, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            do {
                let result = try ContentsSidecar.parse(Data(bytes), pageCount: 50)
                expectWellFormed(result, pageCount: 50)
                accepted += 1
            } catch {
                #expect(error == .notAPropertyList || error == .unexpectedRoot)
            }
        }
        // Random bytes are essentially never a valid plist with a dictionary or array root.
        #expect(accepted < 30)
    }

    @Test func randomPlistLikeTextNeverCrashes() {
        let pieces = ["<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>",
                      "<dict/>", "<array/>", "<true/>", "<integer>", "</integer>", "1", "-3", "07", "title",
                      "chapters", "BOOK I", "&amp;", "&#13;", " ", "\n", "<plist>", "</plist>", "<![CDATA[", "]]>"]
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if let result = try? ContentsSidecar.parse(Data(text.utf8), pageCount: 20) {
                expectWellFormed(result, pageCount: 20)
            }
        }
    }

    @Test func scribbledValidSidecarsNeverCrash() {
        let original = ContentsSidecarWriter.data(for: warOfTheWorlds())
        var generator = SeededGenerator(seed: 7)
        var partlyKept = 0
        for _ in 0..<2_000 {
            var bytes = [UInt8](original)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                bytes.removeLast(Int.random(in: 1..<bytes.count, using: &generator))
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[index] = UInt8.random(in: 0...255, using: &generator)
                }
            default:
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 40)], at: index)
            }
            if let result = try? ContentsSidecar.parse(Data(bytes), pageCount: 120) {
                expectWellFormed(result, pageCount: 120)
                if !result.contents.isEmpty { partlyKept += 1 }
            }
        }
        #expect(partlyKept > 0)
    }

    @Test func pathologicalNestingIsRefusedNotCrashed() {
        let depth = 100_000
        let text = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        #expect(throws: ContentsSidecarError.self) { try ContentsSidecar.parse(Data(text.utf8), pageCount: 10) }
    }
}
