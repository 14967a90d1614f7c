import CGtk
import RectoPDF

/// A whole-book search as the app runs it: on the book's text queue, each page's count delivered on the
/// main loop, timed until the last page's count has arrived there.
@MainActor
final class MainLoopSearch {
    private var remaining: Int
    private var total = 0

    private init(pages: Int) { remaining = pages }

    /// Searches every page of `text` for `word` and returns the number of matches.
    static func count(_ word: String, in text: BookText) -> Int {
        let tally = MainLoopSearch(pages: text.pageCount)
        text.search(word, pages: Array(0..<text.pageCount)) { _, _, count in
            tally.remaining -= 1
            tally.total += count
        }
        while tally.remaining > 0 { g_main_context_iteration(nil, 1) }
        return tally.total
    }
}
