import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Follows the open book's file as other programs rewrite it: a GFileMonitor tells `BookReload`, which waits for
/// the writes to settle; the file is then opened afresh on a worker and swapped in only once it opens and its
/// page renders. While it cannot be read, the old pages stay and a toast says so, once.
@MainActor
final class FileFollowFeature {
    private var observation: ObservationToken?
    private let model: ReaderModel
    private let swap: @MainActor (PDFDocument, Int) -> Void
    private let showMessage: @MainActor (String) -> OpaquePointer?
    private var reload: BookReload!
    private var monitor: GObjectRef?
    private var watched: URL?
    private var message: GObjectRef?

    /// - Parameters:
    ///   - swap: puts the reopened book on screen at a page, keeping the zoom and the view.
    ///   - showMessage: shows a toast and hands it back, to dismiss it when the file reads again.
    init(model: ReaderModel, scheduler: Scheduler, swap: @escaping @MainActor (PDFDocument, Int) -> Void,
         showMessage: @escaping @MainActor (String) -> OpaquePointer?) {
        self.model = model
        self.swap = swap
        self.showMessage = showMessage
        reload = BookReload(scheduler: scheduler) { [weak self] request in self?.handle(request) }
        observation = model.observe { [weak self] change in
            if change == .book { self?.bookChanged() }
        }
    }

    private func bookChanged() {
        let url = (model.source as? PDFDocument)?.url
        // A reload swaps in the same file: it stays watched.
        guard url != watched else { return }
        reload.stop()
        if let monitor { g_file_monitor_cancel(monitor.pointer.assumingMemoryBound(to: GFileMonitor.self)) }
        monitor = nil
        watched = url
        guard let url, let file = g_file_new_for_path(url.path) else { return }
        defer { g_object_unref(file.raw) }
        var error: UnsafeMutablePointer<GError>?
        guard let created = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            g_clear_error(&error)
            return
        }
        monitor = GObjectRef(owning: created.raw)
        created.onFileMonitorChanged { [weak self] _, _, event in
            // Times and permissions change nothing a reader sees.
            guard event != G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED else { return }
            self?.reload.fileChanged()
        }
    }

    private func handle(_ request: BookReload.Request) {
        switch request {
        case let .open(attempt):
            guard let book = model.source as? PDFDocument, let navigator = model.navigator else { return }
            let page = navigator.currentPage
            book.reopen(at: page) { [weak self] fresh in
                guard let self else { return }
                guard let fresh, model.source === book, reload.awaits(attempt: attempt) else {
                    reload.finished(attempt: attempt, opened: false)
                    return
                }
                swap(fresh, BookReload.page(page, inBookOf: fresh.pageCount))
                reload.finished(attempt: attempt, opened: true)
            }
        case .tellUnreadable:
            message = showMessage(i18n("The file changed and cannot be read yet")).map {
                GObjectRef(borrowing: UnsafeMutableRawPointer($0))
            }
        case .clearMessage:
            if let message { adw_toast_dismiss(OpaquePointer(message.pointer)) }
            message = nil
        }
    }
}
