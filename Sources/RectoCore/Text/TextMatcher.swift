/// Finds a query in a page's reading text (`ReadingText`), both folded by `SearchFolding`, so matching ignores
/// case and accents and runs across what were line ends and hyphenated words in print.
public enum TextMatcher {
    /// How many characters of the page a match shows on either side in the results list.
    public static let contextLength = 30

    /// Whether `foldedPage` (already folded) contains `foldedQuery`: the quick test made on every page.
    public static func contains(_ foldedQuery: String, in foldedPage: String) -> Bool {
        !foldedQuery.isEmpty && foldedPage.contains(foldedQuery)
    }

    /// Every non-overlapping match of `query` in `pageText`, in reading order, with its context.
    public static func matches(of query: String, inPage page: Int, text pageText: String) -> [SearchMatch] {
        let needle = Array(SearchFolding.fold(query).unicodeScalars)
        guard !needle.isEmpty else { return [] }
        let (haystack, origins) = SearchFolding.foldWithOrigins(pageText)
        guard haystack.count >= needle.count else { return [] }
        let characters = Array(pageText)
        var found: [SearchMatch] = []
        var start = 0
        while start + needle.count <= haystack.count {
            guard haystack[start] == needle[0], haystack[start..<start + needle.count].elementsEqual(needle) else {
                start += 1
                continue
            }
            let first = origins[start], last = origins[start + needle.count - 1]
            found.append(SearchMatch(
                page: page, ordinal: found.count, characterRange: first..<last + 1,
                context: context(of: first..<last + 1, in: characters)))
            start += needle.count
        }
        return found
    }

    private static func context(of range: Range<Int>, in characters: [Character]) -> SearchMatch.Context {
        let before = characters[max(0, range.lowerBound - contextLength)..<range.lowerBound]
        let after = characters[range.upperBound..<min(characters.count, range.upperBound + contextLength)]
        return SearchMatch.Context(
            before: (range.lowerBound > contextLength ? "…" : "") + String(before).trimmingLeadingSpaces,
            match: String(characters[range]),
            after: String(after).trimmingTrailingSpaces + (range.upperBound + contextLength < characters.count ? "…" : ""))
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
