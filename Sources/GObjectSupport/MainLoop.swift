import CGtk

/// Hops onto the GLib main loop. `DispatchQueue.main` and `Task { @MainActor in }` are not drained by
/// `g_application_run`, so work from background threads reaches the UI only through these.
public enum MainLoop {
    /// Runs `work` on the main thread at the next iteration of the default main context. Callable from any thread.
    public static func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        let box = ClosureBox<@Sendable @MainActor () -> Void>(work)
        let run: GSourceFunc = { data in
            let box = ClosureBox<@Sendable @MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.closure() }
            return 0 // G_SOURCE_REMOVE
        }
        let destroy: GDestroyNotify = { data in RetainedBox.release(data) }
        g_idle_add_full(G_PRIORITY_DEFAULT, run, box.retainedPointer, destroy)
    }

    /// Runs `work` once after `milliseconds` on the main thread; the returned timer can cancel it first.
    @MainActor @discardableResult
    public static func after(milliseconds: UInt32, _ work: @escaping @MainActor () -> Void) -> MainLoopTimer {
        let timer = MainLoopTimer()
        let box = ClosureBox<@MainActor () -> Void>({ [weak timer] in
            timer?.sourceID = 0
            work()
        })
        let run: GSourceFunc = { data in
            let box = ClosureBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.closure() }
            return 0
        }
        let destroy: GDestroyNotify = { data in RetainedBox.release(data) }
        timer.sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, run, box.retainedPointer, destroy)
        return timer
    }
}

/// A pending `MainLoop.after` call.
@MainActor
public final class MainLoopTimer {
    fileprivate(set) var sourceID: guint = 0

    /// Whether the work is still to run.
    public var isPending: Bool { sourceID != 0 }

    /// Cancels the work if it has not run yet.
    public func cancel() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }
}
