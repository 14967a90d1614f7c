import CGtk
import GObjectSupport

/// The sidebar's small widgets: the sort menu, icon buttons and the status pages.
extension LibrarySidebar {
    static func sortButton() -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        let section = g_menu_new()!
        g_menu_append(section, i18n("Title"), "win.library-sort::title")
        g_menu_append(section, i18n("Last Read"), "win.library-sort::lastRead")
        g_menu_append_section(menu, i18n("Sort By"), section.cast())
        let button = MenuButton.make(icon: "view-sort-descending-symbolic", menu: menu, name: i18n("Sort Books"))
        g_object_unref(section.raw)
        g_object_unref(menu.raw)
        return button
    }


    static func statusPage(
        icon: String, title: String, description: String?, withAdd: Bool
    ) -> UnsafeMutablePointer<GtkWidget> {
        let page = adw_status_page_new()!
        adw_status_page_set_icon_name(page.cast(), icon)
        adw_status_page_set_title(page.cast(), title)
        adw_status_page_set_description(page.cast(), description)
        gtk_widget_add_css_class(page, "compact")
        if withAdd { adw_status_page_set_child(page.cast(), AddBooksButton.make()) }
        return page
    }
}
