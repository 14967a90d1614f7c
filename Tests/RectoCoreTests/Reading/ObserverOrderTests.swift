import RectoCore
import RectoTestSupport
import Testing

/// The window's features are observers of `ReaderModel` (and of its view model), made one after another in
/// `ReaderWindow.init`. Their order does not matter when every observer finds the model whole whenever it is
/// told of a change: what each one sees must not depend on who was told before it.
@MainActor
@Suite("Reader model: observers in any order")
struct ObserverOrderTests {
    /// What one observer sees at each change: the change and the model's state at that moment.
    @MainActor
    final class Witness {
        var seen: [String] = []
        private var tokens: [ObservationToken] = []
        init(_ model: ReaderModel) {
            tokens.append(model.observe { [unowned self, unowned model] change in
                seen.append("\(ReaderModelTests.Recorder.word(change)): \(Self.state(of: model))")
            })
        }

        static func state(of model: ReaderModel) -> String {
            let pages = model.navigator.map { "\($0.visiblePages)/\($0.pageCount)" } ?? "none"
            return "\(model.phase) \(model.view.shown) \(pages) \(model.layout) \(model.direction) \(model.showsPage)"
        }
    }

    /// A reader's session: open a book, turn, switch layout and direction, show the contents and back, open
    /// another book, close.
    private func read(_ model: ReaderModel) {
        model.beginOpening()
        model.open(FakePageSource(pageCount: 12), at: 3)
        _ = model.perform(.next)
        model.setLayout(.spread)
        model.setDirection(.rightToLeft)
        model.view.show(.contents)
        _ = model.go(to: 9)
        model.view.showPage()
        model.open(FakePageSource(pageCount: 4), at: 1)
        model.close()
    }

    @Test("Three observers made in each of the six orders each see the same changes and the same state")
    func everyOrderSeesTheSame() {
        var histories: Set<[String]> = []
        for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            let model = ReaderModel()
            var witnesses: [Int: Witness] = [:]
            for index in order { witnesses[index] = Witness(model) }
            read(model)
            let seen = (0..<3).map { witnesses[$0]!.seen }
            #expect(seen[0] == seen[1] && seen[1] == seen[2], "order \(order)")
            histories.insert(seen[0])
        }
        #expect(histories.count == 1, "every order tells the same story")
        #expect(histories.first?.count ?? 0 > 8)
    }
}
