import Foundation

extension LibraryMetadataCache {
    /// What happened when the cache file was opened.
    public enum OpenOutcome: Equatable, Sendable {
        /// The file was read.
        case loaded
        /// There was no file yet (first launch): an empty cache.
        case missing
        /// The file could not be parsed (or was written by a newer format) and was moved to the returned
        /// location; the cache starts empty and is rebuilt from the PDFs.
        case setAside(URL)
        /// The file exists but could not be read or moved aside; the cache starts empty. `reason` is for logs.
        case unreadable(reason: String)
    }

    /// The format version written; a file with another version is set aside.
    public static let formatVersion = 1

    private struct FileContents: Codable {
        var version: Int
        var entries: [Entry]
    }

    /// Opens the cache stored at `url`. Never throws: a cache can always start empty.
    public static func open(at url: URL) -> (cache: LibraryMetadataCache, outcome: OpenOutcome) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return (LibraryMetadataCache(), .missing) }
            return (LibraryMetadataCache(), .unreadable(reason: (error as NSError).localizedDescription))
        }
        if let cache = try? decoded(from: data) { return (cache, .loaded) }
        do {
            return (LibraryMetadataCache(), .setAside(try AtomicFile.setAside(url)))
        } catch {
            return (LibraryMetadataCache(), .unreadable(reason: (error as NSError).localizedDescription))
        }
    }

    /// Writes the cache to `url` atomically (temporary file, flush, rename). Does disk work: call it off the
    /// main thread, on a copy of the cache.
    public func save(to url: URL) throws(AtomicFile.WriteError) {
        try AtomicFile.write(encoded(), to: url)
    }

    /// The cache as JSON, entries ordered by path so identical caches give identical files.
    public func encoded() -> Data {
        let contents = FileContents(
            version: Self.formatVersion,
            entries: entries.values.sorted { $0.path < $1.path }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain strings and numbers cannot fail.
        return (try? encoder.encode(contents)) ?? Data()
    }

    /// Parses data written by `encoded()`; throws on anything else, including other format versions.
    public static func decoded(from data: Data) throws -> LibraryMetadataCache {
        let contents = try JSONDecoder().decode(FileContents.self, from: data)
        guard contents.version == formatVersion else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unsupported version"))
        }
        var cache = LibraryMetadataCache()
        for entry in contents.entries { cache.entries[entry.path] = entry }
        return cache
    }
}
