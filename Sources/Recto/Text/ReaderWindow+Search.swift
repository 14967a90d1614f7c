import CGtk
import GObjectSupport
import RectoPDF

extension ReaderWindow {
    /// The find bar over the page area (`overlay`) and the header's Find toggle.
    func installSearch(over overlay: UnsafeMutablePointer<GtkWidget>) {
        let feature = SearchFeature(window: self, model: model, sessions: sessions)
        gtk_overlay_add_overlay(overlay.cast(), feature.bar.widget)
        adw_header_bar_pack_end(header.cast(), feature.toggle)
        feature.onMatchesChanged = { [weak self] in self?.pageMarks?.searchChanged() }
        search = feature
    }

    /// The layer over the pages that draws search matches and follows links.
    func installPageMarks(over overlay: UnsafeMutablePointer<GtkWidget>) {
        guard let continuous else { preconditionFailure("the strip is made before the marks drawn over it") }
        let feature = PageMarksFeature(
            window: self, model: model, sessions: sessions, pageView: pageView, strip: continuous)
        gtk_overlay_add_overlay(overlay.cast(), feature.layer)
        pageMarks = feature
        let selection = SelectionFeature(
            window: self, model: model, sessions: sessions, marks: feature, pageView: pageView, strip: continuous)
        self.selection = selection
        // A plain click on the strip follows a link, or else drops the selection, as on the paged view.
        observations.append(continuous.observe { [weak feature, weak selection] change in
            guard case let .clicked(x, y) = change else { return }
            if feature?.followLink(atX: x, y: y) != true { selection?.clear() }
        })
        assembly.provide(feature)
        assembly.provide(selection)
        referencePreviews = ReferencePreviewFeature(
            model: model, areas: [pageView.inputArea, continuous.view.scroller], pointing: feature,
            session: { [weak self] in self?.session },
            follow: { [weak self] target in if let self { LinkFollower.follow(target, in: self) } },
            scheduler: GLibScheduler.shared)
        actions["preview-reference"] = Actions.add(to: window, "preview-reference") { [weak self] in
            guard let self, let caret = pageText?.caret() else { return }
            referencePreviews?.previewReference(onPage: caret.page, text: caret.text, at: caret.offset)
        }
    }
}
