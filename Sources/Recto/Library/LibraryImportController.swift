import CGtk
import Dispatch
import Foundation
import GObjectSupport
import RectoCore

/// Add: a file chooser with multi-select (or dropped files), then `LibraryImporter` on a background queue.
/// Only one import runs at a time; the Add action is disabled meanwhile and long copies show their progress.
@MainActor
final class LibraryImportController {
    /// An import started (true) or ended (false).
    var onBusyChanged: ((Bool) -> Void)?
    /// Progress of a long import; `nil` hides the indicator.
    var onProgress: ((LibraryImportProgress?) -> Void)?
    /// The import ended with one result per file.
    var onFinished: (([LibraryImportResult]) -> Void)?

    /// Copies shorter than this never show the indicator, so a quick import does not flash it.
    static let progressDelay: UInt32 = 300

    /// Names the folder books are copied into, and the device it was listed on (an import already running
    /// finishes in the folder it started with).
    private let library: Library
    private let queue = DispatchQueue(label: "recto.library.import", qos: .userInitiated)
    private(set) var isImporting = false
    private var progressTimer: MainLoopTimer?
    private var latest: LibraryImportProgress?
    private var progressShown = false
    private var waiting: [LibraryPath] = []

    init(library: Library) {
        self.library = library
    }

    /// Asks for PDFs with the file chooser (the portal's inside Flatpak) and imports the chosen ones.
    func choose(parent: UnsafeMutablePointer<GtkWidget>) {
        guard !isImporting else { return }
        FileChooser.chooseBooks(parent: parent) { [weak self] paths in self?.importFiles(paths) }
    }

    /// Copies `sources` into the library folder off the main thread. Files dropped while an import runs wait
    /// for it and follow.
    func importFiles(_ sources: [LibraryPath]) {
        guard !sources.isEmpty else { return }
        guard !isImporting else {
            waiting += sources
            return
        }
        isImporting = true
        onBusyChanged?(true)
        progressTimer = MainLoop.after(milliseconds: Self.progressDelay) { [weak self] in
            guard let self, isImporting else { return }
            progressShown = true
            onProgress?(latest)
        }
        let importer = LibraryImporter(folder: library.folder, expectedDevice: library.folderDevice)
        queue.async {
            var lastReport = DispatchTime.now()
            let results = importer.importFiles(sources) { progress in
                // A report per chunk would flood the main loop; ten a second is smooth enough for a bar.
                let now = DispatchTime.now()
                guard now.uptimeNanoseconds - lastReport.uptimeNanoseconds > 100_000_000 else { return }
                lastReport = now
                MainLoop.post { [weak self] in self?.progressed(progress) }
            }
            MainLoop.post { [weak self] in self?.finished(results) }
        }
    }

    private func progressed(_ progress: LibraryImportProgress) {
        latest = progress
        if progressShown { onProgress?(progress) }
    }

    private func finished(_ results: [LibraryImportResult]) {
        progressTimer?.cancel()
        isImporting = false
        latest = nil
        if progressShown { onProgress?(nil) }
        progressShown = false
        onBusyChanged?(false)
        onFinished?(results)
        if !waiting.isEmpty {
            let next = waiting
            waiting = []
            importFiles(next)
        }
    }
}
