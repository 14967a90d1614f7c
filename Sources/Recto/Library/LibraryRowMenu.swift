import CGtk
import Foundation
import GObjectSupport

/// The menu of a library row (Open, Move to Trash): one popover for the whole list, pointed at the row that
/// asked for it. A GtkMenuButton in every row would build a popover per row, and the list view keeps some
/// two hundred rows alive, which slowed the first showing of a large library noticeably.
@MainActor
final class LibraryRowMenu {
    @Owned private var popover: UnsafeMutablePointer<GtkWidget>
    @Owned private var anchor: UnsafeMutablePointer<GtkWidget>

    /// A menu that pops up inside `anchor` (the sidebar).
    init(anchor: UnsafeMutablePointer<GtkWidget>) {
        self.anchor = anchor
        popover = gtk_popover_menu_new_from_model(nil)
        gtk_popover_set_position(popover.cast(), GTK_POS_BOTTOM)
        gtk_widget_set_parent(popover, anchor)
        // A widget must lose its popover children before it is finalized; its "destroy" comes in dispose. The
        // popover may be gone by then (its parent's parent let it go at quit: a Gtk-CRITICAL from unparent).
        let weakPopover = WeakObject(popover), anchor = anchor
        anchor.on("destroy") {
            weakPopover.with { object in
                let popover = object.assumingMemoryBound(to: GtkWidget.self)
                if gtk_widget_get_parent(popover) == anchor { gtk_widget_unparent(popover) }
            }
        }
    }

    /// Shows the menu for the row `id`, pointing at `widget` (the row's menu button, or the row), or at the
    /// point `x`, `y` inside it for a right click.
    func show(forRow id: String, at widget: UnsafeMutablePointer<GtkWidget>, x: Double? = nil, y: Double? = nil) {
        let menu = g_menu_new()!
        g_menu_append(menu, i18n("Open"), "win.library-open::\(id)")
        g_menu_append(menu, i18n("Move to Trash"), "win.library-delete::\(id)")
        gtk_popover_menu_set_menu_model(popover.cast(), menu.cast())
        g_object_unref(menu.raw)

        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, anchor, &bounds) != 0 else { return }
        var rect = GdkRectangle(
            x: Int32(bounds.origin.x), y: Int32(bounds.origin.y),
            width: Int32(bounds.size.width), height: Int32(bounds.size.height))
        if let x, let y {
            rect = GdkRectangle(x: rect.x + Int32(x), y: rect.y + Int32(y), width: 1, height: 1)
        }
        gtk_popover_set_pointing_to(popover.cast(), &rect)
        gtk_popover_popup(popover.cast())
    }
}
