import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension PDFDocument {
    /// Outlines deeper than this are cut off: a malicious or broken outline must not exhaust the stack.
    static let maximumOutlineDepth = 16

    /// Reads the PDF's own outline (bookmarks) as one unheaded part with its nesting, on the secondary
    /// document (never holding up a render, and after the first page), and hands it to `completion` on the main
    /// loop. Empty when the PDF has none.
    public func loadOutline(_ completion: @escaping @Sendable @MainActor (TableOfContents) -> Void) {
        secondary.async { [secondary, pageCount, displayTitle] poppler in
            let contents = poppler.map { Self.outline(of: $0, pageCount: pageCount, title: displayTitle) }
                ?? TableOfContents(title: displayTitle)
            // Resolving the chapters' pages loads the named destinations and every page object.
            secondary.readWholeBook()
            MainLoop.post { completion(contents) }
        }
    }

    /// The outline, read through the document's queue on the calling thread (tests and benchmarks).
    public func outlineNow() -> TableOfContents {
        poppler.sync { Self.outline(of: $0, pageCount: pageCount, title: displayTitle) }
    }

    private static func outline(of poppler: OpaquePointer, pageCount: Int, title: String) -> TableOfContents {
        guard let iterator = poppler_index_iter_new(poppler) else { return TableOfContents(title: title) }
        defer { poppler_index_iter_free(iterator) }
        let entries = entries(at: iterator, in: poppler, pageCount: pageCount, depth: 0)
        return TableOfContents(title: title, parts: entries.isEmpty ? [] : [ContentsPart(entries: entries)])
    }

    private static func entries(at iterator: OpaquePointer, in poppler: OpaquePointer, pageCount: Int, depth: Int)
        -> [ContentsEntry] {
        var entries: [ContentsEntry] = []
        repeat {
            guard let action = poppler_index_iter_get_action(iterator) else { continue }
            defer { poppler_action_free(action) }
            var children: [ContentsEntry] = []
            if depth + 1 < maximumOutlineDepth, let child = poppler_index_iter_get_child(iterator) {
                children = Self.entries(at: child, in: poppler, pageCount: pageCount, depth: depth + 1)
                poppler_index_iter_free(child)
            }
            let title = borrowString(action.pointee.any.title)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            // Entries that lead nowhere inside the book (web links, other files, broken destinations) are left
            // out, but their children are kept.
            guard !title.isEmpty, let page = page(of: action, in: poppler), (0..<pageCount).contains(page) else {
                entries.append(contentsOf: children)
                continue
            }
            entries.append(ContentsEntry(title: title, page: page, children: children))
        } while poppler_index_iter_next(iterator) != 0
        return entries
    }

    /// The zero-based page an outline action goes to, resolving named destinations.
    private static func page(of action: UnsafeMutablePointer<PopplerAction>, in poppler: OpaquePointer) -> Int? {
        guard action.pointee.type == POPPLER_ACTION_GOTO_DEST, let dest = action.pointee.goto_dest.dest else {
            return nil
        }
        if dest.pointee.type == POPPLER_DEST_NAMED {
            guard let resolved = poppler_document_find_dest(poppler, dest.pointee.named_dest) else { return nil }
            defer { poppler_dest_free(resolved) }
            return Int(resolved.pointee.page_num) - 1
        }
        return Int(dest.pointee.page_num) - 1
    }
}
