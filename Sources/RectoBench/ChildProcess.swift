import Foundation

/// Runs a command and measures it from outside: wall time and the child's own peak memory (wait4's rusage is
/// per child, unlike getrusage(RUSAGE_CHILDREN), which mixes every child ever waited for).
struct ChildProcess {
    struct Measurement {
        var seconds: Double
        /// User and system CPU time of the child and the children it waited for (a pipeline's every stage).
        var cpuSeconds: Double = .nan
        var peakKiB: Int
        var exitStatus: Int32
    }

    static func measure(_ arguments: [String]) -> Measurement {
        var pid: pid_t = 0
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let start = ContinuousClock.now
        guard posix_spawnp(&pid, arguments[0], &fileActions, nil, cArguments, environ) == 0 else {
            return Measurement(seconds: .nan, peakKiB: 0, exitStatus: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = ContinuousClock.now - start
        return Measurement(seconds: elapsed.seconds, cpuSeconds: usage.cpuSeconds, peakKiB: usage.ru_maxrss,
                           exitStatus: status)
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    var milliseconds: Double { seconds * 1000 }
}

extension rusage {
    /// User plus system time.
    var cpuSeconds: Double {
        Double(ru_utime.tv_sec) + Double(ru_utime.tv_usec) / 1e6
            + Double(ru_stime.tv_sec) + Double(ru_stime.tv_usec) / 1e6
    }

    /// This process's use so far (every thread).
    static func ofThisProcess() -> rusage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage
    }
}
