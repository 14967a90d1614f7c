/// Hands work from a background queue to the main actor, to run later: the app posts it to GLib's main loop,
/// tests to an inbox they drain (`MainInbox`). Models that touch the disk in the background (notes, reading
/// states, the library) bring their results back through it.
public typealias MainDelivery = @Sendable (@escaping @Sendable @MainActor () -> Void) -> Void
