import GObjectSupport
import RectoCore

/// Read-aloud's voice: speech-dispatcher, the desktop's speech service (Orca's too), so the voices and the
/// sound output are the person's own. A sentence at a time goes as SSML with an index mark at its start; its
/// sound's begin, mark and end come back on the main thread. Where a voice module reports no marks the begin
/// and end events still come, and the model never moves on before the end.
@MainActor
public final class SpeechDispatcherService: SpeechService {
    public var onEvent: ((SpeechEvent) -> Void)?
    private var connection: SpeechConnection!

    /// The person's speech-dispatcher (started if it is not running, unless `autospawn` is false), or the one
    /// listening on `socketPath` (tests).
    public init(socketPath: String? = nil, autospawn: Bool = true) {
        connection = SpeechConnection(socketPath: socketPath, autospawn: autospawn) { [weak self] event in
            MainLoop.post { self?.onEvent?(event) }
        }
    }

    public func speak(_ text: String, id: Int) {
        connection.say(Self.ssml(text), id: id)
    }

    public func cancel() { connection.cancel() }
    public func setRate(_ rate: Int) { connection.setRate(min(max(rate, -100), 100)) }
    public func setVoice(_ name: String?) { connection.setVoice(name) }

    /// The voices speech-dispatcher offers, handed over on the main thread (empty when it cannot be reached).
    public func voices(_ deliver: @escaping @Sendable @MainActor ([SpeechVoice]) -> Void) {
        connection.voices { voices in MainLoop.post { deliver(voices) } }
    }

    /// `text` as SSML: an index mark at its start, its XML special characters escaped.
    nonisolated static func ssml(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 40)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return "<speak><mark name=\"start\"/>\(escaped)</speak>"
    }
}
