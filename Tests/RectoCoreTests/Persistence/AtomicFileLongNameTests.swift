import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Atomic writes of long names")
struct AtomicFileLongNameTests {
    @Test("A file whose name is near the 255-byte limit can still be written")
    func longName() throws {
        let folder = TemporaryFolder.unusedURL("long")
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "章", count: 80) + ".toc.plist" // 250 bytes in UTF-8
        let target = folder.appendingPathComponent(name)
        try AtomicFile.write(Data("contents".utf8), to: target)
        #expect(try Data(contentsOf: target) == Data("contents".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    @Test("Path keys stay short file names")
    func pathKey() {
        let key = DocumentKey.forPath("/" + String(repeating: "long-folder-name/", count: 40) + "book.pdf")
        #expect(key.rawValue.count < 64)
        #expect(key == DocumentKey.forPath("/" + String(repeating: "long-folder-name/", count: 40) + "book.pdf"))
    }
}
