/// Which of a document's two render workers draws a page. Poppler cannot be interrupted in the middle of a
/// page, so a page that takes very long would hold every later render of its document; a second document on
/// the same file (the secondary worker, which otherwise draws previews and reads labels) takes over the pages
/// on screen while the primary is stuck.
public enum RenderRoute: Equatable, Sendable {
    /// The document's own worker: pages on screen and prefetch.
    case primary
    /// The second document: previews, labels, and pages on screen while the primary is stalled.
    case secondary

    /// How long a render may take before the reader is told the page is slow and other pages go around it.
    public static let stallSeconds = 1.0

    /// Whether a render that started at `start` (seconds on a monotonic clock) is stalled at `now`.
    public static func isStalled(since start: Double, now: Double) -> Bool {
        now - start >= stallSeconds
    }

    /// Where to send `request`, given what the primary worker is busy with (`request` and the time it started)
    /// at `now`. The primary unless it has been stuck past the threshold on another request: a request it is
    /// drawing already stays with it rather than being drawn twice.
    public static func route(
        _ request: RenderRequest, primaryBusy: (request: RenderRequest, since: Double)?, now: Double
    ) -> RenderRoute {
        guard let busy = primaryBusy, busy.request != request, isStalled(since: busy.since, now: now) else {
            return .primary
        }
        return .secondary
    }
}
