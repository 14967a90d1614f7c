/// What a numbered thing in a book is, as its references name it ("Figure 3", "Lemma 3.1", "[12]").
public enum ReferenceKind: String, Sendable, CaseIterable {
    case figure, table, listing, algorithm, plate
    case part, chapter, section, appendix
    case theorem, lemma, definition, example, proposition, corollary, remark
    case equation, citation

    /// The words that name the kind in running text, lower case: full words, then abbreviations, which count
    /// only with their full stop ("Fig. 3", not "fig 3"). English first, then German.
    var words: (full: [String], abbreviated: [String]) {
        switch self {
        case .figure: (["figure", "figures", "abbildung"], ["fig", "figs", "abb"])
        case .table: (["table", "tables", "tabelle"], ["tab", "tabs"])
        case .listing: (["listing"], [])
        case .algorithm: (["algorithm"], ["alg", "algo"])
        case .plate: (["plate", "tafel"], ["pl"])
        case .part: (["part", "teil"], [])
        case .chapter: (["chapter", "chapters", "kapitel"], ["chap", "ch", "kap"])
        case .section: (["section", "sections", "abschnitt"], ["sec", "sect", "abschn"])
        case .appendix: (["appendix", "anhang"], ["app"])
        case .theorem: (["theorem", "satz"], ["thm", "th"])
        case .lemma: (["lemma"], [])
        case .definition: (["definition"], ["def", "defn"])
        case .example: (["example", "beispiel"], ["ex", "bsp"])
        case .proposition: (["proposition"], ["prop"])
        case .corollary: (["corollary", "korollar"], ["cor", "coroll"])
        case .remark: (["remark", "bemerkung"], ["rem", "bem"])
        case .equation: (["equation", "equations", "gleichung"], ["eq", "eqs", "eqn", "gl"])
        case .citation: ([], [])
        }
    }

    /// Whether the thing's own line (its definition) is below it: a table's caption is above the table.
    public var captionAboveBody: Bool { self == .table || self == .listing || self == .algorithm }

    /// Whether the thing's caption is below its body (a figure, a plate): its preview starts above the caption.
    public var captionBelowBody: Bool { self == .figure || self == .plate }
}

/// A numbered thing as a reference names it: its kind and its label ("3.2", "IV", "B", "Knu84").
public struct ReferenceKey: Hashable, Sendable, CustomStringConvertible {
    public let kind: ReferenceKind
    public let label: String

    public init(_ kind: ReferenceKind, _ label: String) {
        self.kind = kind
        self.label = label
    }

    public var description: String { "\(kind.rawValue) \(label)" }
}
