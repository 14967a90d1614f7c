extension IndexedCollection {
    /// The letters of the jump index: "A" to "Z", then the other-script sections present, then "#"; each says
    /// whether it has items (the others are shown dimmed).
    public var indexLetters: [IndexLetter] {
        var latin = [Bool](repeating: false, count: IndexSectionKey.latinLetters.count)
        var others: [IndexLetter] = []
        var hasSymbols = false
        for section in storage {
            switch section.key.group {
            case .latin:
                if let offset = IndexSectionKey.latinLetters.firstIndex(of: section.key) { latin[offset] = true }
            case .otherScript:
                others.append(IndexLetter(title: section.key.title, hasItems: true))
            case .symbols:
                hasSymbols = true
            }
        }
        let letters = zip(IndexSectionKey.latinLetters, latin).map { IndexLetter(title: $0.title, hasItems: $1) }
        return letters + others + [IndexLetter(title: IndexSectionKey.symbolsTitle, hasItems: hasSymbols)]
    }

    /// The section a jump-index letter scrolls to: its own section if it has items, else the next section that
    /// exists, else (past the end) the last section. Nil when the collection is empty.
    public func section(forIndexLetter letter: String) -> Int? {
        guard !storage.isEmpty else { return nil }
        let slot = sectionSlot(for: collation.sectionKey(forIndexLetter: letter))
        return min(slot.index, storage.count - 1)
    }

    /// The flat row a jump-index letter scrolls to: the first of `section(forIndexLetter:)`'s rows.
    public func flatIndex(ofIndexLetter letter: String) -> Int? {
        section(forIndexLetter: letter).map(flatIndex(ofSection:))
    }
}
