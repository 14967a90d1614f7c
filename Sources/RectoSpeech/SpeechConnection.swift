import CSpeechd
import Dispatch
import Foundation
import RectoCore

/// One connection to speech-dispatcher, used only on its own serial queue: libspeechd's calls wait on a
/// socket (and the first one may start the server), which the main thread never does. Opened when there is
/// something to say or the voices are asked for, never for a setting: a launch must not start the server, its
/// voice modules and their sound libraries for a reader who may never listen. Events go to `sink` on
/// libspeechd's thread.
final class SpeechConnection: @unchecked Sendable {
    // Invariant for @unchecked Sendable: `connection` and `client` are only touched on `queue`.
    private let queue = DispatchQueue(label: "io.github.rectoreader.Recto.speech")
    private var connection: UnsafeMutablePointer<SPDConnection>?
    private var client = 0
    private var failed: String?
    /// The speed and voice asked for, given to the connection when it opens (and at once while it is open).
    private var rate: Int?
    private var voice: String??
    private let sink: @Sendable (SpeechEvent) -> Void
    /// speech-dispatcher's socket, or nil for the person's own (started when it is not running).
    private let socketPath: String?
    /// Whether the person's speech-dispatcher is started when it is not running.
    private let autospawn: Bool

    init(socketPath: String? = nil, autospawn: Bool = true, sink: @escaping @Sendable (SpeechEvent) -> Void) {
        self.socketPath = socketPath
        self.autospawn = autospawn
        self.sink = sink
    }

    /// A connection handed to the queue to be closed there.
    private struct Closing: @unchecked Sendable {
        // Invariant: used once, on the queue, after its owner is gone.
        let connection: UnsafeMutablePointer<SPDConnection>
    }

    deinit {
        guard let connection else { return }
        let closing = Closing(connection: connection), client = client
        queue.async {
            SpeechEventRoutes.removeAll(client: client)
            spd_close(closing.connection)
        }
    }

    /// Says `ssml` as utterance `id`, cancelling what this connection says now.
    func say(_ ssml: String, id: Int) {
        queue.async { [self] in
            guard let connection = open() else { return }
            spd_cancel(connection)
            let message = spd_say(connection, SPD_TEXT, ssml)
            guard message > 0 else {
                sink(.failed("speech-dispatcher refused the text"))
                return
            }
            SpeechEventRoutes.add(.init(client: client, message: Int(message)), .init(utterance: id, sink: sink))
        }
    }

    func cancel() {
        queue.async { [self] in
            if let connection { spd_cancel(connection) }
        }
    }

    func setRate(_ rate: Int) {
        queue.async { [self] in
            self.rate = rate
            if let connection { apply(rate: rate, to: connection) }
        }
    }

    func setVoice(_ name: String?) {
        queue.async { [self] in
            voice = .some(name)
            if let connection { apply(voice: name, to: connection) }
        }
    }

    private func apply(rate: Int, to connection: UnsafeMutablePointer<SPDConnection>) {
        spd_set_voice_rate(connection, Int32(rate))
    }

    private func apply(voice name: String?, to connection: UnsafeMutablePointer<SPDConnection>) {
        // No name: the module's default voice, which is what its first voice type means.
        if let name { spd_set_synthesis_voice(connection, name) } else { spd_set_voice_type(connection, SPD_MALE1) }
    }

    /// Whether the connection is open (tests).
    var isOpen: Bool { queue.sync { connection != nil } }

    /// The speed the server has for this connection; nil while it is not open (tests).
    var appliedRate: Int? {
        queue.sync { connection.map { Int(spd_get_voice_rate($0)) } }
    }

    /// The voices the server offers (empty when it cannot be reached), handed to `deliver` on the queue.
    func voices(_ deliver: @escaping @Sendable ([SpeechVoice]) -> Void) {
        queue.async { [self] in
            guard let connection = open(), let list = spd_list_synthesis_voices(connection) else {
                deliver([])
                return
            }
            defer { free_spd_voices(list) }
            var voices: [SpeechVoice] = []
            var index = 0
            while let voice = list[index] {
                let name = voice.pointee.name.map { String(cString: $0) } ?? ""
                let language = voice.pointee.language.map { String(cString: $0) } ?? ""
                if !name.isEmpty { voices.append(SpeechVoice(name: name, language: language)) }
                index += 1
            }
            deliver(voices)
        }
    }

    /// Waits until what was asked of the queue before is done (tests, benchmarks).
    func sync() { queue.sync {} }

    /// The connection, opened (and the server started) when first needed; nil, after telling the sink once,
    /// when speech-dispatcher cannot be reached.
    private func open() -> UnsafeMutablePointer<SPDConnection>? {
        if let connection { return connection }
        if let failed {
            sink(.failed(failed))
            return nil
        }
        var error: UnsafeMutablePointer<CChar>?
        let socket = socketPath.map { strdup($0) }
        defer { free(socket ?? nil) }
        var address = SPDConnectionAddress(method: SPD_METHOD_UNIX_SOCKET, unix_socket_name: socket ?? nil,
                                           inet_socket_host: nil, inet_socket_port: 0, dbus_bus: nil)
        let opened = socketPath == nil
            ? spd_open2("recto", "read-aloud", nil, SPD_MODE_THREADED, nil, autospawn ? 1 : 0, &error)
            : spd_open2("recto", "read-aloud", nil, SPD_MODE_THREADED, &address, 0, &error)
        guard let made = opened else {
            let reason = error.map { String(cString: $0) } ?? "speech-dispatcher could not be reached"
            free(error)
            failed = reason
            sink(.failed(reason))
            return nil
        }
        made.pointee.callback_begin = SpeechEventRoutes.begin
        made.pointee.callback_end = SpeechEventRoutes.end
        made.pointee.callback_cancel = SpeechEventRoutes.cancel
        made.pointee.callback_im = SpeechEventRoutes.mark
        let notifications = SPD_BEGIN.rawValue | SPD_END.rawValue | SPD_CANCEL.rawValue | SPD_INDEX_MARKS.rawValue
        spd_set_notification_on(made, SPDNotification(rawValue: notifications))
        spd_set_data_mode(made, SPD_DATA_SSML)
        client = Int(spd_get_client_id(made))
        connection = made
        if let rate { apply(rate: rate, to: made) }
        if let voice { apply(voice: voice, to: made) }
        return made
    }
}

/// A voice speech-dispatcher offers: its name (what `setVoice` takes) and language.
public struct SpeechVoice: Equatable, Sendable {
    public let name: String
    public let language: String

    public init(name: String, language: String) {
        self.name = name
        self.language = language
    }
}
