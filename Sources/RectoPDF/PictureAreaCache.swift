import Foundation
import Synchronization

/// The picture areas of a document's pages, in points, as Night keeps them: found once per page rather than at
/// every size it is rendered in. Most pages are known from their first Night render alone (`PictureWitness`:
/// nothing drawn from an image, no pictures); the others from poppler's image mapping, a second pass over the
/// page's content. One per book (`PDFDocument`), shared by its workers, bounded.
final class PictureAreaCache: Sendable {
    /// A picture's rectangle in points, top-left origin.
    struct Area: Equatable, Sendable {
        var x1: Double, y1: Double, x2: Double, y2: Double
    }

    /// Pages kept before the cache starts again (a few hundred small arrays).
    static let capacity = 512

    private struct State {
        var pages: [Int: [Area]] = [:]
        var mappings = 0
    }

    private let state = Mutex(State())

    /// The areas of `page`, computing them with `find` when they are not known yet.
    func areas(of page: Int, find: () -> [Area]) -> [Area] {
        if let known = known(page) { return known }
        let found = find()
        store(found, for: page)
        return found
    }

    /// The areas of `page` if they are known.
    func known(_ page: Int) -> [Area]? { state.withLock { $0.pages[page] } }

    /// Keeps `areas` as `page`'s.
    func store(_ areas: [Area], for page: Int) {
        state.withLock { state in
            if state.pages.count >= Self.capacity { state.pages.removeAll(keepingCapacity: true) }
            state.pages[page] = areas
        }
    }

    /// Counts one run of poppler's image mapping (for the tests and the benchmark).
    func countMapping() { state.withLock { $0.mappings += 1 } }

    /// How many times poppler's image mapping ran for this book.
    var mappings: Int { state.withLock { $0.mappings } }
}
