import Foundation
import RectoCore

/// The notes' highlights get their context and are found again through the session's text worker.
extension PageRenderSession: NotesBook {
    public func withContext(_ highlight: Highlight, onPage page: Int,
                            deliver: @escaping @Sendable @MainActor (Highlight) -> Void) {
        text.withContext(highlight, onPage: page, deliver: deliver)
    }

    public func anchor(_ highlights: [HighlightAnchoring.Item],
                       deliver: @escaping @Sendable @MainActor ([UUID: HighlightAnchoring.Result]) -> Void) {
        text.anchor(highlights, deliver: deliver)
    }
}
