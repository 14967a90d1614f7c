/// Where a reference preview opens beside its mention, and how large its window onto the page is, so that the
/// popover fits in the area it hangs from: GTK 4.8 does not shrink a popover's content to the room it has, and
/// gave a preview under a mention low on a zoomed page a negative height (and cairo an invalid rectangle).
/// In logical pixels of the host.
public struct PreviewPlacement: Equatable, Sendable {
    /// Below the mention (true) or above it.
    public var below: Bool
    /// The size of the window onto the page; the rest of the region is reached with the wheel.
    public var width: Double
    public var height: Double

    /// What a popover adds around its content: the caption row, padding and the arrow.
    public static let chrome = 64.0
    /// The smallest window worth showing; smaller than this it is shown anyway, cut by the host's edge.
    public static let smallest = 48.0

    public init(below: Bool, width: Double, height: Double) {
        self.below = below
        self.width = width
        self.height = height
    }

    /// The placement of a preview `wanted` big (the region at its scale) for a mention at `anchor` in a host
    /// `hostWidth` by `hostHeight`: on the side with more room unless the region fits below, cut to that room.
    public init(wanted: Size, anchor: PageRect, hostWidth: Double, hostHeight: Double) {
        let finite = { (value: Double) in value.isFinite ? max(0, value) : 0 }
        let roomBelow = finite(hostHeight - anchor.y - anchor.height) - Self.chrome
        let roomAbove = finite(anchor.y) - Self.chrome
        let wantedHeight = finite(wanted.height), wantedWidth = finite(wanted.width)
        below = roomBelow >= wantedHeight || roomBelow >= roomAbove
        let room = below ? roomBelow : roomAbove
        height = min(wantedHeight, max(Self.smallest, room))
        width = min(wantedWidth, max(Self.smallest, finite(hostWidth) - Self.chrome / 2))
    }

    /// The tallest anchor a popover points at whole; a taller one (a link over a whole page, zoomed) is narrowed
    /// to a line's band at the pointer, or else there is no room above or below it for the popover.
    public static let tallestAnchor = 48.0

    /// What a preview points at for a reference at `anchor` with the pointer at `pointerY` (nil: opened from
    /// the keyboard), in a host `hostWidth` by `hostHeight`: the part of `anchor` in the host, narrowed to a
    /// band around the pointer (or the middle) when it is taller than `tallestAnchor`. Never empty.
    public static func pointingArea(of anchor: PageRect, pointerY: Double?, hostWidth: Double,
                                    hostHeight: Double) -> PageRect {
        let finite = { (value: Double) in value.isFinite ? value : 0 }
        let width = max(1, finite(hostWidth)), height = max(1, finite(hostHeight))
        let left = min(max(0, finite(anchor.x)), width - 1)
        let right = max(left + 1, min(width, finite(anchor.x) + finite(anchor.width)))
        var top = min(max(0, finite(anchor.y)), height - 1)
        var bottom = max(top + 1, min(height, finite(anchor.y) + finite(anchor.height)))
        if bottom - top > tallestAnchor {
            let middle = min(max(top, pointerY.map(finite) ?? (top + bottom) / 2), bottom)
            let half = tallestAnchor / 6
            (top, bottom) = (max(top, middle - half), min(bottom, middle + half))
        }
        return PageRect(x: left, y: top, width: right - left, height: max(1, bottom - top))
    }
}
