import RectoCore
import Testing

@Suite("One observing idiom: typed changes, and a token that keeps the observation")
struct ObserversTests {
    @Test("Observers hear every change in the order they were added")
    func order() {
        let observers = Observers<Int>()
        var heard: [String] = []
        let first = observers.add { heard.append("first \($0)") }
        let second = observers.add { heard.append("second \($0)") }
        observers.send(1)
        observers.send(2)
        #expect(heard == ["first 1", "second 1", "first 2", "second 2"])
        #expect(observers.count == 2 && first.isActive && second.isActive)
    }

    @Test("Cancelling stops delivery, and a second cancel does nothing")
    func cancel() {
        let observers = Observers<Int>()
        var heard: [Int] = []
        let token = observers.add { heard.append($0) }
        observers.send(1)
        token.cancel()
        token.cancel()
        observers.send(2)
        #expect(heard == [1])
        #expect(!token.isActive && observers.count == 0)
    }

    @Test("Letting the token go stops delivery: the list holds observers only through their tokens")
    func release() {
        let observers = Observers<Int>()
        var heard: [Int] = []
        var token: ObservationToken? = observers.add { heard.append($0) }
        observers.send(1)
        #expect(token?.isActive == true)
        token = nil
        observers.send(2)
        #expect(heard == [1])
        #expect(observers.count == 0)
    }

    @Test("The model does not keep its observer alive")
    func noRetain() {
        final class Observer {
            var token: ObservationToken?
            var heard: [Int] = []
        }
        let observers = Observers<Int>()
        weak var gone: Observer?
        do {
            let observer = Observer()
            observer.token = observers.add { [unowned observer] in observer.heard.append($0) }
            observers.send(1)
            #expect(observer.heard == [1])
            gone = observer
        }
        #expect(gone == nil, "the observer went with its last reference; its token went with it")
        observers.send(2) // nothing left to call
        #expect(observers.count == 0)
    }

    @Test("An observer cancelled by one told before it hears nothing more, even of the change being delivered")
    func cancelledDuringDelivery() {
        let observers = Observers<Int>()
        var heard: [String] = []
        var second: ObservationToken?
        let first = observers.add { value in
            heard.append("first \(value)")
            second?.cancel()
        }
        second = observers.add { heard.append("second \($0)") }
        observers.send(1)
        observers.send(2)
        #expect(heard == ["first 1", "first 2"])
        #expect(first.isActive)
    }

    @Test("One added during a delivery hears from the next change on")
    func addedDuringDelivery() {
        let observers = Observers<Int>()
        var heard: [String] = []
        var late: ObservationToken?
        let first = observers.add { value in
            heard.append("first \(value)")
            if late == nil { late = observers.add { heard.append("late \($0)") } }
        }
        observers.send(1)
        observers.send(2)
        #expect(heard == ["first 1", "first 2", "late 2"])
        #expect(first.isActive && late?.isActive == true)
    }

    @Test("A joined token ends every observation it holds")
    func joined() {
        let numbers = Observers<Int>(), words = Observers<String>()
        var heard: [String] = []
        let token = ObservationToken(joining: [
            numbers.add { heard.append("\($0)") }, words.add { heard.append($0) },
        ])
        numbers.send(1)
        words.send("one")
        token.cancel()
        numbers.send(2)
        words.send("two")
        #expect(heard == ["1", "one"])
        #expect(numbers.count == 0 && words.count == 0)
    }
}
