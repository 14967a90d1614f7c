/// What the voice reports about an utterance it was given (`SpeechService.speak`), by the utterance's id.
public enum SpeechEvent: Equatable, Sendable {
    /// Its sound began.
    case began(Int)
    /// The index mark at its start was reached: its words are being heard.
    case marked(Int)
    /// Its sound ended (not told for one cancelled).
    case ended(Int)
    /// The voice cannot speak, for this reason (speech-dispatcher missing, no voice module).
    case failed(String)
}

/// The voice read-aloud speaks through: speech-dispatcher in the app, a fake on a manual clock in tests.
/// One utterance at a time: `speak` replaces any utterance under way.
@MainActor
public protocol SpeechService: AnyObject {
    /// Where events go, on the main actor.
    var onEvent: ((SpeechEvent) -> Void)? { get set }
    /// Speaks `text` as utterance `id`, cancelling the one under way.
    func speak(_ text: String, id: Int)
    /// Silences the utterance under way; it reports nothing more.
    func cancel()
    /// The speed, from -100 (slowest) through 0 (the voice's own) to 100 (fastest).
    func setRate(_ rate: Int)
    /// The voice by name, or the person's default voice when nil.
    func setVoice(_ name: String?)
}
