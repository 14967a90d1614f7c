/// The `.trashinfo` file the freedesktop.org trash specification writes beside each trashed file
/// (`Trash/info/NAME.trashinfo` for `Trash/files/NAME`): where the file came from and when it was trashed.
///
/// GLib's `trash:///` backend (gvfs) reads these for us; where gvfs is not installed, the library reads them
/// itself to find a book it just trashed, so Undo works on any desktop.
public struct TrashInfo: Equatable, Sendable {
    /// The original location, percent-decoded to raw bytes. Absolute for the home trash; relative to the
    /// top of the volume for a `.Trash-UID` folder there (`resolved(against:)` makes it absolute).
    public let path: [UInt8]
    /// `DeletionDate` as written (`YYYY-MM-DDThh:mm:ss`, local time); compares in time order as text.
    public let deletionDate: String?

    /// Creates an entry.
    public init(path: [UInt8], deletionDate: String?) {
        self.path = path
        self.deletionDate = deletionDate
    }

    /// Parses the contents of a `.trashinfo` file; `nil` without a `[Trash Info]` group holding `Path`.
    public init?(parsing contents: some Collection<UInt8>) {
        var inGroup = false
        var path: [UInt8]?
        var date: String?
        for line in contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            var line = Array(line)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if line.first == UInt8(ascii: "[") {
                inGroup = line == Array("[Trash Info]".utf8)
                continue
            }
            guard inGroup, let equals = line.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = String(decoding: line[..<equals], as: UTF8.self).trimmingSpaces
            let value = Array(line[(equals + 1)...])
            switch key {
            case "Path": path = Self.percentDecoded(value)
            case "DeletionDate": date = String(decoding: value, as: UTF8.self).trimmingSpaces
            default: break
            }
        }
        guard let path, !path.isEmpty else { return nil }
        self.init(path: path, deletionDate: date)
    }

    /// The original location as an absolute path: `path` itself when absolute, else below `topDirectory`.
    public func resolved(against topDirectory: LibraryPath) -> LibraryPath {
        if path.first == UInt8(ascii: "/") { return LibraryPath(bytes: path) }
        return topDirectory.appending(component: path)
    }

    /// Decodes `%XX` escapes into bytes; a malformed escape is kept as written.
    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
