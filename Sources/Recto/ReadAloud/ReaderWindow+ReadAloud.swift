import CGtk
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Reading aloud over the page area (`overlay`): its mark layer and bar, and Read from Here in the page's
    /// right-click menu.
    func installReadAloud(over overlay: UnsafeMutablePointer<GtkWidget>) {
        let pages = ReadAloudFeature.Pages(
            visible: { [weak self] in
                guard let self else { return [] }
                return continuous?.pagesInView ?? session?.navigator.visiblePages ?? []
            },
            bounds: { [weak self] page, target in
                guard let self else { return nil }
                return continuous?.pageBounds(of: page, in: target) ?? pageView.pageBounds(of: page, in: target)
            })
        let feature = ReadAloudFeature(
            reader: model, text: { [weak self] in self?.session?.text }, actionsOn: window, pages: pages,
            scrollAreas: [pageView.inputArea, continuous?.view.scroller].compactMap { $0 },
            selection: { [weak self] in self?.pageMarks?.selection },
            caret: { [weak self] in
                guard let self, let pageText, gtk_widget_has_focus(pageText.view.textView) != 0 else { return nil }
                return pageText.caret()
            },
            showMessage: { [weak self] text in self?.showToast(Markup.escaped(text)) })
        gtk_overlay_add_overlay(overlay.cast(), feature.layer)
        gtk_overlay_add_overlay(overlay.cast(), feature.bar.widget)
        if let menu = selection?.menu {
            let section = g_menu_new()!
            g_menu_append(section, i18n("Read from Here"), "win.read-from-here")
            g_menu_append_section(menu, nil, section.cast())
            g_object_unref(section.raw)
        }
        readAloud = feature
    }
}
