import Foundation
import Synchronization

/// The picture areas of a document's pages, in points, as poppler's image mapping found them: a second pass
/// over the page's content that costs about as much as a fifth of its render, paid once per page rather than at
/// every size and mode it is rendered in. One per book (`PDFDocument`), shared by its workers, bounded.
final class PictureAreaCache: Sendable {
    /// A picture's rectangle in points, top-left origin.
    struct Area: Equatable, Sendable {
        var x1: Double, y1: Double, x2: Double, y2: Double
    }

    /// Pages kept before the cache starts again (a few hundred small arrays).
    static let capacity = 512

    private let pages = Mutex<[Int: [Area]]>([:])

    /// The areas of `page`, computing them with `find` when they are not known yet.
    func areas(of page: Int, find: () -> [Area]) -> [Area] {
        if let known = pages.withLock({ $0[page] }) { return known }
        let found = find()
        pages.withLock { pages in
            if pages.count >= Self.capacity { pages.removeAll(keepingCapacity: true) }
            pages[page] = found
        }
        return found
    }
}
