import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Atomic writes clean up after interrupted ones")
struct AtomicFileLeftoversTests {
    private func touch(_ folder: URL, _ name: String, age: TimeInterval) throws {
        let url = folder.appendingPathComponent(name)
        try Data("partial".utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
    }

    @Test("A write sweeps stale temporary files from its folder and leaves young and foreign ones")
    func writeSweeps() throws {
        let folder = try TemporaryFolder("leftovers").url
        defer { try? FileManager.default.removeItem(at: folder) }
        try touch(folder, ".recto-0123456789abc.tmp", age: AtomicFileLeftovers.staleAge + 60)
        try touch(folder, ".recto-fresh00000000.tmp", age: 5)
        try touch(folder, "notes.tmp", age: 86_400)
        try touch(folder, ".recto-old.tmp.pdf", age: 86_400)
        try AtomicFile.write(Data("new".utf8), to: folder.appendingPathComponent("book.json"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [".recto-fresh00000000.tmp", ".recto-old.tmp.pdf", "book.json", "notes.tmp"])
    }

    @Test("Folders and unreadable places are left alone")
    func onlyRegularFiles() throws {
        let folder = try TemporaryFolder("leftovers").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent(".recto-folder.tmp")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: directory.path)
        #expect(AtomicFileLeftovers.removeStale(in: folder).isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory.path))
        #expect(AtomicFileLeftovers.removeStale(in: folder.appendingPathComponent("missing")).isEmpty)
    }

    @Test("Age is measured against the clock given")
    func ageRule() throws {
        let folder = try TemporaryFolder("leftovers").url
        defer { try? FileManager.default.removeItem(at: folder) }
        try touch(folder, ".recto-aaaaaaaaaaaaa.tmp", age: 0)
        #expect(AtomicFileLeftovers.removeStale(in: folder).isEmpty)
        let later = Date().addingTimeInterval(AtomicFileLeftovers.staleAge + 1)
        #expect(AtomicFileLeftovers.removeStale(in: folder, now: later) == [".recto-aaaaaaaaaaaaa.tmp"])
    }
}
