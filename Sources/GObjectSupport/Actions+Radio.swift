import CGtk

extension Actions {
    /// Adds a string-state action with a string parameter: a group of radio items in a menu, each item naming
    /// its value as the target (`win.sort::title`). The handler runs with the value chosen.
    @discardableResult
    public static func addRadio(
        to map: some GPointer, _ name: String, initial: String, _ handler: @escaping @MainActor (String) -> Void
    ) -> OpaquePointer {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new_stateful(name, type, g_variant_new_string(initial))!
        // The raw pointer does not retain: the handler only runs while the action is alive.
        action.onPointer("activate") { parameter in
            guard let parameter else { return }
            let value = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
            g_simple_action_set_state(action, g_variant_new_string(value))
            handler(value)
        }
        g_action_map_add_action(map.opaque, action)
        g_object_unref(action.raw) // the map holds it now
        return action
    }

    /// Sets a radio action's value without running its handler.
    public static func setState(_ action: OpaquePointer, _ value: String) {
        g_simple_action_set_state(action, g_variant_new_string(value))
    }
}
