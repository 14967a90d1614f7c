import CGtk
import GObjectSupport

extension ReaderWindow {
    /// F6 and Shift+F6 move the keyboard between the window's parts, as in GNOME's other apps: the header
    /// bar, the library sidebar when it shows, and the page (or the view shown instead of it).
    func installRegionKeys() {
        actions.add(.nextRegion) { [weak self] in self?.moveRegion(by: 1) }
        actions.add(.previousRegion) { [weak self] in
            self?.moveRegion(by: -1)
        }
    }

    private var regions: [UnsafeMutablePointer<GtkWidget>] {
        adw_flap_get_reveal_flap(flap.cast()) != 0 ? [header, sidebar, content] : [header, content]
    }

    private func moveRegion(by step: Int) {
        let regions = regions
        let focus = gtk_root_get_focus(window.opaque)
        let current = regions.firstIndex { region in
            guard let focus else { return false }
            return focus == region || gtk_widget_is_ancestor(focus, region) != 0
        } ?? regions.count - 1
        let target = regions[(current + step + regions.count) % regions.count]
        if target == content, model.showsPage {
            gtk_widget_grab_focus(pageView.inputArea)
        } else {
            _ = gtk_widget_child_focus(target, GTK_DIR_TAB_FORWARD)
        }
    }
}
