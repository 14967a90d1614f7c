import Foundation

/// A fresh folder under the system's temporary folder, for one test: the one place tests make and remove
/// scratch folders. Call `remove()` in a `defer`.
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates `recto-<purpose>-tests-<UUID>`; the purpose names the folder for whoever finds one left behind.
    public init(_ purpose: String = "recto") throws {
        url = Self.unusedURL(purpose)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A location under the temporary folder that nothing exists at, for tests of code that creates its own
    /// folder (or must cope with a missing one).
    public static func unusedURL(_ purpose: String = "recto") -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("recto-\(purpose)-tests-\(UUID().uuidString)", isDirectory: true)
    }

    /// A file (or folder) named `name` inside.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the folder, hidden ones included, sorted; none when it cannot be read.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Removes the folder and everything in it. A folder made read-only by a test is made writable first by
    /// the caller (see the persistence tests' `ReadOnlyFolder`).
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
