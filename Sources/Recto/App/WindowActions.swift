import CGtk
import GObjectSupport
import RectoCore

/// A reader window's actions, added and found by `WindowAction`: what one feature enables another finds here
/// by its typed name, so a misspelt action does not compile.
@MainActor
final class WindowActions {
    private let window: UnsafeMutablePointer<GtkWidget>
    private var added: [WindowAction: OpaquePointer] = [:]

    /// Actions on `window` (a GtkApplicationWindow: its `win.` group).
    init(on window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
    }

    /// The action, once its feature added it.
    subscript(action: WindowAction) -> OpaquePointer? { added[action] }

    @discardableResult
    func add(_ action: WindowAction, _ handler: @escaping @MainActor () -> Void) -> OpaquePointer {
        keep(Actions.add(to: window, action, handler), as: action)
    }

    /// An action taking a string parameter (a book's id).
    @discardableResult
    func addWithString(_ action: WindowAction, _ handler: @escaping @MainActor (String) -> Void) -> OpaquePointer {
        keep(Actions.addWithString(to: window, action.rawValue, handler), as: action)
    }

    /// A check item's action; the handler gets the new state.
    @discardableResult
    func addToggle(
        _ action: WindowAction, initial: Bool, _ handler: @escaping @MainActor (Bool) -> Void
    ) -> OpaquePointer {
        keep(Actions.addToggle(to: window, action, initial: initial, handler), as: action)
    }

    /// A group of radio items' action; the handler gets the value chosen.
    @discardableResult
    func addRadio(
        _ action: WindowAction, initial: String, _ handler: @escaping @MainActor (String) -> Void
    ) -> OpaquePointer {
        keep(Actions.addRadio(to: window, action, initial: initial, handler), as: action)
    }

    /// Greys the action out, or not; nothing for an action not added (yet).
    func setEnabled(_ action: WindowAction, _ enabled: Bool) {
        if let pointer = added[action] { Actions.setEnabled(pointer, enabled) }
    }

    /// Whether the action is added and enabled.
    func isEnabled(_ action: WindowAction) -> Bool {
        guard let pointer = added[action] else { return false }
        return g_action_get_enabled(pointer) != 0
    }

    private func keep(_ pointer: OpaquePointer, as action: WindowAction) -> OpaquePointer {
        added[action] = pointer
        return pointer
    }
}

/// GActions added by their `WindowAction`, for the features that own an action nobody else looks up.
extension Actions {
    @discardableResult
    static func add(
        to map: some GPointer, _ action: WindowAction, _ handler: @escaping @MainActor () -> Void
    ) -> OpaquePointer {
        add(to: map, action.rawValue, handler)
    }

    @discardableResult
    static func addToggle(
        to map: some GPointer, _ action: WindowAction, initial: Bool, _ handler: @escaping @MainActor (Bool) -> Void
    ) -> OpaquePointer {
        addToggle(to: map, action.rawValue, initial: initial, handler)
    }

    @discardableResult
    static func addRadio(
        to map: some GPointer, _ action: WindowAction, initial: String,
        _ handler: @escaping @MainActor (String) -> Void
    ) -> OpaquePointer {
        addRadio(to: map, action.rawValue, initial: initial, handler)
    }
}
