import Testing
@testable import RectoCore

@Suite("Read aloud: what on a page is read")
struct ReadAloudPageTests {
    typealias F = ReadAloudFixtures

    @Test("Running heads, running feet and page numbers are skipped, digits set aside")
    func runningLines() {
        let layouts = F.book([["First page body."], ["Second page body."], ["Third page body."],
                              ["Fourth page body."]])
        let pages = F.pages(layouts)
        #expect(pages.map(\.text) == ["First page body.", "Second page body.", "Third page body.",
                                      "Fourth page body."])
    }

    @Test("Left and right pages with different heads are each matched two pages away")
    func alternatingHeads() {
        let layouts = [
            F.layout(["A Tale of Two Cities", "Body one."]),
            F.layout(["Book the First · 2", "Body two."]),
            F.layout(["A Tale of Two Cities", "Body three."]),
            F.layout(["Book the First · 4", "Body four."]),
        ]
        #expect(F.pages(layouts).map(\.text) == ["Body one.", "Body two.", "Body three.", "Body four."])
    }

    @Test("A first line that does not repeat is body text, and so is what lies under it")
    func bodyKept() {
        let layouts = [
            F.layout(["The Book 1", "Chapter Two", "Body one.", "1"]),
            F.layout(["Opening words of a new part.", "Body two.", "2"]),
            F.layout(["The Book 3", "Body three.", "3"]),
        ]
        let pages = F.pages(layouts)
        #expect(pages[0].text == "Chapter Two Body one.")
        #expect(pages[1].text == "Opening words of a new part. Body two.")
    }

    @Test("A page alone keeps its lines: nothing to compare with")
    func alone() {
        #expect(F.pages([F.layout(["The Book 1", "Body.", "1"])]).map(\.text) == ["The Book 1 Body.\n1"])
    }

    @Test("Raised small footnote markers are not read; numbers in the text are")
    func footnoteMarkers() {
        let page = F.pages([F.layout(["The theory{12} was old. It began in 1914.{3} Few knew."])])[0]
        #expect(page.text == "The theory was old. It began in 1914. Few knew.")
    }

    @Test("Without measured boxes, digits stuck to a lowercase word are taken for a marker")
    func unmeasuredMarkers() {
        let layout = F.unmeasured("The theory12 was old, as MP3 is.\n")
        #expect(ReadAloudPage(page: 0, layout: layout, neighbours: []).text == "The theory was old, as MP3 is.")
    }

    @Test("Each character read points back to its place in the layout, across joined hyphens")
    func layoutIndices() {
        let layout = F.layout(["An exam-", "ple here."])
        let page = ReadAloudPage(page: 0, layout: layout, neighbours: [])
        #expect(page.text == "An example here.")
        let p = page.scalars.firstIndex(of: "p")!
        #expect(layout.scalars[page.layoutIndex[p]] == "p")
        #expect(layout.line(containing: page.layoutIndex[p])?.range == layout.lines[1].range)
        for (offset, scalar) in page.scalars.enumerated() where scalar != " " {
            #expect(layout.scalars[page.layoutIndex[offset]] == scalar)
        }
    }

    @Test("A page without text has nothing to read")
    func empty() {
        #expect(ReadAloudPage(page: 0, layout: F.unmeasured(""), neighbours: []).isEmpty)
    }
}
