import Foundation

extension BookNotes {
    /// Takes in notes saved elsewhere (another window, a sync tool, the file as a save left it): the result
    /// is the merge of what is here and `outside`, as `NotesSnapshot.merged(with:)` defines it. A note whose
    /// deletion can still be undone stays undoable unless `outside` deleted it too. Returns whether the list
    /// on screen changed (the view then reloads it).
    @discardableResult
    public mutating func absorb(_ outside: NotesSnapshot) -> Bool {
        let merged = snapshotToSave.merged(with: outside)
        let live = Dictionary(merged.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        deletions = Dictionary(merged.deletions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        pendingDeletions = pendingDeletions.compactMap { live[$0.id] }
        let pendingIDs = Set(pendingDeletions.map(\.id))
        let shown = merged.notes.filter { !pendingIDs.contains($0.id) }
        let current = collection.items
        guard current.count != shown.count || Set(current) != Set(shown) else { return false }
        collection = IndexedCollection(shown, collation: collection.collation)
        highlights = HighlightPages(shown)
        return true
    }
}
