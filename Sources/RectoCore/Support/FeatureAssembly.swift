/// Puts a window's features together in any order: each part is provided once made, and a build that needs
/// several parts runs as soon as the last of them is there, whichever came first. A feature built over others
/// (highlights over the notes, the page's marks and its selection) then never depends on the order the window
/// happens to make them in, and a build still waiting when the window is done is named (`waiting`), never
/// skipped without a word.
@MainActor
public final class FeatureAssembly {
    private struct Build {
        let name: String
        let needs: [ObjectIdentifier]
        let run: (FeatureAssembly) -> Void
    }

    private var parts: [ObjectIdentifier: AnyObject] = [:]
    private var pending: [Build] = []

    public init() {}

    /// Makes `part` available to the builds that need its type; runs those that now have everything.
    public func provide<Part: AnyObject>(_ part: Part) {
        parts[ObjectIdentifier(Part.self)] = part
        runReady()
    }

    /// The part of type `Part`, if provided.
    public func part<Part: AnyObject>(_ type: Part.Type = Part.self) -> Part? {
        parts[ObjectIdentifier(type)] as? Part
    }

    /// Runs `build` once `A`, `B` and `C` are all provided: now if they are.
    public func when<A: AnyObject, B: AnyObject, C: AnyObject>(
        _ name: String, _: A.Type, _: B.Type, _: C.Type, build: @escaping (A, B, C) -> Void
    ) {
        let needs = [ObjectIdentifier(A.self), ObjectIdentifier(B.self), ObjectIdentifier(C.self)]
        enqueue(Build(name: name, needs: needs) {
            guard let a: A = $0.part(), let b: B = $0.part(), let c: C = $0.part() else { return }
            build(a, b, c)
        })
    }

    /// Runs `build` once `A` and `B` are both provided: now if they are.
    public func when<A: AnyObject, B: AnyObject>(
        _ name: String, _: A.Type, _: B.Type, build: @escaping (A, B) -> Void
    ) {
        enqueue(Build(name: name, needs: [ObjectIdentifier(A.self), ObjectIdentifier(B.self)]) {
            guard let a: A = $0.part(), let b: B = $0.part() else { return }
            build(a, b)
        })
    }

    /// The builds still waiting for a part: empty once a window has made all its features.
    public var waiting: [String] { pending.map(\.name) }

    private func enqueue(_ build: Build) {
        pending.append(build)
        runReady()
    }

    private func runReady() {
        while let index = pending.firstIndex(where: { $0.needs.allSatisfy { parts[$0] != nil } }) {
            let build = pending.remove(at: index)
            build.run(self)
        }
    }
}
