import CGtk
import GObjectSupport
import RectoCore
import RectoPDF

extension ReaderWindow {
    /// The find bar over the page area (`overlay`) and the header's Find toggle; it writes the window's search
    /// model, which the page marks observe.
    func installSearch(over overlay: UnsafeMutablePointer<GtkWidget>, jumps: any Jumping) -> SearchFeature {
        let feature = SearchFeature(
            actions: actions, model: model, sessions: sessions, jumps: jumps, found: searchModel,
            contents: shownContents)
        gtk_overlay_add_overlay(overlay.cast(), feature.bar.widget)
        adw_header_bar_pack_end(header.cast(), feature.toggle)
        search = feature
        return feature
    }

    /// The layer over the pages that draws search matches and follows links, and the selection made on it; the
    /// highlights are built over both.
    func installPageMarks(
        over overlay: UnsafeMutablePointer<GtkWidget>, strip continuous: ContinuousFeature, jumps: any Jumping
    ) -> (marks: PageMarksFeature, selection: SelectionFeature) {
        let links = LinkFollower(
            model: model, sessions: sessions, jumps: jumps, strip: continuous, pageView: pageView, window: window,
            say: { [toasts] text in toasts.show(text) }, open: { [weak self] url in self?.open(url) })
        let feature = PageMarksFeature(
            model: model, sessions: sessions, search: searchModel, selection: selectionModel, links: links,
            pageView: pageView, strip: continuous)
        gtk_overlay_add_overlay(overlay.cast(), feature.layer)
        pageMarks = feature
        let selection = SelectionFeature(
            actions: actions, toplevel: window, sessions: sessions, selection: selectionModel, marks: feature,
            pageView: pageView, strip: continuous)
        self.selection = selection
        // A plain click on the strip follows a link, or else drops the selection, as on the paged view.
        observations.append(continuous.observe { [weak feature, selectionModel] change in
            guard case let .clicked(x, y) = change else { return }
            if feature?.followLink(atX: x, y: y) != true { selectionModel.clear() }
        })
        referencePreviews = ReferencePreviewFeature(
            model: model, areas: [pageView.inputArea, continuous.view.scroller], pointing: feature,
            session: { [weak self] in self?.session }, follow: { target in links.follow(target) },
            scheduler: GLibScheduler.shared)
        actions.add(.previewReference) { [weak self] in
            guard let self, let caret = pageText?.caret() else { return }
            referencePreviews?.previewReference(onPage: caret.page, text: caret.text, at: caret.offset)
        }
        return (feature, selection)
    }
}
