import CGtk
import Foundation
import GObjectSupport
import RectoCore
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

@MainActor
@Suite("speech-dispatcher: the real voice", .serialized)
struct SpeechDispatcherTests {
    /// Runs the GLib main loop (where events arrive) until `done` holds or `seconds` pass.
    private func spin(_ seconds: Double, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        while !done(), Date() < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
    }

    @Test("A sentence is spoken: its sound begins, its index mark arrives, its sound ends; the first mark is quick")
    func speaks() throws {
        guard let server = try PrivateSpeechServer() else {
            print("SKIP: speech-dispatcher or pulseaudio is not installed (tools/setup.sh test installs them)")
            return
        }
        let service = SpeechDispatcherService(socketPath: server.socket)
        var events: [SpeechEvent] = []
        service.onEvent = { events.append($0) }
        var firstMark: [Double] = []
        for id in 1...2 {
            let start = Date()
            service.speak("Recto reads <this> & that aloud.", id: id)
            spin(30) { events.contains(.marked(id)) }
            firstMark.append(Date().timeIntervalSince(start) * 1000)
            spin(30) { events.contains(.ended(id)) }
        }
        print(String(format: "speech-dispatcher: first mark %.0f ms cold, %.0f ms warm", firstMark[0], firstMark[1]))
        #expect(events == [.began(1), .marked(1), .ended(1), .began(2), .marked(2), .ended(2)])
    }

    @Test("A cancelled sentence reports no end; the next one is heard")
    func cancels() throws {
        guard let server = try PrivateSpeechServer() else { return }
        let service = SpeechDispatcherService(socketPath: server.socket)
        var events: [SpeechEvent] = []
        service.onEvent = { events.append($0) }
        service.speak("This is a long sentence that will be cut short long before its end is heard.", id: 1)
        spin(30) { events.contains(.began(1)) }
        service.speak("Short.", id: 2)
        spin(30) { events.contains(.ended(2)) }
        #expect(!events.contains(.ended(1)))
        #expect(events.contains(.ended(2)))
    }

    @Test("Without speech-dispatcher there, speaking fails with a reason")
    func missing() {
        let service = SpeechDispatcherService(socketPath: "/nonexistent/speechd.sock")
        var events: [SpeechEvent] = []
        service.onEvent = { events.append($0) }
        service.speak("Hello.", id: 1)
        spin(10) { !events.isEmpty }
        guard case .failed = events.first else {
            Issue.record("expected a failure, got \(events)")
            return
        }
    }

    @Test("Text goes as SSML with an index mark at its start, its special characters escaped")
    func ssml() {
        #expect(SpeechDispatcherService.ssml("a < b & \"c\"")
            == "<speak><mark name=\"start\"/>a &lt; b &amp; &quot;c&quot;</speak>")
    }
}
