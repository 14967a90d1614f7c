import Foundation

/// What a reader window shows in its main area: the book's pages, the table of contents the book turns over to,
/// the book's notes, or the overview of its pages. Exactly one at a time.
public enum ReaderView: Hashable, Sendable, CaseIterable {
    case page
    case contents
    case notes
    case overview
}
