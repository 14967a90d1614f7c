import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The open book's table of contents, read from a sidecar beside the PDF, else the PDF's outline, and saved to
/// the sidecar off the main thread. What is shown and what an edit leaves for Undo is the core's
/// `BookContents`; this does the reading, the saving and the messages.
@MainActor
final class ContentsStorage {
    let document: PDFDocument
    let locator: ContentsSidecarLocator
    private var book: BookContents
    /// The contents as shown.
    var contents: TableOfContents { book.contents }
    /// The contents changed (loaded, edited, undone).
    var onChange: (() -> Void)?
    /// Something the reader should be told once, in a toast (plain text, not markup).
    var onMessage: ((String) -> Void)?

    private static let queue = DispatchQueue(label: "recto.contents", qos: .userInitiated)

    init(document: PDFDocument, dataFolder: URL) {
        self.document = document
        book = BookContents(title: document.displayTitle, pageCount: document.pageCount)
        self.locator = ContentsSidecarLocator(
            pdfURL: document.url, documentKey: document.key.rawValue, dataFolder: dataFolder,
            besidePDFWritable: AppPaths.sandbox.contentsBesidePDFWritable)
    }

    /// Reads the sidecar in the background; falls back to the PDF's outline, then to nothing.
    func load() {
        let locator = locator, pageCount = document.pageCount
        Self.queue.async {
            guard let url = locator.existingSidecar() else {
                MainLoop.post { [weak self] in self?.loadOutline() }
                return
            }
            let outcome = Result { () throws(ContentsSidecarError) in
                try ContentsSidecar.read(from: url, pageCount: pageCount)
            }
            MainLoop.post { [weak self] in self?.sidecarRead(outcome, file: url.lastPathComponent) }
        }
    }

    /// Applies an edit and saves it. Returns the contents before the edit (for Undo), or nil if the edit
    /// was refused.
    @discardableResult
    func edit(_ change: (inout TableOfContents) throws -> Void) -> TableOfContents? {
        guard let previous = book.edit(change) else { return nil }
        onChange?()
        save()
        return previous
    }

    /// Puts back earlier contents (Undo) and saves them.
    func replace(with newContents: TableOfContents) {
        book.show(newContents)
        onChange?()
        save()
    }

    /// Reads tutorial-style property lists (one part each) and adds them to the contents; `imported` gets the
    /// contents as they were before, for Undo, when the import changed anything.
    func importFiles(_ urls: [URL], imported: @escaping @MainActor (TableOfContents) -> Void) {
        let base = contents, pageCount = document.pageCount
        Self.queue.async {
            let result = ContentsImporter.importFiles(urls, into: base, pageCount: pageCount)
            MainLoop.post { [weak self] in
                guard let self else { return }
                if !result.failures.isEmpty {
                    let names = result.failures.map(\.fileName).joined(separator: i18n(", "))
                    onMessage?(String(format: i18n("Could not read contents from %@."), names))
                }
                if let text = ContentsReportText.describe(result.report, file: nil) { onMessage?(text) }
                // A part with an imported heading replaces the part of that name: the earlier value is kept for Undo.
                guard let previous = book.takeImport(result, base: base) else { return }
                onChange?()
                save()
                imported(previous)
            }
        }
    }

    private func sidecarRead(_ outcome: Result<ContentsParseResult, ContentsSidecarError>, file: String) {
        switch outcome {
        case let .success(parsed):
            book.show(parsed.contents)
            onChange?()
            if let text = ContentsReportText.describe(parsed.report, file: file) { onMessage?(text) }
        case let .failure(error):
            // Nothing is overwritten: the unreadable file stays as it is until the reader edits the contents.
            onMessage?(ContentsReportText.describe(error, file: file))
            loadOutline()
        }
    }

    private func loadOutline() {
        document.loadOutline { [weak self] outline in
            guard let self else { return }
            book.show(outline)
            onChange?()
        }
    }

    /// Waits until every save asked for so far is on disk (the window is closing).
    func waitUntilSaved() {
        Self.queue.sync {}
    }

    private func save() {
        let contents = contents, url = locator.writeLocation, fallback = locator.fallback
        Self.queue.async {
            do {
                try ContentsSidecarWriter.save(contents, to: url)
            } catch {
                // Beside the PDF, a file system with shorter names or a folder that became read-only may refuse the
                // write: the data folder's place is read too, so the edit is not lost.
                if url != fallback, (try? ContentsSidecarWriter.save(contents, to: fallback)) != nil { return }
                MainLoop.post { [weak self] in
                    self?.onMessage?(String(format: i18n("Could not save the contents to %@."), url.path))
                }
            }
        }
    }
}
