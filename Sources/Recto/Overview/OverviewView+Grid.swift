import CGtk
import RectoCore

/// The grid `OverviewFlow` drives.
extension OverviewView: OverviewGrid {
    var firstVisiblePage: Int? { visiblePages().pages.first }

    func setCellSize(width: Int, height: Int) {
        cellWidth = width
        cellHeight = height
    }

    func reset(rowCount count: Int) {
        reset(count: count)
    }

    func showChapters(_ titles: [String]) {
        jumpIndex.show(titles.map { IndexLetter(title: $0, hasItems: true) })
        gtk_widget_set_visible(jumpIndex.widget, titles.isEmpty ? 0 : 1)
    }
}

/// The thumbnails `OverviewFlow` drives.
extension OverviewThumbnails: OverviewThumbnailLane {}
