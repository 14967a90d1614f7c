@testable import RectoCore

/// Page layouts drawn by hand: each line 12 points tall and 20 apart, each character 6 points wide. Characters
/// between braces ("word{12}") are printed small and raised, as footnote markers are.
enum ReadAloudFixtures {
    static func layout(_ lines: [String]) -> PageTextLayout {
        var text = ""
        var boxes: [PageRect] = []
        for (number, line) in lines.enumerated() {
            let top = 40.0 + Double(number) * 20
            var x = 50.0
            var raised = false
            for scalar in line.unicodeScalars {
                if scalar == "{" { raised = true; continue }
                if scalar == "}" { raised = false; continue }
                text.unicodeScalars.append(scalar)
                boxes.append(raised ? PageRect(x: x, y: top - 3, width: 4, height: 7)
                                    : PageRect(x: x, y: top, width: 6, height: 12))
                x += raised ? 4 : 6
            }
            text += "\n"
            boxes.append(PageRect(x: x, y: top, width: 0, height: 12))
        }
        return PageTextLayout(pageSize: Size(width: 600, height: 800), text: text, boxes: boxes)
    }

    /// `text` with flat boxes, as a page whose characters' heights could not be measured.
    static func unmeasured(_ text: String) -> PageTextLayout {
        let boxes = text.unicodeScalars.indices.map { _ in PageRect(x: 0, y: 0, width: 1, height: 0) }
        return PageTextLayout(pageSize: Size(width: 600, height: 800), text: text, boxes: boxes)
    }

    /// A book of pages carrying a running head with the page's number ("12 · Chapter One: Beginnings") and
    /// the number again at the foot, around `bodies`.
    static func book(_ bodies: [[String]]) -> [PageTextLayout] {
        bodies.enumerated().map { number, body in
            layout(["\(number + 1) · Chapter One: Beginnings"] + body + ["\(number + 1)"])
        }
    }

    /// Each page of `layouts` read aloud, its running lines found against its neighbours.
    static func pages(_ layouts: [PageTextLayout]) -> [ReadAloudPage] {
        layouts.indices.map { index in
            let neighbours = (index - 2...index + 2).filter { $0 != index && layouts.indices.contains($0) }
            return ReadAloudPage(page: index, layout: layouts[index], neighbours: neighbours.map { layouts[$0] })
        }
    }
}

/// Pages read aloud handed over at once, or when the test says.
@MainActor
final class FakeReadAloudSource: ReadAloudSource {
    let pages: [ReadAloudPage]
    var holds = false
    private(set) var requests: [Range<Int>] = []
    private var waiting: [() -> Void] = []

    init(_ pages: [ReadAloudPage]) { self.pages = pages }

    var pageCount: Int { pages.count }

    func readAloudPages(_ range: Range<Int>, deliver: @escaping @MainActor ([ReadAloudPage]) -> Void) {
        requests.append(range)
        let slice = Array(pages[range])
        if holds { waiting.append { deliver(slice) } } else { deliver(slice) }
    }

    func release() {
        let now = waiting
        waiting = []
        now.forEach { $0() }
    }
}

/// Cuts pages into sentences when the test says, as the app's queue hands them back later.
final class HeldCutting: ReadAloudCutting, @unchecked Sendable {
    // Touched on the main actor only: the tests are @MainActor and the model calls from there.
    private var waiting: [@MainActor () -> Void] = []
    var held: Int { waiting.count }

    func cut(_ pages: [ReadAloudPage], from start: ReadAloudPosition, complete: Bool,
             deliver: @escaping @Sendable @MainActor ([ReadAloudUnit]) -> Void) {
        let units = ReadAloudText.units(of: pages, from: start, complete: complete)
        waiting.append { deliver(units) }
    }

    @MainActor
    func release() {
        let now = waiting
        waiting = []
        now.forEach { $0() }
    }
}
