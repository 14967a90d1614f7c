import RectoCore
import Testing

@Suite("The contents page filled ahead")
struct ContentsPrefillTests {
    let economy = ContentsPosition(part: 0, path: [0])
    let sounds = ContentsPosition(part: 0, path: [3])

    @Test func nothingIsHeldUntilThePageIsFilled() {
        let prefill = ContentsPrefill()
        #expect(!prefill.holds(chapter: nil))
        #expect(!prefill.holds(chapter: economy))
    }

    @Test func aFilledPageServesOnlyTheChapterItWasFilledFor() {
        var prefill = ContentsPrefill()
        prefill.filled(chapter: economy)
        #expect(prefill.holds(chapter: economy))
        #expect(!prefill.holds(chapter: sounds), "another chapter is marked and unfolded differently")
        #expect(!prefill.holds(chapter: nil))
        prefill.filled(chapter: nil)
        #expect(prefill.holds(chapter: nil), "before the first chapter is a place of its own")
    }

    @Test func changedContentsMustBeFilledAnew() {
        var prefill = ContentsPrefill()
        prefill.filled(chapter: sounds)
        prefill.invalidate()
        #expect(!prefill.holds(chapter: sounds))
    }
}
