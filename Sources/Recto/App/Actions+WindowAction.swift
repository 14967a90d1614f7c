import CGtk
import GObjectSupport
import RectoCore

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
