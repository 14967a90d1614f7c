import CGtk
import Dispatch
import Foundation
import GObjectSupport

/// For UI tests only: with `RECTO_TEST_COUNT_OBJECTS=FILE` in the environment, counts the live GObjects
/// (GObjectSupport's `ObjectCounter`) and writes the number to FILE five times a second, so a test can check
/// that opening and closing a view gives back every object it made, and FILE.types, one "count type" line per
/// type, so a test that sees growth can say what grew. Without the variable, nothing happens.
@MainActor
enum ObjectCountReport {
    private static let queue = DispatchQueue(label: "recto.object-count")

    /// Installs the counter and starts the report when asked. Call first in main, before any GObject is made.
    static func startIfAsked() {
        guard let path = ProcessInfo.processInfo.environment["RECTO_TEST_COUNT_OBJECTS"], !path.isEmpty else { return }
        ObjectCounter.install()
        report(to: path, last: nil)
    }

    private static func report(to path: String, last: Int?) {
        let byType = ObjectCounter.liveByType
        let live = byType.values.reduce(0, +)
        if live != last {
            let types = byType.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined()
            // GLib's write is atomic (a temporary file renamed over the old one): a test never reads half a number.
            // The types go first, so a test that has read a settled count reads the types of that count or later.
            queue.async {
                _ = g_file_set_contents(path + ".types", types, -1, nil)
                _ = g_file_set_contents(path, "\(live)\n", -1, nil)
            }
        }
        MainLoop.after(milliseconds: 200) { report(to: path, last: live) }
    }
}
