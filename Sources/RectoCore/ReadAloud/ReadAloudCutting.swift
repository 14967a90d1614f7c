/// Where read aloud cuts the pages it read into sentences (`ReadAloudText.units`): a batch of two dense pages
/// costs milliseconds, which the app keeps off the main thread (`BackgroundCutting` in RectoPDF); tests and
/// benchmarks cut at once.
public protocol ReadAloudCutting: Sendable {
    /// Cuts `pages` from `start` on (`complete`: no pages follow) and hands the sentences to `deliver` on the
    /// main actor.
    func cut(_ pages: [ReadAloudPage], from start: ReadAloudPosition, complete: Bool,
             deliver: @escaping @Sendable @MainActor ([ReadAloudUnit]) -> Void)
}

/// Cuts on the calling thread (the main actor's), before returning.
public struct CuttingNow: ReadAloudCutting {
    public init() {}

    public func cut(_ pages: [ReadAloudPage], from start: ReadAloudPosition, complete: Bool,
                    deliver: @escaping @Sendable @MainActor ([ReadAloudUnit]) -> Void) {
        let units = ReadAloudText.units(of: pages, from: start, complete: complete)
        MainActor.assumeIsolated { deliver(units) }
    }
}
