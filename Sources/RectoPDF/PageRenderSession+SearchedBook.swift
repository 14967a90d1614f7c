import RectoCore

/// The find bar searches the session's book through its text worker, from where its reader is.
extension PageRenderSession: SearchedBook {
    public var pageCount: Int { document.pageCount }
    public var currentPage: Int { navigator.currentPage }
    public var visiblePages: [Int] { navigator.visiblePages }

    public func search(_ query: String, pages: [Int], deliver: @escaping Delivery) {
        text.search(query, pages: pages, deliver: deliver)
    }

    public func cancelSearch() { text.cancelSearch() }

    public func contexts(ofPage page: Int, query: String, deliver: @escaping ContextsDelivery) {
        text.contexts(ofPage: page, query: query, deliver: deliver)
    }
}
