import Foundation

/// The line protocol between Recto and its metadata helper process: one request line per book, one answer
/// line per request, in order, so the first request without an answer is the book the helper was reading
/// when it died.
///
/// A request is the book's path as lower-case hex (paths are bytes and may hold a newline); an answer is the
/// book's `LibraryMetadata` as one line of JSON. Both sides range-check what they read: a helper that
/// misbehaves costs the book it was reading, never the app.
public enum LibraryMetadataWire {
    /// The longest line either side accepts; a path is at most 4096 bytes (8192 in hex), an answer a few KiB.
    public static let maximumLineLength = 64 * 1024

    /// The helper's first line, before any request: it started and speaks this protocol. A helper that
    /// dies before saying it is broken itself, which is no book's fault.
    public static let greeting = Array("recto-metadata-helper 1".utf8)

    /// The request line for `path`, newline included.
    public static func request(for path: LibraryPath) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        var line: [UInt8] = []
        line.reserveCapacity(path.bytes.count * 2 + 1)
        for byte in path.bytes {
            line.append(digits[Int(byte >> 4)])
            line.append(digits[Int(byte & 0x0F)])
        }
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// The path in a request line (without its newline); `nil` for anything `request(for:)` cannot have made.
    public static func path(fromRequest line: some Collection<UInt8>) -> LibraryPath? {
        guard !line.isEmpty, line.count % 2 == 0, line.count <= maximumLineLength else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.count / 2)
        var high: UInt8?
        for character in line {
            guard let value = hexValue(character) else { return nil }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        // A NUL cannot be in a path: LibraryPath would cut the path there and name another file.
        guard !bytes.contains(0) else { return nil }
        return LibraryPath(bytes: bytes)
    }

    /// The answer line for `metadata`, newline included.
    public static func answer(for metadata: LibraryMetadata) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // JSON escapes control characters in strings, so the line holds no newline but its last.
        let data = (try? encoder.encode(metadata)) ?? Data("{}".utf8)
        return Array(data) + [UInt8(ascii: "\n")]
    }

    /// The metadata in an answer line (without its newline); `nil` when it does not parse or is out of range.
    public static func metadata(fromAnswer line: some Collection<UInt8>) -> LibraryMetadata? {
        guard line.count <= maximumLineLength,
              let metadata = try? JSONDecoder().decode(LibraryMetadata.self, from: Data(line)),
              metadata.isPlausible else { return nil }
        return metadata
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
