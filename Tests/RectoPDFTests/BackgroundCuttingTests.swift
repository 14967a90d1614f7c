import Foundation
import RectoCore
import RectoPDF
import Testing

@Suite("Read aloud's sentences cut on a queue")
@MainActor
struct BackgroundCuttingTests {
    @Test("The sentences come back through the main loop, after the call returned, and whole")
    func cutsOffTheMainThread() {
        let text = "One. Two. Three."
        let boxes = text.unicodeScalars.map { _ in PageRect(x: 0, y: 0, width: 1, height: 1) }
        let layout = PageTextLayout(pageSize: Size(width: 100, height: 100), text: text, boxes: boxes)
        let page = ReadAloudPage(page: 0, layout: layout, neighbours: [])
        var cut: [String]?
        BackgroundCutting().cut([page], from: ReadAloudPosition(page: 0), complete: true) { units in
            cut = units.map(\.text)
        }
        #expect(cut == nil)
        #expect(iterateMainContext { cut != nil })
        #expect(cut == ReadAloudText.units(of: [page], from: ReadAloudPosition(page: 0), complete: true).map(\.text))
        #expect(cut?.count == 3)
    }
}
