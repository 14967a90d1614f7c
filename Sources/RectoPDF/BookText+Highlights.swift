import Foundation
import GObjectSupport
import RectoCore

extension BookText {
    /// Called on the main thread with each checked highlight that changed (moved, lost its mark or had quads
    /// past its page); highlights found where they were are not reported.
    public typealias AnchorDelivery = @Sendable @MainActor (_ results: [UUID: HighlightAnchoring.Result]) -> Void

    /// Finds each highlight's passage again in the text of its page (`HighlightAnchoring`), on the book text's
    /// queue after the work already asked for; delivers what changed in one call.
    public func anchor(_ highlights: [HighlightAnchoring.Item], deliver: @escaping AnchorDelivery) {
        guard !highlights.isEmpty else { return }
        source.asyncText { source in
            let changed = Self.anchorNow(highlights, in: source)
            MainLoop.post { deliver(changed) }
        }
    }

    /// Re-anchors on the calling thread through the book's text queue (tests).
    public func anchorNow(_ highlights: [HighlightAnchoring.Item]) -> [UUID: HighlightAnchoring.Result] {
        source.syncText { Self.anchorNow(highlights, in: $0) }
    }

    /// Fills in the words just before and after a highlight's passage from its page's text (a selection knows
    /// only the passage); `deliver` gets the highlight with its context, on the main thread.
    public func withContext(_ highlight: Highlight, onPage page: Int,
                            deliver: @escaping @Sendable @MainActor (Highlight) -> Void) {
        source.asyncText { source in
            let text = source.readingText(ofPage: page)
            let size = source.pageSize(ofPage: page)
            let areas = text.isEmpty ? [] : source.matchAreas(of: Self.findQuery(highlight.quote), onPage: page)
            // Around the occurrence the mark covers: a passage repeated on its page has other words each time.
            let filled = HighlightAnchoring.withContext(highlight, pageText: text, matchAreas: areas,
                                                        pageHeight: size.height)
            MainLoop.post { deliver(filled) }
        }
    }

    private static func anchorNow(_ highlights: [HighlightAnchoring.Item], in source: TextSource) -> [UUID: HighlightAnchoring.Result] {
        var changed: [UUID: HighlightAnchoring.Result] = [:]
        for item in highlights {
            let size = source.pageSize(ofPage: item.page)
            guard size.width > 0 else { continue }
            let text = source.readingText(ofPage: item.page)
            let areas = text.isEmpty ? [] : source.matchAreas(of: findQuery(item.highlight.quote), onPage: item.page)
            let result = HighlightAnchoring.resolve(item.highlight, pageText: text, matchAreas: areas, pageSize: size)
            if result.outcome != .kept || result.droppedQuads > 0 { changed[item.id] = result }
        }
        return changed
    }

    /// Poppler's find matches across line ends with spaces; the passage keeps paragraph breaks as newlines.
    private static func findQuery(_ quote: String) -> String {
        quote.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
