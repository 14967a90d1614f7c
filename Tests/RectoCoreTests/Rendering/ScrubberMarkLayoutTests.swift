import Testing
import RectoCore

@Suite("Scrubber marks")
struct ScrubberMarkLayoutTests {
    @Test("Few marks are all placed, in order, at their pages' spots on the trough")
    func few() {
        let marks = [ChapterMark(page: 50), ChapterMark(page: 0), ChapterMark(page: 100)]
        #expect(ScrubberMarkLayout.offsets(of: marks, pageCount: 101, width: 200) == [0, 100, 200])
    }

    @Test("A right-to-left book mirrors the marks")
    func mirrored() {
        let marks = [ChapterMark(page: 0), ChapterMark(page: 25)]
        #expect(ScrubberMarkLayout.offsets(of: marks, pageCount: 101, width: 400, direction: .rightToLeft) == [300, 400])
    }

    @Test("However big the outline, marks stay at least the spacing apart and their count is bounded by the width")
    func bounded() {
        let marks = (0..<20_000).map { ChapterMark(page: $0 % 2415, depth: $0 % 4) }
        let offsets = ScrubberMarkLayout.offsets(of: marks, pageCount: 2415, width: 600, spacing: 4)
        #expect(offsets.count <= 600 / 4 + 1)
        #expect(offsets.count > 100)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 - $0 >= 4 })
    }

    @Test("Top-level chapters win the room over nested ones")
    func topLevelFirst() {
        // A nested entry one page before a chapter would take its spot if placed first.
        let marks = [ChapterMark(page: 9, depth: 2), ChapterMark(page: 10, depth: 0), ChapterMark(page: 30, depth: 1)]
        let offsets = ScrubberMarkLayout.offsets(of: marks, pageCount: 101, width: 100, spacing: 4)
        #expect(offsets == [10, 30])
    }

    @Test("Marks outside the book and degenerate widths are ignored")
    func degenerate() {
        let marks = [ChapterMark(page: -1), ChapterMark(page: 500), ChapterMark(page: 2)]
        #expect(ScrubberMarkLayout.offsets(of: marks, pageCount: 9, width: 80) == [20])
        #expect(ScrubberMarkLayout.offsets(of: marks, pageCount: 9, width: 0).isEmpty)
        #expect(ScrubberMarkLayout.offsets(of: marks, pageCount: 9, width: .nan).isEmpty)
        #expect(ScrubberMarkLayout.offsets(of: marks, pageCount: 0, width: 90).isEmpty)
    }
}
