import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The widgets of one contents row: the expander that folds nested entries (and indents by depth), a mark for
/// the chapter being read, the title, and the page.
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
        let expander = gtk_tree_expander_new()!
        gtk_tree_expander_set_child(expander.cast(), box)
        gtk_list_item_set_child(item, expander)
    }

    /// The box inside a row's expander, as `setUp` made it.
    static func box(in expander: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_tree_expander_get_child(expander.cast())
    }

    static func bind(_ box: UnsafeMutablePointer<GtkWidget>, row: ContentsRow, page: String?, isCurrent: Bool) {
        guard let mark = gtk_widget_get_first_child(box),
              let title = gtk_widget_get_next_sibling(mark),
              let pageLabel = gtk_widget_get_next_sibling(title) else { return }
        gtk_label_set_text(title.cast(), row.title)
        gtk_label_set_text(pageLabel.cast(), page ?? "")
        gtk_widget_set_opacity(mark, isCurrent ? 1 : 0)
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
