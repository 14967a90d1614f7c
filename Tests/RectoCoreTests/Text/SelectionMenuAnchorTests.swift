import Testing
@testable import RectoCore

@Suite("The keyboard's right-click menu points at the selection's last line in view")
struct SelectionMenuAnchorTests {
    let view = PageRect(x: 0, y: 0, width: 800, height: 780)

    /// A page's worth of lines, 18 pixels apart, as Ctrl+A selects them.
    func lines(from top: Double, count: Int) -> [PageRect] {
        (0..<count).map { PageRect(x: 120, y: top + Double($0) * 18, width: 400, height: 16) }
    }

    @Test("A whole page selected: the last line, with room above it, not the box around the page")
    func wholePage() {
        let page = lines(from: 60, count: 38)
        let anchor = SelectionMenuAnchor.rect(for: page, in: view)
        #expect(anchor == page.last)
        #expect(anchor!.height < 20 && anchor!.y > 600, "a line near the bottom: the menu opens above it")
    }

    @Test("The lowest line wins whatever the order the areas come in; at one height, the rightmost")
    func order() {
        let first = PageRect(x: 150, y: 100, width: 300, height: 16)
        let last = PageRect(x: 120, y: 118, width: 200, height: 16)
        #expect(SelectionMenuAnchor.rect(for: [last, first], in: view) == last)
        let left = PageRect(x: 120, y: 300, width: 100, height: 16)
        let right = PageRect(x: 400, y: 300, width: 100, height: 16)
        #expect(SelectionMenuAnchor.rect(for: [right, left], in: view) == right)
    }

    @Test("A selection running past the bottom of the view: its lowest line in view, cut to what shows")
    func runsPastTheView() {
        let passage = lines(from: 700, count: 10)
        let anchor = SelectionMenuAnchor.rect(for: passage, in: view)
        #expect(anchor == PageRect(x: 120, y: 772, width: 400, height: 8))
    }

    @Test("Nothing of the selection in view, or no selection: nil (the menu opens in the middle)")
    func outOfView() {
        #expect(SelectionMenuAnchor.rect(for: lines(from: 900, count: 3), in: view) == nil)
        #expect(SelectionMenuAnchor.rect(for: lines(from: -100, count: 3), in: view) == nil)
        #expect(SelectionMenuAnchor.rect(for: [], in: view) == nil)
        let broken = PageRect(x: .nan, y: 10, width: 10, height: 10)
        #expect(SelectionMenuAnchor.rect(for: [broken], in: view) == nil)
    }
}
