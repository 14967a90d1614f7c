import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One page of the overview: its thumbnail fitted into the cell (a stand-in of another size smoothed), or,
/// until the thumbnail arrives, blank paper in the page's proportions with its number, never a spinner. The
/// page being read is framed in the accent colour; notes, highlights and search matches are small dots at the
/// top corner. A click, or Enter while it has the keyboard, chooses the page.
@MainActor
final class OverviewCell {
    @Owned var area: UnsafeMutablePointer<GtkWidget>
    /// The page shown; nil for an empty cell (beside the cover of spreads, the end of a chapter).
    private(set) var page: Int?
    /// The cell was clicked, or Enter pressed on it.
    var onChoose: ((Int) -> Void)?
    /// The cell took the keyboard.
    var onFocus: ((Int) -> Void)?

    private var surface: PageSurface?
    private var label = ""
    private var aspect = 1.414
    private var badges: OverviewBadges = []
    private var isCurrent = false
    /// Asked at each draw: a recycled row's cell must not keep the ring of the page it showed before.
    private var hasFocus: Bool { gtk_widget_has_focus(area) != 0 }

    init() {
        area = recto_drawing_button_new()
        gtk_widget_set_focusable(area, 1)
        gtk_widget_add_css_class(area, "recto-overview-cell")
        setDrawFunc(area) { [weak self] cr, width, height in self?.draw(cr, Double(width), Double(height)) }
        let click = gtk_gesture_click_new()!
        click.onClick("released") { [weak self] _, _, _ in
            guard let self, let page else { return }
            onChoose?(page)
        }
        gtk_widget_add_controller(area, click.cast())
        let keys = gtk_event_controller_key_new()!
        keys.onKey("key-pressed") { [weak self] keyval, _, _ in
            guard let self, let page else { return false }
            let enter = [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space].map { UInt32($0) }
            guard enter.contains(keyval) else { return false }
            onChoose?(page)
            return true
        }
        gtk_widget_add_controller(area, keys)
        let focus = gtk_event_controller_focus_new()!
        focus.on("enter") { [weak self] in
            guard let self else { return }
            gtk_widget_queue_draw(area)
            if let page { onFocus?(page) }
        }
        focus.on("leave") { [weak self] in self.map { gtk_widget_queue_draw($0.area) } }
        gtk_widget_add_controller(area, focus)
    }

    /// Shows `page` (nil: an empty cell) with its label, proportions (height over width), marks and thumbnail.
    func bind(page: Int?, label: String, name: String, aspect: Double, badges: OverviewBadges, isCurrent: Bool,
              surface: PageSurface?) {
        self.page = page
        self.label = label
        self.aspect = aspect
        self.badges = badges
        self.isCurrent = isCurrent
        self.surface = surface
        gtk_widget_set_focusable(area, page == nil ? 0 : 1)
        gtk_widget_set_can_target(area, page == nil ? 0 : 1)
        if page != nil {
            recto_accessible_set_label(area.cast(), name)
            // The dots, as a screen reader says them.
            let marks: [(OverviewBadges, String)] = [
                (.note, i18n("Has notes")), (.highlight, i18n("Has highlights")),
                (.searchMatch, i18n("Has search matches")),
            ]
            let said = marks.filter { badges.contains($0.0) }.map(\.1)
            recto_accessible_set_description(area.cast(), said.joined(separator: ", "))
        } else {
            recto_accessible_set_no_name(area.cast())
        }
        gtk_widget_queue_draw(area)
    }

    /// A newer thumbnail of the page shown.
    func setSurface(_ surface: PageSurface?) {
        guard self.surface !== surface else { return }
        self.surface = surface
        gtk_widget_queue_draw(area)
    }

    /// The page being read moved to or from this cell.
    func setCurrent(_ current: Bool) {
        guard current != isCurrent else { return }
        isCurrent = current
        gtk_widget_queue_draw(area)
    }

    /// The page's rectangle in the cell: as wide as fits the cell's height in the page's proportions, centred.
    private func paper(_ width: Double, _ height: Double) -> PageRect {
        let inset = 4.0
        let boxWidth = width - 2 * inset
        let boxHeight = height - 2 * inset
        let pageWidth = min(boxWidth, boxHeight / aspect)
        let pageHeight = pageWidth * aspect
        return PageRect(x: inset + (boxWidth - pageWidth) / 2, y: inset + (boxHeight - pageHeight) / 2,
                        width: pageWidth, height: pageHeight)
    }

    private func draw(_ cr: OpaquePointer, _ width: Double, _ height: Double) {
        guard page != nil, width > 8, height > 8 else { return }
        let frame = paper(width, height)
        cairo_save(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        if let surface {
            cairo_clip(cr)
            cairo_translate(cr, frame.x, frame.y)
            cairo_scale(cr, frame.width / Double(surface.width), frame.height / Double(surface.height))
            cairo_set_source_surface(cr, surface.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        } else {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0.45, 0.45, 0.45)
            cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, max(10, min(frame.width / 5, 18)))
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, label, &extents)
            cairo_move_to(cr, frame.x + (frame.width - extents.width) / 2 - extents.x_bearing,
                          frame.y + (frame.height - extents.height) / 2 - extents.y_bearing)
            cairo_show_text(cr, label)
        }
        cairo_restore(cr)
        // The paper's edge, or the accent frame of the page being read, or the keyboard's ring.
        cairo_save(cr)
        if isCurrent || hasFocus {
            cairo_set_source_rgb(cr, 0.21, 0.52, 0.89)  // libadwaita's accent blue
            cairo_set_line_width(cr, hasFocus && !isCurrent ? 2 : 4)
            cairo_rectangle(cr, frame.x - 2, frame.y - 2, frame.width + 4, frame.height + 4)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0.25)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, frame.x + 0.5, frame.y + 0.5, frame.width - 1, frame.height - 1)
        }
        cairo_stroke(cr)
        if hasFocus && isCurrent {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, frame.x + 0.5, frame.y + 0.5, frame.width - 1, frame.height - 1)
            cairo_stroke(cr)
        }
        drawBadges(cr, frame)
        cairo_restore(cr)
    }

    /// A dot per kind of mark, from the page's top right corner inwards: note yellow, highlight orange,
    /// search match blue.
    private func drawBadges(_ cr: OpaquePointer, _ frame: PageRect) {
        let kinds: [(OverviewBadges, (Double, Double, Double))] = [
            (.note, (0.96, 0.76, 0.07)), (.highlight, (0.90, 0.38, 0.0)), (.searchMatch, (0.21, 0.52, 0.89)),
        ]
        var x = frame.x + frame.width - 9
        for (kind, colour) in kinds where badges.contains(kind) {
            cairo_new_path(cr)
            cairo_arc(cr, x, frame.y + 9, 5, 0, 2 * Double.pi)
            cairo_set_source_rgb(cr, colour.0, colour.1, colour.2)
            cairo_fill_preserve(cr)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
            x -= 13
        }
    }
}
