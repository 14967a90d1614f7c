import CGtk

/// Pango markup escaping, for text shown where GTK or libadwaita parse markup: libadwaita 1.2 reads every
/// toast title as markup, so "Pride & Prejudice" would give an empty toast and a warning.
public enum Markup {
    /// `text` with `&`, `<`, `>`, `'` and `"` escaped (`g_markup_escape_text`), to show it literally.
    public static func escaped(_ text: String) -> String {
        // The length is in bytes; -1 would stop at the first NUL, which a Swift string may hold.
        let utf8 = text.utf8.map { CChar(bitPattern: $0) }
        guard !utf8.isEmpty else { return "" }
        return utf8.withUnsafeBufferPointer { buffer in
            takeString(g_markup_escape_text(buffer.baseAddress!, gssize(buffer.count))) ?? ""
        }
    }
}
