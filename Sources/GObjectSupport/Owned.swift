import CGtk

/// A widget (or any GObject) that a Swift object keeps in a property, held through a reference of the holder's
/// own. The rule: a pointer read from the property is valid for as long as the holder lives, whoever else holds
/// the object or lets it go (a parent that removes it, a window that is destroyed first).
///
/// Setting the property takes a reference and drops the one held before; the holder's going drops the last.
/// A new widget's reference is floating, so it is sunk: the creator's reference becomes the holder's, and a
/// parent the widget is added to takes one of its own, as it would anyway.
///
/// Not for a toplevel window or dialog: GTK disposes one (its "destroy", its handlers let go) only when the last
/// reference goes, so a holder that the window's handlers keep alive would keep the window from ever closing.
/// Holders of those keep the bare pointer and let go on "destroy".
@propertyWrapper
public struct Owned<Pointer: ObjectPointer> {
    private let holder: ReferenceHolder<Pointer>

    public init(wrappedValue: Pointer) {
        holder = ReferenceHolder(wrappedValue, adopting: false)
    }

    /// Takes over the caller's reference to an object that is not floating (transfer full: a new
    /// GtkPrintOperation, say) instead of adding one: `_field = Owned(adopting: …)` in an initializer.
    public init(adopting pointer: Pointer) {
        holder = ReferenceHolder(pointer, adopting: true)
    }

    public var wrappedValue: Pointer {
        get { holder.value }
        nonmutating set { holder.value = newValue }
    }
}

/// A pointer to a GObject instance, or an optional one: what `Owned` can hold.
public protocol ObjectPointer {
    /// The instance, or nil for an optional that holds none.
    var objectAddress: gpointer? { get }
}

extension UnsafeMutablePointer: ObjectPointer {
    public var objectAddress: gpointer? { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: ObjectPointer {
    public var objectAddress: gpointer? { self }
}

extension OpaquePointer: ObjectPointer {
    public var objectAddress: gpointer? { UnsafeMutableRawPointer(self) }
}

extension Optional: ObjectPointer where Wrapped: ObjectPointer {
    public var objectAddress: gpointer? { self?.objectAddress }
}

/// The reference itself, in a class so that it goes exactly when the holder does (a wrapper struct is copied).
private final class ReferenceHolder<Pointer: ObjectPointer> {
    var value: Pointer {
        didSet {
            take(value)
            if let old = oldValue.objectAddress { g_object_unref(old) }
        }
    }

    init(_ value: Pointer, adopting: Bool) {
        self.value = value
        if let object = value.objectAddress, !adopting || g_object_is_floating(object) != 0 { take(value) }
    }

    deinit {
        if let object = value.objectAddress { g_object_unref(object) }
    }

    private func take(_ pointer: Pointer) {
        if let object = pointer.objectAddress { g_object_ref_sink(object) }
    }
}
