import Testing
import RectoCore

@Suite("Print placement")
struct PrintPlacementTests {
    @Test("A page is fitted whole to the printable area and centred")
    func fits() {
        // A small page on taller paper: scaled up until the width fills it, centred top to bottom.
        let placement = PrintPlacement(page: Size(width: 400, height: 600), area: Size(width: 600, height: 1000))
        #expect(placement.scale == 1.5)
        #expect(placement.x == 0 && placement.y == 50)
        // A5 on A4 (a little shorter in proportion): the height fills it, centred side to side.
        let a5 = PrintPlacement(page: Size(width: 420, height: 595), area: Size(width: 595, height: 842))
        #expect(abs(a5.scale - 842.0 / 595.0) < 1e-9)
        #expect(abs(a5.y) < 1e-9 && a5.x > 0)
        // A wide page on tall paper: the width fills it, centred top to bottom.
        let wide = PrintPlacement(page: Size(width: 800, height: 400), area: Size(width: 400, height: 600))
        #expect(wide.scale == 0.5)
        #expect(wide.x == 0 && wide.y == 200)
    }

    @Test("Landscape follows the page's shape")
    func orientation() {
        #expect(PrintPlacement.isLandscape(Size(width: 842, height: 595)))
        #expect(!PrintPlacement.isLandscape(Size(width: 595, height: 842)))
        #expect(!PrintPlacement.isLandscape(Size(width: 500, height: 500)))
    }

    @Test("A page or paper without size prints as itself, never a division by zero")
    func degenerate() {
        for (page, area) in [(Size(width: 0, height: 10), Size(width: 10, height: 10)),
                             (Size(width: 10, height: 10), Size(width: 0, height: 0)),
                             (Size(width: .nan, height: 10), Size(width: 10, height: 10)),
                             (Size(width: .infinity, height: 10), Size(width: 10, height: 10))] {
            #expect(PrintPlacement(page: page, area: area) == PrintPlacement(page: Size(width: 1, height: 1),
                                                                               area: Size(width: 0, height: 0)))
        }
    }
}
