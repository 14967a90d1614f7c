import Foundation

/// Turns a parsed property list into a `TableOfContents`, dropping and counting what does not fit.
struct ContentsPlistDecoder {
    /// A chapter key read as a page, or the reason it was rejected.
    enum PageKey: Equatable {
        case page(Int)
        /// A page at or past the page count: kept and written back, not shown.
        case pastEnd(Int)
        case rejected(ContentsParseIssue)
    }

    /// Pages must be below this.
    let pageCount: Int
    /// What has been dropped so far.
    private(set) var report = ContentsParseReport()

    init(pageCount: Int) {
        self.pageCount = pageCount
    }

    mutating func decodeRoot(_ root: Any) throws(ContentsSidecarError) -> TableOfContents {
        if let chapters = root as? [AnyHashable: Any] {
            return shown(TableOfContents(parts: [ContentsPart(entries: decodeChapters(chapters, depth: 1))]))
        }
        if let parts = root as? [Any] {
            return shown(TableOfContents(parts: parts.compactMap { decodePart($0) }))
        }
        throw .unexpectedRoot
    }

    /// Entries past the end of the book or nested too deeply are kept in the value but not shown.
    private func shown(_ contents: TableOfContents) -> TableOfContents {
        var contents = contents
        contents.shownPageCount = pageCount
        contents.shownDepth = ContentsSidecar.maximumDepth
        return contents
    }

    private mutating func decodePart(_ value: Any) -> ContentsPart? {
        guard let part = value as? [AnyHashable: Any] else {
            report.record(.malformedPart)
            return nil
        }
        guard let chapters = part[ContentsSidecar.chaptersKey] as? [AnyHashable: Any] else {
            report.record(.partWithoutChapters)
            return nil
        }
        var heading: String?
        if let rawHeading = part[ContentsSidecar.titleKey] {
            heading = decodeTitle(rawHeading)
        }
        return ContentsPart(heading: heading, entries: decodeChapters(chapters, depth: 1))
    }

    /// Decodes a page dictionary whose entries sit at `depth`, keeping one key per page.
    private mutating func decodeChapters(_ chapters: [AnyHashable: Any], depth: Int) -> [ContentsEntry] {
        // Past the shown depth the chapters are kept, unshown, so a save writes them back; past the kept depth
        // (far beyond any real book) they are dropped, so a hostile file cannot make the model arbitrarily deep.
        if depth == ContentsSidecar.maximumDepth + 1 { report.record(.tooDeep, count: chapters.count) }
        guard depth <= ContentsSidecar.keptDepth else { return [] }
        var candidates: [(key: String, canonical: Bool, page: Int, entries: [ContentsEntry])] = []
        candidates.reserveCapacity(chapters.count)
        for (rawKey, value) in chapters {
            guard let key = rawKey.base as? String else {
                report.record(.nonNumericPage)
                continue
            }
            let page: Int
            switch Self.page(fromKey: key, pageCount: pageCount) {
            case .page(let valid): page = valid
            case .pastEnd(let kept):
                report.record(.pageOutOfRange)
                page = kept
            case .rejected(let issue):
                report.record(issue)
                continue
            }
            let entries = decodeValue(value, page: page, depth: depth)
            if !entries.isEmpty { candidates.append((key, key == String(page), page, entries)) }
        }
        // Dictionary order is unspecified, so duplicates are resolved by a fixed rule:
        // the canonical spelling ("1" rather than "01") wins, then the smallest key.
        candidates.sort { lhs, rhs in
            if lhs.page != rhs.page { return lhs.page < rhs.page }
            if lhs.canonical != rhs.canonical { return lhs.canonical }
            return lhs.key < rhs.key
        }
        var entries: [ContentsEntry] = []
        entries.reserveCapacity(candidates.count)
        var lastPage: Int?
        for candidate in candidates {
            if candidate.page == lastPage {
                report.record(.duplicatePage)
                continue
            }
            lastPage = candidate.page
            entries.append(contentsOf: candidate.entries)
        }
        return entries
    }

    /// A chapter value: a title, a `{title, chapters}` dictionary, or an array of those for one page.
    private mutating func decodeValue(_ value: Any, page: Int, depth: Int) -> [ContentsEntry] {
        // Plain titles are by far the most common value; test for them first, since casts of `Any`
        // to collection types are comparatively slow.
        if let title = value as? String {
            return decodeTitle(title).map { [ContentsEntry(title: $0, page: page)] } ?? []
        }
        if let several = value as? [Any] {
            return several.compactMap { decodeEntry($0, page: page, depth: depth) }
        }
        return decodeEntry(value, page: page, depth: depth).map { [$0] } ?? []
    }

    private mutating func decodeEntry(_ value: Any, page: Int, depth: Int) -> ContentsEntry? {
        if let nested = value as? [AnyHashable: Any] {
            guard let title = decodeTitle(nested[ContentsSidecar.titleKey] as Any) else { return nil }
            guard let rawChildren = nested[ContentsSidecar.chaptersKey] else {
                return ContentsEntry(title: title, page: page)
            }
            guard let children = rawChildren as? [AnyHashable: Any] else {
                report.record(.malformedChildren)
                return ContentsEntry(title: title, page: page)
            }
            return ContentsEntry(title: title, page: page, children: decodeChapters(children, depth: depth + 1))
        }
        return decodeTitle(value).map { ContentsEntry(title: $0, page: page) }
    }

    /// A trimmed, non-empty string title, or `nil` after recording why not.
    private mutating func decodeTitle(_ value: Any) -> String? {
        guard let title = value as? String else {
            report.record(.nonStringTitle)
            return nil
        }
        // Read as it will be written back (a NUL from a binary plist becomes a space), so a save changes nothing.
        let trimmed = ContentsPlistXMLBuilder.writable(title).trimmedForContents
        guard !trimmed.isEmpty else {
            report.record(.emptyTitle)
            return nil
        }
        return trimmed
    }

    /// Reads a page key: optional surrounding white space, then ASCII digits. A leading minus (even "-0")
    /// marks a negative page; digits too large for `Int` are past the end and rejected, since they cannot be
    /// kept; representable pages at or past `pageCount` are `pastEnd`.
    static func page(fromKey key: String, pageCount: Int) -> PageKey {
        let trimmed = key.trimmedForContents
        let negative = trimmed.hasPrefix("-")
        let digits = negative ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return .rejected(.nonNumericPage)
        }
        if negative { return .rejected(.negativePage) }
        guard let page = Int(digits) else { return .rejected(.pageOutOfRange) }
        return page < pageCount ? .page(page) : .pastEnd(page)
    }
}
