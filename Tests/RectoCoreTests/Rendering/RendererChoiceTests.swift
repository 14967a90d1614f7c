import Testing
import RectoCore

@Suite("Renderer choice")
struct RendererChoiceTests {
    @Test("Without a GPU render node, GTK's cairo renderer is chosen")
    func noGPU() {
        #expect(RendererChoice.renderer(environment: [:], renderNodes: []) == "cairo")
        #expect(RendererChoice.renderer(environment: ["GSK_RENDERER": ""], renderNodes: ["by-path"]) == "cairo")
    }

    @Test("With a GPU, GTK keeps its own choice")
    func gpu() {
        #expect(RendererChoice.renderer(environment: [:], renderNodes: ["card0", "renderD128"]) == nil)
        #expect(RendererChoice.renderer(environment: ["LIBGL_ALWAYS_SOFTWARE": "0"], renderNodes: ["renderD128"]) == nil)
    }

    @Test("Software GL asked for explicitly counts as no GPU")
    func softwareGL() {
        #expect(RendererChoice.renderer(environment: ["LIBGL_ALWAYS_SOFTWARE": "1"], renderNodes: ["renderD128"]) == "cairo")
    }

    @Test("A renderer the person chose is never overridden")
    func personChose() {
        #expect(RendererChoice.renderer(environment: ["GSK_RENDERER": "gl"], renderNodes: []) == nil)
        #expect(RendererChoice.renderer(environment: ["GSK_RENDERER": "ngl", "LIBGL_ALWAYS_SOFTWARE": "1"],
                                        renderNodes: []) == nil)
    }

    @Test("When Recto picks cairo, GTK is told not to prepare OpenGL; never when the person chose")
    func glDisabledWithCairo() {
        #expect(RendererChoice.gdkDebug(environment: [:], renderNodes: []) == "gl-disable")
        #expect(RendererChoice.gdkDebug(environment: ["LIBGL_ALWAYS_SOFTWARE": "1"], renderNodes: ["renderD128"])
            == "gl-disable")
        #expect(RendererChoice.gdkDebug(environment: [:], renderNodes: ["renderD128"]) == nil, "a GPU keeps GL")
        #expect(RendererChoice.gdkDebug(environment: ["GSK_RENDERER": "cairo"], renderNodes: []) == nil)
        #expect(RendererChoice.gdkDebug(environment: ["GSK_RENDERER": "gl"], renderNodes: []) == nil)
        #expect(RendererChoice.gdkDebug(environment: ["GDK_DEBUG": "events"], renderNodes: []) == nil)
        #expect(RendererChoice.gdkDebug(environment: ["GDK_DEBUG": ""], renderNodes: []) == "gl-disable")
    }
}
