import RectoCore

/// The text of the pages on screen is read by the session's text worker.
extension PageRenderSession: PageTextBook {
    public var pageTextReader: any PageTextReader { text }
}

extension BookText: PageTextReader {}
