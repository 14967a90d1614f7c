/// The launch's milestones as `make bench` reads them (`RECTO_LAUNCH_TRACE=PATH`): one line each,
/// "LABEL MONOTONIC CPU" in microseconds, the first line giving the process's processor time before `main`.
/// Each label is kept once, and once finished nothing more is kept, so the file holds one launch.
public struct LaunchMarks: Sendable {
    /// A moment: the monotonic clock and the main thread's own processor time, in microseconds.
    public struct Clocks: Sendable {
        public var monotonic: Int
        public var threadCPU: Int

        public init(monotonic: Int, threadCPU: Int) {
            self.monotonic = monotonic
            self.threadCPU = threadCPU
        }
    }

    public private(set) var lines: [String] = []
    public private(set) var isFinished = false
    private var seen: Set<String> = []

    public init() {}

    /// Whether `label` has been kept.
    public func contains(_ label: String) -> Bool { seen.contains(label) }

    /// Keeps `label` at `now` the first time it comes, unless finished; `processCPU` is asked for the first
    /// line only. Returns whether it was kept.
    @discardableResult
    public mutating func record(_ label: String, at now: Clocks, processCPU: () -> Int) -> Bool {
        guard !isFinished, seen.insert(label).inserted else { return false }
        if lines.isEmpty {
            lines.append("process-cpu-before-main 0 \(processCPU())")
        }
        lines.append("\(label) \(now.monotonic) \(now.threadCPU)")
        return true
    }

    /// Ends the launch: the file's text the first time, nil after.
    public mutating func finish() -> String? {
        guard !isFinished else { return nil }
        isFinished = true
        return lines.joined(separator: "\n") + "\n"
    }
}
