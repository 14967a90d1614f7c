import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Find in the whole book: Ctrl+F or the header's Find button opens the bar; typing searches the book in the
/// background (`BookText`), from the reader's page round; Enter, F3 and Ctrl+G go to the next match, with
/// Shift to the previous, wrapping round and saying so; the list of all matches is sorted into the book's
/// chapters. The search is `BookSearch`, kept in the window's `SearchModel` for the marks drawn over the pages;
/// nothing here waits on the text.
@MainActor
final class SearchFeature {
    private weak var window: ReaderWindow?
    private let model: ReaderModel
    private let sessions: SessionSlot
    /// Where a match off the pages shown is gone to, as a jump Back returns from.
    private let jumps: any Jumping
    /// The search under way, told when the matches drawn may have changed.
    private let found: SearchModel
    /// The contents as shown, which the list of matches is sorted into.
    private let contents: ContentsSlot
    private var observation: ObservationToken?
    let bar: SearchBar
    let toggle: UnsafeMutablePointer<GtkWidget>
    private let results = SearchResultsList()
    private var search: BookSearch? {
        get { found.search }
        set { found.search = newValue }
    }
    /// Which search the deliveries belong to; a new query or book starts another.
    private var generation = 0
    /// Said once after a step that went round an end of the book.
    private var wrapNote: String?
    /// Told whenever the pages with matches may have changed (more found, a new query, the bar closed).
    private let matchObservers = Observers<Void>()

    init(window: ReaderWindow, model: ReaderModel, sessions: SessionSlot, jumps: any Jumping, found: SearchModel,
         contents: ContentsSlot) {
        self.window = window
        self.model = model
        self.sessions = sessions
        self.jumps = jumps
        self.found = found
        self.contents = contents
        bar = SearchBar(results: results.widget)
        toggle = gtk_toggle_button_new()
        gtk_button_set_icon_name(toggle.cast(), "edit-find-symbolic")
        gtk_widget_set_tooltip_text(toggle, i18n("Find in the Book (Ctrl+F)"))
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

        let add = { (name: String, handler: @escaping @MainActor (SearchFeature) -> Void) in
            window.actions[name] = Actions.add(to: window.window, name) { [weak self] in
                if let self { handler(self) }
            }
        }
        add("find") { $0.openBar() }
        add("find-next") { $0.step(forward: true) }
        add("find-previous") { $0.step(forward: false) }
        add("find-results") { feature in
            feature.openBar()
            feature.bar.showResults()
        }
        observation = model.observe(sessions: sessions, book: { [weak self] session in
            self?.bookChanged(session)
        })
        updateActions()
    }

    /// Calls `handler` whenever the pages with matches may have changed, while the token lives.
    func observeMatches(_ handler: @escaping @MainActor () -> Void) -> ObservationToken {
        matchObservers.add { handler() }
    }

    private func openBar() {
        guard sessions.session != nil, window?.isReading == true else { return }
        bar.open()
    }

    private func bookChanged(_ session: ReadingSession?) {
        if session == nil { bar.close() }
        let query = String(cString: gtk_editable_get_text(bar.entry.cast()))
        if bar.isOpen, !query.isEmpty { start(query) } else { clear() }
        gtk_widget_set_sensitive(toggle, session == nil ? 0 : 1)
    }

    private func start(_ query: String) {
        generation += 1
        guard let session = sessions.session, !SearchFolding.fold(query).isEmpty else {
            sessions.session?.text.cancelSearch()
            search = nil
            matchObservers.send(())
            showStatus()
            return
        }
        let start = session.navigator.currentPage
        search = BookSearch(query: query, pageCount: session.document.pageCount, startPage: start)
        matchObservers.send(())
        wrapNote = nil
        let mine = generation
        let order = BookSearch.searchOrder(pageCount: session.document.pageCount, startingAt: start)
        session.text.search(query, pages: order) { [weak self] page, hasText, count in
            guard let self, generation == mine else { return }
            received(page: page, hasText: hasText, matchCount: count)
        }
        showStatus()
    }

    private func received(page: Int, hasText: Bool, matchCount: Int) {
        guard var search else { return }
        let hadCurrent = search.current != nil
        search.record(page: page, hasText: hasText, matchCount: matchCount)
        self.search = search
        if search.progress == .noText { sessions.session?.text.cancelSearch() }
        // The first match at or after the reader's page is shown as soon as it is found.
        if !hadCurrent, let first = search.currentMatch { show(first) }
        // Only a match on the pages shown, or a new current one, changes what the page draws.
        if matchCount > 0, !hadCurrent || sessions.session?.navigator.visiblePages.contains(page) == true {
            found.matchesChanged()
        }
        if matchCount > 0 { matchObservers.send(()) }
        if search.progress == .finished, isResultsShown { refreshResults() }
        showStatus()
    }

    private func step(forward: Bool) {
        guard var search, let (match, wrapped) = search.step(forward: forward) else { return }
        self.search = search
        wrapNote = wrapped ? (forward ? i18n("from the start") : i18n("from the end")) : nil
        show(match)
        found.matchesChanged()
        showStatus()
    }

    private func choose(_ match: SearchMatch) {
        search?.select(match)
        gtk_popover_popdown(gtk_menu_button_get_popover(bar.resultsButton.cast()))
        show(match)
        found.matchesChanged()
        showStatus()
    }

    private func show(_ match: SearchMatch) {
        guard let session = sessions.session else { return }
        if !session.navigator.visiblePages.contains(match.page) { jumps.jump(to: match.page) }
    }

    private func clear() {
        generation += 1
        sessions.session?.text.cancelSearch()
        search = nil
        results.show([])
        found.matchesChanged()
        matchObservers.send(())
        showStatus()
    }

    private var isResultsShown: Bool {
        gtk_widget_get_visible(gtk_menu_button_get_popover(bar.resultsButton.cast()).cast()) != 0
    }

    private func refreshResults() {
        results.pageText = { [sessions] page in NotesText.page(page, labels: sessions.session?.labels) }
        let generation = generation
        results.requestContexts = { [weak self] page in
            guard let self, let query = search?.query else { return }
            sessions.session?.text.contexts(ofPage: page, query: query) { [weak self] page, contexts in
                guard let self, self.generation == generation else { return }
                results.show(contexts, ofPage: page)
            }
        }
        results.show(search?.resultRows(by: contents.contents) ?? [])
        results.focus(on: search?.currentMatch)
    }

    private func showStatus() {
        updateActions()
        guard let search else {
            bar.show(status: "", fraction: nil)
            return
        }
        let count = search.matches.count
        var text: String
        switch (search.progress, search.current) {
        case (.noText, _):
            text = i18n("This book has no searchable text")
        case (.finished, nil):
            text = i18n("No matches")
        case (_, let current?):
            text = String(format: i18n("%d of %d"), current + 1, count)
        case (.searching, nil):
            text = i18n("Searching…")
        }
        if let wrapNote { text += ", " + wrapNote }
        if case let .searching(searched, total) = search.progress {
            bar.show(status: text, fraction: Double(searched) / Double(max(total, 1)))
        } else {
            bar.show(status: text, fraction: nil)
        }
    }

    private func updateActions() {
        let hasMatches = !(search?.matches.isEmpty ?? true)
        for name in ["find-next", "find-previous"] {
            if let action = window?.actions[name] { Actions.setEnabled(action, hasMatches) }
        }
    }
}
