import Dispatch
import Foundation

/// The open book's table of contents, kept: read from its sidecar (the first `ContentsSidecarLocator` finds),
/// else the PDF's outline, else nothing; saved after every change to where the locator writes, or to the data
/// folder's place when that refuses the write. Reading, importing and saving run on one serial queue and come
/// back through `deliver`; what is shown and what an edit leaves for Undo is `BookContents`. The app says the
/// messages.
@MainActor
public final class ContentsStore {
    /// What the reader should be told once.
    public enum Message: Hashable, Sendable {
        /// Entries of a contents file were ignored: the sidecar's (named) or the imported files' (nil).
        case ignored(ContentsParseReport, file: String?)
        /// The sidecar could not be used at all: the outline shows, and the file is left as it is.
        case unusable(ContentsSidecarError, file: String)
        /// Files given to import that could not be read, by name.
        case unreadableImports([String])
        /// Neither the sidecar's place nor the data folder's took the contents; the path is the first tried.
        case notSaved(path: String)
    }

    /// Where the sidecar is read from and written to.
    public let locator: ContentsSidecarLocator
    private var book: BookContents
    private let queue: DispatchQueue
    private let deliver: MainDelivery
    private let outline: @MainActor (@escaping @Sendable @MainActor (TableOfContents) -> Void) -> Void
    /// The contents changed (loaded, edited, undone, imported).
    public var onChange: @MainActor () -> Void = {}
    /// Something to tell the reader.
    public var onMessage: @MainActor (Message) -> Void = { _ in }

    /// The contents as shown.
    public var contents: TableOfContents { book.contents }

    /// - Parameters:
    ///   - queue: the serial queue the files are read and written on.
    ///   - deliver: brings results back to the main actor.
    ///   - outline: reads the PDF's outline, for a book without a usable sidecar.
    public init(title: String, pageCount: Int, locator: ContentsSidecarLocator, queue: DispatchQueue,
                deliver: @escaping MainDelivery,
                outline: @escaping @MainActor (@escaping @Sendable @MainActor (TableOfContents) -> Void) -> Void) {
        book = BookContents(title: title, pageCount: pageCount)
        self.locator = locator
        self.queue = queue
        self.deliver = deliver
        self.outline = outline
    }

    /// Reads the sidecar in the background; falls back to the PDF's outline, then to nothing.
    public func load() {
        let locator = locator, pageCount = book.pageCount, deliver = deliver
        queue.async {
            guard let url = locator.existingSidecar() else {
                deliver { [weak self] in self?.loadOutline() }
                return
            }
            let outcome = Result { () throws(ContentsSidecarError) in
                try ContentsSidecar.read(from: url, pageCount: pageCount)
            }
            deliver { [weak self] in self?.sidecarRead(outcome, file: url.lastPathComponent) }
        }
    }

    /// Applies an edit and saves it. Returns the contents before the edit (for Undo), or nil if the edit
    /// was refused.
    @discardableResult
    public func edit(_ change: (inout TableOfContents) throws -> Void) -> TableOfContents? {
        guard let previous = book.edit(change) else { return nil }
        changed()
        return previous
    }

    /// Puts back earlier contents (Undo) and saves them.
    public func replace(with newContents: TableOfContents) {
        book.show(newContents)
        changed()
    }

    /// Reads tutorial-style property lists (one part each) and adds them to the contents; `imported` gets the
    /// contents as they were before, for Undo, when the import changed anything.
    public func importFiles(_ urls: [URL], imported: @escaping @MainActor (TableOfContents) -> Void) {
        let base = contents, pageCount = book.pageCount, deliver = deliver
        queue.async {
            let result = ContentsImporter.importFiles(urls, into: base, pageCount: pageCount)
            deliver { [weak self] in self?.take(result, base: base, imported: imported) }
        }
    }

    /// Waits until every save asked for so far is on disk (the window is closing).
    public func waitUntilSaved() {
        queue.sync {}
    }

    private func take(_ result: ContentsImportResult, base: TableOfContents,
                      imported: @MainActor (TableOfContents) -> Void) {
        if !result.failures.isEmpty { onMessage(.unreadableImports(result.failures.map(\.fileName))) }
        if !result.report.isClean { onMessage(.ignored(result.report, file: nil)) }
        // A part with an imported heading replaces the part of that name: the earlier value is kept for Undo.
        guard let previous = book.takeImport(result, base: base) else { return }
        changed()
        imported(previous)
    }

    private func sidecarRead(_ outcome: Result<ContentsParseResult, ContentsSidecarError>, file: String) {
        switch outcome {
        case let .success(parsed):
            book.show(parsed.contents)
            onChange()
            if !parsed.report.isClean { onMessage(.ignored(parsed.report, file: file)) }
        case let .failure(error):
            // Nothing is overwritten: the unreadable file stays as it is until the reader edits the contents.
            onMessage(.unusable(error, file: file))
            loadOutline()
        }
    }

    private func loadOutline() {
        outline { [weak self] outline in
            guard let self else { return }
            book.show(outline)
            onChange()
        }
    }

    private func changed() {
        onChange()
        save()
    }

    private func save() {
        let contents = contents, url = locator.writeLocation, fallback = locator.fallback, deliver = deliver
        queue.async {
            guard !Self.write(contents, to: url) else { return }
            // Beside the PDF, a file system with shorter names or a folder that became read-only may refuse the
            // write: the data folder's place is read too, so the edit is not lost.
            if url != fallback, Self.write(contents, to: fallback) { return }
            deliver { [weak self] in self?.onMessage(.notSaved(path: url.path)) }
        }
    }

    /// Whether `contents` were written to `url`. (The writer's result, a file it set aside, is nil on most
    /// successes: it says nothing of the write.)
    private nonisolated static func write(_ contents: TableOfContents, to url: URL) -> Bool {
        do {
            try ContentsSidecarWriter.save(contents, to: url)
            return true
        } catch {
            return false
        }
    }
}
