import CGtk

/// Anything that is a pointer to a GObject instance, whichever way Swift imported its C type
/// (`UnsafeMutablePointer<GtkWidget>` for public structs, `OpaquePointer` for opaque ones).
public protocol GPointer {
    /// The instance as GLib's untyped `gpointer`.
    var raw: gpointer { get }
}

extension UnsafeMutablePointer: GPointer {
    public var raw: gpointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GPointer {
    public var raw: gpointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointer {
    public var raw: gpointer { self }
}

extension GPointer {
    /// The same instance seen as another C struct type: the Swift spelling of `GTK_WIDGET (x)` and friends.
    /// GObject instances start with their parent's struct, so an upcast is always layout-safe; a downcast is
    /// the caller's promise, as it is in C.
    @inlinable
    public func cast<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// The same instance for a C parameter whose type Swift imported as `OpaquePointer` (a struct that is
    /// private in C), so call sites can write `.cast()` whichever way a type was imported.
    @inlinable
    public func cast() -> OpaquePointer { OpaquePointer(raw) }

    /// The same instance as an `OpaquePointer`, for types whose struct is private in C.
    @inlinable
    public var opaque: OpaquePointer { OpaquePointer(raw) }

    /// `GTK_WIDGET (x)`.
    @inlinable
    public var widget: UnsafeMutablePointer<GtkWidget> { cast() }
}

/// Takes ownership of a newly allocated C string (transfer full): copies it into Swift and `g_free`s it.
public func takeString(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// Reads a C string GLib still owns (transfer none).
public func borrowString(_ pointer: UnsafePointer<gchar>?) -> String? {
    pointer.map { String(cString: $0) }
}
