import Foundation

/// Names a document's saved state so it survives renaming or moving the file: the PDF's permanent `/ID`
/// when it has one, else a fingerprint of a bounded part of the file (never a hash of the whole file,
/// which would make opening a large book slow).
public struct DocumentKey: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A file-name-safe string.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// The key for a PDF whose permanent ID (as bytes, e.g. from `poppler_document_get_id`) is `permanentID`.
    /// Returns nil for an absent or all-zero ID, which identifies nothing.
    public static func fromPermanentID(_ permanentID: [UInt8]) -> DocumentKey? {
        guard !permanentID.isEmpty, permanentID.contains(where: { $0 != 0 }) else { return nil }
        return DocumentKey(rawValue: "id-" + permanentID.map { String(format: "%02x", $0) }.joined())
    }

    /// How much of each end of the file the fingerprint reads.
    public static let fingerprintWindow = 64 * 1024

    /// The key from the file's size and its first and last `fingerprintWindow` bytes (FNV-1a, 64 bits, twice
    /// with different seeds for 128 bits). Reads at most 128 KiB whatever the file's size.
    public static func fingerprint(of url: URL) throws -> DocumentKey {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 0)
        var bytes = try handle.read(upToCount: fingerprintWindow) ?? Data()
        if size > UInt64(fingerprintWindow) {
            let tailStart = max(UInt64(fingerprintWindow), size - UInt64(fingerprintWindow))
            try handle.seek(toOffset: tailStart)
            bytes.append(try handle.read(upToCount: fingerprintWindow) ?? Data())
        }
        withUnsafeBytes(of: size.littleEndian) { bytes.append(contentsOf: $0) }
        let first = fnv1a(bytes, seed: 0xcbf2_9ce4_8422_2325)
        let second = fnv1a(bytes, seed: 0x8422_2325_cbf2_9ce4)
        return DocumentKey(rawValue: "fp-" + String(format: "%016llx%016llx", first, second))
    }

    /// The last resort for a file that cannot be read for a fingerprint: its path, hashed so the key stays a
    /// short file name however long the path is. Does not survive a move.
    public static func forPath(_ path: String) -> DocumentKey {
        let bytes = Data(path.utf8)
        let first = fnv1a(bytes, seed: 0xcbf2_9ce4_8422_2325), second = fnv1a(bytes, seed: 0x8422_2325_cbf2_9ce4)
        return DocumentKey(rawValue: "path-" + String(format: "%016llx%016llx", first, second))
    }

    private static func fnv1a(_ data: Data, seed: UInt64) -> UInt64 {
        var hash = seed
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
