import Testing
import RectoCore

@Suite("Contents: scrubber marks")
struct TableOfContentsMarksTests {
    @Test("Each chapter start gives one mark at its depth; a page shared by levels keeps the shallowest")
    func marks() {
        let contents = TableOfContents(title: "Book", parts: [
            ContentsPart(entries: [
                ContentsEntry(title: "One", page: 2, children: [
                    ContentsEntry(title: "One.a", page: 2, children: []),
                    ContentsEntry(title: "One.b", page: 5, children: [
                        ContentsEntry(title: "deep", page: 6, children: []),
                    ]),
                ]),
                ContentsEntry(title: "Two", page: 9, children: []),
            ]),
        ])
        #expect(contents.chapterMarks == [
            ChapterMark(page: 2, depth: 0), ChapterMark(page: 5, depth: 1), ChapterMark(page: 6, depth: 2),
            ChapterMark(page: 9, depth: 0),
        ])
        #expect(TableOfContents(title: "Empty").chapterMarks.isEmpty)
    }
}
