import GObjectSupport
import RectoCore

extension BookText {
    /// Called on the main thread with the pages read aloud and each one's layout (to mark a sentence on it).
    public typealias ReadAloudDelivery = @Sendable @MainActor (_ pages: [ReadAloudPage], _ layouts: [PageTextLayout])
        -> Void

    /// Reads `pages` for reading aloud on the book's text queue: each page's layout, its running lines found
    /// against the two pages either side (`ReadAloudPage`).
    public func readAloud(_ pages: Range<Int>, deliver: @escaping ReadAloudDelivery) {
        source.asyncText { [pageCount] source in
            let (read, layouts) = Self.readAloud(pages, pageCount: pageCount, source: source)
            MainLoop.post { deliver(read, layouts) }
        }
    }

    /// The same, on the calling thread (tests and benchmarks).
    public func readAloudNow(_ pages: Range<Int>) -> [ReadAloudPage] {
        source.syncText { Self.readAloud(pages, pageCount: pageCount, source: $0).0 }
    }

    private static func readAloud(_ pages: Range<Int>, pageCount: Int,
                                  source: TextSource) -> ([ReadAloudPage], [PageTextLayout]) {
        let empty = PageTextLayout(pageSize: Size(width: 0, height: 0), text: "", boxes: [])
        let wanted = max(pages.lowerBound - 2, 0)..<min(pages.upperBound + 2, pageCount)
        var layouts: [Int: PageTextLayout] = [:]
        for page in wanted { layouts[page] = source.layout(ofPage: page) ?? empty }
        let read = pages.filter { $0 < pageCount }.map { page in
            let neighbours = (page - 2...page + 2).filter { $0 != page }.compactMap { layouts[$0] }
            return ReadAloudPage(page: page, layout: layouts[page] ?? empty, neighbours: neighbours)
        }
        return (read, pages.filter { $0 < pageCount }.map { layouts[$0] ?? empty })
    }
}
