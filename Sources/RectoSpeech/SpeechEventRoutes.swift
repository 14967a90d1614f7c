import CSpeechd
import RectoCore
import Synchronization

/// Where speech-dispatcher's events go. libspeechd calls back on its own thread with a message's id and no
/// user data, so the messages said are looked up here by (client, message) id: each knows its utterance and
/// the connection's sink. An event may come before `spd_say` has returned its message's id; such events wait
/// here until the message is routed.
enum SpeechEventRoutes {
    struct Key: Hashable {
        let client: Int
        let message: Int
    }

    struct Route {
        let utterance: Int
        let sink: @Sendable (SpeechEvent) -> Void
    }

    enum Kind: Sendable {
        case began, ended, mark, cancelled
    }

    private struct Table {
        var routes: [Key: Route] = [:]
        var early: [(Key, Kind)] = []
    }

    private static let table = Mutex(Table())
    /// Events of messages not yet routed that are kept; older ones are of messages that were never routed.
    private static let earlyLimit = 64

    /// Routes message `key`'s events to `route`, and hands over the ones that came first.
    static func add(_ key: Key, _ route: Route) {
        let waiting = table.withLock { table -> [Kind] in
            table.routes[key] = route
            let mine = table.early.filter { $0.0 == key }.map(\.1)
            table.early.removeAll { $0.0 == key }
            return mine
        }
        waiting.forEach { deliver($0, to: route, key: key) }
    }

    /// Forgets every route of `client` (its connection closed).
    static func removeAll(client: Int) {
        table.withLock { $0.routes = $0.routes.filter { $0.key.client != client } }
    }

    /// Called on libspeechd's thread.
    static func receive(_ kind: Kind, key: Key) {
        let route = table.withLock { table -> Route? in
            guard let route = table.routes[key] else {
                table.early.append((key, kind))
                if table.early.count > earlyLimit { table.early.removeFirst() }
                return nil
            }
            return route
        }
        if let route { deliver(kind, to: route, key: key) }
    }

    private static func deliver(_ kind: Kind, to route: Route, key: Key) {
        switch kind {
        case .began: route.sink(.began(route.utterance))
        case .mark: route.sink(.marked(route.utterance))
        case .ended:
            route.sink(.ended(route.utterance))
            table.withLock { _ = $0.routes.removeValue(forKey: key) }
        case .cancelled:
            table.withLock { _ = $0.routes.removeValue(forKey: key) }
        }
    }

    /// The callbacks set on every connection: plain C functions, as libspeechd wants.
    static let begin: SPDCallback = { message, client, _ in
        receive(.began, key: Key(client: Int(client), message: Int(message)))
    }
    static let end: SPDCallback = { message, client, _ in
        receive(.ended, key: Key(client: Int(client), message: Int(message)))
    }
    static let cancel: SPDCallback = { message, client, _ in
        receive(.cancelled, key: Key(client: Int(client), message: Int(message)))
    }
    static let mark: SPDCallbackIM = { message, client, _, _ in
        receive(.mark, key: Key(client: Int(client), message: Int(message)))
    }
}
