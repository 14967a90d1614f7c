import Testing
@testable import RectoCore

@Suite("Preview placement")
struct PreviewPlacementTests {
    private let wanted = Size(width: 900, height: 400)

    @Test func aMentionHighInTheViewOpensBelowAtFullSize() {
        let placement = PreviewPlacement(wanted: wanted, anchor: PageRect(x: 100, y: 100, width: 40, height: 14),
                                         hostWidth: 1200, hostHeight: 900)
        #expect(placement == PreviewPlacement(below: true, width: 900, height: 400))
    }

    @Test func aMentionLowInTheViewOpensAboveWithinTheRoomThere() {
        let placement = PreviewPlacement(wanted: wanted, anchor: PageRect(x: 100, y: 400, width: 40, height: 14),
                                         hostWidth: 1200, hostHeight: 600)
        #expect(placement.below == false)
        #expect(placement.height == 400 - PreviewPlacement.chrome)
    }

    @Test func aMentionInTheMiddleOfASmallViewIsCutToTheLargerSideAndNeverNegative() {
        let placement = PreviewPlacement(wanted: wanted, anchor: PageRect(x: 300, y: 100, width: 40, height: 14),
                                         hostWidth: 500, hostHeight: 200)
        #expect(placement.below == false)
        #expect(placement.height == PreviewPlacement.smallest)
        #expect(placement.width == 500 - PreviewPlacement.chrome / 2)
        let outside = PreviewPlacement(wanted: wanted, anchor: PageRect(x: 0, y: 5000, width: 1, height: 1),
                                       hostWidth: 100, hostHeight: .nan)
        #expect(outside.height >= PreviewPlacement.smallest && outside.width >= PreviewPlacement.smallest)
    }
}
