import CGtk

/// A weak reference to a GObject: a GWeakRef on the heap, which GLib clears when the object is finalized. For
/// callbacks that may run after the object is gone (an idle posted by a dialog's entry, a signal handler on an
/// object that outlives the widget), so they act on the object only while it exists.
///
/// Invariant for `@unchecked Sendable`: the pointer is fixed for the wrapper's life and GWeakRef is thread-safe;
/// what a caller does with the object inside `with` is the caller's to confine to the main thread.
public final class WeakObject: @unchecked Sendable {
    /// On the heap: GLib keeps the address of the GWeakRef, which a stored property's would not keep fixed.
    private let reference: UnsafeMutablePointer<GWeakRef>

    /// Watches `object` without keeping it alive.
    public init(_ object: some GPointer) {
        reference = .allocate(capacity: 1)
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object.raw)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deinitialize(count: 1)
        reference.deallocate()
    }

    /// Whether the object still exists.
    public var isAlive: Bool { with { _ in true } ?? false }

    /// Runs `body` with the object, holding a strong reference for the call, or returns nil when it is gone.
    @discardableResult
    public func with<Result>(_ body: (gpointer) -> Result) -> Result? {
        guard let object = g_weak_ref_get(reference) else { return nil }
        defer { g_object_unref(object) }
        return body(object)
    }
}
