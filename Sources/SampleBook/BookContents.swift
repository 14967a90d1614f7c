/// Which pages the chapters landed on, per part: what the contents sidecar records.
/// Page indexes are zero-based, as in the sidecar; the printed page numbers are one more.
struct BookContents: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var pageIndex: Int
        var title: String
    }

    struct Part: Sendable, Equatable {
        var label: String
        var partPageIndex: Int
        var chapters: [Entry]
    }

    var parts: [Part] = []
}
