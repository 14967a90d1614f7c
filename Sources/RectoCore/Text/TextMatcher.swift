/// Finds a query in a page's reading text (`ReadingText`), both folded by `SearchFolding`, so matching ignores
/// case and accents and runs across what were line ends and hyphenated words in print.
///
/// A search counts matches on the kept folded text only (`count`), a byte comparison; where each match is in
/// the page and the words around it (`contexts`) are worked out for the pages the reader looks at.
public enum TextMatcher {
    /// How many characters of the page a match shows on either side in the results list.
    public static let contextLength = 30

    /// How many non-overlapping times `foldedQuery` shows in `foldedPage`, both already folded. The same count,
    /// in the same order, as `ranges` finds in the unfolded page.
    public static func count(of foldedQuery: String, in foldedPage: String) -> Int {
        var query = foldedQuery, page = foldedPage
        return query.withUTF8 { needle in
            page.withUTF8 { haystack in
                // Both are valid UTF-8 and the needle starts with a lead byte, so a byte match always starts and
                // ends on scalar boundaries: counting bytes counts what comparing scalars would.
                guard let first = needle.first, needle.count <= haystack.count else { return 0 }
                var found = 0, start = 0
                let last = haystack.count - needle.count
                while start <= last {
                    if haystack[start] == first, matches(needle, in: haystack, at: start) {
                        found += 1
                        start += needle.count
                    } else {
                        start += 1
                    }
                }
                return found
            }
        }
    }

    private static func matches(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>,
                                at start: Int) -> Bool {
        var offset = 1
        while offset < needle.count {
            if haystack[start + offset] != needle[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Where each non-overlapping match of `query` is in `pageText`, in Unicode scalars, in reading order.
    public static func ranges(of query: String, in pageText: String) -> [Range<Int>] {
        let needle = Array(SearchFolding.fold(query).unicodeScalars)
        guard !needle.isEmpty else { return [] }
        let (haystack, origins) = SearchFolding.foldWithOrigins(pageText)
        guard haystack.count >= needle.count else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while start + needle.count <= haystack.count {
            guard haystack[start] == needle[0], haystack[start..<start + needle.count].elementsEqual(needle) else {
                start += 1
                continue
            }
            found.append(origins[start]..<origins[start + needle.count - 1] + 1)
            start += needle.count
        }
        return found
    }

    /// Each match of `query` in `pageText` with the text around it, in the order of `ranges`: what the results
    /// list shows for the page's matches.
    public static func contexts(of query: String, in pageText: String) -> [SearchMatch.Context] {
        let scalars = Array(pageText.unicodeScalars)
        return ranges(of: query, in: pageText).map { context(of: $0, in: scalars) }
    }

    private static func context(of range: Range<Int>, in scalars: [Unicode.Scalar]) -> SearchMatch.Context {
        let text = { (slice: ArraySlice<Unicode.Scalar>) in String(String.UnicodeScalarView(slice)) }
        let before = scalars[max(0, range.lowerBound - contextLength)..<range.lowerBound]
        let after = scalars[range.upperBound..<min(scalars.count, range.upperBound + contextLength)]
        return SearchMatch.Context(
            before: (range.lowerBound > contextLength ? "…" : "") + text(before).trimmingLeadingSpaces,
            match: text(scalars[range]),
            after: text(after).trimmingTrailingSpaces + (range.upperBound + contextLength < scalars.count ? "…" : ""))
    }
}

private extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
