import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The bar under the page: a scale that scrubs through the book, and the position label, which turns into a
/// "go to page" entry (Ctrl+L) that takes a page number or label.
@MainActor
final class ScrubberBar {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    @Owned var scale: UnsafeMutablePointer<GtkWidget>
    /// The reader dragged or keyed the scale to a page.
    var onScrub: ((Int) -> Void)?
    /// The reader typed a page into the entry; return false to keep the entry open (not a page).
    var onGoTo: ((String) -> Bool)?

    @Owned private var positionStack: UnsafeMutablePointer<GtkWidget>
    @Owned private var chapter: UnsafeMutablePointer<GtkWidget>
    @Owned private var label: UnsafeMutablePointer<GtkWidget>
    @Owned private var entry: UnsafeMutablePointer<GtkWidget>
    private let marks = ScrubberMarks()
    private var pageCount = 1
    private var direction = ReadingDirection.leftToRight
    private var chapterMarks: [ChapterMark] = []

    init() {
        let widget: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        self.widget = widget
        gtk_widget_add_css_class(widget, "toolbar")
        gtk_widget_add_css_class(widget, "recto-scrubber")
        let scale: UnsafeMutablePointer<GtkWidget> = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 1)
        self.scale = scale
        gtk_scale_set_draw_value(scale.cast(), 0)
        gtk_range_set_round_digits(scale.cast(), 0)
        gtk_widget_set_hexpand(scale, 1)
        Tooltip.set(scale, i18n("Drag to move through the book"))
        recto_accessible_set_label(scale.cast(), i18n("Page"))

        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.label = label
        gtk_widget_add_css_class(label, "numeric")
        let chapter: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.chapter = chapter
        gtk_widget_add_css_class(chapter, "dim-label")
        gtk_widget_add_css_class(chapter, "caption")
        gtk_label_set_ellipsize(chapter.cast(), PANGO_ELLIPSIZE_END)
        // A fixed width, so the scale does not change length (and jump under the pointer) between chapters;
        // under the position rather than beside it, so the scale keeps the rest of the bar.
        gtk_label_set_width_chars(chapter.cast(), 20)
        gtk_label_set_max_width_chars(chapter.cast(), 20)
        gtk_label_set_xalign(chapter.cast(), 1)
        let entry: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
        self.entry = entry
        gtk_editable_set_width_chars(entry.cast(), 10)
        gtk_entry_set_placeholder_text(entry.cast(), i18n("Page number or label"))
        recto_accessible_set_label(entry.cast(), i18n("Go to page"))
        positionStack = gtk_stack_new()
        gtk_stack_set_transition_type(positionStack.cast(), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_add_named(positionStack.cast(), label, "label")
        gtk_stack_add_named(positionStack.cast(), entry, "entry")
        gtk_stack_set_hhomogeneous(positionStack.cast(), 0)
        // The scale and its ticks share one column that takes all the width the labels leave.
        let track = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(track, 1)
        gtk_widget_set_valign(track, GTK_ALIGN_CENTER)
        gtk_box_append(track.cast(), scale)
        gtk_box_append(track.cast(), marks.widget)
        gtk_box_append(widget.cast(), track)
        let place = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_valign(place, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(positionStack, GTK_ALIGN_END)
        gtk_box_append(place.cast(), positionStack)
        gtk_box_append(place.cast(), chapter)
        gtk_box_append(widget.cast(), place)

        scale.onChangeValue { [weak self] _, value in
            guard let self else { return false }
            onScrub?(ScaleMapping.page(forValue: value, pageCount: pageCount))
            return false // let the scale move its handle
        }
        entry.on("activate") { [weak self] in
            guard let self else { return }
            let text = String(cString: gtk_editable_get_text(entry.cast()))
            if onGoTo?(text) ?? false { closeEntry() } else { gtk_widget_error_bell(entry) }
        }
        let keys = gtk_event_controller_key_new()!
        keys.onKey("key-pressed") { [weak self] keyval, _, _ in
            guard keyval == UInt32(GDK_KEY_Escape) else { return false }
            self?.closeEntry()
            return true
        }
        gtk_widget_add_controller(entry, keys)
    }

    /// Sets up the scale for a book.
    func configure(pageCount: Int, direction: ReadingDirection) {
        self.pageCount = pageCount
        self.direction = direction
        marks.set(chapterMarks, pageCount: pageCount, direction: direction)
        gtk_range_set_range(scale.cast(), 0, ScaleMapping.upperBound(pageCount: pageCount))
        gtk_range_set_increments(scale.cast(), 1, 10)
        gtk_range_set_inverted(scale.cast(), ScaleMapping.isInverted(for: direction) ? 1 : 0)
        gtk_widget_set_sensitive(scale, pageCount > 1 ? 1 : 0)
    }

    /// Shows the current page: moves the handle (without echoing a scrub) and updates the label.
    func show(page: Int, positionText: String) {
        gtk_range_set_value(scale.cast(), ScaleMapping.value(forPage: page))
        gtk_label_set_text(label.cast(), positionText)
        recto_accessible_set_value_text(scale.cast(), positionText)
    }

    /// Names the chapter being read beside the position (blank before the first chapter).
    func showChapter(_ title: String?) {
        gtk_label_set_text(chapter.cast(), title ?? "")
    }

    /// Puts a tick under the scale at each chapter start, as many as there is room for, top-level chapters
    /// first.
    func setMarks(_ chapters: [ChapterMark]) {
        chapterMarks = chapters
        marks.set(chapters, pageCount: pageCount, direction: direction)
    }

    /// Ticks at `pages`, all chapters of one level.
    func setMarks(_ pages: [Int]) {
        setMarks(pages.map { ChapterMark(page: $0) })
    }

    /// Ctrl+L: swaps the label for the entry and focuses it.
    func openEntry() {
        gtk_editable_set_text(entry.cast(), "")
        gtk_stack_set_visible_child_name(positionStack.cast(), "entry")
        gtk_widget_grab_focus(entry)
    }

    func closeEntry() {
        gtk_stack_set_visible_child_name(positionStack.cast(), "label")
        if let root = gtk_widget_get_root(widget) { gtk_root_set_focus(root, nil) }
    }
}
