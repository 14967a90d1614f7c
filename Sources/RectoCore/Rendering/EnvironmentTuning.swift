/// What Recto changes in its own environment before GTK starts (the renderer `RendererChoice` picks, and
/// `GDK_DEBUG=gl-disable` with it), and what a program Recto launches (a link's browser) must be given
/// instead: the environment the person gave Recto. Without that, a browser started from a link inherits
/// `GSK_RENDERER=cairo` and `GDK_DEBUG=gl-disable`, and a GTK 4 browser would draw without its GPU.
public struct EnvironmentTuning: Equatable, Sendable {
    /// A variable as a launched program gets it back: the person's own value, or nil to leave it unset.
    public struct Restored: Equatable, Sendable {
        public let name: String
        public let value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The variables Recto sets in its own process (overwriting), by name.
    public let settings: [String: String]
    /// The person's values of those variables, where they had one (an empty value is a value).
    public let original: [String: String]

    /// Decides the settings from the process environment and the entries of `/dev/dri` (see `RendererChoice`).
    public init(environment: [String: String], renderNodes: [String]) {
        var settings: [String: String] = [:]
        settings["GDK_DEBUG"] = RendererChoice.gdkDebug(environment: environment, renderNodes: renderNodes)
        settings["GSK_RENDERER"] = RendererChoice.renderer(environment: environment, renderNodes: renderNodes)
        self.settings = settings
        original = environment.filter { settings[$0.key] != nil }
    }

    /// Nothing set, nothing to give back: the state before Recto tunes its process.
    public static let untouched = EnvironmentTuning(settings: [:], original: [:])

    private init(settings: [String: String], original: [String: String]) {
        self.settings = settings
        self.original = original
    }

    /// For a program Recto launches: exactly the variables Recto set, each back to the person's value or
    /// unset, sorted by name. Empty when Recto changed nothing, so the launch leaves the environment alone.
    public var forLaunchedPrograms: [Restored] {
        settings.keys.sorted().map { Restored(name: $0, value: original[$0]) }
    }
}
