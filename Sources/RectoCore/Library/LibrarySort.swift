import Foundation

/// The orders the library sidebar offers. The raw value is what the app remembers in GSettings.
public enum LibrarySort: String, CaseIterable, Codable, Sendable {
    /// By title (the PDF's title, else the file name), locale-aware, ignoring case and diacritics,
    /// numbers by value ("Volume 2" before "Volume 10"). See `LibraryCollation` for the exact rules.
    case title
    /// Most recently read first; books never read come last, by title.
    case lastRead

    /// Returns `entries` in this order. Equal titles are ordered by path bytes so the order never flickers.
    public func sorted(_ entries: [LibraryEntry], locale: Locale = .current) -> [LibraryEntry] {
        let titles = entries.map(\.title)
        let collation = LibraryCollation(strings: titles, locale: locale)
        let keys = titles.map { collation.key(for: $0) }
        let lastRead = self == .lastRead ? entries.map { $0.progress?.lastRead } : []
        let order = entries.indices.sorted { lhs, rhs in
            if self == .lastRead {
                let left = lastRead[lhs], right = lastRead[rhs]
                switch (left, right) {
                case let (left?, right?) where left != right: return left > right
                case (.some, nil): return true
                case (nil, .some): return false
                default: break
                }
            }
            switch LibraryCollation.compare(keys[lhs], keys[rhs]) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return entries[lhs].item.path < entries[rhs].item.path
            }
        }
        return order.map { entries[$0] }
    }
}
