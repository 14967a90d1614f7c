import CGtk

/// Measures and breaks text with cairo's toy font API. Layout asks it questions; only `PDFRenderer` draws.
final class Typesetter {
    private let cr: OpaquePointer

    /// `cr` may belong to the surface being written: measuring draws nothing.
    init(context cr: OpaquePointer) {
        self.cr = cr
    }

    func select(_ style: TextStyle) {
        cairo_select_font_face(
            cr, style.family.rawValue,
            style.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            style.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL
        )
        cairo_set_font_size(cr, style.size)
    }

    /// The advance of `text` set in `style`, which is where the next run would start.
    func width(of text: String, in style: TextStyle) -> Double {
        select(style)
        var extents = cairo_text_extents_t()
        if style.tracking == 0 {
            cairo_text_extents(cr, text, &extents)
            return extents.x_advance
        }
        // Tracked text is drawn one character at a time, so it is measured the same way.
        return text.reduce(0.0) { total, character in
            cairo_text_extents(cr, String(character), &extents)
            return total + extents.x_advance + style.tracking
        } - style.tracking
    }

    /// Greedy left-aligned line breaking at spaces. The first line may be shorter (`firstLineIndent`).
    /// A word wider than a whole line is broken between characters rather than left sticking into the margin.
    func wrap(_ text: String, in style: TextStyle, width: Double, firstLineIndent: Double = 0) -> [String] {
        var lines: [String] = []
        var current = ""
        func available() -> Double { lines.isEmpty ? width - firstLineIndent : width }

        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if self.width(of: candidate, in: style) <= available() {
                current = candidate
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = ""
            }
            var rest = word
            while self.width(of: rest, in: style) > available() {
                let head = longestPrefix(of: rest, fitting: available(), in: style)
                lines.append(String(rest.prefix(head)))
                rest = String(rest.dropFirst(head))
            }
            current = rest
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Wraps into as few lines as `width` allows, then narrows the measure until just before another line
    /// would be needed, so display lines come out of similar length instead of one long and one stub.
    func balancedWrap(_ text: String, in style: TextStyle, width: Double) -> [String] {
        let count = wrap(text, in: style, width: width).count
        guard count > 1 else { return [text] }
        var low = 0.0, high = width
        while high - low > 1 {
            let middle = (low + high) / 2
            if wrap(text, in: style, width: middle).count > count { low = middle } else { high = middle }
        }
        return wrap(text, in: style, width: high)
    }

    /// Number of leading characters of `word` that fit in `width`; at least one so breaking always progresses.
    private func longestPrefix(of word: String, fitting width: Double, in style: TextStyle) -> Int {
        var count = 1
        while count < word.count, self.width(of: String(word.prefix(count + 1)), in: style) <= width {
            count += 1
        }
        return count
    }
}
