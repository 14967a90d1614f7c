import CGtk

/// Holds a Swift closure for GLib to call back. GLib owns one retain on the box (taken with `passRetained`)
/// and gives it back through the destroy notify, so the closure lives exactly as long as the connection.
///
/// Invariant for `@unchecked Sendable`: GLib invokes and destroys the box on the thread that runs the default
/// main context (the main thread); `closure` is immutable.
class RetainedBox: @unchecked Sendable {
    /// Gives back the retain taken by `retainedPointer`. Not generic, so C callbacks (which cannot capture
    /// generic context) can call it.
    static func release(_ pointer: gpointer?) {
        guard let pointer else { return }
        Unmanaged<RetainedBox>.fromOpaque(pointer).release()
    }
}

/// The typed box; see `RetainedBox` for the ownership rule.
final class ClosureBox<Closure>: RetainedBox, @unchecked Sendable {
    let closure: Closure

    init(_ closure: Closure) {
        self.closure = closure
    }

    /// A `gpointer` that carries one retain; balanced by `release(_:)`.
    var retainedPointer: gpointer { Unmanaged.passRetained(self).toOpaque() }

    /// The box behind a `gpointer` made by `retainedPointer`, without consuming the retain.
    static func from(_ pointer: gpointer?) -> ClosureBox<Closure> {
        Unmanaged<ClosureBox<Closure>>.fromOpaque(pointer!).takeUnretainedValue()
    }
}
