/// The rendered pages of one book, whatever they are drawn into (`Image`): the sharp renders the plan asked
/// for, under a byte budget, and the scrubber's small previews, under their own. It answers the best picture
/// for a page now, so the page area never shows blank where any picture of the page exists.
public struct RenderedPages<Image> {
    /// The least the rendered pages may keep, in bytes; the budget is what the plan's boxes hold (each page fits
    /// its box, so the whole plan stays), growing at large sizes (HiDPI, zoom) up to the maximum (zoomed far in,
    /// the least recently used pages go first; the page view keeps what is on screen).
    public static var minimumTextureBudget: Int { 8 * 1024 * 1024 }
    public static var maximumTextureBudget: Int { 160 * 1024 * 1024 }
    /// The bytes of scrubber thumbnails kept (about 60 of them).
    public static var previewBudget: Int { 8 * 1024 * 1024 }

    private var textures = ByteBudgetCache<RenderRequest, Image>(budget: minimumTextureBudget)
    private var previews = ByteBudgetCache<RenderRequest, Image>(budget: previewBudget)

    public init() {}

    /// The texture budget for `plan`: its pages' bytes, within the limits.
    public static func textureBudget(for plan: RenderPlan) -> Int {
        let pageBytes = plan.all.reduce(0) { $0 + $1.boxWidth * $1.boxHeight * 4 }
        return min(max(minimumTextureBudget, pageBytes), maximumTextureBudget)
    }

    /// Keeps `budget` bytes of sharp renders for a plan that wants `wanted` (most wanted first). A smaller
    /// budget lets go of what the plan does not want before anything it does: a page turned back to is often
    /// the least recently used, and dropping it after planning would leave the page area blank.
    public mutating func setTextureBudget(_ budget: Int, keeping wanted: [RenderRequest]) {
        textures.touch(wanted.reversed())
        textures.budget = budget
    }

    /// Whether the render `request` asked for is kept.
    public func hasTexture(_ request: RenderRequest) -> Bool { textures.contains(request) }

    /// Keeps a sharp render. Returns whether older ones were let go for it.
    @discardableResult
    public mutating func insertTexture(_ image: Image, cost: Int, for request: RenderRequest) -> Bool {
        !textures.insert(image, cost: cost, for: request).isEmpty
    }

    /// Keeps a preview.
    public mutating func insertPreview(_ image: Image, cost: Int, for request: RenderRequest) {
        previews.insert(image, cost: cost, for: request)
    }

    /// The preview asked for, if kept.
    public mutating func preview(_ request: RenderRequest) -> Image? { previews.value(for: request) }

    /// The best picture of `wanted.page` now: the sharp render wanted, else another size of it painted the same
    /// way, else any picture of the page (or its preview) as a stand-in; with `nearestStandIn` (the scrubber is
    /// dragged), else the nearest page kept.
    public mutating func best(for wanted: RenderRequest, nearestStandIn: Bool) -> Image? {
        let page = wanted.page
        if let exact = textures.value(for: wanted) { return exact }
        if let sameStyle = textures.anyValue(where: { $0.page == page && $0.style == wanted.style }) { return sameStyle }
        if let other = textures.anyValue(where: { $0.page == page }) ?? previews.anyValue(where: { $0.page == page }) {
            return other
        }
        guard nearestStandIn else { return nil }
        return textures.nearestValue(by: { abs($0.page - page) }) ?? previews.nearestValue(by: { abs($0.page - page) })
    }
}
