import Foundation

/// One running helper process, spoken to over a socket pair that is its standard input and output.
///
/// A socket rather than pipes: Recto writes with `MSG_NOSIGNAL`, so a helper that died never raises SIGPIPE
/// in the app. Used from one thread at a time, within one call of `LibraryMetadataHelperClient.read`.
final class LibraryHelperProcess {
    private(set) var pid: pid_t
    private let channel: Int32
    private var reader: LibraryLineReader
    private var reaped = false

    private init(pid: pid_t, channel: Int32) {
        self.pid = pid
        self.channel = channel
        reader = LibraryLineReader(descriptor: channel)
    }

    /// Starts `arguments[0]` with `arguments`, the environment plus `extraEnvironment`; `nil` if it cannot start.
    static func start(_ arguments: [String], extraEnvironment: [String: String] = [:]) -> LibraryHelperProcess? {
        guard let executable = arguments.first else { return nil }
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            return nil
        }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extraEnvironment) { _, new in new }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies, so the child keeps exactly these two and its stderr.
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 0)
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 1)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(sockets[1])
        guard status == 0 else {
            close(sockets[0])
            return nil
        }
        return LibraryHelperProcess(pid: pid, channel: sockets[0])
    }

    /// Sends one line; false when the helper is gone.
    func send(_ line: [UInt8]) -> Bool {
        writeAll(line, to: channel)
    }

    /// The next line from the helper, waiting at most `timeout` seconds.
    func nextLine(timeout: Double) -> LibraryLineReader.Outcome {
        reader.next(timeout: timeout)
    }

    /// Kills the helper (SIGKILL) and reaps it.
    func kill() {
        guard !reaped else { return }
        _ = Foundation.kill(pid, SIGKILL)
        reap()
    }

    /// Closes the helper's input, so it finishes and exits, and reaps it; kills it if it does not go.
    func finish(timeout: Double) {
        guard !reaped else { return }
        shutdown(channel, Int32(SHUT_WR))
        // The helper exits on end of input; a hung one is killed once the wait is over.
        if reader.next(timeout: timeout) == .timedOut { _ = Foundation.kill(pid, SIGKILL) }
        reap()
    }

    private func reap() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
    }

    deinit {
        kill()
        close(channel)
    }
}
