import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Debounced saving")
struct DebouncedSaverTests {
    /// A write that records what it was given and answers as the test says, at once or later.
    @MainActor
    final class Disk {
        var written: [String] = []
        var answers: [DebouncedSaver<String>.Outcome] = []
        var held: [@Sendable @MainActor (DebouncedSaver<String>.Outcome) -> Void] = []
        var holding = false

        func saver(_ clock: ManualClock) -> DebouncedSaver<String> {
            DebouncedSaver(scheduler: clock, delay: 0.5, retryDelay: 5) { [unowned self] item, done in
                written.append(item)
                if holding { held.append(done) } else { done(answers.isEmpty ? .saved : answers.removeFirst()) }
            }
        }
    }

    @Test func changesWithinTheDelayAreWrittenOnceTheNewestWins() {
        let clock = ManualClock(), disk = Disk()
        let saver = disk.saver(clock)
        saver.save("page 1")
        clock.advance(by: 0.2)
        saver.save("page 2")
        clock.advance(by: 0.2)
        saver.save("page 3")
        #expect(disk.written.isEmpty, "nothing before the delay")
        clock.advance(by: 0.1)
        #expect(disk.written == ["page 3"])
        #expect(saver.pending == nil)
        clock.advance(by: 60)
        #expect(disk.written == ["page 3"], "nothing more to write")
    }

    @Test func aFailedWriteIsTriedAgainAfterTheRetryDelay() {
        let clock = ManualClock(), disk = Disk()
        disk.answers = [.failed, .failed]
        let saver = disk.saver(clock)
        saver.save("page 4")
        clock.advance(by: 0.5)
        #expect(disk.written == ["page 4"])
        #expect(saver.pending == "page 4", "a failed write stays pending")
        clock.advance(by: 4.9)
        #expect(disk.written.count == 1)
        clock.advance(by: 0.1)
        #expect(disk.written == ["page 4", "page 4"])
        clock.advance(by: 5)
        #expect(disk.written == ["page 4", "page 4", "page 4"])
        #expect(saver.pending == nil, "the third try succeeded")
        #expect(clock.pendingCount == 0)
    }

    @Test func aNewerChangeReplacesTheFailedOneBeforeItsRetry() {
        let clock = ManualClock(), disk = Disk()
        disk.holding = true
        let saver = disk.saver(clock)
        saver.save("page 1")
        clock.advance(by: 0.5)
        saver.save("page 2")
        disk.held.removeFirst()(.failed)
        #expect(saver.pending == "page 2", "the newer page is what is retried")
        clock.advance(by: 0.5)
        #expect(disk.written == ["page 1", "page 2"])
    }

    @Test func aRefusedWriteIsNeverTriedAgain() {
        let clock = ManualClock(), disk = Disk()
        disk.answers = [.refused]
        let saver = disk.saver(clock)
        saver.save("from a newer Recto")
        clock.advance(by: 60)
        #expect(disk.written == ["from a newer Recto"])
        #expect(saver.pending == nil)
    }

    @Test func flushWritesNowAndTakingThePendingItemStopsTheTimers() {
        let clock = ManualClock(), disk = Disk()
        let saver = disk.saver(clock)
        saver.save("page 7")
        saver.flush()
        #expect(disk.written == ["page 7"])
        saver.save("page 8")
        #expect(saver.takePending() == "page 8")
        clock.advance(by: 60)
        #expect(disk.written == ["page 7"], "the owner wrote page 8 itself")
        saver.flush()
        #expect(disk.written == ["page 7"], "nothing pending")
    }

    @Test func theManualClockRunsWorkInTheOrderItFallsDue() {
        let clock = ManualClock()
        var log: [String] = []
        clock.after(2) { log.append("two") }
        let cancelled = clock.after(1) { log.append("cancelled") }
        clock.after(1) {
            log.append("one")
            clock.after(0.5) { log.append("one and a half") }
        }
        cancelled.cancel()
        #expect(clock.nextDue == 1)
        clock.advance(by: 3)
        #expect(log == ["one", "one and a half", "two"])
        #expect(clock.now == 3 && !cancelled.isPending)
    }
}
