import Foundation

/// Reads `NAME.toc.plist` sidecars: XML property lists in the two layouts of issue 3.
///
/// - A root **dictionary** of page keys ("0" is the cover) to chapter titles: one part without a heading.
///   This is the tutorial's `BookOne.plist` layout.
/// - A root **array** of parts, each a dictionary with `title` (the heading, optional) and `chapters`
///   (a page dictionary as above).
///
/// Two extensions keep everything the model can hold, and old files stay valid: a chapter value may be a
/// dictionary `{title, chapters}` to nest entries, or an array of titles/dictionaries for several entries
/// on one page. Bad entries are dropped and counted in a `ContentsParseReport`; only a file that is not a
/// property list at all (XML, or binary as `plutil` writes it), or is too large, fails as a whole.
public enum ContentsSidecar {
    /// Files above this size are refused unread, so a stray huge file cannot stall opening a book.
    public static let maximumByteCount = 4 * 1024 * 1024
    /// The deepest nesting shown; a top-level chapter is at depth 1. Deeper chapters are kept but not shown.
    public static let maximumDepth = 8
    /// The deepest nesting kept at all; deeper chapters are dropped (no real book comes near it).
    public static let keptDepth = 64

    /// How every binary property list begins ("bplist").
    static let binaryMagic = Data("bplist".utf8)

    /// Key of a part's heading and of a nested chapter's title.
    static let titleKey = "title"
    /// Key of a part's (or nested chapter's) page dictionary.
    static let chaptersKey = "chapters"

    /// Parses sidecar bytes. Pages must lie in `0..<pageCount`.
    public static func parse(_ data: Data, pageCount: Int) throws(ContentsSidecarError) -> ContentsParseResult {
        guard data.count <= maximumByteCount else {
            throw .tooLarge(byteCount: data.count, limit: maximumByteCount)
        }
        let root: Any
        if data.starts(with: binaryMagic) {
            // Never Foundation's binary reader: it crashes on some damaged files.
            guard let reader = ContentsBinaryPlistReader(data), let value = reader.root() else {
                throw .notAPropertyList
            }
            root = value
        } else {
            do {
                root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                throw .notAPropertyList
            }
        }
        var decoder = ContentsPlistDecoder(pageCount: pageCount)
        let contents = try decoder.decodeRoot(root)
        return ContentsParseResult(contents: contents, report: decoder.report)
    }

    /// Reads and parses the sidecar at `url`, refusing files over `maximumByteCount` before reading them.
    public static func read(from url: URL, pageCount: Int) throws(ContentsSidecarError) -> ContentsParseResult {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Read one byte past the limit rather than trusting the size on disk, which can change or lie.
            data = try handle.read(upToCount: maximumByteCount + 1) ?? Data()
        } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        if data.count > maximumByteCount {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? data.count
            throw .tooLarge(byteCount: max(size, data.count), limit: maximumByteCount)
        }
        return try parse(data, pageCount: pageCount)
    }
}
