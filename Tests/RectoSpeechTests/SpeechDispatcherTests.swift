import Foundation
import RectoCore
import Synchronization
import Testing
@testable import RectoSpeech

/// A private speech-dispatcher with espeak-ng, speaking into a PulseAudio null sink, each with its own runtime
/// folder and home; stopped by their own process ids.
///
/// The two are spawned directly, not through Foundation's `Process`: PulseAudio closes the descriptors it
/// inherits, which Foundation reads as the child's exit, and its one watcher thread then waits on the live
/// daemon, so every other suite's `Process.waitUntilExit` hung until the server was stopped.
final class PrivateSpeechServer {
    let home: URL
    let socket: String
    private var processes: [pid_t] = []

    /// The two services started and answering, or nil when either is not installed. The waits sleep
    /// asynchronously, as `EventLog.wait` does.
    static func start() async throws -> PrivateSpeechServer? {
        let tools = ["pulseaudio", "speech-dispatcher"].map { which($0) }
        guard let pulseaudio = tools[0], let speechDispatcher = tools[1] else { return nil }
        let server = try PrivateSpeechServer()
        try server.start(pulseaudio, ["-n", "--daemonize=no", "--exit-idle-time=-1", "-L",
                                      "module-null-sink sink_name=quiet", "-L", "module-native-protocol-unix"])
        try await wait(for: server.runtime.appendingPathComponent("pulse/native").path)
        try server.start(speechDispatcher, ["--run-single", "--timeout", "0", "--log-dir",
                                            server.home.appendingPathComponent("log").path])
        try await wait(for: server.socket)
        return server
    }

    private var runtime: URL { home.appendingPathComponent("runtime") }

    private init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("recto-speech-\(UUID().uuidString)")
        socket = home.appendingPathComponent("runtime/speech-dispatcher/speechd.sock").path
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
    }

    deinit {
        for id in processes.reversed() {
            kill(id, SIGTERM)
            var status: Int32 = 0
            for _ in 0..<250 where waitpid(id, &status, WNOHANG) == 0 { usleep(20_000) }
            if waitpid(id, &status, WNOHANG) == 0 {
                kill(id, SIGKILL)
                waitpid(id, &status, 0)
            }
        }
        try? FileManager.default.removeItem(at: home)
    }

    private func start(_ path: String, _ arguments: [String]) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var id: pid_t = 0
        let error = posix_spawn(&id, path, &actions, nil, argv, envp)
        guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
        processes.append(id)
    }

    private static func wait(for path: String) async throws {
        // A deadline generous for a loaded machine; the socket usually shows within a few seconds.
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: path) {
            guard Date() < deadline else { throw CocoaError(.fileNoSuchFile) }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    private static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

/// The events a connection reports, from libspeechd's thread; read by polling, so the tests need no main loop
/// (which other suites running at once may own). The polls sleep asynchronously: a test waiting on speech
/// leaves its thread to the suites running beside it.
final class EventLog: Sendable {
    private let events = Mutex<[SpeechEvent]>([])

    func add(_ event: SpeechEvent) { events.withLock { $0.append(event) } }
    var all: [SpeechEvent] { events.withLock { $0 } }

    /// Waits until `done` holds of the events or `seconds` pass.
    func wait(_ seconds: Double, until done: ([SpeechEvent]) -> Bool) async {
        let deadline = Date().addingTimeInterval(seconds)
        while !done(all), Date() < deadline { try? await Task.sleep(for: .milliseconds(1)) }
    }
}

@Suite("speech-dispatcher: the real voice", .serialized)
struct SpeechDispatcherTests {
    @Test("A sentence is spoken: its sound begins, its index mark arrives, its sound ends; the first mark is quick")
    func speaks() async throws {
        guard let server = try await PrivateSpeechServer.start() else {
            print("SKIP: speech-dispatcher or pulseaudio is not installed (tools/setup.sh test installs them)")
            return
        }
        let log = EventLog()
        let connection = SpeechConnection(socketPath: server.socket) { log.add($0) }
        var firstMark: [Double] = []
        for id in 1...2 {
            let start = Date()
            connection.say(SpeechDispatcherService.ssml("Recto reads <this> & that aloud."), id: id)
            await log.wait(30) { $0.contains(.marked(id)) }
            firstMark.append(Date().timeIntervalSince(start) * 1000)
            await log.wait(30) { $0.contains(.ended(id)) }
        }
        print(String(format: "speech-dispatcher: first mark %.0f ms cold, %.0f ms warm", firstMark[0], firstMark[1]))
        #expect(log.all == [.began(1), .marked(1), .ended(1), .began(2), .marked(2), .ended(2)])
    }

    @Test("A cancelled sentence reports no end; the next one is heard")
    func cancels() async throws {
        guard let server = try await PrivateSpeechServer.start() else { return }
        let log = EventLog()
        let connection = SpeechConnection(socketPath: server.socket) { log.add($0) }
        connection.say(SpeechDispatcherService.ssml(
            "This is a long sentence that will be cut short long before its end is heard."), id: 1)
        await log.wait(30) { $0.contains(.began(1)) }
        connection.say(SpeechDispatcherService.ssml("Short."), id: 2)
        await log.wait(30) { $0.contains(.ended(2)) }
        #expect(!log.all.contains(.ended(1)))
        #expect(log.all.contains(.ended(2)))
    }

    @Test("Without speech-dispatcher there, speaking fails with a reason")
    func missing() async {
        let log = EventLog()
        let connection = SpeechConnection(socketPath: "/nonexistent/speechd.sock") { log.add($0) }
        connection.say("Hello.", id: 1)
        await log.wait(10) { !$0.isEmpty }
        guard case .failed = log.all.first else {
            Issue.record("expected a failure, got \(log.all)")
            return
        }
    }

    @Test("Setting the speed and the voice does not connect: a launch starts no speech-dispatcher")
    func settingsDoNotConnect() {
        let log = EventLog()
        let connection = SpeechConnection(socketPath: "/nonexistent/speechd.sock") { log.add($0) }
        connection.setRate(40)
        connection.setVoice("Alice")
        connection.setVoice(nil)
        connection.sync()
        #expect(!connection.isOpen)
        #expect(log.all.isEmpty, "no connection was tried, so none failed")
    }

    @Test("The speed and the voice set before the connection are given to it when it opens")
    func settingsReachTheConnection() async throws {
        guard let server = try await PrivateSpeechServer.start() else { return }
        let log = EventLog()
        let connection = SpeechConnection(socketPath: server.socket) { log.add($0) }
        connection.setRate(60)
        connection.sync()
        #expect(!connection.isOpen)
        connection.say(SpeechDispatcherService.ssml("Fast."), id: 1)
        await log.wait(30) { $0.contains(.ended(1)) }
        #expect(connection.isOpen)
        #expect(connection.appliedRate == 60)
    }

    @Test("Text goes as SSML with an index mark at its start, its special characters escaped")
    func ssml() {
        #expect(SpeechDispatcherService.ssml("a < b & \"c\"")
            == "<speak><mark name=\"start\"/>a &lt; b &amp; &quot;c&quot;</speak>")
    }
}
