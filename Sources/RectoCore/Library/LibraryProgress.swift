import Foundation

/// How far a person got in a book, from the reading-state store; not part of the metadata cache because
/// reading changes it without changing the file.
public struct LibraryProgress: Hashable, Sendable {
    /// The page the reader was on, zero-based (shown as `pageIndex + 1`).
    public var pageIndex: Int
    /// Pages in the book when last read, if known.
    public var pageCount: Int?
    /// When the book was last read; `nil` sorts as never read.
    public var lastRead: Date?

    /// Creates progress.
    public init(pageIndex: Int, pageCount: Int? = nil, lastRead: Date? = nil) {
        self.pageIndex = pageIndex
        self.pageCount = pageCount
        self.lastRead = lastRead
    }

    /// Progress from the remembered reading state of a book.
    public init(_ state: ReadingState) {
        self.init(pageIndex: state.page, pageCount: state.pageCount, lastRead: state.lastRead)
    }
}

extension LibraryProgress {
    /// Reading progress for the books whose keys are known, from the reading-state store; a book never read
    /// (or whose state cannot be read) has none.
    public static func of(_ keys: [DocumentKey], in store: ReadingStateStore) -> [DocumentKey: LibraryProgress] {
        var result: [DocumentKey: LibraryProgress] = [:]
        for key in keys {
            if let state = store.load(key).state { result[key] = LibraryProgress(state) }
        }
        return result
    }
}
