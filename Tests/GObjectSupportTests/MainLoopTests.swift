import CGtk
import GObjectSupport
import Testing

@Suite("MainLoop: work handed to the GLib main loop, released once done or cancelled")
@MainActor
struct MainLoopTests {
    @Test("Posted work runs when the main context runs, once, and its closure is released after")
    func postRunsOnceAndReleases() {
        let counter = Witness()
        var witness: Witness? = Witness()
        weak var captured: Witness?
        captured = witness
        MainLoop.post { [witness] in
            counter.calls += 1
            witness?.calls += 1
        }
        witness = nil
        #expect(captured != nil, "the posted closure is kept until it runs")
        #expect(counter.calls == 0)
        #expect(iterateMainContext { counter.calls == 1 })
        #expect(iterateMainContext { captured == nil }, "the closure is released once it ran")
        #expect(iterateMainContext(timeout: .milliseconds(50)) { counter.calls > 1 } == false, "it ran once")
    }

    @Test("Cancelled delayed work never runs, and its closure is released at the cancel")
    func cancelReleases() {
        var ran = false
        var witness: Witness? = Witness()
        weak var captured: Witness?
        captured = witness
        let timer = MainLoop.after(milliseconds: 10) { [witness] in
            ran = true
            witness?.calls += 1
        }
        witness = nil
        #expect(timer.isPending)
        timer.cancel()
        #expect(!timer.isPending)
        #expect(captured == nil)
        var later = false
        MainLoop.after(milliseconds: 50) { later = true }
        #expect(iterateMainContext { later })
        #expect(!ran)
    }
}
