import CGtk
import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Export Notes… and Import Notes… in the notes menu: the book's notes and highlights as Markdown or JSON,
/// written atomically where the reader chooses, and a JSON export of the same book taken back in (merged by
/// identity, so nothing is doubled).
extension NotesFeature {
    /// The notes menu's button, shown with the notes beside Add Note.
    func makeExportMenu() -> UnsafeMutablePointer<GtkWidget> {
        actions.add(.exportNotes) { [weak self] in self?.exportNotes() }
        actions.add(.importNotes) { [weak self] in self?.importNotes() }
        actions.add(.saveHighlightedCopy) { [weak self] in self?.saveHighlightedCopy() }
        let menu = g_menu_new()!
        g_menu_append(menu, i18n("Export Notes…"), "win.export-notes")
        g_menu_append(menu, i18n("Import Notes…"), "win.import-notes")
        g_menu_append(menu, i18n("Save a Copy with Highlights…"), "win.save-highlighted-copy")
        let button = MenuButton.make(icon: "view-more-symbolic", menu: menu, name: i18n("Notes Menu"))
        g_object_unref(menu.raw)
        return button
    }

    private var exportBook: NotesExportBook? {
        guard let session = sessions.session else { return nil }
        return NotesExportBook(
            key: session.document.key.rawValue, title: session.document.displayTitle, labels: session.labels,
            contents: contents.contents, pageFormat: i18n("p. %@"))
    }

    private func exportNotes() {
        guard let toplevel, let book = exportBook, let notes = notes?.collection.items else { return }
        FileChooser.chooseSaveLocation(
            parent: toplevel, title: i18n("Export Notes"),
            suggestedName: String(format: i18n("%@ — Notes.md"), book.title),
            filters: [(i18n("Markdown"), "*.md"), (i18n("JSON"), "*.json")]
        ) { [weak self] url in
            let isJSON = url.pathExtension.lowercased() == "json"
            DispatchQueue.global(qos: .utility).async {
                let data = isJSON ? NotesExport.json(notes, book: book) : Data(NotesExport.markdown(notes, book: book).utf8)
                var failure: String?
                do throws(AtomicFile.WriteError) {
                    try AtomicFile.write(data, to: url)
                } catch {
                    switch error {
                    case .cannotCreateFolder(_, let reason), .cannotWrite(_, let reason): failure = reason
                    }
                }
                MainLoop.post {
                    let name = NotesText.escaped(url.lastPathComponent)
                    self?.toasts.show(failure.map { NotesText.exportFailed(reason: $0) }
                        ?? String(format: i18n("Notes exported to “%@”"), name))
                }
            }
        }
    }

    /// A new PDF with the highlights as real annotations, for other readers; never the open book.
    private func saveHighlightedCopy() {
        guard let toplevel, let session = sessions.session, let notes = notes?.collection.items else { return }
        let marks = notes.compactMap { note in
            note.highlight.map { HighlightedCopy.Mark(page: note.pageIndex, highlight: $0, note: note.text) }
        }
        let book = session.document, source = book.url
        FileChooser.chooseSaveLocation(
            parent: toplevel, title: i18n("Save a Copy with Highlights"),
            suggestedName: String(format: i18n("%@ (highlighted).pdf"), source.deletingPathExtension().lastPathComponent),
            filters: [(i18n("PDF Documents"), "*.pdf")]
        ) { [weak self] url in
            DispatchQueue.global(qos: .utility).async {
                let failure: String?
                do throws(HighlightedCopy.Failure) {
                    try HighlightedCopy.save(book: book, marks: marks, to: url)
                    failure = nil
                } catch {
                    switch error {
                    case .wouldOverwriteBook: failure = i18n("A copy cannot replace the book itself.")
                    case .cannotOpen(let reason), .cannotSave(let reason): failure = reason
                    }
                }
                MainLoop.post {
                    let name = NotesText.escaped(url.lastPathComponent)
                    self?.toasts.show(failure.map { NotesText.copyFailed(reason: $0) }
                        ?? String(format: i18n("Copy with highlights saved as “%@”"), name))
                }
            }
        }
    }

    private func importNotes() {
        guard let toplevel, let key = exportBook?.key else { return }
        FileChooser.chooseFiles(parent: toplevel, title: i18n("Import Notes"), filterName: i18n("JSON"),
                                patterns: ["*.json"]) { [weak self] urls in
            for url in urls {
                DispatchQueue.global(qos: .utility).async {
                    let result = (try? Data(contentsOf: url)).map { NotesImport.decode($0, forBookKey: key) }
                        ?? .failure(.notAnExport)
                    MainLoop.post { self?.imported(result, from: url, key: key) }
                }
            }
        }
    }

    private func imported(_ result: Result<NotesImport.Contents, NotesImport.Failure>, from url: URL, key: String) {
        guard exportBook?.key == key, notes != nil else { return }
        switch result {
        case .failure(let failure):
            toasts.show(NotesText.importFailed(failure, file: url.lastPathComponent))
        case .success(let contents):
            model.absorb(contents.snapshot)
            model.saveSoon()
            paintHighlights()
            toasts.show(String(format: i18n("Notes imported from “%@”"), NotesText.escaped(url.lastPathComponent)))
        }
    }
}
