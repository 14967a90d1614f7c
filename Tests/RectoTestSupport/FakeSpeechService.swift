import RectoCore

/// A voice on a manual clock: an utterance's sound begins `latency` seconds after `speak`, its index mark is
/// reached at once, and its sound ends `secondsPerCharacter` per character later; `cancel` silences it.
/// Set `reportsMarks` false for a voice module without index marks (only begin and end are told).
@MainActor
public final class FakeSpeechService: SpeechService {
    public var onEvent: ((SpeechEvent) -> Void)?
    /// What was given to speak, in order.
    public private(set) var spoken: [String] = []
    public private(set) var rate = 0
    public private(set) var voice: String?
    /// Each voice set, in order (nil: the person's default voice).
    public private(set) var voicesSet: [String?] = []
    public var latency = 0.1
    public var secondsPerCharacter = 0.05
    public var reportsMarks = true
    /// When set, every `speak` fails with this reason.
    public var failure: String?
    private let clock: ManualClock
    private var scheduled: [ScheduledWork] = []

    public init(clock: ManualClock) { self.clock = clock }

    public func speak(_ text: String, id: Int) {
        cancel()
        if let failure {
            scheduled = [clock.after(0) { [weak self] in self?.onEvent?(.failed(failure)) }]
            return
        }
        spoken.append(text)
        let marks = reportsMarks
        scheduled = [
            clock.after(latency) { [weak self] in
                self?.onEvent?(.began(id))
                if marks { self?.onEvent?(.marked(id)) }
            },
            clock.after(latency + Double(text.unicodeScalars.count) * secondsPerCharacter) { [weak self] in
                self?.onEvent?(.ended(id))
            },
        ]
    }

    public func cancel() {
        scheduled.forEach { $0.cancel() }
        scheduled = []
    }

    public func setRate(_ rate: Int) { self.rate = rate }
    public func setVoice(_ name: String?) {
        voice = name
        voicesSet.append(name)
    }
}
