/// The continuous strip's view (its size, where it is scrolled to, where the pointer is over it) and the
/// arithmetic that moves it: the strip's width for a zoom, the scroll that keeps the point under the pointer
/// through a zoom, and the scroll a key asks for. The app's strip widget reports it; the tests make it up.
public struct StripViewport: Equatable, Sendable {
    /// A point in the view, in logical pixels from its top left corner.
    public struct Point: Equatable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The view's size, in logical pixels.
    public var width: Double
    public var height: Double
    /// How far the strip is scrolled down and across.
    public var offset: Double
    public var horizontalOffset: Double
    /// Where the pointer is over the view, if it is.
    public var pointer: Point?

    public init(width: Double, height: Double, offset: Double = 0, horizontalOffset: Double = 0,
                pointer: Point? = nil) {
        self.width = width
        self.height = height
        self.offset = offset
        self.horizontalOffset = horizontalOffset
        self.pointer = pointer
    }

    /// How far an arrow key scrolls, in logical pixels.
    public static let arrowStep = 48.0

    /// The strip's width at `zoom`: the view's, times the zoom (1 fits the pages to the view's width).
    public func stripWidth(zoom: Zoom) -> Double {
        (width * zoom.factor).rounded(.down)
    }

    /// Where the view goes when the strip laid out as `old` is laid out as `new` for another zoom: the point
    /// under the pointer (or the view's centre, for a key) stays where it is on screen. Sideways, the same share
    /// of the strip's width stays under it; a strip narrower than the view is centred in it.
    public func zoomed(from old: ContinuousLayout, to new: ContinuousLayout) -> (offset: Double, horizontal: Double) {
        let point = pointer ?? Point(x: width / 2, y: height / 2)
        let anchor = old.anchor(atOffset: offset + point.y)
        let vertical = new.offset(placing: anchor, atViewY: point.y, viewportHeight: height)
        let oldLeft = max((width - old.width) / 2, 0), newLeft = max((width - new.width) / 2, 0)
        let share = (horizontalOffset + point.x - oldLeft) / old.width
        let horizontal = min(max(share * new.width + newLeft - point.x, 0), max(new.width - width, 0))
        return (vertical, horizontal.isFinite ? horizontal : 0)
    }

    /// Where a key scrolls the strip laid out as `layout`: the arrows a step, Page Down and Space a screen down,
    /// Page Up and Shift+Space a screen up, Home and End to the ends; nil for a key that does not scroll.
    public func target(for key: ReaderKeyRoute.StripScroll, in layout: ContinuousLayout) -> Double? {
        switch key {
        case .stepUp: max(offset - Self.arrowStep, 0)
        case .stepDown: min(offset + Self.arrowStep, layout.maximumOffset(viewportHeight: height))
        case let .screen(command): layout.scrollTarget(for: command, from: offset, viewportHeight: height)
        }
    }
}

extension ContinuousLayout {
    /// What a change of the reader's pages asks of the strip laid out as this.
    public enum Following: Equatable, Sendable {
        /// Spreads or the direction changed: the strip is laid out again, keeping its place.
        case relayout
        /// The zoom changed: the strip is laid out at its new width, the point under the pointer kept.
        case zoom
        /// Only the page may have moved: the strip follows it (`StripFollowing`).
        case follow
    }

    /// What the strip does when the reader's pages change to `layout` and `direction`, the zoom asking for a
    /// strip `width` wide.
    public func following(layout: PageLayout, direction: ReadingDirection, width: Double) -> Following {
        if layout != self.layout || direction != self.direction { return .relayout }
        return width != self.width ? .zoom : .follow
    }

    /// The pages' sizes as the strip shows them: their crops' when the margins are trimmed.
    public static func shownSizes(_ sizes: [Size], trim: MarginTrim?) -> [Size] {
        guard let trim else { return sizes }
        return sizes.enumerated().map { page, size in
            trim.crop(forPage: page, pageSize: size).map { Size(width: $0.width, height: $0.height) } ?? size
        }
    }
}

extension MarginTrim {
    /// `share` of page `page`'s whole height (a link's destination) as a share of the part shown, its crop.
    public func shareShown(_ share: Double, ofPage page: Int, pageSizes: [Size]) -> Double {
        guard pageSizes.indices.contains(page),
              let crop = crop(forPage: page, pageSize: pageSizes[page]), crop.height > 0 else { return share }
        return min(max((share * pageSizes[page].height - crop.y) / crop.height, 0), 1)
    }
}
