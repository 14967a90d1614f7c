import Foundation
import RectoCore
import RectoPDF
import Testing

@Suite("GLib scheduler")
@MainActor
struct GLibSchedulerTests {
    @Test("Work runs on the main loop after its delay, not before, and only once")
    func runsAfterDelay() {
        var runs: [ContinuousClock.Instant] = []
        let start = ContinuousClock.now
        let work = GLibScheduler.shared.after(0.05) { runs.append(.now) }
        #expect(work.isPending)
        #expect(runs.isEmpty)
        #expect(iterateMainContext(timeout: .seconds(10)) { !runs.isEmpty })
        #expect((runs.first ?? start) - start >= .milliseconds(45))
        #expect(!work.isPending)
        drainMainContext()
        #expect(runs.count == 1)
    }

    @Test("Cancelled work never runs, and cancelling again is harmless")
    func cancel() {
        var ran = false, later = false
        let work = GLibScheduler.shared.after(0.01) { ran = true }
        work.cancel()
        #expect(!work.isPending)
        GLibScheduler.shared.after(0.05) { later = true }
        #expect(iterateMainContext(timeout: .seconds(10)) { later })
        #expect(!ran)
        work.cancel()
    }

    @Test("A delay that is negative, infinite or not a number runs at once instead of trapping")
    func oddDelays() {
        var runs = 0
        for delay in [-1, Double.infinity, Double.nan, -Double.infinity] {
            GLibScheduler.shared.after(delay) { runs += 1 }
        }
        #expect(iterateMainContext(timeout: .seconds(10)) { runs == 4 })
    }
}
