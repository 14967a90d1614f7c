import Dispatch
import GObjectSupport
import RectoCore

/// Read aloud's sentences cut on a queue of their own and handed back through the GLib main loop, so the main
/// thread's share of a sentence is moving its mark (`make bench` prints it).
public struct BackgroundCutting: ReadAloudCutting {
    private static let queue = DispatchQueue(label: "recto.read-aloud.cutting", qos: .userInitiated)

    public init() {}

    public func cut(_ pages: [ReadAloudPage], from start: ReadAloudPosition, complete: Bool,
                    deliver: @escaping @Sendable @MainActor ([ReadAloudUnit]) -> Void) {
        Self.queue.async {
            let units = ReadAloudText.units(of: pages, from: start, complete: complete)
            MainLoop.post { deliver(units) }
        }
    }
}
