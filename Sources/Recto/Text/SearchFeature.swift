import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Find in the whole book: Ctrl+F or the header's Find button opens the bar; typing searches the book in the
/// background (`BookText`), from the reader's page round; Enter, F3 and Ctrl+G go to the next match, with
/// Shift to the previous, wrapping round and saying so; the list of all matches is sorted into the book's
/// chapters. The search's state is the window's `SearchModel`, which the marks drawn over the pages observe as
/// the bar's status line does, and its routing (start, steps, the first match, the end) is the core's
/// `SearchDriver`; this keeps the bar and the list. Nothing here waits on the text.
@MainActor
final class SearchFeature {
    private let actions: WindowActions
    private let model: ReaderModel
    private let sessions: SessionSlot
    /// The search under way: query, generation, status and current match.
    private let found: SearchModel
    /// Starts, steps and ends the search in the book; where its matches are gone to.
    private let driver: SearchDriver
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
        self.found = found
        self.contents = contents
        driver = SearchDriver(model: found, jumps: jumps, book: { [sessions] in sessions.session })
        bar = SearchBar(results: results.widget)
        toggle = gtk_toggle_button_new()
        gtk_button_set_icon_name(toggle.cast(), "edit-find-symbolic")
        Tooltip.set(toggle, i18n("Find in the Book (Ctrl+F)"))
        recto_accessible_set_label(toggle.cast(), i18n("Find"))
        g_object_bind_property(toggle.raw, "active", bar.widget.raw, "search-mode-enabled",
                               GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue))
        // Nothing to find until a book is open: a window whose file could not be opened never gets a session.
        gtk_widget_set_sensitive(toggle, sessions.session == nil ? 0 : 1)
        bar.onChanged = { [weak driver] query in driver?.search(for: query) }
        bar.onStep = { [weak driver] forward in driver?.step(forward: forward) }
        bar.onClosed = { [weak driver] in driver?.clear() }
        results.onChoose = { [weak self] match in self?.choose(match) }
        gtk_menu_button_get_popover(bar.resultsButton.cast()).on("show") { [weak self] in self?.refreshResults() }

        let add = { (action: WindowAction, handler: @escaping @MainActor (SearchFeature) -> Void) in
            actions.add(action) { [weak self] in
                if let self { handler(self) }
            }
        }
        add(.find) { $0.openBar() }
        add(.findNext) { $0.driver.step(forward: true) }
        add(.findPrevious) { $0.driver.step(forward: false) }
        add(.findResults) { feature in
            feature.openBar()
            feature.bar.showResults()
        }
        observation = model.observe(sessions: sessions, book: { [weak self] session in
            self?.bookChanged(session)
        })
        searchObservation = found.observe(.status) { [weak self] in self?.showStatus() }
        driver.onFinished = { [weak self] in self?.searchFinished() }
        driver.onCleared = { [weak results] in results?.show([]) }
        updateActions()
    }

    /// Calls `handler` whenever the pages with matches may have changed, while the token lives.
    func observeMatches(_ handler: @escaping @MainActor () -> Void) -> ObservationToken {
        found.observe(.pages, handler)
    }

    private func openBar() {
        guard sessions.session != nil, model.showsPage else { return }
        bar.open()
    }

    private func bookChanged(_ session: ReadingSession?) {
        if session == nil { bar.close() }
        let query = String(cString: gtk_editable_get_text(bar.entry.cast()))
        driver.bookChanged(query: query, barOpen: bar.isOpen)
        gtk_widget_set_sensitive(toggle, session == nil ? 0 : 1)
    }

    private func choose(_ match: SearchMatch) {
        gtk_popover_popdown(gtk_menu_button_get_popover(bar.resultsButton.cast()))
        driver.choose(match)
    }

    private var isResultsShown: Bool {
        gtk_widget_get_visible(gtk_menu_button_get_popover(bar.resultsButton.cast()).cast()) != 0
    }

    /// The list of all matches is filled again when the search ends while it is open.
    private func searchFinished() {
        if isResultsShown { refreshResults() }
    }

    private func refreshResults() {
        results.pageText = { [sessions] page in NotesText.page(page, labels: sessions.session?.labels) }
        results.requestContexts = driver.contextRequests { [weak results] page, contexts in
            results?.show(contexts, ofPage: page)
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
