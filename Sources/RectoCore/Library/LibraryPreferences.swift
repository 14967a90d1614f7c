import Foundation

/// The library sidebar's choices that outlive the app: for now the sort order. Kept in a small JSON file in
/// the state folder until the app has a GSettings schema to hold it.
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
        guard let data = try? Data(contentsOf: url) else { return LibraryPreferences() }
        if let preferences = try? JSONDecoder().decode(LibraryPreferences.self, from: data) { return preferences }
        _ = try? AtomicFile.setAside(url)
        return LibraryPreferences()
    }

    /// Writes the file atomically. Touches the disk: call it off the main thread.
    public func save(to url: URL) throws(AtomicFile.WriteError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write((try? encoder.encode(self)) ?? Data(), to: url)
    }
}
