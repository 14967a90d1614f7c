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

    @Test func aShortMentionInViewIsPointedAtWhole() {
        let anchor = PageRect(x: 100, y: 300, width: 40, height: 14)
        #expect(PreviewPlacement.pointingArea(of: anchor, pointerY: 305, hostWidth: 800, hostHeight: 600) == anchor)
    }

    @Test func aZoomedLinkLargerThanTheViewIsNarrowedToABandAtThePointerWithRoomAboveAndBelow() {
        let link = PageRect(x: -200, y: -900, width: 2400, height: 3000)
        let area = PreviewPlacement.pointingArea(of: link, pointerY: 420, hostWidth: 850, hostHeight: 830)
        #expect(area.x == 0 && area.width == 850)
        #expect(area.height <= PreviewPlacement.tallestAnchor && area.y < 420 && area.y + area.height > 420)
        let placement = PreviewPlacement(wanted: wanted, anchor: area, hostWidth: 850, hostHeight: 830)
        #expect(placement.height > PreviewPlacement.smallest)
        let fromKeys = PreviewPlacement.pointingArea(of: link, pointerY: nil, hostWidth: 850, hostHeight: 830)
        #expect(abs(fromKeys.y + fromKeys.height / 2 - 415) < 1)
    }

    @Test func anAnchorOutsideTheViewOrNotANumberIsStillAPlaceInIt() {
        for anchor in [PageRect(x: 5000, y: -5000, width: 10, height: 10),
                       PageRect(x: .nan, y: .infinity, width: .nan, height: -4)] {
            let area = PreviewPlacement.pointingArea(of: anchor, pointerY: .nan, hostWidth: 400, hostHeight: 300)
            #expect(area.x >= 0 && area.x < 400 && area.y >= 0 && area.y < 300)
            #expect(area.width >= 1 && area.height >= 1)
        }
    }
}

