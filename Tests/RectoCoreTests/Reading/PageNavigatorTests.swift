import Testing
import RectoCore

@Suite("Page navigator")
struct PageNavigatorTests {
    /// Every spread a reader meets turning forward from the cover.
    func spreadsForward(pageCount: Int) -> [[Int]] {
        var navigator = PageNavigator(pageCount: pageCount, layout: .spread)
        var seen = [navigator.visiblePages]
        while navigator.next() != nil { seen.append(navigator.visiblePages) }
        return seen
    }

    @Test("Single pages turn one at a time and stop at both ends")
    func singleTurns() {
        var navigator = PageNavigator(pageCount: 3)
        #expect(navigator.visiblePages == [0])
        #expect(navigator.isOnCover)
        #expect(!navigator.canGoBackward)
        #expect(navigator.previous() == nil)
        #expect(navigator.currentPage == 0)
        #expect(navigator.next() == .forward)
        #expect(navigator.visiblePages == [1])
        #expect(!navigator.isOnCover)
        #expect(navigator.next() == .forward)
        #expect(navigator.currentPage == 2)
        #expect(!navigator.canGoForward)
        #expect(navigator.next() == nil)
        #expect(navigator.currentPage == 2)
        #expect(navigator.previous() == .backward)
        #expect(navigator.currentPage == 1)
    }

    @Test("A one-page book cannot turn either way")
    func onePage() {
        for layout in PageLayout.allCases {
            var navigator = PageNavigator(pageCount: 1, layout: layout)
            #expect(navigator.visiblePages == [0])
            #expect(!navigator.canGoForward && !navigator.canGoBackward)
            #expect(navigator.next() == nil)
            #expect(navigator.previous() == nil)
            #expect(navigator.go(to: 5) == nil)
        }
    }

    @Test("The starting page is clamped into the book")
    func initClamps() {
        #expect(PageNavigator(pageCount: 5, currentPage: 99).currentPage == 4)
        #expect(PageNavigator(pageCount: 5, currentPage: -3).currentPage == 0)
        #expect(PageNavigator(pageCount: 5, currentPage: 2).currentPage == 2)
    }

    @Test("Spreads put the cover alone, then pairs, and an odd last page alone", arguments: [
        (1, [[0]]),
        (2, [[0], [1]]),
        (3, [[0], [1, 2]]),
        (4, [[0], [1, 2], [3]]),
        (5, [[0], [1, 2], [3, 4]]),
        (8, [[0], [1, 2], [3, 4], [5, 6], [7]]),
    ])
    func spreads(pageCount: Int, expected: [[Int]]) {
        #expect(spreadsForward(pageCount: pageCount) == expected)
    }

    @Test("Turning back through spreads visits the same spreads in reverse")
    func spreadsBackward() {
        for pageCount in 1...9 {
            var navigator = PageNavigator(pageCount: pageCount, layout: .spread, currentPage: pageCount - 1)
            var seen = [navigator.visiblePages]
            while navigator.previous() != nil { seen.append(navigator.visiblePages) }
            #expect(seen == spreadsForward(pageCount: pageCount).reversed(), "pageCount \(pageCount)")
            #expect(navigator.currentPage == 0)
        }
    }

    @Test("Any page of a spread shows the whole spread")
    func spreadContaining() {
        #expect(PageNavigator.spread(containing: 1, layout: .spread, pageCount: 6) == [1, 2])
        #expect(PageNavigator.spread(containing: 2, layout: .spread, pageCount: 6) == [1, 2])
        #expect(PageNavigator.spread(containing: 4, layout: .spread, pageCount: 6) == [3, 4])
        #expect(PageNavigator.spread(containing: 5, layout: .spread, pageCount: 6) == [5])
        #expect(PageNavigator.spread(containing: 0, layout: .spread, pageCount: 6) == [0])
        #expect(PageNavigator.spread(containing: 99, layout: .spread, pageCount: 6) == [5])
        #expect(PageNavigator.spread(containing: -1, layout: .spread, pageCount: 6) == [0])
        #expect(PageNavigator.spread(containing: 4, layout: .single, pageCount: 6) == [4])
        let navigator = PageNavigator(pageCount: 6, layout: .spread, currentPage: 4)
        #expect(navigator.visiblePages == [3, 4])
        #expect(navigator.currentPage == 4)
    }

    @Test("Turning from the second page of a spread goes to the next spread, not the next page")
    func turnFromRightHalf() {
        var navigator = PageNavigator(pageCount: 10, layout: .spread, currentPage: 2)
        #expect(navigator.next() == .forward)
        #expect(navigator.visiblePages == [3, 4])
        navigator = PageNavigator(pageCount: 10, layout: .spread, currentPage: 2)
        #expect(navigator.previous() == .backward)
        #expect(navigator.visiblePages == [0])
    }

    @Test("Go to a page reports the direction, and nil when the same pages stay on screen")
    func goTo() {
        var navigator = PageNavigator(pageCount: 10)
        #expect(navigator.go(to: 7) == .forward)
        #expect(navigator.currentPage == 7)
        #expect(navigator.go(to: 7) == nil)
        #expect(navigator.go(to: 2) == .backward)
        #expect(navigator.go(to: 100) == .forward)
        #expect(navigator.currentPage == 9)
        #expect(navigator.go(to: -4) == .backward)
        #expect(navigator.currentPage == 0)

        var spread = PageNavigator(pageCount: 10, layout: .spread, currentPage: 3)
        #expect(spread.go(to: 4) == nil, "page 4 is already on screen beside 3")
        #expect(spread.visiblePages == [3, 4])
        #expect(spread.go(to: 6) == .forward)
        #expect(spread.visiblePages == [5, 6])
        #expect(spread.go(to: 1) == .backward)
        #expect(spread.visiblePages == [1, 2])
    }

    @Test("Switching layout keeps the current page on screen")
    func switchLayout() {
        var navigator = PageNavigator(pageCount: 10, currentPage: 4)
        navigator.setLayout(.spread)
        #expect(navigator.layout == .spread)
        #expect(navigator.visiblePages == [3, 4])
        navigator.setLayout(.single)
        #expect(navigator.visiblePages == [4])

        var fromSpread = PageNavigator(pageCount: 10, layout: .spread, currentPage: 5)
        fromSpread.setLayout(.single)
        #expect(fromSpread.visiblePages == [5])
    }

    @Test("Can-go flags match whether a turn moves, on every page of every small book")
    func flagsMatchTurns() {
        for pageCount in 1...7 {
            for layout in PageLayout.allCases {
                for page in 0..<pageCount {
                    let navigator = PageNavigator(pageCount: pageCount, layout: layout, currentPage: page)
                    var forward = navigator
                    var backward = navigator
                    #expect((forward.next() != nil) == navigator.canGoForward)
                    #expect((backward.previous() != nil) == navigator.canGoBackward)
                    #expect(navigator.visiblePages.contains(navigator.currentPage))
                    #expect(navigator.isOnCover == navigator.visiblePages.contains(0))
                }
            }
        }
    }

    @Test("Sides: verso on the left, recto on the right; the cover is a recto, a lone last page a verso")
    func sides() {
        var navigator = PageNavigator(pageCount: 4, layout: .spread)
        #expect(navigator.sides == (verso: nil, recto: 0))
        navigator.next()
        #expect(navigator.sides == (verso: 1, recto: 2))
        navigator.next()
        #expect(navigator.visiblePages == [3])
        #expect(navigator.sides == (verso: 3, recto: nil))

        let twoPages = PageNavigator(pageCount: 2, layout: .spread, currentPage: 1)
        #expect(twoPages.sides == (verso: 1, recto: nil))

        for page in 0..<4 {
            let single = PageNavigator(pageCount: 4, layout: .single, currentPage: page)
            #expect(single.sides == (verso: nil, recto: page), "single layout shows page \(page) as a recto")
        }
    }
}

@Suite("Page commands and reading direction")
struct PageCommandTests {
    @Test("Screen-sided commands resolve by reading direction; reading-order ones are unchanged")
    func resolution() {
        #expect(PageCommand.right.resolved(for: .leftToRight) == .next)
        #expect(PageCommand.left.resolved(for: .leftToRight) == .previous)
        #expect(PageCommand.right.resolved(for: .rightToLeft) == .previous)
        #expect(PageCommand.left.resolved(for: .rightToLeft) == .next)
        for direction in ReadingDirection.allCases {
            for command in [PageCommand.next, .previous, .first, .last] {
                #expect(command.resolved(for: direction) == command)
            }
        }
    }

    @Test("Perform moves the navigator the way the command means in each direction")
    func perform() {
        var ltr = PageNavigator(pageCount: 5, currentPage: 2)
        #expect(ltr.perform(.right, direction: .leftToRight) == .forward)
        #expect(ltr.currentPage == 3)
        #expect(ltr.perform(.left, direction: .leftToRight) == .backward)
        #expect(ltr.currentPage == 2)

        var rtl = PageNavigator(pageCount: 5, currentPage: 2)
        #expect(rtl.perform(.left, direction: .rightToLeft) == .forward)
        #expect(rtl.currentPage == 3)
        #expect(rtl.perform(.right, direction: .rightToLeft) == .backward)
        #expect(rtl.currentPage == 2)
        #expect(rtl.perform(.next, direction: .rightToLeft) == .forward)
        #expect(rtl.currentPage == 3)
        #expect(rtl.perform(.previous, direction: .rightToLeft) == .backward)
        #expect(rtl.currentPage == 2)
    }

    @Test("First and last jump to the ends, and do nothing when already there")
    func firstLast() {
        for direction in ReadingDirection.allCases {
            var navigator = PageNavigator(pageCount: 6, layout: .spread, currentPage: 3)
            #expect(navigator.perform(.last, direction: direction) == .forward)
            #expect(navigator.visiblePages == [5])
            #expect(navigator.perform(.last, direction: direction) == nil)
            #expect(navigator.perform(.first, direction: direction) == .backward)
            #expect(navigator.visiblePages == [0])
            #expect(navigator.perform(.first, direction: direction) == nil)
        }
    }

    @Test("Turning past either end does nothing, whatever the side")
    func pastEnds() {
        var start = PageNavigator(pageCount: 3)
        #expect(start.perform(.left, direction: .leftToRight) == nil)
        #expect(start.perform(.right, direction: .rightToLeft) == nil)
        #expect(start.perform(.previous, direction: .leftToRight) == nil)
        #expect(start.currentPage == 0)
        var end = PageNavigator(pageCount: 3, currentPage: 2)
        #expect(end.perform(.right, direction: .leftToRight) == nil)
        #expect(end.perform(.left, direction: .rightToLeft) == nil)
        #expect(end.perform(.next, direction: .rightToLeft) == nil)
        #expect(end.currentPage == 2)
    }

    @Test("Forward turns slide in from the right in LTR books and from the left in RTL books")
    func incomingEdge() {
        #expect(TurnDirection.forward.incomingEdge(for: .leftToRight) == .fromRight)
        #expect(TurnDirection.backward.incomingEdge(for: .leftToRight) == .fromLeft)
        #expect(TurnDirection.forward.incomingEdge(for: .rightToLeft) == .fromLeft)
        #expect(TurnDirection.backward.incomingEdge(for: .rightToLeft) == .fromRight)
    }

    @Test("Reading direction and layout keep their stored raw values")
    func rawValues() {
        #expect(ReadingDirection(rawValue: "rightToLeft") == .rightToLeft)
        #expect(ReadingDirection(rawValue: "leftToRight") == .leftToRight)
        #expect(PageLayout(rawValue: "spread") == .spread)
        #expect(PageLayout(rawValue: "single") == .single)
    }
}
