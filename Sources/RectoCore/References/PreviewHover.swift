/// When a reference preview opens and closes as the pointer moves: it opens once the pointer has rested on a
/// reference for `restDelay` (a quick pass over it opens nothing), stays while the pointer is on the reference
/// or in the preview, and closes a moment after it has left both (the moment lets the pointer cross the gap
/// between them). Turning, scrolling, zooming and Escape close it at once (`dismiss`).
@MainActor
public final class PreviewHover<Target: Equatable> {
    /// How long the pointer rests on a reference before its preview opens.
    public static var restDelay: Double { 0.4 }
    /// How long the preview stays once the pointer has left both it and its reference.
    public static var leaveGrace: Double { 0.3 }

    public enum Event: Equatable {
        case open(Target)
        case close
    }

    /// The preview shown, if any.
    public private(set) var shown: Target?
    /// Told when the preview should open (replacing one shown) or close.
    public var onEvent: ((Event) -> Void)?

    private let scheduler: Scheduler
    private var under: Target?
    private var inPreview = false
    private var rest: ScheduledWork?
    private var grace: ScheduledWork?

    public init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    /// The pointer moved over the page: `target` is the reference under it, nil when there is none.
    public func pointer(on target: Target?) {
        guard target != under else { return }
        under = target
        rest?.cancel()
        rest = nil
        if let target, target != shown {
            rest = scheduler.after(Self.restDelay) { [weak self] in self?.rested(on: target) }
        }
        leaveIfOutside()
    }

    /// The pointer entered (true) or left (false) the preview.
    public func pointer(inPreview inside: Bool) {
        inPreview = inside
        leaveIfOutside()
    }

    /// Closes the preview now and forgets the pointer's rest (a turn, scroll, zoom or Escape).
    public func dismiss() {
        rest?.cancel()
        rest = nil
        grace?.cancel()
        grace = nil
        under = nil
        inPreview = false
        close()
    }

    /// Opens the preview of `target` at once (the keyboard's shortcut).
    public func openNow(_ target: Target) {
        rest?.cancel()
        grace?.cancel()
        shown = target
        onEvent?(.open(target))
    }

    private func rested(on target: Target) {
        guard under == target else { return }
        grace?.cancel()
        shown = target
        onEvent?(.open(target))
    }

    private func leaveIfOutside() {
        guard shown != nil else { return }
        if inPreview || (under != nil && under == shown) {
            grace?.cancel()
            grace = nil
            return
        }
        guard !(grace?.isPending ?? false) else { return }
        grace = scheduler.after(Self.leaveGrace) { [weak self] in
            guard let self, !inPreview, under == nil || under != shown else { return }
            // Resting on another reference opens its own preview when its delay ends.
            close()
        }
    }

    private func close() {
        guard shown != nil else { return }
        shown = nil
        onEvent?(.close)
    }
}
