import Testing
@testable import RectoCore

@Suite("Which page point is under the pointer")
struct PageGeometryFitTests {
    @Test("The page point under the pointer, and none beside the page")
    func pointUnder() {
        let drawn = PageRect(x: 110, y: 20, width: 200, height: 400)
        let point = PageGeometry.pagePoint(x: 210, y: 120, in: drawn, pageSize: Size(width: 612, height: 792))
        #expect(point?.x == 306 && point?.y == 198)
        #expect(PageGeometry.pagePoint(x: 50, y: 120, in: drawn, pageSize: Size(width: 612, height: 792)) == nil)
    }
}
