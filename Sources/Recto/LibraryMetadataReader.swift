import Foundation
import RectoCore
import RectoPDF

/// Reads what a library row shows from the PDF itself: title, author, page count, and the key its reading
/// state is saved under. Slow (it parses the file): runs on a background queue only.
enum LibraryMetadataReader {
    /// The metadata of `item`, or `.unreadable` when the engine cannot open it (damaged, locked, half-copied,
    /// or a name that is not UTF-8, which the engine cannot be handed yet).
    static func read(_ item: LibraryItem) -> LibraryMetadata {
        guard item.isReadable, let url = item.url, let document = try? PDFDocument.open(url: url) else {
            return .unreadable
        }
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
