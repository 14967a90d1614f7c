import Foundation

/// What a reader window shows in its main area: the book's pages, the table of contents the book turns over to,
/// or the book's notes. Exactly one at a time.
public enum ReaderView: Hashable, Sendable, CaseIterable {
    case page
    case contents
    case notes
}
