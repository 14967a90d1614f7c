import Foundation

/// Type-ahead in the contents list: typing the start of a chapter title selects it, like in a file list.
/// Keys typed within `timeout` of each other build one prefix; a pause starts a new one.
public struct ContentsTypeAhead: Sendable {
    /// How long a pause between keys may be before typing starts over.
    public static let timeout: Duration = .seconds(1)

    private var prefix = ""
    private var lastKey: ContinuousClock.Instant?

    public init() {}

    /// Whether a prefix is being typed (a key came within `timeout`): a space then belongs to the title
    /// ("The S…") rather than meaning "select".
    public func isTyping(now: ContinuousClock.Instant = .now) -> Bool {
        guard let lastKey, !prefix.isEmpty else { return false }
        return now - lastKey <= Self.timeout
    }

    /// Adds `text` to the prefix (or starts a new one after a pause) and returns the first entry row at or
    /// after `start` (wrapping around) whose title begins with it, ignoring case and accents.
    public mutating func type(_ text: String, in rows: [ContentsRow], from start: Int,
                              now: ContinuousClock.Instant = .now) -> Int? {
        if let lastKey, now - lastKey > Self.timeout { prefix = "" }
        lastKey = now
        prefix += text
        return Self.firstMatch(prefix, in: rows, from: start)
    }

    /// The first entry row at or after `start` (wrapping) whose title starts with `prefix`.
    public static func firstMatch(_ prefix: String, in rows: [ContentsRow], from start: Int) -> Int? {
        guard !rows.isEmpty, !prefix.isEmpty else { return nil }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .anchored]
        let begin = min(max(start, 0), rows.count - 1)
        for offset in 0..<rows.count {
            let index = (begin + offset) % rows.count
            guard case .entry = rows[index].kind else { continue }
            if rows[index].title.range(of: prefix, options: options) != nil { return index }
        }
        return nil
    }
}
