import Foundation

/// The library sidebar's choices that outlive the app: for now the sort order. Kept in a small JSON file in
/// the state folder by older versions and where GSettings has no schema; otherwise GSettings holds it and the
/// file is only read once, to carry the choice over.
public struct LibraryPreferences: Codable, Equatable, Sendable {
    /// The order of the rows.
    public var sort: LibrarySort

    /// The choices a first start makes.
    public init(sort: LibrarySort = .title) {
        self.sort = sort
    }

    /// Reads the file at `url`; defaults when it is missing. A file that cannot be parsed is set aside
    /// (never overwritten), and the defaults are used.
    public static func load(from url: URL) -> LibraryPreferences {
        stored(at: url) ?? LibraryPreferences()
    }

    /// Reads the file at `url`; `nil` when there is none (or it could not be parsed, and was set aside).
    /// The app reads it to carry an older choice over into GSettings.
    public static func stored(at url: URL) -> LibraryPreferences? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        if let preferences = try? JSONDecoder().decode(LibraryPreferences.self, from: data) { return preferences }
        _ = try? AtomicFile.setAside(url)
        return nil
    }

    /// Writes the file atomically. Touches the disk: call it off the main thread.
    public func save(to url: URL) throws(AtomicFile.WriteError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write((try? encoder.encode(self)) ?? Data(), to: url)
    }
}
