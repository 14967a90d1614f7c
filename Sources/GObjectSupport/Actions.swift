import CGtk

/// Builds GActions on a GActionMap (an application or window) with Swift handlers.
@MainActor
public enum Actions {
    /// Adds a plain action `name` and returns it (owned by the map).
    @discardableResult
    public static func add(
        to map: some GPointer, _ name: String, _ handler: @escaping @MainActor () -> Void
    ) -> OpaquePointer {
        let action = g_simple_action_new(name, nil)!
        action.onPointer("activate") { _ in handler() }
        return insert(action, into: map)
    }

    /// Adds an action taking a string parameter (`app.open-uri('…')`-style targets).
    @discardableResult
    public static func addWithString(
        to map: some GPointer, _ name: String, _ handler: @escaping @MainActor (String) -> Void
    ) -> OpaquePointer {
        // The action keeps a copy of the parameter type (transfer none), so this one is freed here.
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new(name, type)!
        action.onPointer("activate") { parameter in
            guard let parameter else { return }
            handler(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
        }
        return insert(action, into: map)
    }

    /// Adds a boolean stateful action: a check item in a menu. The handler gets the new state and decides
    /// by returning whether to accept it.
    @discardableResult
    public static func addToggle(
        to map: some GPointer, _ name: String, initial: Bool, _ handler: @escaping @MainActor (Bool) -> Void
    ) -> OpaquePointer {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))!
        // The raw pointer does not retain: the handler only runs while the action is alive.
        action.onPointer("activate") { _ in
            let state = g_action_get_state(action)
            let next = g_variant_get_boolean(state) == 0
            g_variant_unref(state)
            g_simple_action_set_state(action, g_variant_new_boolean(next ? 1 : 0))
            handler(next)
        }
        return insert(action, into: map)
    }

    /// Sets a boolean action's state without running its handler.
    public static func setState(_ action: OpaquePointer, _ value: Bool) {
        g_simple_action_set_state(action, g_variant_new_boolean(value ? 1 : 0))
    }

    /// Enables or disables an action; bound widgets follow.
    public static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    private static func insert(_ action: OpaquePointer, into map: some GPointer) -> OpaquePointer {
        g_action_map_add_action(map.opaque, action)
        g_object_unref(action.raw) // the map holds it now
        return action
    }
}
