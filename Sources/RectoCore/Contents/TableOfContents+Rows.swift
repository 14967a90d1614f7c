import Foundation

extension TableOfContents {
    /// The contents as list rows in reading order: each headed part's heading, then its entries depth-first.
    ///
    /// Unheaded parts contribute no heading row, so a single-part sidecar reads as a plain list.
    public var rows: [ContentsRow] {
        var rows: [ContentsRow] = []
        rows.reserveCapacity(entryCount + parts.count)
        for (partIndex, part) in parts.enumerated() {
            if let heading = part.heading {
                rows.append(ContentsRow(kind: .heading(part: partIndex), title: heading, page: nil, depth: 0))
            }
            forEachEntry(inPart: partIndex) { entry, position in
                rows.append(
                    ContentsRow(kind: .entry(position), title: entry.title, page: entry.page, depth: position.depth)
                )
            }
        }
        return rows
    }
}
