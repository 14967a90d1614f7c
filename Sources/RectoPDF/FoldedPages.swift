import Foundation

/// Each page's folded text (`SearchFolding`) as searches read it, shared by the secondary document's queue and
/// the `FoldingHelper` that extracts pages beside it during a first search. A page is claimed by whoever
/// extracts it, so no page is extracted twice; a reader that meets a page claimed by the other waits for it,
/// which is never longer than one page's extraction.
final class FoldedPages: @unchecked Sendable {
    private enum State {
        case claimed
        case done(String)
    }

    /// Invariant for `@unchecked Sendable`: `pages` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var pages: [Int: State] = [:]

    /// The page's folded text if it has been read; otherwise nil, and the page is now the caller's to extract
    /// and `store`. Waits while another thread is extracting it.
    func textOrClaim(_ page: Int) -> String? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch pages[page] {
            case let .done(text)?:
                return text
            case .claimed?:
                condition.wait()
            case nil:
                pages[page] = .claimed
                return nil
            }
        }
    }

    /// Claims the last page of `order[..<end]` nobody has read or claimed, searching back from `end`: the
    /// page and its index in `order`, or nil when every page before `end` is read or claimed.
    func claimLast(of order: [Int], before end: Int) -> (page: Int, index: Int)? {
        condition.lock()
        defer { condition.unlock() }
        var index = min(end, order.count) - 1
        while index >= 0 {
            let page = order[index]
            if pages[page] == nil {
                pages[page] = .claimed
                return (page, index)
            }
            index -= 1
        }
        return nil
    }

    /// How many of `pages` have been neither read nor claimed.
    func unreadCount(of wanted: [Int]) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return wanted.reduce(0) { $0 + (pages[$1] == nil ? 1 : 0) }
    }

    /// Stores a claimed page's folded text ("" for a page without text) and wakes whoever waits for it.
    func store(_ text: String, forPage page: Int) {
        condition.lock()
        pages[page] = .done(text)
        condition.broadcast()
        condition.unlock()
    }
}
