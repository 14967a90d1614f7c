import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// One print of a book, from the dialog to the last page: a GtkPrintOperation run asynchronously, its Book tab
/// (pages by label, highlights), page setups turned with the page, and pages drawn on the print worker.
@MainActor
final class PrintJob {
    enum Outcome {
        /// Sent to the printer; the dialog's settings, as GKeyFile text, for the next print.
        case printed(settings: String)
        case cancelled
        case failed(String)
    }

    /// The key in the print settings that keeps the Book tab's highlights choice.
    static let highlightsKey = "recto-print-highlights"

    @Owned private var operation: UnsafeMutablePointer<GtkPrintOperation>
    private let printer: BookPrinter
    private let pageCount: Int
    private let labels: PageLabels
    private let highlights: HighlightPages
    private let tab: PrintTab
    /// The book's pages in print order; GTK's own page choices count within them.
    private var pages: [Int]
    /// Their sizes once read, for the page setups and the fit.
    private var sizes: [Int: Size]?
    private var printsHighlights = false
    private var completion: (@MainActor (Outcome) -> Void)?
    private var connections: [SignalConnection] = []

    init(book: PDFDocument, labels: PageLabels, currentPage: Int, highlights: HighlightPages,
         settings: OpaquePointer?) {
        let operation: UnsafeMutablePointer<GtkPrintOperation> = gtk_print_operation_new()
        _operation = Owned(adopting: operation)
        printer = BookPrinter(book: book)
        pageCount = book.pageCount
        self.labels = labels
        self.highlights = highlights
        pages = Array(0..<book.pageCount)
        let remembered = settings.flatMap { gtk_print_settings_get($0, Self.highlightsKey) }.map { String(cString: $0) }
        tab = PrintTab(highlights: remembered == "true", hasHighlights: highlights.pageCount > 0)
        gtk_print_operation_set_n_pages(operation, Int32(clamping: pageCount))
        gtk_print_operation_set_current_page(operation, Int32(clamping: currentPage))
        gtk_print_operation_set_unit(operation, GTK_UNIT_POINTS)
        gtk_print_operation_set_use_full_page(operation, 0)
        gtk_print_operation_set_allow_async(operation, 1)
        gtk_print_operation_set_show_progress(operation, 1)
        gtk_print_operation_set_job_name(operation, book.displayTitle)
        gtk_print_operation_set_custom_tab_label(operation, i18n("Book"))
        if let settings { gtk_print_operation_set_print_settings(operation, settings) }
        connectSignals()
    }

    /// Shows the dialog over `parent`; `completion` hears how the print ended, once.
    func run(parent: UnsafeMutablePointer<GtkWidget>, completion: @escaping @MainActor (Outcome) -> Void) {
        self.completion = completion
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                             parent.cast(GtkWindow.self), &error)
        if result == GTK_PRINT_OPERATION_RESULT_ERROR {
            let message = error.map { String(cString: $0.pointee.message) } ?? ""
            g_clear_error(&error)
            finish(.failed(String(format: i18n("The book could not be printed: %@"), message)))
        } else if result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS {
            done(result)
        }
    }

    private func connectSignals() {
        connections.append(operation.onMakeObject("create-custom-widget") { [tab] in
            UnsafeMutableRawPointer(tab.widget)
        })
        connections.append(operation.onPointer("custom-widget-apply") { [weak self] _ in self?.applyTab() })
        connections.append(operation.onPointer("begin-print") { [weak self] _ in self?.beginPrint() })
        connections.append(operation.onPointerBool("paginate") { [weak self] _ in self?.paginated() ?? true })
        connections.append(operation.onPointerIntPointer("request-page-setup") { [weak self] _, index, setup in
            self?.setUp(OpaquePointer(setup), forPageAt: Int(index))
        })
        connections.append(operation.onPointerInt("draw-page") { [weak self] context, index in
            self?.draw(context: OpaquePointer(context), pageAt: Int(index))
        })
        connections.append(operation.onInt("done") { [weak self] result in
            self?.done(GtkPrintOperationResult(UInt32(bitPattern: result)))
        })
    }

    /// Print was pressed: the Book tab's choices are read, and kept in the settings.
    private func applyTab() {
        printsHighlights = tab.printsHighlights
        if let settings = gtk_print_operation_get_print_settings(operation) {
            gtk_print_settings_set(settings, Self.highlightsKey, printsHighlights ? "true" : "false")
        }
        let typed = tab.pagesText.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else { return }
        switch PrintRange.pages(typed, labels: labels, pageCount: pageCount) {
        case let .success(chosen):
            pages = chosen
        case let .failure(problem):
            pages = []
            let part = if case let .unknown(part) = problem { part } else { typed }
            finishLater = .failed(String(format: i18n("“%@” names no page of this book"), part))
        }
    }

    /// A problem found when Print was pressed, told when the operation ends.
    private var finishLater: Outcome?

    private func beginPrint() {
        guard !pages.isEmpty else {
            gtk_print_operation_cancel(operation)
            return
        }
        gtk_print_operation_set_n_pages(operation, Int32(clamping: pages.count))
        printer.sizes(of: pages) { [weak self] sizes in self?.sizes = sizes ?? [:] }
    }

    /// GTK asks until the sizes are in: the page setups need them, and the main loop keeps running meanwhile.
    private func paginated() -> Bool { sizes != nil }

    private func setUp(_ setup: OpaquePointer?, forPageAt index: Int) {
        guard let setup, pages.indices.contains(index), let size = sizes?[pages[index]] else { return }
        gtk_page_setup_set_orientation(
            setup, PrintPlacement.isLandscape(size) ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT)
    }

    private func draw(context: OpaquePointer?, pageAt index: Int) {
        guard let context, pages.indices.contains(index), let cr = gtk_print_context_get_cairo_context(context) else {
            return
        }
        let page = pages[index]
        let area = Size(width: gtk_print_context_get_width(context), height: gtk_print_context_get_height(context))
        let marks = printsHighlights ? highlights.paint(onPage: page) : []
        gtk_print_operation_set_defer_drawing(operation)
        printer.draw(page: page, on: LentCairoContext(cr), area: area, highlights: marks) { _ in
            // Held strongly: GTK waits for this page until it is told, whatever else lets the job go.
            gtk_print_operation_draw_page_finish(self.operation)
        }
    }

    private func done(_ result: GtkPrintOperationResult) {
        if let finishLater {
            finish(finishLater)
            return
        }
        switch result {
        case GTK_PRINT_OPERATION_RESULT_APPLY:
            finish(.printed(settings: settingsText() ?? ""))
        case GTK_PRINT_OPERATION_RESULT_ERROR:
            var error: UnsafeMutablePointer<GError>?
            gtk_print_operation_get_error(operation, &error)
            let message = error.map { String(cString: $0.pointee.message) } ?? ""
            g_clear_error(&error)
            finish(.failed(String(format: i18n("The book could not be printed: %@"), message)))
        default:
            finish(.cancelled)
        }
    }

    private func finish(_ outcome: Outcome) {
        guard let completion else { return }
        self.completion = nil
        connections.forEach { $0.disconnect() }
        connections = []
        completion(outcome)
    }

    private func settingsText() -> String? {
        guard let settings = gtk_print_operation_get_print_settings(operation) else { return nil }
        let keyFile = g_key_file_new()
        defer { g_key_file_unref(keyFile) }
        gtk_print_settings_to_key_file(settings, keyFile, nil)
        return takeString(g_key_file_to_data(keyFile, nil, nil))
    }
}
