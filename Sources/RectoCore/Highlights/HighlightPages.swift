import Foundation

/// The marked highlights of a book by page, kept up to date as notes come and go, so that drawing a page asks
/// only for its own few highlights and never walks every note of the book.
public struct HighlightPages: Sendable, Equatable {
    private var byPage: [Int: [UUID: Highlight]] = [:]

    public init() {}

    /// The pages of `notes` that are marked highlights.
    public init<Notes: Sequence>(_ notes: Notes) where Notes.Element == Note {
        for note in notes { insert(note) }
    }

    /// Takes in a note (nothing happens for a note without a marked highlight).
    public mutating func insert(_ note: Note) {
        guard let highlight = note.highlight, highlight.isMarked else { return }
        byPage[note.pageIndex, default: [:]][note.id] = highlight
    }

    /// Lets a note go.
    public mutating func remove(_ note: Note) {
        guard byPage[note.pageIndex]?.removeValue(forKey: note.id) != nil else { return }
        if byPage[note.pageIndex]?.isEmpty == true { byPage[note.pageIndex] = nil }
    }

    /// The highlights marked on `page`, in a fixed order (by note identity) so the same marks paint the same.
    public func highlights(onPage page: Int) -> [(id: UUID, highlight: Highlight)] {
        guard let marks = byPage[page] else { return [] }
        return marks.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The note whose mark on `page` covers (`x`, `y`) in top-left page points, for a click on the page; the
    /// last-made one wins among overlapping marks.
    public func note(onPage page: Int, x: Double, y: Double, pageHeight: Double) -> UUID? {
        highlights(onPage: page).last { entry in
            entry.highlight.quads.contains { $0.pageRect(pageHeight: pageHeight)?.contains(x: x, y: y) == true }
        }?.id
    }

    /// What the page's picture paints under its text.
    public func paint(onPage page: Int) -> [HighlightPaint] {
        highlights(onPage: page).map { HighlightPaint(quads: $0.highlight.quads, colour: $0.highlight.colour) }
    }

    /// How many pages hold a mark.
    public var pageCount: Int { byPage.count }
}
