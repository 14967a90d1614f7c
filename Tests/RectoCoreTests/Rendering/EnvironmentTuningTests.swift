import Testing
import RectoCore

@Suite("Environment tuning: what Recto sets, and what a launched program gets back")
struct EnvironmentTuningTests {
    @Test func withoutAGPUCairoAndNoGLAreSetAndBothAreUnsetForALaunchedProgram() {
        let tuning = EnvironmentTuning(environment: ["PATH": "/usr/bin", "HOME": "/home/reader"], renderNodes: [])
        #expect(tuning.settings == ["GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"])
        #expect(tuning.forLaunchedPrograms == [
            .init(name: "GDK_DEBUG", value: nil), .init(name: "GSK_RENDERER", value: nil),
        ], "neither was the person's: both are unset, nothing else is touched")
    }

    @Test func aGPULeavesTheEnvironmentAsGiven() {
        let tuning = EnvironmentTuning(environment: ["GDK_DEBUG": "events"], renderNodes: ["card0", "renderD128"])
        #expect(tuning.settings.isEmpty)
        #expect(tuning.forLaunchedPrograms.isEmpty, "nothing set, nothing to undo")
    }

    @Test func thePersonsValuesComeBackEmptyOnesToo() {
        // An empty GDK_DEBUG or GSK_RENDERER is no choice for Recto, but it is what the person gave.
        let tuning = EnvironmentTuning(environment: ["GDK_DEBUG": "", "GSK_RENDERER": ""], renderNodes: [])
        #expect(tuning.settings == ["GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"])
        #expect(tuning.forLaunchedPrograms == [
            .init(name: "GDK_DEBUG", value: ""), .init(name: "GSK_RENDERER", value: ""),
        ])
    }

    @Test func onlyWhatRectoSetIsUndone() {
        // The person chose GDK_DEBUG: Recto sets only the renderer, and undoes only that.
        let debug = EnvironmentTuning(environment: ["GDK_DEBUG": "events"], renderNodes: [])
        #expect(debug.settings == ["GSK_RENDERER": "cairo"])
        #expect(debug.forLaunchedPrograms == [.init(name: "GSK_RENDERER", value: nil)])
        // The person chose the renderer: Recto sets nothing.
        let renderer = EnvironmentTuning(environment: ["GSK_RENDERER": "gl"], renderNodes: [])
        #expect(renderer.settings.isEmpty && renderer.forLaunchedPrograms.isEmpty)
        // Software GL with a GPU: cairo, and the launched program gets LIBGL_ALWAYS_SOFTWARE as it was (untouched).
        let software = EnvironmentTuning(environment: ["LIBGL_ALWAYS_SOFTWARE": "1"], renderNodes: ["renderD128"])
        #expect(software.forLaunchedPrograms.map(\.name) == ["GDK_DEBUG", "GSK_RENDERER"])
    }
}
