import Foundation

/// The open book as its notes' `NotesEditor` sees it: its pages, and its text worker, which fills in a new
/// highlight's context and finds every highlight's passage again, in the background. The render session
/// provides it; tests give a fake.
@MainActor
public protocol NotesBook: AnyObject {
    var pageCount: Int { get }
    /// Fills in the words just before and after `highlight`'s passage from its page's text; `deliver` gets the
    /// highlight with its context.
    func withContext(_ highlight: Highlight, onPage page: Int,
                     deliver: @escaping @Sendable @MainActor (Highlight) -> Void)
    /// Finds each highlight's passage again in its page's text; `deliver` gets those that changed, in one call
    /// (none when none did).
    func anchor(_ highlights: [HighlightAnchoring.Item],
                deliver: @escaping @Sendable @MainActor ([UUID: HighlightAnchoring.Result]) -> Void)
}
