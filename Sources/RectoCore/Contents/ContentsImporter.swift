import Foundation

/// Imports tutorial-style contents files (one page-to-title property list per part, like `BookOne.plist` and
/// `BookTwo.plist`) into a `TableOfContents`, one part per file.
public enum ContentsImporter {
    /// Reads and imports files, each with an optional heading chosen by the reader (keyed by file URL).
    ///
    /// Files are read with the sidecar size cap; a file that cannot be read or parsed is listed in `failures`
    /// and the others are still imported.
    public static func importFiles(
        _ urls: [URL],
        headings: [URL: String] = [:],
        into base: TableOfContents = TableOfContents(),
        pageCount: Int
    ) -> ContentsImportResult {
        var result = ContentsImportResult(contents: base, report: ContentsParseReport(), failures: [])
        for url in urls {
            let fileName = url.lastPathComponent
            do {
                let parsed = try ContentsSidecar.read(from: url, pageCount: pageCount)
                merge(parsed, fileName: fileName, heading: headings[url], into: &result)
            } catch {
                result.failures.append(.init(fileName: fileName, error: error))
            }
        }
        return result
    }

    /// Imports files already in memory, in order.
    public static func importSources(
        _ sources: [ContentsImportSource],
        into base: TableOfContents = TableOfContents(),
        pageCount: Int
    ) -> ContentsImportResult {
        var result = ContentsImportResult(contents: base, report: ContentsParseReport(), failures: [])
        for source in sources {
            do {
                let parsed = try ContentsSidecar.parse(source.data, pageCount: pageCount)
                merge(parsed, fileName: source.fileName, heading: source.heading, into: &result)
            } catch {
                result.failures.append(.init(fileName: source.fileName, error: error))
            }
        }
        return result
    }

    /// Adds one file's parts. A file holding a single part takes the given heading, else its own heading,
    /// else one derived from the file name; a multi-part file keeps its headings. A part whose heading
    /// matches an existing part replaces it, so importing `BookOne.plist` again updates "BOOK ONE".
    private static func merge(
        _ parsed: ContentsParseResult,
        fileName: String,
        heading: String?,
        into result: inout ContentsImportResult
    ) {
        result.report.merge(parsed.report)
        var parts = parsed.contents.parts
        if parts.count == 1 {
            let chosen = heading?.trimmedForContents
            if let chosen, !chosen.isEmpty {
                parts[0].heading = chosen
            } else if parts[0].heading == nil {
                parts[0].heading = self.heading(forFileName: fileName)
            }
        }
        for part in parts {
            if let heading = part.heading,
               let existing = result.contents.parts.firstIndex(where: { $0.heading == heading }) {
                result.contents.parts[existing] = part
            } else {
                result.contents.parts.append(part)
            }
        }
    }
}
