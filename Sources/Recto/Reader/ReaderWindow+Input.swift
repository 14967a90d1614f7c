import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Keys, wheel, clicks, swipes and dropped files, each turned into one intent of the model (a page command,
    /// a zoom), the history (Home and End are jumps) or an open.
    func installInput() {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            self?.handleKey(keyval, state: state) ?? false
        }
        gtk_widget_add_controller(window, keys)

        let area = pageView.inputArea
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
        // The raw pointer does not retain: the handler only runs while the controller is alive.
        let controller = scroll.raw
        scroll.onScroll("scroll") { [weak self] dx, dy in
            self?.handleScroll(dx: dx, dy: dy, controller: controller) ?? false
        }
        scroll.on("scroll-end") { [weak self] in self?.turnAccumulator.endGesture() }
        gtk_widget_add_controller(area, scroll)

        let click = gtk_gesture_click_new()!
        click.onClick("released") { [weak self] presses, x, y in
            guard let self, presses == 1 else { return }
            gtk_widget_grab_focus(area)
            // A link is followed wherever it is, even on the outer thirds that otherwise turn the page.
            if pageMarks?.followLink(atX: x, y: y) == true { return }
            if highlights?.reveal(atX: x, y: y) == true { return }
            selectionModel.clear()
            let width = Double(gtk_widget_get_width(area))
            if let command = ClickZone.command(atX: x, width: width) { model.perform(command) }
        }
        gtk_widget_add_controller(area, click.cast())

        let swipe = gtk_gesture_swipe_new()!
        // A finger swipes; a mouse drag selects text instead.
        gtk_gesture_single_set_touch_only(swipe.cast(), 1)
        swipe.onDoubleDouble("swipe") { [weak self] vx, vy in
            if let command = SwipeGesture.command(velocityX: vx, velocityY: vy) { self?.model.perform(command) }
        }
        gtk_widget_add_controller(area, swipe.cast())

        let drop = gtk_drop_target_new(recto_file_list_type(), GDK_ACTION_COPY)!
        drop.onDrop("drop") { [weak self] value, _, _ in
            guard let self, let value, let path = DroppedFiles.map(value, { takeString(g_file_get_path($0)) }).first else { return false }
            open(URL(fileURLWithPath: path))
            return true
        }
        gtk_widget_add_controller(window, drop.cast())
    }

    private func handleKey(_ keyval: UInt32, state: GdkModifierType) -> Bool {
        FrameStats.keyPressed()
        // Page keys belong to the page; the contents, notes and status pages keep their own keys.
        guard session != nil, isReading else { return false }
        let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        guard modifiers == 0, let name = borrowString(gdk_keyval_name(keyval)) else { return false }
        let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        // The Menu key and Shift+F10 open the page's right-click menu, at the selection, while the page has the
        // focus (elsewhere they are the focused widget's: a text field's own menu, the library's row menu).
        if name == "Menu" || (name == "F10" && shift) {
            guard let focus = gtk_root_get_focus(window.opaque), focus == pageInputArea else { return false }
            selection?.openMenuFromKeyboard()
            return true
        }
        let command = PageKeys.command(forKey: name, shift: shift)
        guard command != nil || continuous?.takesKey(name) == true else { return false }
        if focusKeepsKey(name) { return false }
        // In continuous scrolling Page Down, Space and the up and down arrows scroll the strip.
        if continuous?.handleKey(name, command: command) == true { return true }
        guard let command else { return false }
        switch command {
        // Home and End are jumps the reader may want to come back from.
        case .first: history?.jump(to: 0)
        case .last: history?.jump(to: Int.max)
        default: model.perform(command)
        }
        return true
    }

    /// Text entries and the scrubber keep their own keys; buttons keep Space; the library sidebar, while it
    /// shows, keeps everything (its list needs Home, End and the arrows). Focus left behind in a folded-away
    /// sidebar does not count.
    private func focusKeepsKey(_ name: String) -> Bool {
        guard let focus = gtk_root_get_focus(window.opaque) else { return false }
        if gtk_widget_is_ancestor(focus, sidebar) != 0 { return adw_flap_get_reveal_flap(flap.cast()) != 0 }
        func isA(_ type: GType) -> Bool { g_type_check_instance_is_a(focus.cast(), type) != 0 }
        if isA(gtk_text_get_type()) || isA(gtk_range_get_type()) { return true }
        // In the page's text (where screen readers read) the arrows, Home and End move the caret; Page Up,
        // Page Down and Space still turn the page.
        if isA(gtk_text_view_get_type()) { return Self.caretKeys.contains(name) }
        return name == "space" && (isA(gtk_button_get_type()) || isA(gtk_check_button_get_type()))
    }

    private static let caretKeys: Set<String> = ["Left", "Right", "Up", "Down", "Home", "End", "KP_Left", "KP_Right",
                                                 "KP_Up", "KP_Down", "KP_Home", "KP_End"]

    /// Whether the page view is what the window shows: a book is open and neither its contents nor notes show.
    var isReading: Bool {
        model.phase == .reading && model.view.shown == .page
    }

    private func handleScroll(dx: Double, dy: Double, controller: gpointer) -> Bool {
        guard session != nil else { return false }
        // Zoomed in, the wheel scrolls the page; fitted, it turns it.
        guard model.zoom.isFit else { return false }
        guard let event = gtk_event_controller_get_current_event(OpaquePointer(controller)) else {
            return false
        }
        let state = gdk_event_get_modifier_state(event)
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 {
            model.zoom { dy < 0 ? $0.zoomIn() : $0.zoomOut() }
            return true
        }
        let command = gdk_scroll_event_get_direction(event) == GDK_SCROLL_SMOOTH
            ? turnAccumulator.smooth(dx: dx, dy: dy)
            : turnAccumulator.discrete(dx: dx, dy: dy)
        if let command { model.perform(command) }
        return true
    }
}


