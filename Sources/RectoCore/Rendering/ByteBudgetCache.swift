/// A least-recently-used cache bounded by the bytes its values cost, not by their count: a rendered A4 page
/// at 150 dpi costs ~9 MB while a thumbnail costs ~50 KB, so counting entries would be meaningless.
public struct ByteBudgetCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    /// The most the values may cost together; lowering it evicts the least recently used values at once.
    public var budget: Int {
        didSet { trim(keeping: nil) }
    }
    /// What the values cost now.
    public private(set) var totalCost = 0
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    public init(budget: Int) {
        self.budget = budget
    }

    /// Number of cached values.
    public var count: Int { entries.count }

    /// The value for `key`, marking it as recently used.
    public mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.value
    }

    /// Marks the cached ones of `keys` as recently used, the last most recently.
    public mutating func touch(_ keys: [Key]) {
        for key in keys where entries[key] != nil {
            clock += 1
            entries[key]!.lastUse = clock
        }
    }

    /// A cached value whose key passes `matches`, without touching recency (for a stand-in of another size
    /// while the right one renders).
    public func anyValue(where matches: (Key) -> Bool) -> Value? {
        entries.first { matches($0.key) }?.value.value
    }

    /// Whether `key` is cached, without touching its recency.
    public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value`, evicting the least recently used values until the total fits the budget. A single
    /// value larger than the whole budget is still kept (alone), since the page on screen must be shown.
    /// - Returns: the keys evicted.
    @discardableResult
    public mutating func insert(_ value: Value, cost: Int, for key: Key) -> [Key] {
        clock += 1
        if let old = entries[key] { totalCost -= old.cost }
        entries[key] = Entry(value: value, cost: cost, lastUse: clock)
        totalCost += cost
        return trim(keeping: key)
    }

    /// Evicts the least recently used values until the total fits, never `kept` nor the last value.
    @discardableResult
    private mutating func trim(keeping kept: Key?) -> [Key] {
        var evicted: [Key] = []
        while totalCost > budget, entries.count > 1 {
            // Linear scan: the cache holds tens of pages, and eviction is rare next to a render.
            let oldest = entries.min { $0.value.lastUse < $1.value.lastUse }!.key
            guard oldest != kept else { break }
            totalCost -= entries.removeValue(forKey: oldest)!.cost
            evicted.append(oldest)
        }
        return evicted
    }

    /// The cached value whose key passes `matches` and scores lowest by `distance` (the nearest page to one
    /// not rendered yet), without touching recency.
    public func nearestValue(where matches: (Key) -> Bool = { _ in true }, by distance: (Key) -> Int) -> Value? {
        entries.filter { matches($0.key) }.min { distance($0.key) < distance($1.key) }?.value.value
    }

    /// Drops every value whose key fails `keep`.
    public mutating func removeAll(where shouldRemove: (Key) -> Bool) {
        for key in entries.keys where shouldRemove(key) {
            totalCost -= entries.removeValue(forKey: key)!.cost
        }
    }
}
