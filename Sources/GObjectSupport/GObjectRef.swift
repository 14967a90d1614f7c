import CGtk

/// Owns one reference to a GObject and drops it when the Swift object goes: for objects Swift code keeps
/// (textures in a cache, say) rather than ones a widget tree owns.
public final class GObjectRef {
    /// The object; valid while this wrapper lives.
    public let pointer: gpointer

    /// Takes over a reference the caller owns (transfer full), sinking a floating one.
    public init(owning pointer: gpointer) {
        if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
        self.pointer = pointer
    }

    /// Adds a reference of its own to an object the caller does not own (transfer none).
    public init(borrowing pointer: gpointer) {
        g_object_ref(pointer)
        self.pointer = pointer
    }

    deinit { g_object_unref(pointer) }
}

/// Builds the NULL-terminated `const char **` that GTK takes for accelerator lists and similar.
public func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var pointers = copies.map { UnsafePointer<CChar>($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
