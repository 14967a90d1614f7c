/// Where a link on a page leads, as the reader can follow it.
public enum LinkTarget: Equatable, Sendable {
    /// A page of this book (zero-based), with the point to scroll to when zoomed, if the link gives one
    /// (`top` as a share of the page's height from its top, 0 to 1).
    case page(Int, top: Double?)
    /// A web or mail address, opened by the desktop.
    case uri(String)
    /// Another PDF (a path as the link gives it, relative to this book's folder), at a page if the link says.
    case otherFile(path: String, page: Int?)
    /// A named action: next, previous, first or last page, or back.
    case action(NamedAction)
    /// Something Recto never does (launching a program, JavaScript, media), with what it was, for the message.
    case refused(String)

    public enum NamedAction: String, Sendable {
        case nextPage = "NextPage", previousPage = "PrevPage", firstPage = "FirstPage", lastPage = "LastPage"
        case goBack = "GoBack"
    }
}

/// A link on a page: its area and where it leads.
public struct PageLink: Equatable, Sendable {
    public let area: PageRect
    public let target: LinkTarget
    /// Where a link to a page of the book points across its page, as a share of the page's width from its left
    /// edge, when the link says; a reference preview shows the column there.
    public let destinationLeft: Double?

    public init(area: PageRect, target: LinkTarget, destinationLeft: Double? = nil) {
        self.area = area
        self.target = target
        self.destinationLeft = destinationLeft.flatMap { $0.isFinite ? max(0, min(1, $0)) : nil }
    }

    /// The link under `point` (page points, top-left origin): the last one drawn there wins, as it is on top.
    public static func hit(_ links: [PageLink], x: Double, y: Double) -> PageLink? {
        links.last { $0.area.contains(x: x, y: y) }
    }
}
