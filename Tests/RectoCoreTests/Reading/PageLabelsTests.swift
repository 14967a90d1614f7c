import Testing
import RectoCore

@Suite("Page labels")
struct PageLabelsTests {
    /// Front matter i–iv, then 1–6.
    let book = PageLabels(["i", "ii", "iii", "iv", "1", "2", "3", "4", "5", "6"])

    @Test("Labels that are just the page numbers say nothing")
    func meaningless() {
        #expect(!PageLabels().areMeaningful)
        #expect(!PageLabels(["1", "2", "3"]).areMeaningful)
        #expect(PageLabels(["1", "2", "4"]).areMeaningful)
        #expect(book.areMeaningful)
        #expect(PageLabels(["Cover", "2"]).areMeaningful)
    }

    @Test("A distinct label is the label unless it equals the number or is empty")
    func distinct() {
        #expect(book.distinctLabel(forPage: 0) == "i")
        #expect(book.distinctLabel(forPage: 4) == "1")
        #expect(PageLabels(["i", "2", ""]).distinctLabel(forPage: 1) == nil)
        #expect(PageLabels(["i", "2", ""]).distinctLabel(forPage: 2) == nil)
        #expect(book.distinctLabel(forPage: 10) == nil)
        #expect(book.distinctLabel(forPage: -1) == nil)
        #expect(PageLabels().distinctLabel(forPage: 0) == nil)
    }

    @Test("Positions use the label when it is distinct, the number otherwise")
    func positions() {
        #expect(book.position(ofPage: 1, pageCount: 10) == .labelled(label: "ii", number: 2, count: 10))
        #expect(book.position(ofPage: 6, pageCount: 10) == .labelled(label: "3", number: 7, count: 10))
        #expect(PageLabels().position(ofPage: 6, pageCount: 10) == .numbered(number: 7, count: 10))
        #expect(PageLabels(["1", "2", "3"]).position(ofPage: 2, pageCount: 3) == .numbered(number: 3, count: 3))
        #expect(book.position(ofPage: 12, pageCount: 13) == .numbered(number: 13, count: 13),
                "a page past the labels falls back to its number")
    }

    @Test("Typing a label finds its page; labels win over numbers")
    func inputLabelsWin() {
        #expect(book.page(forInput: "iii", pageCount: 10) == 2)
        #expect(book.page(forInput: "3", pageCount: 10) == 6, "printed page 3 is the seventh page")
        #expect(book.page(forInput: "  iv \n", pageCount: 10) == 3)
        #expect(book.page(forInput: "IV", pageCount: 10) == 3, "case-insensitive after exact")
    }

    @Test("An exact label match wins over a case-insensitive one")
    func exactBeforeLoose() {
        let labels = PageLabels(["A", "a", "B"])
        #expect(labels.page(forInput: "a", pageCount: 3) == 1)
        #expect(labels.page(forInput: "A", pageCount: 3) == 0)
        #expect(labels.page(forInput: "b", pageCount: 3) == 2)
    }

    @Test("Numbers no label names count from 1 within the book")
    func inputNumbers() {
        #expect(book.page(forInput: "9", pageCount: 10) == 8)
        #expect(book.page(forInput: "10", pageCount: 10) == 9)
        #expect(book.page(forInput: "11", pageCount: 10) == nil)
        #expect(PageLabels().page(forInput: "1", pageCount: 10) == 0)
        #expect(PageLabels().page(forInput: " 4 ", pageCount: 10) == 3)
        #expect(PageLabels().page(forInput: "10", pageCount: 10) == 9)
    }

    @Test("Input that names no page gives nil", arguments: ["", "   ", "0", "-1", "11", "x", "3.5", "1e2", "vii", "99999999999999999999"])
    func noPage(input: String) {
        #expect(book.page(forInput: input, pageCount: 10) == nil)
        #expect(PageLabels().page(forInput: input, pageCount: 10) == nil)
    }

    @Test("Meaningless labels are not searched as labels (only numbers)")
    func meaninglessLabelsIgnored() {
        let labels = PageLabels(["1", "2", "3"])
        #expect(labels.page(forInput: "2", pageCount: 3) == 1)
        #expect(labels.page(forInput: "4", pageCount: 3) == nil)
    }

    @Test("A book with no pages names no page and does not crash")
    func emptyBook() {
        #expect(PageLabels().page(forInput: "1", pageCount: 0) == nil)
        #expect(PageLabels().page(forInput: "0", pageCount: 0) == nil)
    }
}

@Suite("Zoom")
struct ZoomTests {
    @Test("Fit is the default")
    func fitDefault() {
        let zoom = Zoom()
        #expect(zoom.factor == 1)
        #expect(zoom.isFit)
        #expect(zoom.canZoomIn && zoom.canZoomOut)
    }

    @Test("Zooming in walks every step up to the largest, then stops")
    func zoomInSteps() {
        var zoom = Zoom(factor: Zoom.steps.first!)
        var seen = [zoom.factor]
        while zoom.canZoomIn {
            zoom.zoomIn()
            seen.append(zoom.factor)
        }
        #expect(seen == Zoom.steps)
        zoom.zoomIn()
        #expect(zoom.factor == Zoom.steps.last!)
    }

    @Test("Zooming out walks every step down to the smallest, then stops")
    func zoomOutSteps() {
        var zoom = Zoom(factor: Zoom.steps.last!)
        var seen = [zoom.factor]
        while zoom.canZoomOut {
            zoom.zoomOut()
            seen.append(zoom.factor)
        }
        #expect(seen == Zoom.steps.reversed())
        zoom.zoomOut()
        #expect(zoom.factor == Zoom.steps.first!)
        #expect(!zoom.canZoomOut)
    }

    @Test("From between steps, zoom moves to the neighbouring step")
    func betweenSteps() {
        var zoom = Zoom(factor: 1.1)
        zoom.zoomIn()
        #expect(zoom.factor == 1.25)
        zoom = Zoom(factor: 1.1)
        zoom.zoomOut()
        #expect(zoom.factor == 1)
        #expect(zoom.isFit)
    }

    @Test("The factor is clamped to the steps' range")
    func clamped() {
        #expect(Zoom(factor: 100).factor == Zoom.steps.last!)
        #expect(Zoom(factor: 0.01).factor == Zoom.steps.first!)
        #expect(Zoom(factor: -3).factor == Zoom.steps.first!)
    }

    @Test("Reset returns to fit")
    func reset() {
        var zoom = Zoom()
        zoom.zoomIn()
        zoom.zoomIn()
        #expect(!zoom.isFit)
        zoom.reset()
        #expect(zoom == Zoom())
    }
}

@Suite("Page geometry")
struct PageGeometryTests {
    let a4 = Size(width: 595, height: 842)

    @Test("A page fits the view keeping its shape")
    func fitsView() {
        let tall = PageGeometry.displaySize(page: a4, in: Size(width: 1000, height: 842))
        #expect(tall == Size(width: 595, height: 842), "height limits a portrait page in a wide view")
        let narrow = PageGeometry.displaySize(page: a4, in: Size(width: 595, height: 2000))
        #expect(narrow == Size(width: 595, height: 842), "width limits it in a tall view")
        let doubled = PageGeometry.displaySize(page: Size(width: 100, height: 50), in: Size(width: 400, height: 400))
        #expect(doubled == Size(width: 400, height: 200))
    }

    @Test("A spread gives each page half the width")
    func spreadHalves() {
        let size = PageGeometry.displaySize(page: Size(width: 100, height: 100), in: Size(width: 1000, height: 1000), pagesAcross: 2)
        #expect(size == Size(width: 500, height: 500))
        let wide = PageGeometry.displaySize(page: Size(width: 100, height: 100), in: Size(width: 1000, height: 300), pagesAcross: 2)
        #expect(wide == Size(width: 300, height: 300))
    }

    @Test("Zoom multiplies the fitted size")
    func zoomed() {
        let page = Size(width: 100, height: 200)
        let view = Size(width: 500, height: 400)
        #expect(PageGeometry.displaySize(page: page, in: view) == Size(width: 200, height: 400))
        #expect(PageGeometry.displaySize(page: page, in: view, zoom: Zoom(factor: 2)) == Size(width: 400, height: 800))
        #expect(PageGeometry.displaySize(page: page, in: view, zoom: Zoom(factor: 0.5)) == Size(width: 100, height: 200))
    }

    @Test("Degenerate pages and views still give at least 1×1")
    func degenerate() {
        #expect(PageGeometry.displaySize(page: Size(width: 0, height: 100), in: Size(width: 500, height: 500)) == Size(width: 1, height: 1))
        #expect(PageGeometry.displaySize(page: Size(width: -1, height: -1), in: Size(width: 500, height: 500)) == Size(width: 1, height: 1))
        let tiny = PageGeometry.displaySize(page: a4, in: Size(width: 0, height: 0))
        #expect(tiny.width >= 1 && tiny.height >= 1)
        let sliver = PageGeometry.displaySize(page: Size(width: 1, height: 10_000), in: Size(width: 100, height: 100))
        #expect(sliver == Size(width: 1, height: 100))
        #expect(PageGeometry.displaySize(page: a4, in: Size(width: 500, height: 500), pagesAcross: 0)
                == PageGeometry.displaySize(page: a4, in: Size(width: 500, height: 500), pagesAcross: 1))
    }

    @Test("Device pixels multiply by the scale factor")
    func pixels() {
        #expect(PageGeometry.pixelSize(for: Size(width: 300, height: 400), scaleFactor: 2) == Size(width: 600, height: 800))
        #expect(PageGeometry.pixelSize(for: Size(width: 300, height: 400), scaleFactor: 1) == Size(width: 300, height: 400))
        #expect(PageGeometry.pixelSize(for: Size(width: 300, height: 400), scaleFactor: 0) == Size(width: 300, height: 400))
    }

    @Test("Huge renders are capped in area, keeping the shape")
    func capped() {
        let cap = 1000.0 * 1000.0
        let size = PageGeometry.pixelSize(for: Size(width: 4000, height: 2000), scaleFactor: 2, maximumPixels: cap)
        #expect(size.width * size.height <= cap)
        #expect(size.width * size.height > cap * 0.99)
        #expect(abs(size.width / size.height - 2) < 0.01)
        let defaultCap = PageGeometry.pixelSize(for: Size(width: 20_000, height: 20_000), scaleFactor: 1)
        #expect(defaultCap == Size(width: 4096, height: 4096))
        let small = PageGeometry.pixelSize(for: Size(width: 10, height: 10), scaleFactor: 1, maximumPixels: cap)
        #expect(small == Size(width: 10, height: 10))
    }
}
