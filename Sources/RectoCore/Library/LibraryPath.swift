import Foundation

/// A file-system path kept as the bytes the kernel uses.
///
/// Linux file names are bytes, not text: a name written by another program may not be valid UTF-8.
/// Foundation's `FileManager` and `URL` replace such bytes with U+FFFD, after which the file can no longer
/// be opened, so the library keeps paths as bytes and converts to text only for display.
/// Hand `bytes` (or `withCString`) to GLib (`g_file_new_for_path`, `g_filename_to_uri`), never `displayString`.
public struct LibraryPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    /// A path from raw bytes; a NUL byte (which no path can contain) ends the path.
    public init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes.prefix { $0 != 0 })
    }

    /// A path from text, encoded as UTF-8 (the encoding GLib assumes on a UTF-8 system).
    public init(_ string: String) {
        self.init(bytes: string.utf8)
    }

    /// A path from a file URL, through its file-system representation.
    public init(_ url: URL) {
        self.init(bytes: url.withUnsafeFileSystemRepresentation { pointer -> [UInt8] in
            guard let pointer else { return Array(url.path.utf8) }
            return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
        })
    }

    /// The path as text when its bytes are valid UTF-8, else `nil`.
    public var string: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The path as text for showing to a person: invalid bytes become U+FFFD. Not for opening the file.
    public var displayString: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A file URL for this path when it is valid UTF-8; `nil` when Foundation could not represent it faithfully.
    public var url: URL? {
        string.map { URL(fileURLWithPath: $0) }
    }

    /// The bytes of the last component ("Book.pdf" in "/a/Book.pdf"); trailing slashes are ignored.
    public var lastComponent: [UInt8] {
        let trimmed = trimmingTrailingSlashes
        guard let slash = trimmed.lastIndex(of: Self.slash) else { return trimmed }
        return Array(trimmed[(slash + 1)...])
    }

    /// The last component as display text (see `displayString`).
    public var fileName: String {
        String(decoding: lastComponent, as: UTF8.self)
    }

    /// The folder that holds this path ("/a" for "/a/Book.pdf", "/" for "/a").
    public var parent: LibraryPath {
        let trimmed = trimmingTrailingSlashes
        guard let slash = trimmed.lastIndex(of: Self.slash) else { return LibraryPath(".") }
        return slash == 0 ? LibraryPath("/") : LibraryPath(bytes: trimmed[..<slash])
    }

    /// This path with one more component of raw bytes.
    public func appending(component: some Sequence<UInt8>) -> LibraryPath {
        var result = trimmingTrailingSlashes
        if result.isEmpty || result.last != Self.slash { result.append(Self.slash) }
        result.append(contentsOf: component)
        return LibraryPath(bytes: result)
    }

    /// This path with one more component given as text (UTF-8).
    public func appending(_ component: String) -> LibraryPath {
        appending(component: component.utf8)
    }

    /// Calls `body` with the path as a NUL-terminated C string, for POSIX calls.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
        return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// Orders paths by their bytes, which is stable across locales.
    public static func < (lhs: LibraryPath, rhs: LibraryPath) -> Bool {
        lhs.bytes.withUnsafeBufferPointer { left in
            rhs.bytes.withUnsafeBufferPointer { right in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }

    /// Hashes the bytes in one go; the synthesized version feeds the hasher one byte at a time, which shows
    /// when 10,000 paths key the cache and the reconciler.
    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// The display form, for logs and test failures.
    public var description: String { displayString }

    private static let slash = UInt8(ascii: "/")

    private var trimmingTrailingSlashes: [UInt8] {
        var result = bytes
        while result.count > 1, result.last == Self.slash { result.removeLast() }
        return result
    }
}
