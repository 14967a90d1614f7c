import Testing
@testable import RectoCore

@Suite("Page rectangles and links: PDF's upward y axis turned over once")
struct PageLinkTests {
    @Test("A rectangle in PDF space (origin bottom left) becomes one measured from the top")
    func turnedOver() {
        let rect = PageRect.fromPDF(x1: 72, y1: 700, x2: 172, y2: 720, pageHeight: 792)
        #expect(rect == PageRect(x: 72, y: 72, width: 100, height: 20))
        #expect(PageRect.fromPDF(x1: 172, y1: 720, x2: 72, y2: 700, pageHeight: 792) == rect, "corners in any order")
    }

    @Test("Values that are not numbers give no rectangle", arguments: [Double.nan, .infinity, -.infinity])
    func notFinite(value: Double) {
        #expect(PageRect.fromPDF(x1: value, y1: 0, x2: 1, y2: 1, pageHeight: 10) == nil)
        #expect(PageRect.fromPDF(x1: 0, y1: 0, x2: 1, y2: 1, pageHeight: value) == nil)
    }

    @Test("Points inside, on the edge and outside")
    func contains() {
        let rect = PageRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(x: 10, y: 20) && rect.contains(x: 40, y: 60) && rect.contains(x: 25, y: 30))
        #expect(!rect.contains(x: 9.9, y: 30) && !rect.contains(x: 25, y: 60.1))
    }

    @Test("Scaled into a picture of the page")
    func scaled() {
        #expect(PageRect(x: 10, y: 20, width: 30, height: 40).scaled(by: 2, originX: 5, originY: 7)
            == PageRect(x: 25, y: 47, width: 60, height: 80))
    }

    @Test("The link drawn last is the one under the pointer where links overlap")
    func hit() {
        let under = PageLink(area: PageRect(x: 0, y: 0, width: 100, height: 100), target: .page(3, top: nil))
        let over = PageLink(area: PageRect(x: 50, y: 50, width: 10, height: 10), target: .uri("https://example.org"))
        #expect(PageLink.hit([under, over], x: 55, y: 55) == over)
        #expect(PageLink.hit([under, over], x: 5, y: 5) == under)
        #expect(PageLink.hit([under, over], x: 500, y: 5) == nil)
    }

    @Test("Named actions are known by their PDF names")
    func named() {
        #expect(LinkTarget.NamedAction(rawValue: "NextPage") == .nextPage)
        #expect(LinkTarget.NamedAction(rawValue: "GoBack") == .goBack)
        #expect(LinkTarget.NamedAction(rawValue: "Print") == nil)
    }
}
