import Foundation
import Testing
@testable import RectoCore

/// Issue 9: the sidecar decoder under hostile input, in both property-list formats: extreme numbers, deep
/// nesting, invalid UTF-8, scribbled binary plists. Never a crash (nothing may reach a trapping operation), and
/// the good records of a file are kept beside a bad one.
@Suite("Contents sidecar decoding: extremes and binary plists")
struct ContentsSidecarPropertyTests: ContentsFixtures {
    /// Every extreme a number field can hold, as a page key and as a value.
    private static let extremeKeys = ["0", "-1", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
                                      "18446744073709551616", "NaN", "1e308", "-0", "inf", "0x10", "1.5"]
    private static let extremeValues = ["<integer>0</integer>", "<integer>-1</integer>",
                                        "<integer>9223372036854775807</integer>",
                                        "<integer>9223372036854775808</integer>",
                                        "<real>nan</real>", "<real>1e308</real>", "<real>-inf</real>", "<true/>",
                                        "<date>2024-01-01T00:00:00Z</date>", "<data>AAEC</data>", "<array/>", "<dict/>"]

    private func expectUsable(_ contents: TableOfContents) {
        // The operations the app runs on every load and page turn must not trap on whatever was kept.
        _ = contents.rows
        _ = contents.chapterStarts
        _ = ContentsTree(contents).initiallyExpanded(current: 0)
        for page in [0, 1, 5, Int.max - 1, Int.max] { _ = contents.entry(containing: page) }
        var edited = contents
        _ = try? edited.addChapter(title: "Added", page: Int.max)
        let reread = try? ContentsSidecar.parse(ContentsSidecarWriter.data(for: edited), pageCount: Int.max)
        #expect(reread?.contents == edited, "what was kept is written back and read again unchanged")
    }

    @Test func extremePageKeysNeverCrashAndTheGoodEntriesStay() throws {
        for key in Self.extremeKeys {
            let body = chaptersXML(titles: [("2", "Good Two"), (key, "Extreme"), ("4", "Good Four")])
            let result = try ContentsSidecar.parse(plistData(body), pageCount: 10)
            let titles = result.contents.rows.map(\.title)
            #expect(titles.contains("Good Two") && titles.contains("Good Four"), "key \(key): \(titles)")
            expectUsable(result.contents)
        }
        let maximum = try ContentsSidecar.parse(
            plistData(chaptersXML(titles: [("9223372036854775807", "Last of all")])), pageCount: 10)
        #expect(maximum.contents.parts[0].entries.map(\.page) == [Int.max], "kept, not shown")
        #expect(maximum.contents.rows.isEmpty)
    }

    @Test func extremeValuesNeverCrashAndTheGoodEntriesStay() throws {
        for value in Self.extremeValues {
            for body in [
                chaptersXML([("2", "<string>Good Two</string>"), ("3", value), ("4", "<string>Good Four</string>")]),
                "<array>" + "<dict><key>title</key>\(value)<key>chapters</key>"
                    + "\(chaptersXML(titles: [("1", "Kept")]))</dict>"
                    + "<dict><key>title</key><string>PART</string><key>chapters</key>\(value)</dict></array>",
                chaptersXML([("2", "<dict><key>title</key><string>Parent</string><key>chapters</key>\(value)</dict>"),
                              ("5", "<string>Good Five</string>")]),
            ] {
                let result = try ContentsSidecar.parse(plistData(body), pageCount: 10)
                #expect(!result.contents.rows.isEmpty, "value \(value): the good records are kept")
                expectUsable(result.contents)
            }
        }
    }

    @Test func deepNestingIsKeptToALimitAndNeverCrashes() throws {
        func nested(_ level: Int, to deepest: Int) -> String {
            let children = level < deepest
                ? "<key>chapters</key><dict><key>1</key>\(nested(level + 1, to: deepest))</dict>" : ""
            return "<dict><key>title</key><string>Level \(level)</string>\(children)</dict>"
        }
        let result = try ContentsSidecar.parse(plistData(chaptersXML([("1", nested(1, to: 200))])), pageCount: 10)
        #expect(result.contents.parts[0].entries[0].depth == ContentsSidecar.keptDepth)
        #expect(result.contents.rows.count == ContentsSidecar.maximumDepth)
        #expect(result.report.count(of: .tooDeep) == 1)
        expectUsable(result.contents)
    }

    @Test func invalidUTF8IsRefusedOrReadNeverCrashes() {
        let good = Array(plistData(chaptersXML(titles: [("1", "Before"), ("2", "PLACEHOLDER"), ("3", "After")])))
        let marker = Array("PLACEHOLDER".utf8)
        guard let at = good.indices.first(where: { Array(good[$0..<min(good.count, $0 + marker.count)]) == marker })
        else { Issue.record("marker not found"); return }
        let garbages: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x00]]
        for garbage in garbages {
            var bytes = good
            bytes.replaceSubrange(at..<(at + marker.count), with: garbage)
            do {
                let result = try ContentsSidecar.parse(Data(bytes), pageCount: 10)
                expectUsable(result.contents)
            } catch {
                #expect(error == .notAPropertyList)
            }
        }
    }

    private func binary(_ plist: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    }

    @Test func binarySidecarsAreReadLikeXMLOnes() throws {
        let plist: [String: Any] = ["1": "One", "x": "No page", "99": "Past the end", "2": 42,
                                    "3": ["title": "Three", "chapters": ["4": "Four", "5": ["Five a", "Five b"]]],
                                    "6": "Ünïcödé 🚀 \u{0}end"]
        let result = try ContentsSidecar.parse(try binary(plist), pageCount: 10)
        #expect(result.contents.rows.map(\.title)
            == ["One", "Three", "Four", "Five a", "Five b", "Ünïcödé 🚀  end"])
        #expect(result.report.count(of: .nonNumericPage) == 1)
        #expect(result.report.count(of: .nonStringTitle) == 1)
        #expect(summary(result.contents.parts[0]) == ["1:One", "3:Three", "6:Ünïcödé 🚀  end", "99:Past the end"])
        let parts: [[String: Any]] = [["title": "BOOK I", "chapters": ["2": "A"]], ["title": 7, "chapters": ["3": "B"]]]
        let multi = try ContentsSidecar.parse(try binary(parts), pageCount: 10)
        #expect(multi.contents.parts.map(\.heading) == ["BOOK I", nil])
    }

    /// Foundation's binary reader crashed on some of these (a damaged set inside a dictionary, bridged to
    /// Swift); Recto's own reader checks every offset and reference, so each one is read as far as it goes.
    @Test func scribbledBinarySidecarsNeverCrash() throws {
        var plist: [String: Any] = [:]
        for page in 0..<60 {
            plist[String(page)] = page % 7 == 0
                ? ["title": "Nested \(page)", "chapters": [String(page): "Child"]] : "Chapter \(page)"
        }
        let original = [UInt8](try binary(plist))
        var generator = SeededGenerator(seed: 0xB1_0B)
        var partlyKept = 0
        for _ in 0..<3_000 {
            var bytes = original
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                bytes.removeLast(Int.random(in: 1..<(bytes.count - 8), using: &generator))
            case 1:
                for _ in 0..<Int.random(in: 1...6, using: &generator) {
                    let at = Int.random(in: 8..<bytes.count, using: &generator)
                    bytes[at] = UInt8.random(in: 0...255, using: &generator)
                }
            case 2:
                // The trailer's offsets and counts, where a bad number does the most harm.
                for offset in 1...Int.random(in: 1...26, using: &generator) {
                    bytes[bytes.count - offset] = [0x00, 0xFF, 0x7F, 0x80, 0x01].randomElement(using: &generator)!
                }
            default:
                let start = Int.random(in: 8..<bytes.count, using: &generator)
                bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 16)], at: start)
            }
            if let result = try? ContentsSidecar.parse(Data(bytes), pageCount: 60) {
                _ = result.contents.rows
                _ = result.contents.chapterStarts
                if result.contents.shownEntryCount > 30 { partlyKept += 1 }
            }
        }
        #expect(partlyKept > 100, "a scribbled value costs that value, not the file")
    }

    @Test func randomBytesBehindABinaryHeaderNeverCrash() {
        var generator = SeededGenerator(seed: 0xB9)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...300, using: &generator)
            let bytes = Array("bplist00".utf8) + (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if let result = try? ContentsSidecar.parse(Data(bytes), pageCount: 20) { _ = result.contents.rows }
        }
    }

    /// Hand-made binary plists: a cycle, a dictionary key that is an array, a set, and arrays that each hold the
    /// previous one twice (2^40 visits if shared objects were not limited).
    @Test func hostileBinaryStructuresAreCutShort() throws {
        func bplist(_ objects: [[UInt8]], top: Int = 0) -> Data {
            var bytes = Array("bplist00".utf8)
            var offsets: [Int] = []
            for object in objects { offsets.append(bytes.count); bytes += object }
            let table = bytes.count
            for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
            bytes += [0, 0, 0, 0, 0, 0, 2, 1]
            for value in [objects.count, top, table] {
                bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
            }
            return Data(bytes)
        }
        let title = Array("Title".utf8)
        // 0: {"1": 1 (self-reference through an array)}, 1: [0], 2: "1"
        let cycle = bplist([[0xD1, 2, 1], [0xA1, 0], [0x51] + Array("1".utf8)])
        #expect(try ContentsSidecar.parse(cycle, pageCount: 5).contents.rows.isEmpty)
        // 0: {[3]: "Title", "2": "Title"}, 1: "Title", 2: "2", 3: [1]
        let oddKey = bplist([[0xD2, 3, 2, 1, 1], [0x55] + title, [0x51] + Array("2".utf8), [0xA1, 1]])
        #expect(try ContentsSidecar.parse(oddKey, pageCount: 5).contents.rows.map(\.title) == ["Title"])
        // 0: {"2": set(1)}, 1: "Title", 2: "2", 3: set
        let set = bplist([[0xD1, 2, 3], [0x55] + title, [0x51] + Array("2".utf8), [0xC1, 1]])
        #expect(try ContentsSidecar.parse(set, pageCount: 5).contents.rows.isEmpty)
        // 0: {"1": 41}, 1: "1", 2: "Title", 3...42: [previous, previous]
        var doubling: [[UInt8]] = [[0xD1, 1, 42], [0x51] + Array("1".utf8), [0x55] + title]
        for level in 3...42 { doubling.append([0xA2, UInt8(level - 1), UInt8(level - 1)]) }
        doubling[3] = [0xA2, 2, 2]
        #expect(throws: Never.self) { _ = try? ContentsSidecar.parse(bplist(doubling), pageCount: 5) }
    }
}
