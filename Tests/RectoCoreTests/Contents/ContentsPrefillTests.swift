import RectoCore
import Testing

@Suite("The contents page filled ahead")
struct ContentsPrefillTests {
    let economy = ContentsPosition(part: 0, path: [0])
    let sounds = ContentsPosition(part: 0, path: [3])
    let solitude = ContentsPosition(part: 1, path: [0, 2])

    @Test func aPageNeverFilledIsFilled() {
        let prefill = ContentsPrefill()
        #expect(prefill.need(chapter: nil, unfolded: []) == .fill)
        #expect(prefill.need(chapter: economy, unfolded: []) == .fill)
    }

    @Test func thePageFilledForTheChapterBeingReadNeedsNothing() {
        var prefill = ContentsPrefill()
        prefill.filled(chapter: economy, unfolded: [])
        #expect(prefill.need(chapter: economy, unfolded: []) == .nothing)
        prefill.filled(chapter: nil, unfolded: [])
        #expect(prefill.need(chapter: nil, unfolded: []) == .nothing, "before the first chapter is a place too")
    }

    @Test func anotherChapterUnderTheSameHeadingsOnlyMovesTheMark() {
        var prefill = ContentsPrefill()
        prefill.filled(chapter: economy, unfolded: [])
        #expect(prefill.need(chapter: sounds, unfolded: []) == .moveMark, "a flat outline")
        prefill.filled(chapter: economy, unfolded: [4, 9])
        #expect(prefill.need(chapter: sounds, unfolded: [4, 9]) == .moveMark)
    }

    @Test func aChapterUnderOtherHeadingsIsFilledAnew() {
        var prefill = ContentsPrefill()
        prefill.filled(chapter: economy, unfolded: [4])
        #expect(prefill.need(chapter: solitude, unfolded: [12, 13]) == .fill)
    }

    @Test func changedContentsAreFilledAnew() {
        var prefill = ContentsPrefill()
        prefill.filled(chapter: sounds, unfolded: [])
        prefill.invalidate()
        #expect(prefill.need(chapter: sounds, unfolded: []) == .fill)
    }
}
