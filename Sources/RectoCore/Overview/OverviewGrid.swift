/// The overview's grid as `OverviewFlow` drives it: rows of page cells and chapter headers, scrolled and
/// focused by row. The app's grid view conforms; the tests give a fake.
@MainActor
public protocol OverviewGrid: AnyObject {
    /// The page whose cell has the keyboard, if one has.
    var focusedPage: Int? { get }
    /// The first page in view, if any.
    var firstVisiblePage: Int? { get }
    /// The cells' size.
    func setCellSize(width: Int, height: Int)
    /// `count` rows, all bound anew.
    func reset(rowCount count: Int)
    /// Every row in view bound again (a mark, the current page or a label changed).
    func rebindAll()
    /// Scrolls so that the row is in view.
    func scroll(toRow row: Int)
    /// Scrolls so that the row is at the top.
    func scrollToTop(row: Int)
    /// Scrolls to the row and puts the keyboard on the page's cell there.
    func focus(page: Int, row: Int)
    /// The jump index's chapters; none hides it.
    func showChapters(_ titles: [String])
}

/// The overview's thumbnails as `OverviewFlow` drives them: rendered while the overview shows, for its rows.
@MainActor
public protocol OverviewThumbnailLane: AnyObject {
    /// The thumbnails' width, in pixels.
    var width: Int { get set }
    /// The overview shows: rendering may start.
    func open()
    /// The overview went: nothing more is rendered.
    func stop()
    /// Another book: the thumbnails drawn are the last one's.
    func bookChanged()
    /// The rows changed: the pages in view are planned again.
    func rowsChanged()
    /// The marks changed: the thumbnails painted with marks are drawn again.
    func redrawRepainted()
    /// The grid is on screen: the pages in view are planned.
    func plan()
}
