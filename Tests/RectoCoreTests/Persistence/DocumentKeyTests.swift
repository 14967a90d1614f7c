import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Document keys")
struct DocumentKeyTests {
    @Test("A permanent ID becomes a lower-case hex key")
    func fromPermanentID() {
        let key = DocumentKey.fromPermanentID([0x00, 0x01, 0xab, 0xff])
        #expect(key?.rawValue == "id-0001abff")
        #expect(key?.description == "id-0001abff")
        #expect(DocumentKey.fromPermanentID(Array(repeating: 0x7f, count: 32))?.rawValue
                == "id-" + String(repeating: "7f", count: 32))
    }

    @Test("An absent or all-zero ID identifies nothing")
    func emptyIDs() {
        #expect(DocumentKey.fromPermanentID([]) == nil)
        #expect(DocumentKey.fromPermanentID([0]) == nil)
        #expect(DocumentKey.fromPermanentID(Array(repeating: 0, count: 32)) == nil)
    }

    @Test("Different IDs give different keys")
    func distinctIDs() {
        #expect(DocumentKey.fromPermanentID([1, 2]) != DocumentKey.fromPermanentID([2, 1]))
        #expect(DocumentKey.fromPermanentID([1]) != DocumentKey.fromPermanentID([0, 1]))
    }

    @Test("Keys are safe as file names and round-trip through Codable")
    func codable() throws {
        let key = DocumentKey(rawValue: "fp-0123")
        let data = try JSONEncoder().encode([key])
        #expect(try JSONDecoder().decode([DocumentKey].self, from: data) == [key])
    }

    /// Writes `bytes` to `name` in `folder`.
    func write(_ bytes: Data, _ name: String, in folder: TemporaryFolder) throws -> URL {
        let url = folder.file(name)
        try bytes.write(to: url)
        return url
    }

    func sampleBytes(count: Int, seed: UInt8 = 0) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) })
    }

    @Test("The fingerprint survives a rename, a move and a copy", arguments: [0, 10, 64 * 1024, 64 * 1024 + 1, 200_000])
    func stableAcrossRenameAndCopy(size: Int) throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let original = try write(sampleBytes(count: size), "book.pdf", in: folder)
        let key = try DocumentKey.fingerprint(of: original)
        #expect(key.rawValue.hasPrefix("fp-"))
        #expect(key.rawValue.count == 3 + 32)
        #expect(key.rawValue.dropFirst(3).allSatisfy { "0123456789abcdef".contains($0) })

        let renamed = folder.file("Renamed Book.pdf")
        try FileManager.default.moveItem(at: original, to: renamed)
        #expect(try DocumentKey.fingerprint(of: renamed) == key)

        try FileManager.default.createDirectory(at: folder.file("elsewhere"), withIntermediateDirectories: false)
        let moved = folder.url.appendingPathComponent("elsewhere/book.pdf")
        try FileManager.default.moveItem(at: renamed, to: moved)
        #expect(try DocumentKey.fingerprint(of: moved) == key)

        let copy = folder.file("copy.pdf")
        try FileManager.default.copyItem(at: moved, to: copy)
        #expect(try DocumentKey.fingerprint(of: copy) == key)
    }

    @Test("Changing a byte at the start or end, or the size, changes the fingerprint")
    func differsOnChange() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let size = 300_000
        let bytes = sampleBytes(count: size)
        let base = try DocumentKey.fingerprint(of: try write(bytes, "base.pdf", in: folder))

        var first = bytes
        first[0] ^= 0xff
        #expect(try DocumentKey.fingerprint(of: try write(first, "first.pdf", in: folder)) != base)

        var last = bytes
        last[size - 1] ^= 0x01
        #expect(try DocumentKey.fingerprint(of: try write(last, "last.pdf", in: folder)) != base)

        var inWindow = bytes
        inWindow[DocumentKey.fingerprintWindow - 1] ^= 0x01
        #expect(try DocumentKey.fingerprint(of: try write(inWindow, "window.pdf", in: folder)) != base)

        let longer = bytes + Data([0])
        #expect(try DocumentKey.fingerprint(of: try write(longer, "longer.pdf", in: folder)) != base)

        let shorter = bytes.dropLast()
        #expect(try DocumentKey.fingerprint(of: try write(Data(shorter), "shorter.pdf", in: folder)) != base)
    }

    @Test("Files whose ends read the same but whose sizes differ get different fingerprints")
    func sizeCounts() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        // All zeros: both windows hold the same bytes, so only the size tells them apart.
        let small = try DocumentKey.fingerprint(of: try write(Data(count: 200_000), "small.pdf", in: folder))
        let large = try DocumentKey.fingerprint(of: try write(Data(count: 300_000), "large.pdf", in: folder))
        #expect(small != large)
    }

    @Test("Small files that differ anywhere get different fingerprints")
    func smallFilesDiffer() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let bytes = sampleBytes(count: 100_000)
        var keys: Set<DocumentKey> = []
        for (index, offset) in [0, 1, 50_000, 64 * 1024, 99_999].enumerated() {
            var changed = bytes
            changed[offset] ^= 0x80
            keys.insert(try DocumentKey.fingerprint(of: try write(changed, "f\(index).pdf", in: folder)))
        }
        keys.insert(try DocumentKey.fingerprint(of: try write(bytes, "base.pdf", in: folder)))
        #expect(keys.count == 6, "a file under two windows long is read whole")
        let empty = try DocumentKey.fingerprint(of: try write(Data(), "empty.pdf", in: folder))
        let zero = try DocumentKey.fingerprint(of: try write(Data([0]), "zero.pdf", in: folder))
        #expect(empty != zero, "the size is part of the fingerprint")
    }

    @Test("A big sparse file is fingerprinted from its ends only, quickly")
    func boundedRead() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let url = folder.file("huge.pdf")
        let size: UInt64 = 1 << 40 // 1 TiB, all holes: reading it whole would take many minutes
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("%PDF-1.7\n".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()

        let clock = ContinuousClock()
        var key: DocumentKey?
        let elapsed = try clock.measure { key = try DocumentKey.fingerprint(of: url) }
        #expect(elapsed < .seconds(10), "took \(elapsed)")

        // Bytes in the middle are outside both windows and must not count; bytes at the tail must.
        let middle = try FileHandle(forUpdating: url)
        try middle.seek(toOffset: size / 2)
        try middle.write(contentsOf: Data("scribble".utf8))
        try middle.close()
        #expect(try DocumentKey.fingerprint(of: url) == key)

        let tail = try FileHandle(forUpdating: url)
        try tail.seek(toOffset: size - 10)
        try tail.write(contentsOf: Data("x".utf8))
        try tail.close()
        #expect(try DocumentKey.fingerprint(of: url) != key)
    }

    @Test("Fingerprinting a missing file throws")
    func missingFile() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        #expect(throws: (any Error).self) { try DocumentKey.fingerprint(of: folder.file("absent.pdf")) }
    }
}
