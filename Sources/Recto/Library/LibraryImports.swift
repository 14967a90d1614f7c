import CGtk
import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Add: a file chooser with multi-select (or dropped files), then `LibraryImporter` on a background queue. The
/// order of imports and when progress shows is the core's `LibraryImportQueue`; this does the copying.
@MainActor
final class LibraryImports {
    /// An import started (true) or ended (false).
    var onBusyChanged: ((Bool) -> Void)?
    /// Progress of a long import; `nil` hides the indicator.
    var onProgress: ((LibraryImportProgress?) -> Void)?
    /// The import ended with one result per file.
    var onFinished: (([LibraryImportResult]) -> Void)?

    /// Names the folder books are copied into, and the device it was listed on (an import already running
    /// finishes in the folder it started with).
    private let library: Library
    private let queue = DispatchQueue(label: "recto.library.import", qos: .userInitiated)
    private var imports: LibraryImportQueue!

    var isImporting: Bool { imports.isImporting }

    init(library: Library) {
        self.library = library
        imports = LibraryImportQueue(
            scheduler: GLibScheduler.shared,
            start: { [weak self] sources in self?.copy(sources) },
            tell: { [weak self] event in self?.tell(event) })
    }

    /// Asks for PDFs with the file chooser (the portal's inside Flatpak) and imports the chosen ones.
    func choose(parent: UnsafeMutablePointer<GtkWidget>) {
        guard !isImporting else { return }
        FileChooser.chooseBooks(parent: parent) { [weak self] paths in self?.importFiles(paths) }
    }

    /// Copies `sources` into the library folder off the main thread, after any import already running.
    func importFiles(_ sources: [LibraryPath]) {
        imports.add(sources)
    }

    private func copy(_ sources: [LibraryPath]) {
        let importer = LibraryImporter(folder: library.folder, expectedDevice: library.folderDevice)
        queue.async {
            var lastReport = DispatchTime.now()
            let results = importer.importFiles(sources) { progress in
                // A report per chunk would flood the main loop; ten a second is smooth enough for a bar.
                let now = DispatchTime.now()
                guard now.uptimeNanoseconds - lastReport.uptimeNanoseconds > 100_000_000 else { return }
                lastReport = now
                MainLoop.post { [weak self] in self?.imports.progressed(progress) }
            }
            MainLoop.post { [weak self] in self?.imports.finished(results) }
        }
    }

    private func tell(_ event: LibraryImportQueue.Event) {
        switch event {
        case let .busy(busy): onBusyChanged?(busy)
        case let .progress(progress): onProgress?(progress)
        case let .finished(results): onFinished?(results)
        }
    }
}
