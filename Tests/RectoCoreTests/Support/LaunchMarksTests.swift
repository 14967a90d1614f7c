import Testing
@testable import RectoCore

@Suite("Launch marks")
struct LaunchMarksTests {
    private func at(_ monotonic: Int) -> LaunchMarks.Clocks {
        LaunchMarks.Clocks(monotonic: monotonic, threadCPU: monotonic / 10)
    }

    @Test func theFirstMarkIsPrecededByTheProcessTimeBeforeMain() {
        var marks = LaunchMarks()
        var asked = 0
        marks.record("main", at: at(1000)) { asked += 1; return 42 }
        marks.record("startup", at: at(2000)) { asked += 1; return 99 }
        #expect(marks.lines == ["process-cpu-before-main 0 42", "main 1000 100", "startup 2000 200"])
        #expect(asked == 1)
    }

    @Test func eachLabelIsKeptOnceAtItsFirstMoment() {
        var marks = LaunchMarks()
        #expect(marks.record("first-paint", at: at(10)) { 0 })
        #expect(!marks.record("first-paint", at: at(20)) { 0 })
        #expect(marks.contains("first-paint"))
        #expect(!marks.contains("shown"))
        #expect(marks.lines == ["process-cpu-before-main 0 0", "first-paint 10 1"])
    }

    @Test func theTextIsGivenOnceAndNothingIsKeptAfter() {
        var marks = LaunchMarks()
        marks.record("main", at: at(10)) { 5 }
        #expect(marks.finish() == "process-cpu-before-main 0 5\nmain 10 1\n")
        #expect(marks.isFinished)
        #expect(!marks.record("late", at: at(30)) { 5 })
        #expect(marks.finish() == nil)
        #expect(marks.lines.count == 2)
    }
}
