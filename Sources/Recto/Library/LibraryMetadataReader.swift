import Foundation
import RectoCore
import RectoPDF

/// Reads what a library row shows from the PDF itself: title, author, page count, and the key its reading
/// state is saved under. Runs in the metadata helper process only (`LibraryMetadataHelperMain`): it parses
/// files Recto opens without being asked.
enum LibraryMetadataReader {
    /// The metadata of the PDF at `path`, or `.unreadable` when the engine cannot open it (damaged, locked,
    /// half-copied, not a regular file, or a name that is not UTF-8, which the engine cannot be handed yet).
    static func read(_ path: LibraryPath) -> LibraryMetadata {
        guard let url = path.url, let document = try? PDFDocument.open(url: url) else { return .unreadable }
        return LibraryMetadata(
            title: document.title, author: document.author, pageCount: document.pageCount, documentKey: document.key)
    }

    /// Reading progress for books whose keys are known, from the reading-state store (missing: not read).
    static func progress(for keys: [DocumentKey], store: ReadingStateStore) -> [DocumentKey: LibraryProgress] {
        var result: [DocumentKey: LibraryProgress] = [:]
        for key in keys {
            if let state = store.load(key).state { result[key] = LibraryProgress(state) }
        }
        return result
    }
}
