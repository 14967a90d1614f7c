extension RendererChoice {
    /// The variables to set in the process environment before GTK starts, each replacing what is there.
    ///
    /// `GSK_RENDERER` is set only where the variable is absent altogether: one the person set, even to the
    /// empty string, is theirs, and GTK then makes its own choice. `GDK_DEBUG` follows `gdkDebug`.
    public static func environment(_ environment: [String: String], renderNodes: [String]) -> [String: String] {
        var settings: [String: String] = [:]
        if let debug = gdkDebug(environment: environment, renderNodes: renderNodes) {
            settings["GDK_DEBUG"] = debug
        }
        if environment["GSK_RENDERER"] == nil,
           let chosen = renderer(environment: environment, renderNodes: renderNodes) {
            settings["GSK_RENDERER"] = chosen
        }
        return settings
    }
}
