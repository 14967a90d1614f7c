import Foundation
import RectoCore

/// A minimal indexed item for tests: an integer identity and a title.
struct NotesTestEntry: IndexedItem, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    let indexTitle: String

    var description: String { "\(id):\(indexTitle)" }
}


enum NotesTestData {
    static let english = IndexCollation(locale: Locale(identifier: "en_US"))

    /// Titles that exercise case, accents, digits, symbols and other scripts, with deliberate near-duplicates.
    static let titlePool = [
        "apple", "Apple", "APPLE", "Banana", "banana split", "cherry", "Émile", "Emile", "emile", "école", "Ecole",
        "Zebra", "zèbre", "Øresund", "Ærø", "straße", "Strasse", "1984", "42 things", "#hashtag", "(aside)",
        "“Quoted”", "Ἀθήνα", "αλφα", "Ωμέγα", "Ёлка", "елка", "Жизнь", "книга", "日本", "にほん", "カタカナ",
        "Ａｂｃ", "ipek", "Istanbul", "İstanbul", "", "x", "X-ray", "yak", "Quark", "quark",
    ]

    static func randomTitle(using random: inout SeededGenerator) -> String {
        let base = titlePool.randomElement(using: &random)!
        // Half the time, a suffix so titles share prefixes without being equal.
        guard Bool.random(using: &random) else { return base }
        return base + " " + ["a", "B", "é", "1", "ζ"].randomElement(using: &random)!
    }

    /// The flat rows (headers and items) of `items`, computed the slow, obvious way from the collation's public
    /// rules: group by section, sort sections, sort items within each section.
    static func bruteForceRows(_ items: [NotesTestEntry], collation: IndexCollation) -> [String] {
        var groups: [IndexSectionKey: [NotesTestEntry]] = [:]
        for item in items { groups[collation.sectionKey(forTitle: item.indexTitle), default: []].append(item) }
        let sections = groups.keys.sorted { collation.compareSections($0, $1) == .orderedAscending }
        var rows: [String] = []
        for section in sections {
            rows.append("[\(section.title)]")
            let sorted = groups[section]!.sorted { itemPrecedes($0, $1, collation: collation) }
            rows.append(contentsOf: sorted.map(\.description))
        }
        return rows
    }

    static func itemPrecedes(_ lhs: NotesTestEntry, _ rhs: NotesTestEntry, collation: IndexCollation) -> Bool {
        let left = Array(collation.foldedPrefix(of: lhs.indexTitle).utf8)
        let right = Array(collation.foldedPrefix(of: rhs.indexTitle).utf8)
        if left != right { return left.lexicographicallyPrecedes(right) }
        if lhs.indexTitle != rhs.indexTitle {
            let order = lhs.indexTitle.compare(rhs.indexTitle, options: [], range: nil, locale: collation.locale)
            if order != .orderedSame { return order == .orderedAscending }
            return lhs.indexTitle < rhs.indexTitle
        }
        return lhs.id < rhs.id
    }

    /// The collection's flat rows in the same notation as `bruteForceRows`.
    static func rows(_ collection: IndexedCollection<NotesTestEntry>) -> [String] {
        (0..<collection.flatRowCount).map { index in
            switch collection.row(at: index) {
            case .header(let title, _): return "[\(title)]"
            case .item(let item, _, _): return item.description
            }
        }
    }
}
