import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The widgets of one contents row: a mark for the chapter being read, the indented title, and the page.
@MainActor
enum ContentsRowWidget {
    static func setUp(_ item: OpaquePointer) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let mark = gtk_image_new_from_icon_name("media-playback-start-symbolic")!
        let title = gtk_label_new(nil)!
        gtk_label_set_xalign(title.cast(), 0)
        gtk_label_set_ellipsize(title.cast(), PANGO_ELLIPSIZE_END)
        gtk_widget_set_hexpand(title, 1)
        let page = gtk_label_new(nil)!
        gtk_widget_add_css_class(page, "dim-label")
        gtk_widget_add_css_class(page, "numeric")
        for child in [mark, title, page] { gtk_box_append(box.cast(), child) }
        gtk_list_item_set_child(item, box)
    }

    static func bind(_ item: OpaquePointer, row: ContentsRow, page: String?, isCurrent: Bool) {
        guard let box = gtk_list_item_get_child(item),
              let mark = gtk_widget_get_first_child(box),
              let title = gtk_widget_get_next_sibling(mark),
              let pageLabel = gtk_widget_get_next_sibling(title) else { return }
        gtk_label_set_text(title.cast(), row.title)
        gtk_label_set_text(pageLabel.cast(), page ?? "")
        gtk_widget_set_opacity(mark, isCurrent ? 1 : 0)
        gtk_widget_set_margin_start(title, Int32(row.depth * 20))
        let isHeading: Bool = if case .heading = row.kind { true } else { false }
        for (widget, css) in [(title, "heading"), (box, "recto-contents-heading")] {
            if isHeading { gtk_widget_add_css_class(widget, css) } else { gtk_widget_remove_css_class(widget, css) }
        }
        var name = row.title
        if let page { name = String(format: i18n("%@, page %@"), row.title, page) }
        if isCurrent { name = String(format: i18n("%@ (you are here)"), name) }
        recto_accessible_set_label(box.cast(), name)
    }
}
