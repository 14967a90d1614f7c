import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The open book's table of contents as the core's `ContentsStore` keeps it (the sidecar, else the PDF's
/// outline; saved where it can be), over the PDF and the main loop; this says its messages.
@MainActor
final class ContentsStorage {
    let document: PDFDocument
    private let store: ContentsStore
    var locator: ContentsSidecarLocator { store.locator }
    /// The contents as shown.
    var contents: TableOfContents { store.contents }
    /// The contents changed (loaded, edited, undone).
    var onChange: (() -> Void)?
    /// Something the reader should be told once, in a toast (plain text, not markup).
    var onMessage: ((String) -> Void)?

    private static let queue = DispatchQueue(label: "recto.contents", qos: .userInitiated)

    init(document: PDFDocument, dataFolder: URL) {
        self.document = document
        let locator = ContentsSidecarLocator(
            pdfURL: document.url, documentKey: document.key.rawValue, dataFolder: dataFolder,
            besidePDFWritable: AppPaths.sandbox.contentsBesidePDFWritable)
        store = ContentsStore(title: document.displayTitle, pageCount: document.pageCount, locator: locator,
                              queue: Self.queue, deliver: MainLoop.post, outline: document.loadOutline)
        store.onChange = { [weak self] in self?.onChange?() }
        store.onMessage = { [weak self] message in self?.say(message) }
    }

    /// Reads the sidecar in the background; falls back to the PDF's outline, then to nothing.
    func load() { store.load() }

    /// Applies an edit and saves it. Returns the contents before the edit (for Undo), or nil if the edit
    /// was refused.
    @discardableResult
    func edit(_ change: (inout TableOfContents) throws -> Void) -> TableOfContents? { store.edit(change) }

    /// Puts back earlier contents (Undo) and saves them.
    func replace(with newContents: TableOfContents) { store.replace(with: newContents) }

    /// Reads tutorial-style property lists (one part each) and adds them to the contents; `imported` gets the
    /// contents as they were before, for Undo, when the import changed anything.
    func importFiles(_ urls: [URL], imported: @escaping @MainActor (TableOfContents) -> Void) {
        store.importFiles(urls, imported: imported)
    }

    /// Waits until every save asked for so far is on disk (the window is closing).
    func waitUntilSaved() { store.waitUntilSaved() }

    private func say(_ message: ContentsStore.Message) {
        let text: String? = switch message {
        case let .ignored(report, file): ContentsReportText.describe(report, file: file)
        case let .unusable(error, file): ContentsReportText.describe(error, file: file)
        case let .unreadableImports(names):
            String(format: i18n("Could not read contents from %@."), names.joined(separator: i18n(", ")))
        case let .notSaved(path): String(format: i18n("Could not save the contents to %@."), path)
        }
        text.map { onMessage?($0) }
    }
}
