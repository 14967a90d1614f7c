import Foundation
import RectoCore
import Synchronization
import Testing
@testable import RectoSpeech

/// A private speech-dispatcher with espeak-ng, speaking into a PulseAudio null sink, each with its own runtime
/// folder and home; stopped by their own process ids.
final class PrivateSpeechServer {
    let home: URL
    let socket: String
    private var processes: [Process] = []

    init?() throws {
        let tools = ["pulseaudio", "speech-dispatcher"].map { Self.which($0) }
        guard tools.allSatisfy({ $0 != nil }) else { return nil }
        home = FileManager.default.temporaryDirectory.appendingPathComponent("recto-speech-\(UUID().uuidString)")
        let runtime = home.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        socket = runtime.appendingPathComponent("speech-dispatcher/speechd.sock").path
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        try start(tools[0]!, ["-n", "--daemonize=no", "--exit-idle-time=-1", "-L", "module-null-sink sink_name=quiet",
                              "-L", "module-native-protocol-unix"], environment)
        try Self.wait(for: runtime.appendingPathComponent("pulse/native").path)
        try start(tools[1]!, ["--run-single", "--timeout", "0", "--log-dir", home.appendingPathComponent("log").path],
                  environment)
        try Self.wait(for: socket)
    }

    deinit {
        for process in processes.reversed() where process.isRunning {
            let id = process.processIdentifier
            kill(id, SIGTERM)
            var status: Int32 = 0
            // Reaped here, not through Foundation's run loop, which a test's main thread may not run.
            for _ in 0..<250 where waitpid(id, &status, WNOHANG) == 0 { usleep(20_000) }
            if waitpid(id, &status, WNOHANG) == 0 {
                kill(id, SIGKILL)
                waitpid(id, &status, 0)
            }
        }
        try? FileManager.default.removeItem(at: home)
    }

    private func start(_ path: String, _ arguments: [String], _ environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        processes.append(process)
    }

    private static func wait(for path: String) throws {
        // A deadline generous for a loaded machine; the socket usually shows within a second.
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: path) {
            guard Date() < deadline else { throw CocoaError(.fileNoSuchFile) }
            usleep(20_000)
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
/// (which other suites running at once may own).
final class EventLog: Sendable {
    private let events = Mutex<[SpeechEvent]>([])

    func add(_ event: SpeechEvent) { events.withLock { $0.append(event) } }
    var all: [SpeechEvent] { events.withLock { $0 } }

    /// Waits until `done` holds of the events or `seconds` pass.
    func wait(_ seconds: Double, until done: ([SpeechEvent]) -> Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        while !done(all), Date() < deadline { usleep(1_000) }
    }
}

@Suite("speech-dispatcher: the real voice", .serialized)
struct SpeechDispatcherTests {
    @Test("A sentence is spoken: its sound begins, its index mark arrives, its sound ends; the first mark is quick")
    func speaks() throws {
        guard let server = try PrivateSpeechServer() else {
            print("SKIP: speech-dispatcher or pulseaudio is not installed (tools/setup.sh test installs them)")
            return
        }
        let log = EventLog()
        let connection = SpeechConnection(socketPath: server.socket) { log.add($0) }
        var firstMark: [Double] = []
        for id in 1...2 {
            let start = Date()
            connection.say(SpeechDispatcherService.ssml("Recto reads <this> & that aloud."), id: id)
            log.wait(30) { $0.contains(.marked(id)) }
            firstMark.append(Date().timeIntervalSince(start) * 1000)
            log.wait(30) { $0.contains(.ended(id)) }
        }
        print(String(format: "speech-dispatcher: first mark %.0f ms cold, %.0f ms warm", firstMark[0], firstMark[1]))
        #expect(log.all == [.began(1), .marked(1), .ended(1), .began(2), .marked(2), .ended(2)])
    }

    @Test("A cancelled sentence reports no end; the next one is heard")
    func cancels() throws {
        guard let server = try PrivateSpeechServer() else { return }
        let log = EventLog()
        let connection = SpeechConnection(socketPath: server.socket) { log.add($0) }
        connection.say(SpeechDispatcherService.ssml(
            "This is a long sentence that will be cut short long before its end is heard."), id: 1)
        log.wait(30) { $0.contains(.began(1)) }
        connection.say(SpeechDispatcherService.ssml("Short."), id: 2)
        log.wait(30) { $0.contains(.ended(2)) }
        #expect(!log.all.contains(.ended(1)))
        #expect(log.all.contains(.ended(2)))
    }

    @Test("Without speech-dispatcher there, speaking fails with a reason")
    func missing() {
        let log = EventLog()
        let connection = SpeechConnection(socketPath: "/nonexistent/speechd.sock") { log.add($0) }
        connection.say("Hello.", id: 1)
        log.wait(10) { !$0.isEmpty }
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
    func settingsReachTheConnection() throws {
        guard let server = try PrivateSpeechServer() else { return }
        let log = EventLog()
        let connection = SpeechConnection(socketPath: server.socket) { log.add($0) }
        connection.setRate(60)
        connection.sync()
        #expect(!connection.isOpen)
        connection.say(SpeechDispatcherService.ssml("Fast."), id: 1)
        log.wait(30) { $0.contains(.ended(1)) }
        #expect(connection.isOpen)
        #expect(connection.appliedRate == 60)
    }

    @Test("Text goes as SSML with an index mark at its start, its special characters escaped")
    func ssml() {
        #expect(SpeechDispatcherService.ssml("a < b & \"c\"")
            == "<speak><mark name=\"start\"/>a &lt; b &amp; &quot;c&quot;</speak>")
    }
}
