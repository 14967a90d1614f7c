import Foundation
import RectoCore
import RectoTestSupport
import Testing

@Suite("Save report for the kill -9 test")
struct SaveReportTests {
    @Test("Each report is one JSON line, appended, with sorted keys")
    func linesAreAppended() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.jsonl").path
        SaveReport.append(to: path, ["kind": "state", "file": "/a.json", "page": 3])
        SaveReport.append(to: path, ["kind": "notes", "file": "/b.json", "notes": ["x"], "deleted": []])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty) // two lines, each ended by a newline
        #expect(lines[0] == #"{"file":"\/a.json","kind":"state","page":3}"#)
        let second = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
        #expect(second?["kind"] as? String == "notes")
        #expect(second?["notes"] as? [String] == ["x"])
    }

    @Test("Lines from many threads never interleave")
    func concurrentLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("report.jsonl").path
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            SaveReport.append(to: path, ["kind": "state", "file": String(repeating: "f", count: 500), "page": index])
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 200)
        let pages = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["page"] as? Int
        }
        #expect(Set(pages) == Set(0..<200))
    }

    @Test("A report that cannot be written is skipped without a trap")
    func unwritablePath() {
        SaveReport.append(to: "/nonexistent-folder-for-recto/report.jsonl", ["kind": "state"])
    }
}
