import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Print… (Ctrl+P, `win.print`): GTK's print dialog over the open book, run without blocking the window. Its
/// own Book tab takes the pages as labels or numbers ("xii–3, 5") and whether to print the highlights. Pages are
/// drawn as vectors by a `BookPrinter` on its own document and queue, through GTK's deferred drawing: the main
/// thread lends each page's context to the worker and carries on until the page is done. The dialog's settings
/// (printer, paper, the Book tab) are kept for the next print, in `$XDG_STATE_HOME/recto/print-settings.ini`.
@MainActor
final class PrintFeature {
    private var observation: ObservationToken?
    /// The window: bare, as a holder must not keep its window (see `Owned`).
    private let parent: UnsafeMutablePointer<GtkWidget>
    private let reader: ReaderModel
    private let notes: NotesModel
    private let tell: @MainActor (String) -> Void
    private var action: OpaquePointer?
    /// The settings of the last print, as GKeyFile data (read off the main thread).
    private var savedSettings: String?
    private var job: PrintJob?

    /// - Parameters:
    ///   - parent: the window the dialog belongs to, which holds the action.
    ///   - tell: shows a short message to the reader (a toast).
    init(parent: UnsafeMutablePointer<GtkWidget>, reader: ReaderModel, notes: NotesModel,
         tell: @escaping @MainActor (String) -> Void) {
        self.parent = parent
        self.reader = reader
        self.notes = notes
        self.tell = tell
        action = Actions.add(to: parent, .print) { [weak self] in self?.start() }
        observation = reader.observe { [weak self] change in
            if change == .book { self?.bookChanged() }
        }
        bookChanged()
        let file = Self.settingsFile
        DispatchQueue.global(qos: .utility).async {
            let text = try? String(contentsOf: file, encoding: .utf8)
            MainLoop.post { [weak self] in self?.savedSettings = text }
        }
    }

    /// `$XDG_STATE_HOME/recto/print-settings.ini`.
    static var settingsFile: URL {
        URL(fileURLWithPath: String(cString: g_get_user_state_dir()))
            .appendingPathComponent("recto/print-settings.ini")
    }

    private func bookChanged() {
        if let action { Actions.setEnabled(action, reader.source is PDFDocument && job == nil) }
    }

    /// Opens the print dialog for the open book.
    private func start() {
        guard job == nil, let book = reader.source as? PDFDocument, let navigator = reader.navigator else { return }
        let settings = savedSettings.flatMap(Self.settings(from:))
        let job = PrintJob(book: book, labels: reader.labels, currentPage: navigator.currentPage,
                           highlights: notes.notes?.highlights ?? HighlightPages(), settings: settings)
        self.job = job
        bookChanged()
        job.run(parent: parent) { [weak self] outcome in self?.finished(outcome) }
        if let settings { g_object_unref(settings.raw) }
    }

    private func finished(_ outcome: PrintJob.Outcome) {
        // Let go once GTK's "done" emission, which told this, has returned.
        let ended = job
        MainLoop.post { withExtendedLifetime(ended) {} }
        job = nil
        bookChanged()
        switch outcome {
        case let .printed(settings):
            savedSettings = settings
            let file = Self.settingsFile
            DispatchQueue.global(qos: .utility).async {
                try? FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? AtomicFile.write(Data(settings.utf8), to: file)
            }
        case .cancelled:
            break
        case let .failed(message):
            tell(message)
        }
    }

    /// GtkPrintSettings from GKeyFile text; nil when it holds none (transfer full).
    private static func settings(from text: String) -> OpaquePointer? {
        let keyFile = g_key_file_new()
        defer { g_key_file_unref(keyFile) }
        guard g_key_file_load_from_data(keyFile, text, gsize(text.utf8.count), G_KEY_FILE_NONE, nil) != 0 else {
            return nil
        }
        return gtk_print_settings_new_from_key_file(keyFile, nil, nil)
    }
}
