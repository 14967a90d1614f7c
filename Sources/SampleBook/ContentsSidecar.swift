/// The `.toc.plist` sidecar Recto reads for PDFs without an outline: an XML property list whose root array
/// holds one dict per part, `title` (the part's label) and `chapters` (zero-based page index, as a string,
/// mapped to the chapter's title).
///
/// Written by hand rather than through PropertyListSerialization so the chapters come out in page order,
/// which keeps the file readable and its diffs small.
enum ContentsSidecar {
    static func xml(for contents: BookContents) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<array>",
        ]
        for part in contents.parts {
            lines.append("\t<dict>")
            lines.append("\t\t<key>title</key>")
            lines.append("\t\t<string>\(escaped(part.label))</string>")
            lines.append("\t\t<key>chapters</key>")
            lines.append("\t\t<dict>")
            for chapter in part.chapters {
                lines.append("\t\t\t<key>\(chapter.pageIndex)</key>")
                lines.append("\t\t\t<string>\(escaped(chapter.title))</string>")
            }
            lines.append("\t\t</dict>")
            lines.append("\t</dict>")
        }
        lines.append("</array>")
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
