import CPoppler
import Foundation
import RectoCore

extension PDFDocument {
    /// How much of each end of the file is searched for `/Direction`: the catalog sits near the start of a
    /// linearized file and near the end of most others (and of every incremental update).
    static let directionWindow = 256 * 1024

    /// What the file asks of its reader (layout, page mode, direction); read while the document opens.
    static func viewerPreferences(of document: OpaquePointer, at url: URL) -> BookViewerPreferences {
        let layout: String? = switch poppler_document_get_page_layout(document) {
        case POPPLER_PAGE_LAYOUT_SINGLE_PAGE: "SinglePage"
        case POPPLER_PAGE_LAYOUT_ONE_COLUMN: "OneColumn"
        case POPPLER_PAGE_LAYOUT_TWO_COLUMN_LEFT: "TwoColumnLeft"
        case POPPLER_PAGE_LAYOUT_TWO_COLUMN_RIGHT: "TwoColumnRight"
        case POPPLER_PAGE_LAYOUT_TWO_PAGE_LEFT: "TwoPageLeft"
        case POPPLER_PAGE_LAYOUT_TWO_PAGE_RIGHT: "TwoPageRight"
        default: nil
        }
        let mode: String? = poppler_document_get_page_mode(document) == POPPLER_PAGE_MODE_USE_OUTLINES
            ? "UseOutlines" : nil
        return BookViewerPreferences(pageLayout: layout, pageMode: mode, direction: direction(in: url))
    }

    /// The `/Direction` of the file's viewer preferences, from its two ends; nil when unreadable or absent.
    private static func direction(in url: URL) -> String? {
        guard let file = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? file.close() }
        guard let size = try? file.seekToEnd() else { return nil }
        let window = UInt64(directionWindow)
        if size > window {
            try? file.seek(toOffset: size - window)
            if let tail = try? file.read(upToCount: directionWindow),
               let found = BookViewerPreferences.direction(in: tail) {
                return found
            }
        }
        try? file.seek(toOffset: 0)
        guard let head = try? file.read(upToCount: directionWindow) else { return nil }
        return BookViewerPreferences.direction(in: head)
    }
}
