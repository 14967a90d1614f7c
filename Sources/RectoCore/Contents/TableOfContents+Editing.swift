import Foundation

/// Edits as the contents page offers them. Each one mutates the value in place; because the type is a value,
/// the app undoes an edit by restoring the copy it kept before making it.
extension TableOfContents {
    /// Appends a part and returns its index. A blank heading makes an unheaded part.
    @discardableResult
    public mutating func addPart(heading: String?) -> Int {
        parts.append(ContentsPart(heading: Self.cleanHeading(heading)))
        return parts.count - 1
    }

    /// Changes a part's heading; a blank heading removes it.
    public mutating func renamePart(_ partIndex: Int, to heading: String?) throws(ContentsEditError) {
        guard parts.indices.contains(partIndex) else { throw .noSuchPart }
        parts[partIndex].heading = Self.cleanHeading(heading)
    }

    /// Removes a part with all its entries and returns it.
    @discardableResult
    public mutating func removePart(_ partIndex: Int) throws(ContentsEditError) -> ContentsPart {
        guard parts.indices.contains(partIndex) else { throw .noSuchPart }
        return parts.remove(at: partIndex)
    }

    /// The part "Add Chapter Here" should add to: the part holding the chapter that contains `page`,
    /// else the first part; `nil` when there are no parts yet.
    public func partIndexForNewChapter(at page: Int) -> Int? {
        if let position = position(containing: page) { return position.part }
        return parts.isEmpty ? nil : 0
    }

    /// Adds a top-level chapter in page order (after chapters on the same page) and returns where it went.
    ///
    /// With `part` omitted the chapter goes to `partIndexForNewChapter(at:)`; when there are no parts,
    /// an unheaded part is created for it.
    @discardableResult
    public mutating func addChapter(
        title: String,
        page: Int,
        toPart part: Int? = nil
    ) throws(ContentsEditError) -> ContentsPosition {
        let title = try Self.cleanTitle(title)
        guard page >= 0 else { throw .negativePage }
        let partIndex: Int
        if let part {
            guard parts.indices.contains(part) else { throw .noSuchPart }
            partIndex = part
        } else if let chosen = partIndexForNewChapter(at: page) {
            partIndex = chosen
        } else {
            partIndex = addPart(heading: nil)
        }
        let index = ContentsEntry.insertionIndex(forPage: page, in: parts[partIndex].entries)
        parts[partIndex].entries.insert(ContentsEntry(title: title, page: page), at: index)
        return ContentsPosition(part: partIndex, path: [index])
    }

    /// Renames the entry at `position`; its page and place do not change.
    public mutating func renameChapter(at position: ContentsPosition, to title: String) throws(ContentsEditError) {
        let title = try Self.cleanTitle(title)
        try modifyEntry(at: position) { $0.title = title }
    }

    /// Removes the entry at `position` together with its children and returns it.
    @discardableResult
    public mutating func removeChapter(at position: ContentsPosition) throws(ContentsEditError) -> ContentsEntry {
        guard let removed = entry(at: position) else { throw .noSuchEntry }
        let parentPath = Array(position.path.dropLast())
        let index = position.path[position.path.count - 1]
        if parentPath.isEmpty {
            parts[position.part].entries.remove(at: index)
        } else {
            try modifyEntry(at: ContentsPosition(part: position.part, path: parentPath)) { parent in
                var children = parent.children
                children.remove(at: index)
                parent.setChildren(children)
            }
        }
        return removed
    }

    private mutating func modifyEntry(
        at position: ContentsPosition,
        _ change: (inout ContentsEntry) -> Void
    ) throws(ContentsEditError) {
        guard entry(at: position) != nil else { throw .noSuchEntry }
        Self.modify(&parts[position.part].entries, path: position.path[...], change)
    }

    /// Walks down `path`, rebuilding each level so the children's sorted order is kept.
    private static func modify(
        _ entries: inout [ContentsEntry],
        path: ArraySlice<Int>,
        _ change: (inout ContentsEntry) -> Void
    ) {
        guard let index = path.first else { return }
        if path.count == 1 {
            change(&entries[index])
        } else {
            var children = entries[index].children
            modify(&children, path: path.dropFirst(), change)
            entries[index].setChildren(children)
        }
    }

    private static func cleanTitle(_ title: String) throws(ContentsEditError) -> String {
        let trimmed = title.trimmedForContents
        guard !trimmed.isEmpty else { throw .emptyTitle }
        return trimmed
    }

    private static func cleanHeading(_ heading: String?) -> String? {
        guard let trimmed = heading?.trimmedForContents, !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}
