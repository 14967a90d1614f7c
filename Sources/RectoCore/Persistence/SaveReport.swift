import Foundation

/// For the kill -9 test (`make test-crash`): when `RECTO_SAVE_REPORT` names a file, every save that
/// finished (its file renamed into place) appends one JSON line there, so that after a kill the test knows
/// what Recto had reported saved and can check none of it is missing. Without the variable it does nothing.
public enum SaveReport {
    /// The report file, from the environment; nil when no test asked for one.
    public static let path: String? = ProcessInfo.processInfo.environment["RECTO_SAVE_REPORT"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Reports a notes save: the file and the identities of the notes and tombstones it now holds.
    public static func notesSaved(_ outcome: NotesSaveOutcome, to store: NotesStore) {
        guard let path else { return }
        append(to: path, [
            "kind": "notes", "file": store.fileURL.path,
            "notes": outcome.snapshot.notes.map(\.id.uuidString),
            "deleted": outcome.snapshot.deletions.map(\.id.uuidString),
        ])
    }

    /// Reports a reading-state save: the file and the page it holds.
    public static func stateSaved(_ state: ReadingState, to url: URL) {
        guard let path else { return }
        append(to: path, ["kind": "state", "file": url.path, "page": state.page])
    }

    /// Appends `object` to the report at `path` as one JSON line (keys sorted). One `write` with O_APPEND per
    /// line: lines from two windows' queues never interleave, and a kill after the write cannot lose it (the
    /// kernel has it).
    public static func append(to path: String, _ object: [String: Any]) {
        guard var data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else { return }
        data.append(0x0A)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
