import Foundation

extension LibraryMetadataCache {
    /// What happened when the cache file was opened.
    public enum OpenOutcome: Equatable, Sendable {
        /// The file was read. `skipped` records were out of range or malformed and were left out.
        case loaded(skipped: Int)
        /// The file was written by a newer Recto: what this version understands was read, and the file must
        /// not be overwritten (`LibraryMetadataCache.mayReplace`), so the newer Recto keeps what it wrote.
        case newerFormat(version: Int, skipped: Int)
        /// There was no file yet (first launch): an empty cache.
        case missing
        /// The file could not be parsed at all and was moved to the returned location; the cache starts empty
        /// and is rebuilt from the PDFs.
        case setAside(URL)
        /// The file exists but could not be read or moved aside; the cache starts empty. `reason` is for logs.
        case unreadable(reason: String)

        /// Whether saving may replace the file: not when a newer Recto wrote it.
        public var mayReplace: Bool {
            if case .newerFormat = self { return false }
            return true
        }
    }

    /// The format version written. A file with a higher version is read as far as it is understood.
    public static let formatVersion = 1

    /// The largest cache file read; a real one holds a few hundred bytes per book.
    public static let maximumFileSize = 256 << 20

    private struct FileContents: Encodable {
        var version: Int
        var entries: [Entry]
    }

    /// The file as read: the version, then each record on its own, so one bad record costs only itself.
    private struct LenientContents: Decodable {
        var version: Int
        var entries: [Entry?]

        private enum CodingKeys: String, CodingKey { case version, entries }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            var list = try container.nestedUnkeyedContainer(forKey: .entries)
            entries = []
            while !list.isAtEnd {
                if let entry = try? list.decode(Entry.self) {
                    entries.append(entry.isPlausible ? entry : nil)
                } else {
                    // A record that does not decode is not stepped over by the failed attempt.
                    entries.append(nil)
                    guard (try? list.decode(Skipped.self)) != nil else { break }
                }
            }
        }
    }

    /// Decodes anything, so a failed record can be stepped over.
    private struct Skipped: Decodable {
        init(from decoder: Decoder) throws {}
    }

    /// Opens the cache stored at `url`. Never throws: a cache can always start empty.
    public static func open(at url: URL) -> (cache: LibraryMetadataCache, outcome: OpenOutcome) {
        let data: Data
        do {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes?[.size] as? Int, size > maximumFileSize {
                return (LibraryMetadataCache(), setAside(url))
            }
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return (LibraryMetadataCache(), .missing) }
            return (LibraryMetadataCache(), .unreadable(reason: (error as NSError).localizedDescription))
        }
        guard let (cache, version, skipped) = try? decodedLeniently(from: data) else {
            return (LibraryMetadataCache(), setAside(url))
        }
        if version > formatVersion { return (cache, .newerFormat(version: version, skipped: skipped)) }
        return (cache, .loaded(skipped: skipped))
    }

    private static func setAside(_ url: URL) -> OpenOutcome {
        do {
            return .setAside(try AtomicFile.setAside(url))
        } catch {
            return .unreadable(reason: (error as NSError).localizedDescription)
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

    /// Parses data written by `encoded()` (or by a newer Recto, as far as it is understood), skipping records
    /// that are malformed or out of range; throws when the data is no cache at all or its version is below 1.
    public static func decoded(from data: Data) throws -> LibraryMetadataCache {
        try decodedLeniently(from: data).cache
    }

    private static func decodedLeniently(
        from data: Data
    ) throws -> (cache: LibraryMetadataCache, version: Int, skipped: Int) {
        let contents = try JSONDecoder().decode(LenientContents.self, from: data)
        guard contents.version >= 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unsupported version"))
        }
        var cache = LibraryMetadataCache()
        var skipped = 0
        for entry in contents.entries {
            guard let entry else {
                skipped += 1
                continue
            }
            cache.entries[entry.path] = entry
        }
        return (cache, contents.version, skipped)
    }
}
