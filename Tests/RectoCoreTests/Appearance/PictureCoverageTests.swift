import Testing
import RectoCore

@Suite("Picture coverage: a scan is recoloured as text in Night")
struct PictureCoverageTests {
    let letter = Size(width: 612, height: 792)

    @Test("A scan's page-sized image covers all the page and is a scan; its picture is not kept")
    func fullPageScan() {
        let scan = [PageRect(x: 0, y: 0, width: 612, height: 792)]
        #expect(PictureCoverage.share(of: scan, page: letter) == 1)
        #expect(PictureCoverage.isScan(scan, page: letter))
        #expect(PictureCoverage.picturesKept(scan, page: letter).isEmpty)
        // Cropped margins, or the image a little past the page's edges, are still a scan.
        #expect(PictureCoverage.isScan([PageRect(x: 20, y: 25, width: 570, height: 740)], page: letter))
        #expect(PictureCoverage.isScan([PageRect(x: -5, y: -5, width: 700, height: 900)], page: letter))
    }

    @Test("A photograph on a text page, even one filling the type area within an inch's margins, is kept")
    func photographsAreKept() {
        let photograph = [PageRect(x: 100, y: 50, width: 200, height: 200)]
        #expect(!PictureCoverage.isScan(photograph, page: letter))
        #expect(PictureCoverage.picturesKept(photograph, page: letter) == photograph)
        let plate = [PageRect(x: 72, y: 72, width: 468, height: 648)]
        #expect(abs(PictureCoverage.share(of: plate, page: letter) - 468.0 * 648 / (612 * 792)) < 1e-9)
        #expect(!PictureCoverage.isScan(plate, page: letter))
        #expect(!PictureCoverage.isScan([], page: letter))
    }

    @Test("Overlapping layers count once; strips that tile the page add up to a scan")
    func union() {
        // A scan's background and its text layer, both the page's size: the union is the page, not twice it.
        let layers = [PageRect(x: 0, y: 0, width: 612, height: 792), PageRect(x: 0, y: 0, width: 612, height: 792)]
        #expect(PictureCoverage.share(of: layers, page: letter) == 1)
        // Two pictures each covering half the page, overlapping by a quarter of it: three quarters.
        let half = Size(width: 100, height: 100)
        let overlapping = [PageRect(x: 0, y: 0, width: 50, height: 100), PageRect(x: 25, y: 0, width: 50, height: 100)]
        #expect(abs(PictureCoverage.share(of: overlapping, page: half) - 0.75) < 1e-9)
        // An L of two rectangles meeting at a corner, and one inside another.
        let shapes = [PageRect(x: 0, y: 0, width: 60, height: 20), PageRect(x: 0, y: 20, width: 20, height: 40),
                      PageRect(x: 5, y: 5, width: 10, height: 10)]
        #expect(abs(PictureCoverage.share(of: shapes, page: half) - 0.2) < 1e-9)
        // A scan cut into 100 horizontal strips.
        let strips = (0..<100).map { PageRect(x: 0, y: Double($0) * 7.92, width: 612, height: 7.92) }
        #expect(abs(PictureCoverage.share(of: strips, page: letter) - 1) < 1e-9)
        #expect(PictureCoverage.isScan(strips, page: letter))
    }

    @Test("Inside-out, infinite or off-page rectangles and degenerate pages never trap and count as nothing")
    func badInput() {
        let odd = [PageRect(x: .nan, y: 0, width: 10, height: 10), PageRect(x: 0, y: 0, width: .infinity, height: 5),
                   PageRect(x: 900, y: 900, width: 10, height: 10), PageRect(x: 50, y: 50, width: -50, height: -50)]
        #expect(abs(PictureCoverage.share(of: odd, page: Size(width: 100, height: 100)) - 0.25) < 1e-9)
        #expect(PictureCoverage.share(of: [PageRect(x: 0, y: 0, width: 1, height: 1)], page: Size(width: 0, height: 9))
            == 0)
        #expect(PictureCoverage.share(of: [PageRect(x: 0, y: 0, width: 1, height: 1)],
                                      page: Size(width: .nan, height: 9)) == 0)
    }

    @Test("Thousands of tiles are measured in bounded time, the largest counted")
    func manyTiles() {
        let tiles = (0..<5000).map { PageRect(x: Double($0 % 50) * 12.24, y: Double($0 / 50) * 7.92,
                                              width: 12.24, height: 7.92) }
        let share = PictureCoverage.share(of: tiles, page: letter)
        #expect(share > 0.2 && share <= 1)
        #expect(abs(share - Double(PictureCoverage.maximumAreas) / 5000) < 1e-6)
    }
}
