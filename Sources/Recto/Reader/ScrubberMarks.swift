import CGtk
import GObjectSupport
import RectoCore

/// The chapter ticks under the scrubber's trough: one drawing area that draws every tick in one go, thinned
/// by `ScrubberMarkLayout` to one per few pixels, so a 1,426-entry outline costs what a 10-entry one does (a
/// GtkScale mark is a widget each, measured and allocated at every layout).
@MainActor
final class ScrubberMarks {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// The trough is inset from the scale's ends by the handle's radius; 12 px matches Adwaita's slider.
    static let inset = 12.0
    static let height: Int32 = 5

    private var marks: [ChapterMark] = []
    private var pageCount = 1
    private var direction = ReadingDirection.leftToRight
    /// The offsets for the last width drawn, so a redraw at the same width does no layout.
    private var cached: (width: Int32, offsets: [Double])?

    init() {
        widget = gtk_drawing_area_new()
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_can_target(widget, 0)
        gtk_drawing_area_set_content_height(widget.cast(), Self.height)
        gtk_widget_add_css_class(widget, "recto-scrubber-marks")
        setDrawFunc(widget) { [weak self] cr, width, height in self?.draw(cr, width: width, height: height) }
    }

    /// Shows ticks at `marks` in a book of `pageCount` pages read in `direction`.
    func set(_ marks: [ChapterMark], pageCount: Int, direction: ReadingDirection) {
        guard marks != self.marks || pageCount != self.pageCount || direction != self.direction else { return }
        self.marks = marks
        self.pageCount = pageCount
        self.direction = direction
        cached = nil
        gtk_widget_queue_draw(widget)
    }

    private func draw(_ cr: OpaquePointer, width: Int32, height: Int32) {
        let trough = max(Double(width) - 2 * Self.inset, 0)
        if cached?.width != width {
            cached = (width, ScrubberMarkLayout.offsets(of: marks, pageCount: pageCount, width: trough,
                                                        direction: direction))
        }
        guard let offsets = cached?.offsets, !offsets.isEmpty else { return }
        var colour = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &colour)
        cairo_set_source_rgba(cr, Double(colour.red), Double(colour.green), Double(colour.blue), Double(colour.alpha) * 0.45)
        for offset in offsets {
            // Pixel-aligned one-pixel ticks stay crisp.
            cairo_rectangle(cr, (Self.inset + offset).rounded(.down), 0, 1, Double(height))
        }
        cairo_fill(cr)
    }
}
