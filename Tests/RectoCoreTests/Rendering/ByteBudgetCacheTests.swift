import Testing
import RectoCore

@Suite("Byte-budget cache")
struct ByteBudgetCacheTests {
    @Test("Values come back by key; missing keys give nil")
    func basics() {
        var cache = ByteBudgetCache<String, Int>(budget: 100)
        #expect(cache.insert(1, cost: 10, for: "a").isEmpty)
        #expect(cache.insert(2, cost: 20, for: "b").isEmpty)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "b") == 2)
        #expect(cache.value(for: "c") == nil)
        #expect(cache.count == 2)
        #expect(cache.totalCost == 30)
        #expect(cache.contains("a") && !cache.contains("c"))
        #expect(cache.budget == 100)
    }

    @Test("Replacing a key's value replaces its cost too")
    func replace() {
        var cache = ByteBudgetCache<String, Int>(budget: 100)
        cache.insert(1, cost: 40, for: "a")
        cache.insert(2, cost: 10, for: "a")
        #expect(cache.count == 1)
        #expect(cache.totalCost == 10)
        #expect(cache.value(for: "a") == 2)
    }

    @Test("Going over budget evicts the least recently inserted values first")
    func evictsOldest() {
        var cache = ByteBudgetCache<Int, String>(budget: 30)
        cache.insert("one", cost: 10, for: 1)
        cache.insert("two", cost: 10, for: 2)
        cache.insert("three", cost: 10, for: 3)
        #expect(cache.insert("four", cost: 10, for: 4) == [1])
        #expect(cache.insert("five", cost: 15, for: 5) == [2, 3])
        #expect(cache.totalCost == 25)
        #expect(!cache.contains(1) && !cache.contains(2) && !cache.contains(3))
        #expect(cache.contains(4) && cache.contains(5))
    }

    @Test("Reading a value makes it recently used and saves it from eviction")
    func readRefreshes() {
        var cache = ByteBudgetCache<Int, String>(budget: 30)
        cache.insert("one", cost: 10, for: 1)
        cache.insert("two", cost: 10, for: 2)
        cache.insert("three", cost: 10, for: 3)
        #expect(cache.value(for: 1) == "one")
        #expect(cache.insert("four", cost: 10, for: 4) == [2])
        #expect(cache.value(for: 3) == "three")
        #expect(cache.insert("five", cost: 10, for: 5) == [1])
        #expect(cache.contains(3) && cache.contains(4) && cache.contains(5))
    }

    @Test("Re-inserting a key makes it recently used")
    func reinsertRefreshes() {
        var cache = ByteBudgetCache<Int, String>(budget: 20)
        cache.insert("one", cost: 10, for: 1)
        cache.insert("two", cost: 10, for: 2)
        cache.insert("one again", cost: 10, for: 1)
        #expect(cache.insert("three", cost: 10, for: 3) == [2])
        #expect(cache.value(for: 1) == "one again")
    }

    @Test("contains and anyValue do not touch recency")
    func peeksDoNotRefresh() {
        var cache = ByteBudgetCache<Int, String>(budget: 20)
        cache.insert("one", cost: 10, for: 1)
        cache.insert("two", cost: 10, for: 2)
        #expect(cache.contains(1))
        #expect(cache.anyValue { $0 == 1 } == "one")
        #expect(cache.insert("three", cost: 10, for: 3) == [1])
    }

    @Test("A value bigger than the whole budget is kept alone")
    func oversize() {
        var cache = ByteBudgetCache<Int, String>(budget: 100)
        cache.insert("one", cost: 30, for: 1)
        cache.insert("two", cost: 30, for: 2)
        let evicted = cache.insert("huge", cost: 500, for: 3)
        #expect(Set(evicted) == [1, 2])
        #expect(cache.count == 1)
        #expect(cache.value(for: 3) == "huge")
        #expect(cache.totalCost == 500)
        #expect(cache.insert("small", cost: 10, for: 4) == [3], "the next insert pushes the oversize value out")
        #expect(cache.totalCost == 10)
    }

    @Test("Inserting the only value over budget keeps it")
    func oversizeFirst() {
        var cache = ByteBudgetCache<Int, String>(budget: 10)
        #expect(cache.insert("huge", cost: 11, for: 1).isEmpty)
        #expect(cache.value(for: 1) == "huge")
    }

    @Test("A value that exactly fills the budget evicts nothing more than needed")
    func exactBudget() {
        var cache = ByteBudgetCache<Int, String>(budget: 20)
        cache.insert("one", cost: 10, for: 1)
        #expect(cache.insert("two", cost: 10, for: 2).isEmpty)
        #expect(cache.totalCost == 20)
        #expect(cache.insert("three", cost: 20, for: 3) == [1, 2])
    }

    @Test("removeAll drops exactly the matching keys and their cost")
    func removeAll() {
        var cache = ByteBudgetCache<Int, String>(budget: 1000)
        for key in 0..<10 { cache.insert("v\(key)", cost: key + 1, for: key) }
        #expect(cache.totalCost == 55)
        cache.removeAll { $0.isMultiple(of: 2) }
        #expect(cache.count == 5)
        #expect(cache.totalCost == 2 + 4 + 6 + 8 + 10)
        for key in 0..<10 { #expect(cache.contains(key) == !key.isMultiple(of: 2)) }
        cache.removeAll { _ in true }
        #expect(cache.count == 0)
        #expect(cache.totalCost == 0)
        #expect(cache.value(for: 1) == nil)
    }

    @Test("anyValue finds a stand-in by any key property, or nil")
    func anyValue() {
        struct Key: Hashable { let page: Int; let width: Int }
        var cache = ByteBudgetCache<Key, String>(budget: 1000)
        cache.insert("p3@100", cost: 1, for: Key(page: 3, width: 100))
        cache.insert("p4@100", cost: 1, for: Key(page: 4, width: 100))
        #expect(cache.anyValue { $0.page == 3 } == "p3@100")
        #expect(cache.anyValue { $0.page == 5 } == nil)
        #expect(cache.anyValue { $0.width == 100 } != nil)
    }

    @Test("The total never exceeds the budget when every value fits", arguments: [1, 7, 42])
    func randomisedBudget(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var cache = ByteBudgetCache<Int, Int>(budget: 100)
        var model: [Int: Int] = [:]
        for _ in 0..<2000 {
            let key = Int.random(in: 0..<30, using: &generator)
            if Bool.random(using: &generator) {
                let cost = Int.random(in: 1...40, using: &generator)
                let evicted = cache.insert(key, cost: cost, for: key)
                model[key] = cost
                for gone in evicted { model[gone] = nil }
                #expect(!evicted.contains(key))
            } else {
                #expect((cache.value(for: key) != nil) == (model[key] != nil))
            }
            #expect(cache.totalCost <= cache.budget)
            #expect(cache.totalCost == model.values.reduce(0, +))
            #expect(cache.count == model.count)
        }
    }
}


@Suite("Byte-budget cache: budget changes and stand-ins")
struct ByteBudgetCacheBudgetTests {
    @Test("Lowering the budget evicts the least recently used values at once")
    func lowerBudget() {
        var cache = ByteBudgetCache<Int, String>(budget: 100)
        for key in 0..<5 { cache.insert("v\(key)", cost: 20, for: key) }
        _ = cache.value(for: 0)
        cache.budget = 40
        #expect(cache.totalCost == 40)
        #expect(cache.contains(0) && cache.contains(4))
        #expect(!cache.contains(1) && !cache.contains(2) && !cache.contains(3))
    }

    @Test("The nearest value is found by distance among the matching keys")
    func nearest() {
        var cache = ByteBudgetCache<Int, String>(budget: 1000)
        for key in [2, 10, 30] { cache.insert("p\(key)", cost: 1, for: key) }
        #expect(cache.nearestValue(by: { abs($0 - 12) }) == "p10")
        #expect(cache.nearestValue(where: { $0 != 10 }, by: { abs($0 - 12) }) == "p2")
        #expect(ByteBudgetCache<Int, String>(budget: 10).nearestValue(by: { $0 }) == nil)
    }
}
