import CGtk

/// The two drawn decorations. Plain paths keep them crisp at any zoom and independent of fonts.
extension PDFRenderer {
    /// An open book: two gently curved pages, the right one (the recto) lined with text, a ribbon marker.
    func drawOpenBook(centerX cx: Double, centerY cy: Double) {
        let halfWidth = 74.0
        // Heights of the page edges at a fraction `u` of the way from the spine to the outer edge.
        func top(_ u: Double) -> Double { cy - 26 - 13 * (2 * u - u * u) }
        func bottom(_ u: Double) -> Double { cy + 30 - 9 * (2 * u - u * u) }
        func x(_ u: Double, side: Double) -> Double { cx + side * halfWidth * u }
        let steps = 24

        for side in [-1.0, 1.0] {
            // The stack of pages below, shown as a second outline a little lower.
            tracePage(side: side, steps: steps, drop: 3.5, x: x, top: top, bottom: bottom)
            cairo_set_source_rgb(context, 0.93, 0.90, 0.84)
            cairo_fill_preserve(context)
            setInk(.text)
            cairo_set_line_width(context, 0.8)
            cairo_stroke(context)

            tracePage(side: side, steps: steps, drop: 0, x: x, top: top, bottom: bottom)
            cairo_set_source_rgb(context, 0.995, 0.985, 0.96)
            cairo_fill_preserve(context)
            setInk(.text)
            cairo_set_line_width(context, 1.1)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        }

        // Lines of text on the recto only, following the page's curl.
        setInk(.quiet)
        cairo_set_line_width(context, 1.3)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        let lineCount = 8
        for line in 1...lineCount {
            let v = Double(line) / Double(lineCount + 1)
            let end = line == lineCount ? 0.55 : 0.84
            for step in 0...12 {
                let u = 0.16 + (end - 0.16) * Double(step) / 12
                let y = top(u) + (bottom(u) - top(u)) * v
                if step == 0 {
                    cairo_move_to(context, x(u, side: 1), y)
                } else {
                    cairo_line_to(context, x(u, side: 1), y)
                }
            }
            cairo_stroke(context)
        }

        // A ribbon marker hanging from the spine, in the accent colour.
        setInk(.accent)
        cairo_move_to(context, cx + 3, cy + 26)
        cairo_line_to(context, cx + 11, cy + 26)
        cairo_line_to(context, cx + 12, cy + 52)
        cairo_line_to(context, cx + 8, cy + 47)
        cairo_line_to(context, cx + 4, cy + 53)
        cairo_close_path(context)
        cairo_fill(context)

        // The spine, drawn last so it sits over both pages.
        setInk(.text)
        cairo_set_line_width(context, 1.1)
        cairo_move_to(context, cx, top(0))
        cairo_line_to(context, cx, bottom(0) + 3.5)
        cairo_stroke(context)
    }

    private func tracePage(side: Double, steps: Int, drop: Double,
                           x: (Double, Double) -> Double, top: (Double) -> Double, bottom: (Double) -> Double) {
        cairo_new_path(context)
        for step in 0...steps {
            let u = Double(step) / Double(steps)
            let y = top(u) + drop
            if step == 0 { cairo_move_to(context, x(u, side), y) } else { cairo_line_to(context, x(u, side), y) }
        }
        for step in (0...steps).reversed() {
            let u = Double(step) / Double(steps)
            cairo_line_to(context, x(u, side), bottom(u) + drop)
        }
        cairo_close_path(context)
    }

    /// A small diamond flanked by two dots and two hairlines: the mark under a part's name.
    func drawFleuron(centerX cx: Double, centerY cy: Double) {
        setInk(.accent)
        cairo_move_to(context, cx, cy - 5)
        cairo_line_to(context, cx + 5, cy)
        cairo_line_to(context, cx, cy + 5)
        cairo_line_to(context, cx - 5, cy)
        cairo_close_path(context)
        cairo_fill(context)
        for side in [-1.0, 1.0] {
            cairo_arc(context, cx + side * 12, cy, 1.6, 0, 2 * Double.pi)
            cairo_fill(context)
            cairo_set_line_width(context, 0.6)
            cairo_move_to(context, cx + side * 20, cy)
            cairo_line_to(context, cx + side * 70, cy)
            cairo_stroke(context)
        }
    }
}
