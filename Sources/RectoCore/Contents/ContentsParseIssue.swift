import Foundation

/// A kind of bad input that the sidecar parser dropped while keeping the rest of the file.
///
/// The app counts them in one toast ("3 entries ignored: pages past the end"), translated on its side.
public enum ContentsParseIssue: Hashable, Sendable, CaseIterable {
    /// A chapter key that is not a whole number ("seven", "3.5").
    case nonNumericPage
    /// A chapter key below zero ("-1").
    case negativePage
    /// A chapter key at or past the document's page count (including numbers too large to represent).
    case pageOutOfRange
    /// A second key for a page already used in the same list ("01" beside "1"); the first in key order is kept.
    case duplicatePage
    /// A title (of a chapter or a part heading) that is empty or only white space.
    case emptyTitle
    /// A title that is not a string (a number, a date, a missing `title`), for a chapter or a part heading.
    case nonStringTitle
    /// An element of the root array that is not a dictionary.
    case malformedPart
    /// A part without a usable `chapters` dictionary; the whole part is dropped.
    case partWithoutChapters
    /// A chapter's nested `chapters` value that is not a dictionary; the chapter is kept without children.
    case malformedChildren
    /// Chapters nested deeper than `ContentsSidecar.maximumDepth`; each one is dropped with its children.
    case tooDeep
}
