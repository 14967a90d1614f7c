import Testing
@testable import RectoCore

@Suite("Where a fitted page lies in its picture, and which page point is under the pointer")
struct PageGeometryFitTests {
    @Test("A tall page in a wide picture is centred across, full height")
    func tallInWide() {
        let drawn = PageGeometry.contained(Size(width: 100, height: 200), in: PageRect(x: 10, y: 20, width: 400, height: 400))
        #expect(drawn == PageRect(x: 110, y: 20, width: 200, height: 400))
    }

    @Test("A wide page in a tall picture is centred down, full width")
    func wideInTall() {
        let drawn = PageGeometry.contained(Size(width: 200, height: 100), in: PageRect(x: 0, y: 0, width: 100, height: 300))
        #expect(drawn == PageRect(x: 0, y: 125, width: 100, height: 50))
    }

    @Test("Empty sizes give nothing")
    func empty() {
        #expect(PageGeometry.contained(Size(width: 0, height: 10), in: PageRect(x: 0, y: 0, width: 10, height: 10)) == nil)
        #expect(PageGeometry.contained(Size(width: 10, height: 10), in: PageRect(x: 0, y: 0, width: 0, height: 10)) == nil)
    }

    @Test("The page point under the pointer, and none beside the page")
    func pointUnder() {
        let drawn = PageRect(x: 110, y: 20, width: 200, height: 400)
        let point = PageGeometry.pagePoint(x: 210, y: 120, in: drawn, pageSize: Size(width: 612, height: 792))
        #expect(point?.x == 306 && point?.y == 198)
        #expect(PageGeometry.pagePoint(x: 50, y: 120, in: drawn, pageSize: Size(width: 612, height: 792)) == nil)
    }
}
