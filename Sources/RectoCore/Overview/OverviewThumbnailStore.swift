/// The overview's thumbnails and its account of them: the images kept within their budget
/// (`OverviewThumbnailCache`), the pages asked of the render worker and not yet delivered (most urgent first), and
/// how each kept one was painted (`Style`: its highlights, crop, colours), so that one painted differently now is
/// drawn again. `Look` is how all of them are painted (the colour mode, the margins' crops): another look draws
/// them all anew. Closed (the overview not on screen), it keeps nothing and takes nothing.
public struct OverviewThumbnailStore<Image, Style: Equatable, Look: Equatable> {
    /// The thumbnails' width as shown; one delivered at another width is not kept.
    public var width: Int
    /// What is asked of the render worker and not yet delivered, most urgent first.
    public private(set) var pending: [Int] = []
    public private(set) var isOpen = false
    private var cache: OverviewThumbnailCache<Image>
    private var painted: [Int: Style] = [:]
    private var look: Look?

    public init(width: Int, budget: Int = OverviewThumbnailCache<Image>.defaultBudget) {
        self.width = width
        cache = OverviewThumbnailCache(budget: budget)
    }

    /// The page's thumbnail at the width shown, or one of another width to stand in until it is drawn.
    public mutating func image(page: Int) -> Image? {
        cache.image(page: page, width: width) ?? cache.standIn(page: page)
    }

    public func isReady(page: Int) -> Bool { cache.isReady(page: page, width: width) }

    /// The overview is on screen: thumbnails are taken again.
    public mutating func open() { isOpen = true }

    /// The overview closed (or another book): nothing is kept, awaited or taken.
    public mutating func close() {
        isOpen = false
        removeAll()
    }

    /// The pages are painted in `look` now: if that is another look, what was drawn and asked for goes.
    public mutating func use(_ look: Look) {
        guard look != self.look else { return }
        self.look = look
        removeAll()
    }

    /// What to ask for after `plan`: its renders first, then those pending it does not cancel; nil when that is
    /// what is asked already.
    public func asking(after plan: OverviewThumbnailPlanner.Plan) -> [Int]? {
        let next = plan.render + pending.filter { !plan.cancel.contains($0) }
        return next != pending || !plan.cancel.isEmpty ? next : nil
    }

    /// `pages` are asked for, in place of those asked before.
    public mutating func ask(_ pages: [Int]) { pending = pages }

    /// `page`'s thumbnail arrived, `width` wide, painted in `style`. It is kept when the store is open, the width
    /// is the one shown and `current` (it is the page as shown now, e.g. in its crop).
    /// - Returns: whether it was kept (and so is to be shown).
    public mutating func deliver(_ image: Image, page: Int, width: Int, height: Int, style: Style, current: Bool)
        -> Bool
    {
        pending.removeAll { $0 == page }
        guard isOpen, current, width == self.width else { return false }
        painted[page] = style
        for evicted in cache.insert(image, page: page, width: width, height: height)
        where cache.standIn(page: evicted.page) == nil {
            painted[evicted.page] = nil
        }
        return true
    }

    /// The pages whose thumbnail is painted differently from how `style(page)` paints them now: those out of view
    /// are let go; those in view are returned to ask for, the rest still pending after them (nil when nothing in
    /// view is stale; the old thumbnail shows until the new one arrives).
    public mutating func repaint(style: (Int) -> Style, visible: Set<Int>) -> [Int]? {
        let stale = painted.filter { style($0.key) != $0.value }.map(\.key)
        for page in stale where !visible.contains(page) {
            cache.remove(page: page)
            painted[page] = nil
        }
        let redraw = stale.filter(visible.contains).sorted()
        return redraw.isEmpty ? nil : redraw + pending.filter { !redraw.contains($0) }
    }

    /// Nothing is kept or awaited.
    public mutating func removeAll() {
        cache.removeAll()
        pending = []
        painted = [:]
    }
}
