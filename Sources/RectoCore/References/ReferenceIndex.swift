/// The book's references and their targets, page by page (`ReferenceParser`), built in the background as the
/// text is read. For a reference it answers where it leads, best first: the thing's definition (caption,
/// heading, bibliography entry, equation number) before other mentions of it, nearer pages before farther ones.
public struct ReferenceIndex: Sendable {
    private var byKey: [ReferenceKey: [ReferenceOccurrence]] = [:]
    private var byPage: [Int: [ReferenceOccurrence]] = [:]

    public init() {}

    /// How many pages have been added.
    public var pageCount: Int { byPage.count }

    /// Adds the references and targets of `page`, whose text is `text`; a page added again replaces itself.
    public mutating func add(page: Int, text: String) {
        add(page: page, occurrences: ReferenceParser.scan(text, page: page))
    }

    /// Adds occurrences already found on `page`.
    public mutating func add(page: Int, occurrences: [ReferenceOccurrence]) {
        if let old = byPage[page] {
            for key in Set(old.map(\.key)) { byKey[key]?.removeAll { $0.page == page } }
        }
        byPage[page] = occurrences
        for occurrence in occurrences { byKey[occurrence.key, default: []].append(occurrence) }
    }

    /// The references and targets found on `page`, in text order.
    public func occurrences(onPage page: Int) -> [ReferenceOccurrence] { byPage[page] ?? [] }

    /// The mention at character `index` of `page`'s text, if one is there.
    public func mention(onPage page: Int, at index: Int) -> ReferenceOccurrence? {
        occurrences(onPage: page).first { !$0.isDefinition && $0.range.contains(index) }
    }

    /// Where `reference` leads, best first: definitions of its key, then its other mentions, each by distance
    /// from the reference's page (earlier first on a tie); never the reference itself. Empty when the book
    /// names the thing nowhere else.
    public func targets(of reference: ReferenceOccurrence) -> [ReferenceOccurrence] {
        let others = (byKey[reference.key] ?? []).filter { $0 != reference }
        func rank(_ occurrence: ReferenceOccurrence) -> (Int, Int, Int, Int) {
            (occurrence.isDefinition ? 0 : 1, abs(occurrence.page - reference.page), occurrence.page,
             occurrence.range.lowerBound)
        }
        // A bare "(3)" is an equation reference only if the book numbers an equation so.
        let definitions = others.filter(\.isDefinition)
        if reference.key.kind == .equation || reference.key.kind == .citation, definitions.isEmpty { return [] }
        return others.sorted { rank($0) < rank($1) }
    }
}
