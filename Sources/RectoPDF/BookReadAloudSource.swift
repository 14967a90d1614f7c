import RectoCore

/// The open book's pages for reading aloud, read on its text queue (`BookText.readAloud`); the layouts of the
/// pages read are kept, to mark the sentence heard on them.
@MainActor
public final class BookReadAloudSource: ReadAloudSource {
    private let text: () -> BookText?
    public private(set) var layouts: [Int: PageTextLayout] = [:]
    /// Layouts kept: the pages around the one read.
    private static let kept = 8

    public init(text: @escaping () -> BookText?) {
        self.text = text
    }

    public var pageCount: Int { text()?.pageCount ?? 0 }

    public func readAloudPages(_ pages: Range<Int>, deliver: @escaping @MainActor ([ReadAloudPage]) -> Void) {
        guard let book = text() else {
            deliver([])
            return
        }
        book.readAloud(pages) { [weak self, weak book] read, layouts in
            guard let self, let book, book === self.text() else { return }
            for (page, layout) in zip(read.map(\.page), layouts) { self.layouts[page] = layout }
            if self.layouts.count > Self.kept, let last = read.last?.page {
                self.layouts = self.layouts.filter { abs($0.key - last) < Self.kept }
            }
            deliver(read)
        }
    }

    /// Forgets the layouts (another book).
    public func reset() { layouts = [:] }
}
