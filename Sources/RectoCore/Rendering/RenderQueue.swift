/// The pending work of one document's render worker, in lanes. The visible lane and the preview lane keep
/// only their latest request (while the scrubber is dragged, only the page it is on now matters); prefetch
/// keeps a short ordered list, and so does the overview's thumbnail lane (the thumbnails its view wants now, most
/// urgent first). The worker always takes visible work first, then previews, then thumbnails, then prefetch.
public struct RenderQueue<Request: Equatable & Sendable>: Sendable {
    /// Why a page is wanted, in priority order.
    public enum Lane: Int, CaseIterable, Sendable {
        /// The pages on screen now.
        case visible
        /// The scrubber's floating thumbnail.
        case preview
        /// The page overview's thumbnails; while the overview shows, the page's own lanes are idle.
        case thumbnail
        /// Neighbours in the reading direction, rendered ahead of the turn.
        case prefetch
    }

    private var visible: [Request] = []
    private var preview: Request?
    private var thumbnails: [Request] = []
    private var prefetch: [Request] = []

    public init() {}

    /// Whether nothing is pending.
    public var isEmpty: Bool { visible.isEmpty && preview == nil && thumbnails.isEmpty && prefetch.isEmpty }

    /// Replaces the requests of `lane` (latest wins). Visible requests drop matching prefetch work.
    public mutating func submit(_ requests: [Request], lane: Lane) {
        switch lane {
        case .visible:
            visible = requests
            prefetch.removeAll { requests.contains($0) }
        case .preview:
            preview = requests.last
        case .thumbnail:
            thumbnails = requests
        case .prefetch:
            prefetch = requests.filter { !visible.contains($0) }
        }
    }

    /// Drops every pending request that fails `keep`: work the reader no longer needs (stale), or work sent
    /// to another worker instead.
    public mutating func retain(where keep: (Request) -> Bool) {
        visible.removeAll { !keep($0) }
        if let request = preview, !keep(request) { preview = nil }
        thumbnails.removeAll { !keep($0) }
        prefetch.removeAll { !keep($0) }
    }

    /// Takes the most urgent request, or nil when idle.
    public mutating func next() -> (request: Request, lane: Lane)? {
        if !visible.isEmpty { return (visible.removeFirst(), .visible) }
        if let request = preview {
            preview = nil
            return (request, .preview)
        }
        if !thumbnails.isEmpty { return (thumbnails.removeFirst(), .thumbnail) }
        if !prefetch.isEmpty { return (prefetch.removeFirst(), .prefetch) }
        return nil
    }
}
