import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

extension ReaderWindow {
    /// Opens the PDF at `url` off the main thread; the window shows a spinner, then the book or the reason
    /// it could not be opened (`opening` drops a book's outcome once another was asked for).
    func open(_ url: URL) {
        opening.begin(url)
    }

    /// The sequence of books this window opens: each attempt starts here.
    func makeOpenSequence() -> OpenSequence<PDFDocument> {
        OpenSequence(
            open: { [weak self] url, password, answer in self?.startOpening(url, password: password, answer: answer) },
            missingFile: { AppPaths.missingFile(at: $0) },
            outcome: { [weak self] url, outcome in self?.opened(url, outcome) })
    }

    private func startOpening(_ url: URL, password: String?, answer: @escaping OpenSequence<PDFDocument>.Answer) {
        stateSaver.flush()
        viewModel.showPage() // the contents or notes shown are the previous book's
        model.beginOpening()
        if password == nil, let headStart = LaunchHeadStart.take(for: url) {
            // The book on the command line, opened while GTK started: usually there before the first frame.
            // A password prompt or a failure waits for the window to be shown, as a later open's would.
            if let outcome = headStart.finished, case .success = outcome.document {
                answer(outcome.document, outcome.state)
            } else {
                headStart.whenFinished { outcome in answer(outcome.document, outcome.state) }
            }
            return
        }
        PDFDocument.open(url: url, password: password) { [stateSaver] result in
            guard case let .success(document) = result else { return answer(result, nil) }
            stateSaver.load(document.key) { state in answer(result, state) }
        }
    }

    /// What follows the attempt to open the book at `url`.
    private func opened(_ url: URL, _ outcome: OpenSequence<PDFDocument>.Outcome) {
        switch outcome {
        case let .opened(document, state):
            LaunchTrace.mark("document-opened")
            colourModes?.bookOpened(remembering: state?.colourMode)
            loadedState = state
            if let readingChoices { model.prepare(readingChoices.choices(for: document, remembered: state)) }
            show(document, startingAt: state?.page ?? 0)
        case let .locked(retry):
            askPassword(for: url, retry: retry)
        case .hiddenBySandbox:
            showFailure(OpenFailureText.hiddenBySandbox, file: url, openLabel: i18n("Open…"))
        case let .failed(error):
            showFailure(OpenFailureText.reason(for: error), file: url)
        }
    }

    /// The book's file was rewritten and reopened as `document`: shown at `page`, at the same zoom, in the same
    /// layout, direction and view.
    func reload(_ document: PDFDocument, at page: Int) {
        let zoom = model.zoom, shown = model.view.shown
        // The old pages stand in until the new ones are drawn, so the swap shows no empty page; the old
        // session's late renders are not shown.
        session?.onTextureReady = nil
        session?.onPreviewReady = nil
        session?.onSlowPagesChanged = nil
        reloadStandIn = session
        // The crops stay: the rewritten book is the same book, and its pages show trimmed without a whole frame.
        model.prepare(OpeningChoices(layout: model.layout, direction: model.direction, pointsToContents: false,
                                     trimsMargins: model.trimsMargins, marginTrim: model.marginTrim))
        show(document, startingAt: page)
        model.zoom { $0 = zoom }
        if shown != .page { model.view.show(shown) }
    }

    /// `recto` was started without a file and the sample book is not installed.
    func showMissingSample() {
        adw_status_page_set_icon_name(status.cast(), ResourceLocator.appID + "-symbolic")
        adw_status_page_set_title(status.cast(), i18n("No Book Open"))
        adw_status_page_set_description(status.cast(), i18n("Open a PDF book to start reading."))
        adw_status_page_set_child(status.cast(), openAnotherButton(label: i18n("Open a Book…")))
        adw_window_title_set_title(title.cast(), i18n("Recto"))
        closeBook()
    }

    private func show(_ document: PDFDocument, startingAt page: Int) {
        let session = ReadingSession(document: document, model: model, scheduler: GLibScheduler.shared) { image in
            let surface = PageSurface(image)
            return (surface, surface.byteCount)
        }
        session.onEvicted = { ProcessMemory.releaseFreeMemorySoon() }
        self.session = session
        if let colourModes { session.setStyle(colourModes.style(for: session)) }
        // The neighbours and the second document wait until the first pages have been painted.
        session.holdBackgroundWorkUntilShown()
        MainLoop.after(milliseconds: 1500) { [weak session] in session?.firstPageShown() } // a page slow to draw
        session.onTextureReady = { [weak self] page, texture in
            guard let self, let session = self.session else { return }
            LaunchTrace.mark("texture-ready")
            pageView.update(page: page, texture: texture, zoom: session.zoom, layout: session.navigator.layout)
            reloadStandIn = nil
            if session.holdsBackgroundWork { releaseAfterNextFrame(session) }
            continuous?.textureReady(page: page, surface: texture)
        }
        session.onPreviewReady = { [weak self] page, texture in self?.preview.show(texture: texture.texture, forPage: page) }
        session.onSlowPagesChanged = { [weak self] in
            guard let self, let session = self.session else { return }
            pageView.markSlow(session.slowPages)
        }
        adw_window_title_set_title(title.cast(), document.displayTitle)
        gtk_window_set_title(window.cast(), document.displayTitle)
        // Before the first layout, the page renders at the size that layout is about to give it.
        let viewport = predictedPageArea() ?? pageView.viewportSize
        session.viewportChanged(viewport, scaleFactor: pageView.scaleFactor)
        LaunchTrace.mark("viewport-told")
        // The page takes the focus before the features hear of the book (the library keeps it on its list when
        // the book was chosen there): the model tells `.phase` (the stack shows the page) before `.book`.
        if model.phase == .reading { gtk_widget_grab_focus(pageView.inputArea) }
        // The session is in `sessions` before the model tells the book, then its pages, to every feature.
        model.open(document, at: page)
        LaunchTrace.mark("shown")
    }

    /// Tells `session` its first pages are on screen once the frame that paints them is done.
    private func releaseAfterNextFrame(_ session: ReadingSession) {
        guard let clock = gtk_widget_get_frame_clock(window) else {
            session.firstPageShown()
            return
        }
        var connection: SignalConnection?
        connection = clock.on("after-paint") { [weak session] in
            connection?.disconnect()
            connection = nil
            session?.firstPageShown()
        }
    }

    func showFailure(_ reason: String, file url: URL, openLabel: String = i18n("Open Another File…")) {
        session = nil
        adw_status_page_set_icon_name(status.cast(), "dialog-warning-symbolic")
        adw_status_page_set_title(status.cast(), String(format: i18n("Could Not Open “%@”"), url.lastPathComponent))
        adw_status_page_set_description(status.cast(), reason)
        adw_status_page_set_child(status.cast(), openAnotherButton(label: openLabel))
        adw_window_title_set_title(title.cast(), i18n("Recto"))
        adw_window_title_set_subtitle(title.cast(), nil)
        model.fail(reason: reason)
        updateActionStates()
    }

    /// Behind the password dialog: the book is named and locked, and nothing spins while the reader types.
    private func showLocked(_ url: URL) {
        adw_status_page_set_icon_name(status.cast(), "dialog-password-symbolic")
        adw_status_page_set_title(status.cast(), String(format: i18n("“%@” Is Locked"), url.lastPathComponent))
        adw_status_page_set_description(status.cast(), i18n("Enter its password to read it."))
        adw_status_page_set_child(status.cast(), nil)
        model.lock()
    }

    private func openAnotherButton(label: String) -> UnsafeMutablePointer<GtkWidget> {
        TextButton.pill(label, action: "win.open")
    }

    private func askPassword(for url: URL, retry: Bool) {
        showLocked(url)
        Prompt.askPassword(parent: window, fileName: url.lastPathComponent, retry: retry) { [weak self] password in
            self?.opening.answerPassword(password, for: url)
        }
    }
}
