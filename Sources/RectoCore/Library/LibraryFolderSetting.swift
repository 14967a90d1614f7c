import Foundation

/// How the chosen library folder is written in GSettings' `library-folder` key, a UTF-8 string.
///
/// Folder names are bytes and may not be UTF-8, which a GSettings string cannot hold. A UTF-8 path is stored
/// as itself, so `gsettings get` shows something a person can read and `gsettings set` takes a plain path;
/// any other path is stored as a `file://` URI with its bytes escaped as `%XX`. The empty string means the
/// default folder.
public enum LibraryFolderSetting {
    /// The text to store for `folder`: empty when it is `defaultFolder`, so the default follows
    /// `$XDG_DATA_HOME` if that moves.
    public static func encode(_ folder: LibraryPath, defaultFolder: LibraryPath) -> String {
        if folder == defaultFolder { return "" }
        if let text = folder.string { return text }
        return "file://" + escaped(folder.bytes)
    }

    /// The folder a stored value names; `nil` for the default (empty, or a value that names no absolute path,
    /// which the library cannot resolve against anything). `~/` is taken as the home folder.
    public static func decode(_ text: String, home: LibraryPath) -> LibraryPath? {
        let bytes: [UInt8]
        if text.hasPrefix("file://") {
            bytes = percentDecoded(Array(text.utf8.dropFirst("file://".utf8.count)))
        } else if text == "~" || text.hasPrefix("~/") {
            bytes = home.bytes + Array(text.utf8.dropFirst())
        } else {
            bytes = Array(text.utf8)
        }
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        var trimmed = bytes
        while trimmed.count > 1, trimmed.last == UInt8(ascii: "/") { trimmed.removeLast() }
        return LibraryPath(bytes: trimmed)
    }

    /// Decodes `%XX` escapes into bytes; a malformed escape is kept as written.
    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `%XX` for every byte but unreserved ASCII and `/`, as URIs write paths.
    private static func escaped(_ bytes: [UInt8]) -> String {
        var result = ""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
