/// Where a page sits in its half of the paged view: against the spine in a spread, centred alone. The view
/// lays its halves out in the reading direction (the verso on the right in a right-to-left book); this places
/// a page inside its half, for drawing and for finding what is under the pointer alike.
public enum PageAlignment: Equatable, Sendable {
    case leading, centre, trailing

    /// The verso's alignment: against the spine, on its right in a left-to-right spread; centred alone.
    public static func verso(layout: PageLayout, direction: ReadingDirection) -> PageAlignment {
        layout == .spread ? (direction == .rightToLeft ? .leading : .trailing) : .centre
    }

    /// The recto's alignment: against the spine, on its left in a left-to-right spread; centred alone.
    public static func recto(layout: PageLayout, direction: ReadingDirection) -> PageAlignment {
        layout == .spread ? (direction == .rightToLeft ? .trailing : .leading) : .centre
    }

    /// Where a page of `logical` size (the rendered picture's, in logical pixels) is drawn in a half of size
    /// `room`, in the half's coordinates: fitted (`PageGeometry.displaySize`), then placed across by this
    /// alignment and centred down, on whole pixels.
    public func place(_ logical: Size, in room: Size) -> PageRect {
        let fitted = PageGeometry.displaySize(page: logical, in: room)
        let x: Double = switch self {
        case .leading: 0
        case .centre: ((room.width - fitted.width) / 2).rounded(.down)
        case .trailing: room.width - fitted.width
        }
        let y = ((room.height - fitted.height) / 2).rounded(.down)
        return PageRect(x: x, y: y, width: fitted.width, height: fitted.height)
    }
}
