import Foundation

/// One window's library pane, routed: the rows built when it first shows, the keyboard in its list when shown,
/// which row is marked as the open book, a row chosen or activated opening its book, the keyboard given back
/// to the list once a chosen book shows, the open book followed when it is deleted or brought back, and what
/// an import says and opens. The app's feature keeps the widgets, says the words and shows or hides the pane.
@MainActor
public final class LibraryPaneFlow {
    /// What the window says, as toasts.
    public enum Notice: Equatable, Sendable {
        /// A book's file name (given) is not UTF-8, which Foundation's URLs, and so the engine, cannot open.
        case unopenableName(String)
        /// One file (its name) was refused, as it is not a PDF.
        case notPDF(String)
        /// Files (their names, more than one) were refused, as they are not PDFs.
        case notPDFs([String])
        /// A file (its name) could not be added.
        case notAdded(String, LibraryImportFailure)
        /// One book (its title) was added.
        case added(String)
        /// Books (their count, more than one) were added.
        case addedBooks(Int)
    }

    private let model: LibraryWindowModel
    private let pane: any LibraryPane
    private let books: @MainActor () -> (any BookShowing)?
    private let shownURL: @MainActor () -> URL?
    /// The book being opened by a row chosen in the list: once it shows, the keyboard goes back to the list
    /// (the window gives it to the page), so the reader can go on moving through the books.
    private var keepFocusFor: URL?
    /// The pane was shown before it could be put on screen, so the list takes the keyboard once it is (a
    /// widget not on screen cannot take it).
    private var focusWhenMapped = false
    /// Shows a notice.
    public var tell: @MainActor (Notice) -> Void = { _ in }

    /// - Parameters:
    ///   - books: the window, nil once it is gone (then nothing here acts).
    ///   - shownURL: the file of the book showing in the window, nil while none is.
    public init(model: LibraryWindowModel, pane: any LibraryPane, books: @escaping @MainActor () -> (any BookShowing)?,
                shownURL: @escaping @MainActor () -> URL?) {
        self.model = model
        self.pane = pane
        self.books = books
        self.shownURL = shownURL
    }

    /// The pane is shown or hidden, by the window or by the reader (a swipe, or a click beside a narrow window's
    /// pane); false, and nothing done, once the window is gone. Showing builds the rows, the first time.
    @discardableResult
    public func reveal(_ shown: Bool) -> Bool {
        guard books() != nil else { return false }
        if shown { model.activate() }
        return true
    }

    /// The window showed the pane (`shown`; F9, the header button): the list takes the keyboard, now if the
    /// pane is on screen (`mapped`), else once it is (`paneMapped`).
    public func focusList(shown: Bool, mapped: Bool) {
        focusWhenMapped = shown && !mapped
        if shown { pane.focusList() }
    }

    /// The pane is on screen: the keyboard it was promised goes to the list.
    public func paneMapped() {
        guard focusWhenMapped else { return }
        focusWhenMapped = false
        pane.focusList()
    }

    /// Opens `path`'s book at its remembered page, unless it is the one showing, and marks its row open. A row
    /// chosen (`activated` false: a click, the arrow keys) keeps the keyboard in the list; an activated one
    /// (Enter, a double click, the menu) gives it to the page. Returns whether the book opens or shows, so an
    /// activation can hide a narrow window's pane.
    @discardableResult
    public func open(_ path: LibraryPath, activated: Bool) -> Bool {
        guard let books = books() else { return false }
        pane.setOpen(path)
        guard let url = path.url else {
            tell(.unopenableName(path.fileName))
            return false
        }
        if shownURL() != url || books.pendingURL != url {
            keepFocusFor = activated ? nil : url
            books.open(url)
        }
        return true
    }

    /// A book showed in the window (`url`), or none did (nil: closed, or failed to open): its row is marked
    /// open. A failure keeps the row the reader chose marked, so they see which book failed.
    public func bookShown(_ url: URL?) {
        guard let url else {
            if let pending = books()?.pendingURL, LibraryPath(pending) == pane.openPath { return }
            pane.setOpen(nil)
            return
        }
        pane.setOpen(LibraryPath(url))
        if keepFocusFor == url {
            keepFocusFor = nil
            pane.returnFocusToList()
        }
    }

    /// What follows a deletion of `paths` (`LibraryDeletionFlow`'s `gone` and `restored`): if the open book
    /// went, the window opens the neighbouring book that stays, or shows the library's page when none does;
    /// Undo bringing it back reopens it.
    public func following(deletionOf paths: [LibraryPath])
        -> (gone: LibraryDeletionFlow.Gone, restored: LibraryDeletionFlow.Restored) {
        let open = pane.openPath.flatMap { paths.contains($0) ? $0 : nil }
        // Found now, while the rows are still listed.
        let neighbour = open.flatMap { model.listing.neighbour(of: $0, skipping: Set(paths)) }
        return ({ [weak self] gone in
            guard let self, let open, gone.contains(open), let books = books() else { return }
            if let neighbour, model.entry(for: neighbour) != nil, let url = neighbour.url {
                pane.setOpen(neighbour)
                books.open(url)
            } else {
                pane.setOpen(nil)
                books.showLibraryInstead(libraryIsEmpty: model.isEmpty)
            }
        }, { [weak self] back in
            guard let self, let open, back.contains(open), let url = open.url else { return }
            pane.setOpen(open)
            books()?.open(url)
        })
    }

    /// An import finished (the library already holds what it added): the files refused as not PDFs are told
    /// together, each failure on its own, then what was added; a single book added opens, as if chosen.
    public func imported(_ results: [LibraryImportResult]) {
        let refused = results.filter { $0.outcome == .notPDF }.map(\.source.fileName)
        if refused.count == 1 {
            tell(.notPDF(refused[0]))
        } else if refused.count > 1 {
            tell(.notPDFs(refused))
        }
        for result in results {
            guard case let .failed(failure) = result.outcome else { continue }
            tell(.notAdded(result.source.fileName, failure))
        }
        let items = results.compactMap(\.item)
        if items.count == 1, let item = items.first {
            tell(.added(model.entry(for: item.path)?.title ?? item.displayName))
            open(item.path, activated: false)
        } else if items.count > 1 {
            tell(.addedBooks(items.count))
        }
    }
}
