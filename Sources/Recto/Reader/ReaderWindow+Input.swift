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

    /// Routes a key (`ReaderKeyRoute`) and does what the route says.
    private func handleKey(_ keyval: UInt32, state: GdkModifierType) -> Bool {
        FrameStats.keyPressed()
        guard let name = borrowString(gdk_keyval_name(keyval)) else { return false }
        let others = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        let route = ReaderKeyRoute.route(
            key: name, shift: state.rawValue & GDK_SHIFT_MASK.rawValue != 0, otherModifiers: others != 0,
            reading: session != nil && model.showsPage, focus: keyFocus(), stripOn: continuous?.isOn == true)
        switch route {
        case .notMine: return false
        case .pageMenu: selection?.openMenuFromKeyboard()
        case let .strip(scroll, orElse):
            if continuous?.scroll(for: scroll) == true { return true }
            guard let orElse else { return false }
            perform(orElse)
        case let .page(action): perform(action)
        }
        return true
    }

    private func perform(_ action: ReaderKeyRoute.PageAction) {
        switch action {
        case .jumpToStart: history?.jump(to: 0)
        case .jumpToEnd: history?.jump(to: Int.max)
        case let .perform(command): model.perform(command)
        }
    }

    /// What has the keyboard, by its widget's type and place. Focus left behind in a folded-away sidebar does
    /// not hold keys.
    private func keyFocus() -> KeyFocus {
        guard let focus = gtk_root_get_focus(window.opaque) else { return .nothing }
        if focus == pageInputArea { return .page }
        if gtk_widget_is_ancestor(focus, sidebar) != 0 {
            return .sidebar(shown: adw_flap_get_reveal_flap(flap.cast()) != 0)
        }
        func isA(_ type: GType) -> Bool { g_type_check_instance_is_a(focus.cast(), type) != 0 }
        if isA(gtk_text_get_type()) { return .textField }
        if isA(gtk_range_get_type()) { return .slider }
        if isA(gtk_text_view_get_type()) { return .pageText }
        if isA(gtk_button_get_type()) || isA(gtk_check_button_get_type()) { return .button }
        return .other
    }

    private func handleScroll(dx: Double, dy: Double, controller: gpointer) -> Bool {
        guard session != nil, let event = gtk_event_controller_get_current_event(OpaquePointer(controller)) else {
            return false
        }
        let control = gdk_event_get_modifier_state(event).rawValue & GDK_CONTROL_MASK.rawValue != 0
        let smooth = gdk_scroll_event_get_direction(event) == GDK_SCROLL_SMOOTH
        switch turnAccumulator.wheel(dx: dx, dy: dy, smooth: smooth, control: control, fitted: model.zoom.isFit) {
        case .notMine: return false
        case .zoomIn: model.zoom { $0.zoomIn() }
        case .zoomOut: model.zoom { $0.zoomOut() }
        case let .turn(command): model.perform(command)
        case .taken: break
        }
        return true
    }
}
