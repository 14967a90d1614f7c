/// Which GSK renderer Recto asks GTK for, decided before GTK starts.
///
/// Without a GPU, GTK's GL renderer runs on Mesa's software rasterizer (llvmpipe). Measured under Xvfb on a
/// 2-core machine, every frame of Recto's window then costs tens of milliseconds of CPU (a page turn took
/// 180 ms from key to screen) and the first frame waits about a second for LLVM to compile GTK's shaders;
/// GTK's cairo renderer draws the same frames in a few milliseconds. So when no GPU render node is there,
/// Recto picks cairo. A renderer the person chose (`GSK_RENDERER`) is always kept.
public enum RendererChoice {
    /// The renderer to set, or nil to leave GTK's own choice.
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - renderNodes: the entries of `/dev/dri` (empty when it is missing, as in a container without a GPU).
    public static func renderer(environment: [String: String], renderNodes: [String]) -> String? {
        if let chosen = environment["GSK_RENDERER"], !chosen.isEmpty { return nil }
        let softwareGL = environment["LIBGL_ALWAYS_SOFTWARE"].map { !["", "0", "false"].contains($0) } ?? false
        let hasGPU = renderNodes.contains { $0.hasPrefix("renderD") || $0.hasPrefix("card") }
        return softwareGL || !hasGPU ? "cairo" : nil
    }

    /// The `GDK_DEBUG` to set with the renderer, or nil to leave it. When Recto picks cairo itself, nothing
    /// in the process draws with OpenGL, yet GTK 4.8 prepares it while opening the X display (to pick the
    /// windows' visual): loading Mesa and LLVM and making a context cost the main thread about 50 ms of CPU
    /// before the first window (perf, launch under Xvfb), and LLVM's megabytes of memory. `gl-disable` skips
    /// that. A `GDK_DEBUG` the person set is kept, and so is GL when they chose the renderer.
    public static func gdkDebug(environment: [String: String], renderNodes: [String]) -> String? {
        if let chosen = environment["GDK_DEBUG"], !chosen.isEmpty { return nil }
        return renderer(environment: environment, renderNodes: renderNodes) == "cairo" ? "gl-disable" : nil
    }
}
