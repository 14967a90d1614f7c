import Foundation

/// The sidebar's search: every word typed must occur in the title or the author (each word may match either),
/// ignoring case, diacritics and character width, so "eluard paul" finds "Capitale de la douleur" by Paul Éluard
/// and "strasse" finds "Straße". Words match anywhere inside a word ("cap" finds "Capitale").
public struct LibraryFilter: Equatable, Sendable {
    /// The folded search words; empty means everything matches.
    public let words: [String]
    private let locale: Locale

    /// A filter for the text in the search entry; surrounding and repeated whitespace is ignored.
    public init(text: String, locale: Locale = .current) {
        self.locale = locale
        words = Self.fold(text, locale: locale)
            .split(whereSeparator: { $0.isWhitespace })
            .map(String.init)
    }

    /// Whether the filter lets everything through (blank search text).
    public var isEmpty: Bool { words.isEmpty }

    /// Whether a row matches.
    public func matches(_ entry: LibraryEntry) -> Bool {
        guard !isEmpty else { return true }
        // A newline cannot occur in a search word, so no word matches across the two fields.
        let haystack = Self.fold(entry.title + "\n" + (entry.author ?? ""), locale: locale)
        return words.allSatisfy { haystack.contains($0) }
    }

    /// The matching rows, in their given order.
    public func apply(to entries: [LibraryEntry]) -> [LibraryEntry] {
        isEmpty ? entries : entries.filter(matches)
    }

    private static func fold(_ text: String, locale: Locale) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: locale)
    }
}
