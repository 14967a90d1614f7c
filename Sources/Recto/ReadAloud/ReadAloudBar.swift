import CGtk
import GObjectSupport
import RectoCore

/// The small bar shown while reading aloud, over the page's foot: previous sentence, Pause/Resume, next
/// sentence, Stop and the speed. Space pauses or resumes while it has the keyboard; Escape stops.
@MainActor
final class ReadAloudBar {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    @Owned private var pause: UnsafeMutablePointer<GtkWidget>
    @Owned private var speed: UnsafeMutablePointer<GtkWidget>
    var onSpeed: ((Int) -> Void)?
    var onTogglePause: (() -> Void)?
    var onStop: (() -> Void)?

    init(rate: Int) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(box, "toolbar")
        gtk_widget_add_css_class(box, "osd")
        gtk_widget_add_css_class(box, "read-aloud-bar")
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(box, GTK_ALIGN_END)
        gtk_widget_set_margin_bottom(box, 18)
        recto_accessible_set_label(box.cast(), i18n("Read Aloud"))
        gtk_box_append(box.cast(), IconButton.make(
            "media-skip-backward-symbolic", action: "win.read-aloud-previous", name: i18n("Previous Sentence"),
            tooltip: i18n("Previous Sentence")))
        let pause: UnsafeMutablePointer<GtkWidget> = IconButton.make(
            "media-playback-pause-symbolic", action: "win.read-aloud-pause", name: i18n("Pause"),
            tooltip: i18n("Pause"))
        self.pause = pause
        gtk_box_append(box.cast(), pause)
        gtk_box_append(box.cast(), IconButton.make(
            "media-skip-forward-symbolic", action: "win.read-aloud-next", name: i18n("Next Sentence"),
            tooltip: i18n("Next Sentence")))
        gtk_box_append(box.cast(), IconButton.make(
            "media-playback-stop-symbolic", action: "win.read-aloud-stop", name: i18n("Stop"),
            tooltip: i18n("Stop")))
        let label = gtk_label_new(i18n("Speed"))!
        gtk_widget_set_margin_start(label, 6)
        gtk_box_append(box.cast(), label)
        let speed: UnsafeMutablePointer<GtkWidget> = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, -100, 100, 10)
        self.speed = speed
        gtk_range_set_value(speed.cast(), Double(rate))
        gtk_scale_set_draw_value(speed.cast(), 0)
        gtk_widget_set_size_request(speed, 120, -1)
        recto_accessible_set_label(speed.cast(), i18n("Speed"))
        gtk_box_append(box.cast(), speed)
        widget = box
        gtk_widget_set_visible(box, 0)
        speed.on("value-changed") { [weak self] in
            guard let self else { return }
            onSpeed?(Int(gtk_range_get_value(speed.cast()).rounded()))
        }
        let keys = gtk_event_controller_key_new()!
        // Capture: a focused button would take Space as a click otherwise.
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
            guard let self, state.rawValue & modifiers == 0 else { return false }
            switch Int32(keyval) {
            case GDK_KEY_space:
                onTogglePause?()
                return true
            case GDK_KEY_Escape:
                onStop?()
                return true
            default:
                return false
            }
        }
        gtk_widget_add_controller(box, keys)
    }

    /// Moves the speed slider (the speed was changed in Preferences).
    func setRate(_ rate: Int) {
        if Int(gtk_range_get_value(speed.cast()).rounded()) != rate { gtk_range_set_value(speed.cast(), Double(rate)) }
    }

    /// Shows the bar for `state` (hidden when idle), Pause or Resume on its button.
    func show(_ state: ReadAloudModel.State) {
        gtk_widget_set_visible(widget, state == .idle ? 0 : 1)
        let paused = state == .paused
        let icon = paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic"
        gtk_button_set_icon_name(pause.cast(), icon)
        // The new icon's image would join the button's name ("Pause "): the name is the label alone.
        recto_accessible_forget_labels(pause.cast())
        recto_accessible_set_label(pause.cast(), paused ? i18n("Resume") : i18n("Pause"))
        Tooltip.set(pause, paused ? i18n("Resume") : i18n("Pause"))
    }
}
