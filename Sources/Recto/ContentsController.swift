import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The open book's table of contents: where it came from (a sidecar beside the PDF, the PDF's outline, or
/// nothing), the edits the reader makes, and saving them to the sidecar off the main thread.
@MainActor
final class ContentsController {
    /// Where the contents shown came from.
    enum Source: Equatable {
        case loading
        case sidecar
        case outline
        case none
    }

    let document: PDFDocument
    let locator: ContentsSidecarLocator
    private(set) var contents: TableOfContents
    private(set) var source = Source.loading
    /// The contents changed (loaded, edited, undone).
    var onChange: (() -> Void)?
    /// Something the reader should be told once, in a toast.
    var onMessage: ((String) -> Void)?

    private static let queue = DispatchQueue(label: "recto.contents", qos: .userInitiated)

    init(document: PDFDocument, dataFolder: URL) {
        self.document = document
        self.contents = TableOfContents(title: document.displayTitle)
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
        let previous = contents
        var edited = contents
        do {
            try change(&edited)
        } catch {
            return nil
        }
        replace(with: edited)
        return previous
    }

    /// Puts back earlier contents (Undo) and saves them.
    func replace(with newContents: TableOfContents) {
        contents = newContents
        contents.title = document.displayTitle
        source = .sidecar
        onChange?()
        save()
    }

    /// Reads tutorial-style property lists (one part each) and adds them to the contents.
    func importFiles(_ urls: [URL]) {
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
                if result.contents != base { replace(with: result.contents) }
            }
        }
    }

    private func sidecarRead(_ outcome: Result<ContentsParseResult, ContentsSidecarError>, file: String) {
        switch outcome {
        case let .success(parsed):
            contents = parsed.contents
            contents.title = document.displayTitle
            source = .sidecar
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
            contents = outline
            source = outline.isEmpty ? .none : .outline
            onChange?()
        }
    }

    private func save() {
        let contents = contents, url = locator.writeLocation
        Self.queue.async {
            do {
                try ContentsSidecarWriter.save(contents, to: url)
            } catch {
                MainLoop.post { [weak self] in
                    self?.onMessage?(String(format: i18n("Could not save the contents to %@."), url.path))
                }
            }
        }
    }
}
