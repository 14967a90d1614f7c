import Foundation

/// Accumulates an indented XML property list, escaping text so any Swift string survives a round trip.
struct ContentsPlistXMLBuilder {
    private var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
    private var indent = 0

    mutating func line(_ content: String) {
        text += String(repeating: "\t", count: indent) + content + "\n"
    }

    mutating func open(_ element: String) {
        line("<\(element)>")
        indent += 1
    }

    mutating func close(_ element: String) {
        indent -= 1
        line("</\(element)>")
    }

    mutating func key(_ key: String) {
        line("<key>\(Self.escape(key))</key>")
    }

    mutating func string(_ value: String) {
        line("<string>\(Self.escape(value))</string>")
    }

    /// Whether XML 1.0 cannot hold `scalar` at all: the control characters but tab and line feed (a carriage
    /// return would be read back as a line feed), and the non-characters U+FFFE and U+FFFF.
    static func isUnwritable(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// `text` with every unwritable character made a space, as the writer writes it.
    static func writable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnwritable) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isUnwritable($0) ? " " : $0 }))
    }

    mutating func finish() -> Data {
        Data((text + "</plist>\n").utf8)
    }

    /// Escapes markup characters. XML 1.0 forbids control characters even as character references (`&#1;`),
    /// and strict readers (libxml2, Python's plistlib) reject the whole file for one, so each control character
    /// (a carriage return from a PDF outline, say) becomes a space; so do the non-characters U+FFFE and U+FFFF.
    static func escape(_ value: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case _ where isUnwritable(scalar): escaped += " "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
