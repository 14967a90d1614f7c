import Foundation

/// Writes a `TableOfContents` as a sidecar that `ContentsSidecar` reads back unchanged.
///
/// The XML is written by hand rather than with `PropertyListSerialization` so that chapter keys come out in
/// numeric page order ("9" before "10"): the file stays pleasant to read and edit in a text editor.
/// The book title is not written: neither sidecar layout has a place for it.
public enum ContentsSidecarWriter {
    /// The sidecar bytes: the dictionary layout for a single unheaded part (the tutorial's layout),
    /// the array-of-parts layout otherwise.
    public static func data(for contents: TableOfContents) -> Data {
        var xml = ContentsPlistXMLBuilder()
        if contents.parts.count == 1, contents.parts[0].heading == nil {
            writeChapters(contents.parts[0].entries, into: &xml)
        } else if contents.parts.isEmpty {
            xml.line("<array/>")
        } else {
            xml.open("array")
            for part in contents.parts {
                xml.open("dict")
                if let heading = part.heading {
                    xml.key(ContentsSidecar.titleKey)
                    xml.string(heading)
                }
                xml.key(ContentsSidecar.chaptersKey)
                writeChapters(part.entries, into: &xml)
                xml.close("dict")
            }
            xml.close("array")
        }
        return xml.finish()
    }

    /// Saves `contents` to `url` through `AtomicFile`. An existing file there that cannot be read as a
    /// sidecar is set aside first (`NAME.corrupt`) rather than overwritten; its new location is returned.
    ///
    /// Runs file I/O and, for a large file, a parse of the old file: call it off the main thread.
    @discardableResult
    public static func save(_ contents: TableOfContents, to url: URL) throws(AtomicFile.WriteError) -> URL? {
        var setAside: URL?
        if FileManager.default.fileExists(atPath: url.path) {
            do {
                _ = try ContentsSidecar.read(from: url, pageCount: Int.max)
            } catch {
                do {
                    setAside = try AtomicFile.setAside(url)
                } catch let moveError {
                    throw .cannotWrite(path: url.path, reason: (moveError as NSError).localizedDescription)
                }
            }
        }
        try AtomicFile.write(data(for: contents), to: url)
        return setAside
    }

    /// Writes a page dictionary; several entries on one page become an array under that page's key.
    private static func writeChapters(_ entries: [ContentsEntry], into xml: inout ContentsPlistXMLBuilder) {
        guard !entries.isEmpty else {
            xml.line("<dict/>")
            return
        }
        xml.open("dict")
        var start = entries.startIndex
        while start < entries.endIndex {
            let page = entries[start].page
            var end = start + 1
            while end < entries.endIndex, entries[end].page == page { end += 1 }
            xml.key(String(page))
            if end - start == 1 {
                writeEntry(entries[start], into: &xml)
            } else {
                xml.open("array")
                for entry in entries[start..<end] { writeEntry(entry, into: &xml) }
                xml.close("array")
            }
            start = end
        }
        xml.close("dict")
    }

    private static func writeEntry(_ entry: ContentsEntry, into xml: inout ContentsPlistXMLBuilder) {
        guard !entry.children.isEmpty else {
            xml.string(entry.title)
            return
        }
        xml.open("dict")
        xml.key(ContentsSidecar.titleKey)
        xml.string(entry.title)
        xml.key(ContentsSidecar.chaptersKey)
        writeChapters(entry.children, into: &xml)
        xml.close("dict")
    }
}
