import CGtk
import Foundation
import RectoCore
import RectoPDF
import RectoSpeech

/// Read aloud's costs on one book: preparing pages on the text queue (layouts, running lines, footnote
/// markers, the join), the main thread's work per sentence (the state machine, and cutting pages into
/// sentences unless a queue does; a voice that answers at once), and, with speech-dispatcher at hand, the time
/// from a sentence sent to its sound beginning.
enum ReadAloudBenchmark {
    static func run(path: String, pages: Int = 200) -> Int32 {
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else {
            print("read-aloud: cannot open \(path)")
            return 1
        }
        let text = BookText(document: document)
        let count = min(pages, text.pageCount)
        var read: [ReadAloudPage] = []
        let start = Date()
        for first in stride(from: 0, to: count, by: 2) { read += text.readAloudNow(first..<min(first + 2, count)) }
        let prepared = Date().timeIntervalSince(start)
        print(String(format: "  read aloud, pages prepared on the text queue: %.2f ms a page (%d pages)",
                     prepared * 1000 / Double(max(1, count)), count))
        MainActor.assumeIsolated {
            for (cutting, name) in [(CuttingNow() as any ReadAloudCutting, "cut on it"),
                                    (BackgroundCutting(), "cut on a queue, as the app does")] {
                let (sentences, seconds) = mainThreadCost(read, cutting: cutting)
                print(String(format: "  read aloud, main thread per sentence (%@): %.1f µs (%d sentences)",
                             name, seconds * 1_000_000 / Double(max(1, sentences)), sentences))
            }
            if ProcessInfo.processInfo.environment["RECTO_BENCH_SPEECH"] != "no" { firstSound() }
        }
        return 0
    }

    /// Reads `pages` through the model with a voice that begins and ends each sentence at once, cutting with
    /// `cutting`; counts the main thread's busy time only (the model's calls and what the main loop runs).
    @MainActor
    private static func mainThreadCost(_ pages: [ReadAloudPage], cutting: any ReadAloudCutting) -> (Int, Double) {
        let voice = InstantVoice()
        let model = ReadAloudModel(speech: voice, source: ReadPages(pages), cutting: cutting)
        var busy = 0.0
        func timed(_ work: () -> Bool) -> Bool {
            let clock = ProcessInfo.processInfo.systemUptime
            let did = work()
            if did { busy += ProcessInfo.processInfo.systemUptime - clock } // an idle look costs nothing here
            return did
        }
        _ = timed { model.start(at: ReadAloudPosition(page: 0)); return true }
        let deadline = Date().addingTimeInterval(120)
        while model.state == .reading, Date() < deadline {
            if let id = voice.pending {
                voice.pending = nil
                _ = timed {
                    voice.onEvent?(.began(id))
                    voice.onEvent?(.marked(id))
                    voice.onEvent?(.ended(id))
                    return true
                }
            } else if !timed({ g_main_context_iteration(nil, 0) != 0 }) {
                usleep(100) // the queue is cutting the next pages
            }
        }
        return (voice.spoken, busy)
    }

    /// The person's speech-dispatcher (started if need be): a sentence sent, then its sound's beginning, cold
    /// (a new connection) and warm.
    @MainActor
    private static func firstSound() {
        let service = SpeechDispatcherService()
        var events: [SpeechEvent] = []
        service.onEvent = { events.append($0) }
        var figures: [String] = []
        for id in 1...2 {
            let start = Date()
            service.speak("Recto reads this sentence aloud.", id: id)
            let deadline = Date().addingTimeInterval(10)
            let failed = { events.contains { if case .failed = $0 { true } else { false } } }
            while !events.contains(.began(id)), !failed(), Date() < deadline {
                g_main_context_iteration(nil, 0)
                usleep(500)
            }
            guard events.contains(.began(id)) else {
                print("  read aloud, first sound: speech-dispatcher did not speak (\(events))")
                return
            }
            figures.append(String(format: "%.0f ms", Date().timeIntervalSince(start) * 1000))
            service.cancel()
        }
        print("  read aloud, sentence sent to its sound beginning: \(figures[0]) cold, \(figures[1]) warm")
    }
}

@MainActor
private final class InstantVoice: SpeechService {
    var onEvent: ((SpeechEvent) -> Void)?
    var pending: Int?
    var spoken = 0
    func speak(_ text: String, id: Int) {
        pending = id
        spoken += 1
    }
    func cancel() {}
    func setRate(_ rate: Int) {}
    func setVoice(_ name: String?) {}
}

@MainActor
private final class ReadPages: ReadAloudSource {
    let pages: [ReadAloudPage]
    init(_ pages: [ReadAloudPage]) { self.pages = pages }
    var pageCount: Int { pages.count }
    func readAloudPages(_ range: Range<Int>, deliver: @escaping @MainActor ([ReadAloudPage]) -> Void) {
        deliver(Array(pages[range]))
    }
}
