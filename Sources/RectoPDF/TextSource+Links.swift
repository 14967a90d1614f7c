import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension TextSource {
    /// The links on a page, with areas turned to top-left page points and destinations resolved to pages
    /// (named destinations looked up in the document). A link whose destination cannot be found is left out.
    func links(ofPage index: Int) -> [PageLink] {
        guard index >= 0, index < pageCount, let document = open(),
              let page = poppler_document_get_page(document, Int32(index)) else { return [] }
        defer { g_object_unref(page.raw) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard let mappings = poppler_page_get_link_mapping(page) else { return [] }
        defer { poppler_page_free_link_mapping(mappings) }
        var links: [PageLink] = []
        var node: UnsafeMutablePointer<GList>? = mappings
        while let current = node {
            node = current.pointee.next
            guard let mapping = current.pointee.data?.assumingMemoryBound(to: PopplerLinkMapping.self).pointee,
                  let area = PageRect.fromPDF(x1: mapping.area.x1, y1: mapping.area.y1, x2: mapping.area.x2,
                                              y2: mapping.area.y2, pageHeight: height),
                  let action = mapping.action,
                  let target = target(of: action, in: document) else { continue }
            links.append(PageLink(area: area, target: target.link, destinationLeft: target.left))
        }
        // Poppler lists a page's links last-drawn first; the hit test wants drawing order.
        return links.reversed()
    }

    /// Where `action` leads, and for a page of this book how far across that page (a share of its width).
    private func target(
        of action: UnsafeMutablePointer<PopplerAction>, in document: OpaquePointer
    ) -> (link: LinkTarget, left: Double?)? {
        if action.pointee.type == POPPLER_ACTION_GOTO_DEST {
            return pageTarget(of: action.pointee.goto_dest.dest, in: document)
        }
        return otherTarget(of: action).map { ($0, nil) }
    }

    private func otherTarget(of action: UnsafeMutablePointer<PopplerAction>) -> LinkTarget? {
        switch action.pointee.type {
        case POPPLER_ACTION_GOTO_REMOTE:
            guard let file = borrowString(action.pointee.goto_remote.file_name), !file.isEmpty else { return nil }
            let dest = action.pointee.goto_remote.dest
            let page = dest.flatMap { $0.pointee.type == POPPLER_DEST_NAMED ? nil : Int($0.pointee.page_num) - 1 }
            return .otherFile(path: file, page: page.flatMap { $0 >= 0 ? $0 : nil })
        case POPPLER_ACTION_URI:
            guard let uri = borrowString(action.pointee.uri.uri), !uri.isEmpty else { return nil }
            return .uri(uri)
        case POPPLER_ACTION_NAMED:
            guard let name = borrowString(action.pointee.named.named_dest) else { return nil }
            return LinkTarget.NamedAction(rawValue: name).map { .action($0) } ?? .refused(name)
        case POPPLER_ACTION_LAUNCH:
            return .refused("Launch")
        case POPPLER_ACTION_JAVASCRIPT:
            return .refused("JavaScript")
        default:
            return nil
        }
    }

    /// A destination in this book as a page (and the point to show), looking up a named one; nil when the
    /// page is not in the book.
    private func pageTarget(
        of dest: UnsafeMutablePointer<PopplerDest>?, in document: OpaquePointer
    ) -> (link: LinkTarget, left: Double?)? {
        guard let dest else { return nil }
        if dest.pointee.type == POPPLER_DEST_NAMED {
            guard let name = dest.pointee.named_dest, let found = poppler_document_find_dest(document, name) else {
                return nil
            }
            defer { poppler_dest_free(found) }
            return explicitTarget(found.pointee, in: document)
        }
        return explicitTarget(dest.pointee, in: document)
    }

    private func explicitTarget(_ dest: PopplerDest, in document: OpaquePointer) -> (link: LinkTarget, left: Double?)? {
        let page = Int(dest.page_num) - 1
        guard page >= 0, page < pageCount else { return nil }
        var top: Double?, left: Double?
        let wantsTop = dest.change_top != 0 && dest.top.isFinite
        let wantsLeft = dest.change_left != 0 && dest.left.isFinite
        if wantsTop || wantsLeft, let target = poppler_document_get_page(document, Int32(page)) {
            var width = 0.0, height = 0.0
            poppler_page_get_size(target, &width, &height)
            g_object_unref(target.raw)
            if wantsTop, height > 0 { top = max(0, min(1, (height - dest.top) / height)) }
            if wantsLeft, width > 0 { left = max(0, min(1, dest.left / width)) }
        }
        return (.page(page, top: top), left)
    }
}
