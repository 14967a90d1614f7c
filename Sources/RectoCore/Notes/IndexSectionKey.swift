/// Identifies a section of an indexed list: the group it belongs to and its header title.
///
/// Groups keep phone-contacts order: Latin "A"–"Z" first, then letters of other scripts, then "#".
public struct IndexSectionKey: Hashable, Sendable {
    /// Which block of the index a section belongs to; the raw value is the block's place in the order.
    public enum Group: UInt8, Comparable, Sendable {
        /// "A" to "Z": titles whose folded first letter is a basic Latin letter.
        case latin = 0
        /// Letters of other scripts (and Latin letters outside A–Z, such as "Ø"), each under its own letter.
        case otherScript = 1
        /// "#": titles that start with a digit, a symbol or nothing at all.
        case symbols = 2

        /// Orders groups by their place in the index.
        public static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The header title shown for the section: "A"…"Z", a letter such as "Ж", or "#".
    public let title: String
    /// The block the section belongs to.
    public let group: Group

    /// The title of the section that collects digits and symbols.
    public static let symbolsTitle = "#"

    /// The "#" section.
    public static let symbols = IndexSectionKey(title: symbolsTitle, group: .symbols)

    /// The Latin sections "A" to "Z", indexed by letter offset; built once so keys share their storage.
    static let latinLetters: [IndexSectionKey] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map {
        IndexSectionKey(title: String(UnicodeScalar($0)), group: .latin)
    }

    /// Creates a key; use `IndexCollation.sectionKey(forIndexLetter:)` to get the key a letter belongs to.
    public init(title: String, group: Group) {
        self.title = title
        self.group = group
    }
}
