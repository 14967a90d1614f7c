import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Full screen (F11, the menu's Full Screen, `win.fullscreen`): the header bar and the scrubber slide away, and
/// come back while the pointer is at the top or bottom edge, or for a key that needs them (Ctrl+F brings the
/// header, Ctrl+L the scrubber); Escape leaves full screen once the find bar is closed. The window's own
/// "fullscreened" property is the truth, so the window manager's full-screen key works the same way.
@MainActor
final class FullScreenFeature {
    /// Which bar.
    typealias Edge = FullScreenBars.Edge

    /// The window; nil once it is destroyed (the bars' timers may still fire).
    private var toplevel: UnsafeMutablePointer<GtkWidget>?
    /// Escape leaves full screen only while the page shows.
    private let view: ReaderViewModel
    /// Takes the keyboard back when full screen ends.
    private let pageView: PageView
    /// While open, it holds the header bar out and takes Escape first.
    private let findBar: SearchBar
    @Owned private var top: UnsafeMutablePointer<GtkWidget>
    @Owned private var bottom: UnsafeMutablePointer<GtkWidget>
    private var toggle: OpaquePointer?
    /// When each bar shows (the core's policy); this feature measures, says what holds a bar, and slides it.
    private lazy var bars = FullScreenBars(
        scheduler: GLibScheduler.shared,
        measure: { [weak self] in self?.geometry() ?? .init(windowHeight: 0, topBarHeight: 0, bottomBarHeight: 0) },
        holds: { [weak self] edge in self?.holds(edge) ?? false },
        show: { [weak self] edge, shown in self?.slide(edge, shown) })

    /// Whether the window is full screen now.
    var isFullScreen: Bool {
        guard let toplevel else { return false }
        return gtk_window_is_fullscreen(toplevel.cast()) != 0
    }

    /// - Parameters:
    ///   - header, scrubber: the bars, each put in a revealer by the window (`revealer(around:edge:)`).
    init(actions: WindowActions, toplevel: UnsafeMutablePointer<GtkWidget>, header: UnsafeMutablePointer<GtkWidget>,
         scrubber: UnsafeMutablePointer<GtkWidget>, view: ReaderViewModel, pageView: PageView, findBar: SearchBar) {
        self.toplevel = toplevel
        self.view = view
        self.pageView = pageView
        self.findBar = findBar
        top = gtk_widget_get_parent(header)
        bottom = gtk_widget_get_parent(scrubber)
        toggle = actions.addToggle(.fullscreen, initial: false) { [weak self] on in
            guard let toplevel = self?.toplevel else { return }
            if on { gtk_window_fullscreen(toplevel.cast()) } else { gtk_window_unfullscreen(toplevel.cast()) }
        }
        // "notify" passes the property's GParamSpec: the one-pointer handler.
        toplevel.onPointer("notify::fullscreened") { [weak self] _ in self?.fullScreenChanged() }
        toplevel.on("destroy") { [weak self] in self?.toplevel = nil }

        let motion = gtk_event_controller_motion_new()!
        motion.onDoubleDouble("motion") { [weak self] _, y in
            guard let self, let toplevel = self.toplevel else { return }
            bars.pointerMoved(y: y, windowHeight: Double(gtk_widget_get_height(toplevel)))
        }
        gtk_widget_add_controller(toplevel, motion)

        // Bubble phase: the find bar's entry and the go-to entry have had their Escape first.
        let keys = gtk_event_controller_key_new()!
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
                | GDK_SHIFT_MASK.rawValue
            guard keyval == UInt32(GDK_KEY_Escape), state.rawValue & modifiers == 0 else { return false }
            return self?.escape() ?? false
        }
        gtk_widget_add_controller(toplevel, keys)

        // Ctrl+F shows the header with the find toggle; the find bar itself lies over the page.
        if let find = actions[.find] {
            find.onPointer("activate") { [weak self] _ in self?.revealForKey(.top) }
        }
    }

    /// Brings `edge`'s bar back for a key (Ctrl+L's entry is in the scrubber): it stays while it holds the
    /// keyboard, then goes.
    func revealForKey(_ edge: Edge) {
        bars.revealForKey(edge)
    }

    /// A revealer holding `bar`, to put in the window where the bar goes; the feature finds it as the bar's parent.
    static func revealer(around bar: UnsafeMutablePointer<GtkWidget>, edge: Edge) -> UnsafeMutablePointer<GtkWidget> {
        let revealer = gtk_revealer_new()!
        gtk_revealer_set_transition_type(
            revealer.cast(), edge == .top ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN : GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        gtk_revealer_set_transition_duration(revealer.cast(), 180)
        gtk_revealer_set_reveal_child(revealer.cast(), 1)
        gtk_revealer_set_child(revealer.cast(), bar)
        return revealer
    }

    private func slide(_ edge: Edge, _ shown: Bool) {
        gtk_revealer_set_reveal_child((edge == .top ? top : bottom).cast(), shown ? 1 : 0)
    }

    private func geometry() -> FullScreenBars.Geometry? {
        guard let toplevel else { return nil }
        return FullScreenBars.Geometry(
            windowHeight: Double(gtk_widget_get_height(toplevel)),
            topBarHeight: Double(gtk_widget_get_height(top)),
            bottomBarHeight: Double(gtk_widget_get_height(bottom)))
    }

    private func fullScreenChanged() {
        let full = isFullScreen
        if let toggle { Actions.setState(toggle, full) }
        bars.setFullScreen(full)
        if !full { gtk_widget_grab_focus(pageView.inputArea) }
    }

    private func escape() -> Bool {
        // The contents or the notes go first (the window's Escape turns back to the page), whichever controller
        // hears the key first.
        guard isFullScreen, let toplevel, view.shown == .page else { return false }
        if findBar.isOpen {
            findBar.close()
            return true
        }
        gtk_window_unfullscreen(toplevel.cast())
        return true
    }

    /// Whether a bar is in use: the header while the find bar is open or one of its menus is, the scrubber while
    /// its go-to entry has the keyboard.
    private func holds(_ edge: Edge) -> Bool {
        guard let toplevel else { return false }
        let focus = gtk_root_get_focus(toplevel.opaque)
        switch edge {
        case .top:
            if findBar.isOpen { return true }
            guard let focus, gtk_widget_is_ancestor(focus, top) != 0 else { return false }
            return gtk_widget_get_ancestor(focus, gtk_popover_get_type()) != nil
        case .bottom:
            guard let focus, gtk_widget_is_ancestor(focus, bottom) != 0 else { return false }
            return g_type_check_instance_is_a(focus.cast(), gtk_text_get_type()) != 0
        }
    }
}
