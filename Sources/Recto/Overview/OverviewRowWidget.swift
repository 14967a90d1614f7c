import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One row of the overview's list: a chapter's header, or a row of page cells. GTK 4.8's grid view has no
/// section headers, so the list's items are rows the overview lays out itself (`OverviewModel.rows`).
@MainActor
final class OverviewRowWidget {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// The cells of a page row, as many as the widest row asked for; the extra ones hidden.
    private(set) var cells: [OverviewCell] = []
    /// Beside each cell, the blank that takes its place when the slot is empty: an empty cell would be a
    /// nameless button to a screen reader.
    private var blanks: [UnsafeMutablePointer<GtkWidget>] = []
    /// A cell was chosen.
    var onChoose: ((Int) -> Void)?
    /// A cell took the keyboard.
    var onFocus: ((Int) -> Void)?

    @Owned private var header: UnsafeMutablePointer<GtkWidget>
    @Owned private var cellBox: UnsafeMutablePointer<GtkWidget>

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        let header: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.header = header
        gtk_label_set_xalign(header.cast(), 0)
        gtk_label_set_ellipsize(header.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_add_css_class(header, "title-4")
        gtk_widget_set_margin_start(header, 12)
        gtk_widget_set_margin_top(header, 18)
        gtk_widget_set_margin_bottom(header, 6)
        cellBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(OverviewView.spacing))
        gtk_widget_set_halign(cellBox, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_bottom(cellBox, Int32(OverviewView.spacing))
        gtk_box_append(widget.cast(), header)
        gtk_box_append(widget.cast(), cellBox)
    }

    /// Shows a chapter's header.
    func showHeader(_ title: String) {
        gtk_label_set_text(header.cast(), title)
        gtk_widget_set_visible(header, 1)
        gtk_widget_set_visible(cellBox, 0)
        for cell in cells {
            cell.bind(page: nil, label: "", name: "", aspect: 1, badges: [], isCurrent: false, surface: nil)
        }
    }

    /// Shows a row of cells, `cellWidth` by `cellHeight` each; `configure` binds each cell to its page.
    func showCells(_ pages: [Int?], cellWidth: Int, cellHeight: Int, configure: (OverviewCell, Int?) -> Void) {
        gtk_widget_set_visible(header, 0)
        gtk_widget_set_visible(cellBox, 1)
        while cells.count < pages.count {
            let cell = OverviewCell()
            cell.onChoose = { [weak self] page in self?.onChoose?(page) }
            cell.onFocus = { [weak self] page in self?.onFocus?(page) }
            let blank = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_box_append(cellBox.cast(), cell.area)
            gtk_box_append(cellBox.cast(), blank)
            cells.append(cell)
            blanks.append(blank)
        }
        for (index, (cell, blank)) in zip(cells, blanks).enumerated() {
            let page = index < pages.count ? pages[index] : nil
            gtk_widget_set_visible(cell.area, page != nil ? 1 : 0)
            gtk_widget_set_visible(blank, index < pages.count && page == nil ? 1 : 0)
            gtk_widget_set_size_request(cell.area, Int32(cellWidth), Int32(cellHeight))
            gtk_widget_set_size_request(blank, Int32(cellWidth), Int32(cellHeight))
            configure(cell, page)
        }
    }

    /// The cell showing `page`, if this row shows it.
    func cell(showing page: Int) -> OverviewCell? {
        cells.first { $0.page == page && gtk_widget_get_visible($0.area) != 0 }
    }
}
