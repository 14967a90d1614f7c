import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Find in the whole book: Ctrl+F or the header's Find button opens the bar; typing searches the book in the
/// background (`BookText`), from the reader's page round; Enter, F3 and Ctrl+G go to the next match, with
/// Shift to the previous, wrapping round and saying so; the list of all matches is sorted into the book's
/// chapters. The search's state is the window's `SearchModel`, which the marks drawn over the pages observe as
/// the bar's status line does; nothing here waits on the text.
@MainActor
final class SearchFeature {
    private let actions: WindowActions
    private let model: ReaderModel
    private let sessions: SessionSlot
    /// Where a match off the pages shown is gone to, as a jump Back returns from.
    private let jumps: any Jumping
    /// The search under way: query, generation, status and current match.
    private let found: SearchModel
    /// The contents as shown, which the list of matches is sorted into.
    private let contents: ContentsSlot
    private var observation: ObservationToken?
    private var searchObservation: ObservationToken?
    let bar: SearchBar
    @Owned var toggle: UnsafeMutablePointer<GtkWidget>
    private let results = SearchResultsList()
    private var search: BookSearch? { found.search }

    init(actions: WindowActions, model: ReaderModel, sessions: SessionSlot, jumps: any Jumping, found: SearchModel,
         contents: ContentsSlot) {
        self.actions = actions
        self.model = model
        self.sessions = sessions
        self.jumps = jumps
        self.found = found
        self.contents = contents
        bar = SearchBar(results: results.widget)
        toggle = gtk_toggle_button_new()
        gtk_button_set_icon_name(toggle.cast(), "edit-find-symbolic")
        Tooltip.set(toggle, i18n("Find in the Book (Ctrl+F)"))
        recto_accessible_set_label(toggle.cast(), i18n("Find"))
        g_object_bind_property(toggle.raw, "active", bar.widget.raw, "search-mode-enabled",
                               GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue))
        // Nothing to find until a book is open: a window whose file could not be opened never gets a session.
        gtk_widget_set_sensitive(toggle, sessions.session == nil ? 0 : 1)
        bar.onChanged = { [weak self] query in self?.start(query) }
        bar.onStep = { [weak self] forward in self?.step(forward: forward) }
        bar.onClosed = { [weak self] in self?.clear() }
        results.onChoose = { [weak self] match in self?.choose(match) }
        gtk_menu_button_get_popover(bar.resultsButton.cast()).on("show") { [weak self] in self?.refreshResults() }

        let add = { (action: WindowAction, handler: @escaping @MainActor (SearchFeature) -> Void) in
            actions.add(action) { [weak self] in
                if let self { handler(self) }
            }
        }
        add(.find) { $0.openBar() }
        add(.findNext) { $0.step(forward: true) }
        add(.findPrevious) { $0.step(forward: false) }
        add(.findResults) { feature in
            feature.openBar()
            feature.bar.showResults()
        }
        observation = model.observe(sessions: sessions, book: { [weak self] session in
            self?.bookChanged(session)
        })
        searchObservation = found.observe { [weak self] change in
            if change == .status { self?.showStatus() }
        }
        updateActions()
    }

    /// Calls `handler` whenever the pages with matches may have changed, while the token lives.
    func observeMatches(_ handler: @escaping @MainActor () -> Void) -> ObservationToken {
        found.observe { change in
            if change == .pages { handler() }
        }
    }

    private func openBar() {
        guard sessions.session != nil, model.showsPage else { return }
        bar.open()
    }

    private func bookChanged(_ session: ReadingSession?) {
        if session == nil { bar.close() }
        let query = String(cString: gtk_editable_get_text(bar.entry.cast()))
        if bar.isOpen, !query.isEmpty { start(query) } else { clear() }
        gtk_widget_set_sensitive(toggle, session == nil ? 0 : 1)
    }

    private func start(_ query: String) {
        guard let session = sessions.session, !SearchFolding.fold(query).isEmpty else {
            sessions.session?.text.cancelSearch()
            found.clear()
            return
        }
        let start = session.navigator.currentPage
        let mine = found.start(query: query, pageCount: session.document.pageCount, startPage: start)
        let order = BookSearch.searchOrder(pageCount: session.document.pageCount, startingAt: start)
        session.text.search(query, pages: order) { [weak self] page, hasText, count in
            self?.received(page: page, hasText: hasText, matchCount: count, generation: mine)
        }
    }

    private func received(page: Int, hasText: Bool, matchCount: Int, generation: Int) {
        let onScreen = sessions.session?.navigator.visiblePages.contains(page) == true
        guard let recorded = found.record(page: page, hasText: hasText, matchCount: matchCount,
                                          generation: generation, onScreen: onScreen) else { return }
        if recorded.noText { sessions.session?.text.cancelSearch() }
        // The first match at or after the reader's page is shown as soon as it is found.
        if let first = recorded.firstMatch { show(first) }
        if recorded.finished, isResultsShown { refreshResults() }
    }

    private func step(forward: Bool) {
        guard let match = found.step(forward: forward) else { return }
        show(match)
    }

    private func choose(_ match: SearchMatch) {
        found.select(match)
        gtk_popover_popdown(gtk_menu_button_get_popover(bar.resultsButton.cast()))
        show(match)
    }

    private func show(_ match: SearchMatch) {
        guard let session = sessions.session else { return }
        if !session.navigator.visiblePages.contains(match.page) { jumps.jump(to: match.page) }
    }

    private func clear() {
        sessions.session?.text.cancelSearch()
        found.clear()
        results.show([])
    }

    private var isResultsShown: Bool {
        gtk_widget_get_visible(gtk_menu_button_get_popover(bar.resultsButton.cast()).cast()) != 0
    }

    private func refreshResults() {
        results.pageText = { [sessions] page in NotesText.page(page, labels: sessions.session?.labels) }
        let generation = found.generation
        results.requestContexts = { [weak self] page in
            guard let self, let query = search?.query else { return }
            sessions.session?.text.contexts(ofPage: page, query: query) { [weak self] page, contexts in
                guard let self, found.generation == generation else { return }
                results.show(contexts, ofPage: page)
            }
        }
        results.show(search?.resultRows(by: contents.contents) ?? [])
        results.focus(on: search?.currentMatch)
    }

    /// The bar's status line from the model's status, with the share of pages searched while some are left.
    private func showStatus() {
        updateActions()
        bar.show(status: SearchStatusText.text(found.status, wrap: found.wrap), fraction: found.progress)
    }

    private func updateActions() {
        let hasMatches = found.hasMatches
        for action in [WindowAction.findNext, .findPrevious] { actions.setEnabled(action, hasMatches) }
    }
}
