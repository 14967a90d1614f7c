import Foundation

extension ReadingState {
    /// Combines two saved states of one book (two windows, two machines): the newer state (by `lastRead`)
    /// wins every field it has, and the older one fills the fields the newer lacks. Between equal times this
    /// state wins, so a window's own latest save is kept.
    public func merged(with other: ReadingState) -> ReadingState {
        let mine = lastRead ?? .distantPast, theirs = other.lastRead ?? .distantPast
        let (newer, older) = theirs > mine ? (other, self) : (self, other)
        var result = newer
        result.version = Self.currentVersion
        result.lastPath = newer.lastPath ?? older.lastPath
        result.lastRead = newer.lastRead ?? older.lastRead
        result.pageCount = newer.pageCount ?? older.pageCount
        result.colourMode = newer.colourMode ?? older.colourMode
        result.continuous = newer.continuous ?? older.continuous
        result.layout = newer.layout ?? older.layout
        result.direction = newer.direction ?? older.direction
        result.trimMargins = newer.trimMargins ?? older.trimMargins
        result.marginTrim = newer.marginTrim ?? older.marginTrim
        return result
    }
}
