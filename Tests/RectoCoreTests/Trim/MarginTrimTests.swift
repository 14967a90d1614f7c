import Testing
import RectoCore

@Suite("Margin trim: crops from content boxes")
struct MarginTrimTests {
    let letter = Size(width: 612, height: 792)

    func sizes(_ pages: [Int]) -> [Int: Size] { Dictionary(uniqueKeysWithValues: pages.map { ($0, letter) }) }

    @Test("Odd and even pages each get the union of their sides' boxes, padded, level with each other")
    func unionPerSide() {
        let boxes: [Int: PageRect] = [
            2: PageRect(x: 100, y: 80, width: 400, height: 600),
            4: PageRect(x: 90, y: 100, width: 380, height: 620),
            1: PageRect(x: 120, y: 70, width: 400, height: 600),
            3: PageRect(x: 130, y: 70, width: 400, height: 640),
        ]
        let trim = MarginTrim(boxes: boxes, pageSizes: sizes([1, 2, 3, 4]))
        let pad = MarginTrim.padding
        // Indexes 2 and 4 are pages 3 and 5: odd pages.
        // Left and right are each side's own; top and bottom are shared (70 to 720), so a spread stands level.
        #expect(trim.odd == PageRect(x: 90 - pad, y: 70 - pad, width: 410 + 2 * pad, height: 650 + 2 * pad))
        #expect(trim.even == PageRect(x: 120 - pad, y: 70 - pad, width: 410 + 2 * pad, height: 650 + 2 * pad))
        #expect(trim.crop(forPage: 0) == trim.odd)
        #expect(trim.crop(forPage: 7) == trim.even)
    }

    @Test("Padding never reaches past the page, and the crop is clamped to a smaller page")
    func clamped() {
        let boxes: [Int: PageRect] = [1: PageRect(x: 2, y: 3, width: 606, height: 786)]
        let trim = MarginTrim(boxes: boxes, pageSizes: sizes([1]))
        #expect(trim.even == PageRect(x: 0, y: 0, width: 612, height: 792))
        #expect(trim.odd == nil)
        let small = trim.crop(forPage: 1, pageSize: Size(width: 300, height: 400))
        #expect(small == PageRect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test("Empty pages, damaged boxes and unknown sizes are ignored; a side without boxes stays whole")
    func ignoresEmpty() {
        let boxes: [Int: PageRect] = [
            1: PageRect(x: 100, y: 100, width: 0, height: 0),
            3: PageRect(x: .nan, y: 100, width: 50, height: 50),
            5: PageRect(x: 100, y: 100, width: 300, height: 500),
            2: PageRect(x: 100, y: 100, width: 300, height: 500),
        ]
        let trim = MarginTrim(boxes: boxes, pageSizes: sizes([1, 3]))
        #expect(trim.even == nil && trim.odd == nil)
        #expect(trim.isEmpty)
        #expect(trim.crop(forPage: 4) == nil)
    }

    @Test("A crop too small to be a page's content is not used")
    func tooSmall() {
        let trim = MarginTrim(boxes: [2: PageRect(x: 300, y: 300, width: 1, height: 1)], pageSizes: sizes([2]))
        #expect(trim.odd == nil)
    }

    @Test("The sample spreads over the book, at most twelve pages, leaving out the cover")
    func sample() {
        #expect(MarginTrim.samplePages(pageCount: 0).isEmpty)
        #expect(MarginTrim.samplePages(pageCount: 1) == [0])
        #expect(MarginTrim.samplePages(pageCount: 4) == [1, 2, 3])
        let long = MarginTrim.samplePages(pageCount: 500)
        #expect(long.count == MarginTrim.sampleLimit)
        #expect(!long.contains(0))
        #expect(long.first == 1 && long.last! > 400)
        #expect(long.contains { $0 % 2 == 0 } && long.contains { $0 % 2 == 1 })
        #expect(Set(long).count == long.count)
    }
}

@Suite("Margin trim: the planner's page styles")
struct MarginTrimPlannerTests {
    @Test("Each page's style carries its side's crop, and no crop without a trim")
    func styles() {
        let odd = PageRect(x: 50, y: 40, width: 500, height: 700)
        let even = PageRect(x: 60, y: 40, width: 500, height: 700)
        var planner = RenderPlanner(navigator: PageNavigator(pageCount: 10, layout: .single))
        #expect(planner.style(forPage: 0).trim == nil)
        planner.trim = MarginTrim(odd: odd, even: even)
        #expect(planner.style(forPage: 0).trim == odd)
        #expect(planner.style(forPage: 1).trim == even)
        #expect(planner.style(forPage: 0) != planner.style(forPage: 1))
    }
}
