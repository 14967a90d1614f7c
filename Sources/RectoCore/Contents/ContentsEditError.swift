import Foundation

/// Why an edit of a `TableOfContents` was refused; the app turns it into a message.
public enum ContentsEditError: Error, Hashable, Sendable {
    /// The title was empty or only white space.
    case emptyTitle
    /// The page index was below zero.
    case negativePage
    /// No part exists at the given index.
    case noSuchPart
    /// No entry exists at the given position.
    case noSuchEntry
}
