import CGtk
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Reading aloud over the page area (`overlay`): its mark layer and bar, and Read from Here in the page's
    /// right-click menu (the selection's), on the paged view and the strip alike.
    func installReadAloud(
        over overlay: UnsafeMutablePointer<GtkWidget>, strip: ContinuousFeature, selection: SelectionFeature
    ) {
        let pages = ReadAloudFeature.Pages(
            visible: { [weak self, weak strip] in
                guard let self else { return [] }
                return strip?.pagesInView ?? session?.navigator.visiblePages ?? []
            },
            bounds: { [weak self, weak strip] page, target in
                guard let self else { return nil }
                return strip?.pageBounds(of: page, in: target) ?? pageView.pageBounds(of: page, in: target)
            })
        let feature = ReadAloudFeature(
            reader: model, text: { [weak self] in self?.session?.text }, actionsOn: window, pages: pages,
            scrollAreas: [pageView.inputArea, strip.view.scroller],
            selection: selectionModel,
            caret: { [weak self] in
                guard let self, let pageText, gtk_widget_has_focus(pageText.view.textView) != 0 else { return nil }
                return pageText.caret()
            },
            showMessage: { [toasts] text in toasts.show(Markup.escaped(text)) })
        gtk_overlay_add_overlay(overlay.cast(), feature.layer)
        gtk_overlay_add_overlay(overlay.cast(), feature.bar.widget)
        let section = g_menu_new()!
        g_menu_append(section, i18n("Read from Here"), "win.read-from-here")
        g_menu_append_section(selection.menu, nil, section.cast())
        g_object_unref(section.raw)
        readAloud = feature
    }
}
