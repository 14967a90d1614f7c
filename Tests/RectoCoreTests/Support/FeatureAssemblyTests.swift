import RectoCore
import Testing

@MainActor
@Suite("A window's features put together in any order")
struct FeatureAssemblyTests {
    final class Notes {}
    final class Marks {}
    final class Selection {}
    final class Highlights {
        let notes: Notes, marks: Marks, selection: Selection
        init(notes: Notes, marks: Marks, selection: Selection) {
            self.notes = notes
            self.marks = marks
            self.selection = selection
        }
    }

    /// Every order of `items`.
    private static func orders<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return orders(rest).map { [first] + $0 }
        }
    }

    @Test("Highlights are built once, over the notes, marks and selection made, in each of the 24 orders")
    func anyOrder() {
        let steps = ["notes", "marks", "selection", "highlights"]
        let orders = Self.orders(steps)
        #expect(orders.count == 24)
        for order in orders {
            let assembly = FeatureAssembly()
            let notes = Notes(), marks = Marks(), selection = Selection()
            var built: [Highlights] = []
            for step in order {
                switch step {
                case "notes": assembly.provide(notes)
                case "marks": assembly.provide(marks)
                case "selection": assembly.provide(selection)
                default:
                    assembly.when("highlights", Notes.self, Marks.self, Selection.self) {
                        built.append(Highlights(notes: $0, marks: $1, selection: $2))
                    }
                }
            }
            #expect(built.count == 1, "built once in the order \(order)")
            #expect(built.first.map { $0.notes === notes && $0.marks === marks && $0.selection === selection } == true)
            #expect(assembly.waiting.isEmpty)
        }
    }

    @Test("A build whose part never comes waits, and says which build it is")
    func waitingIsNamed() {
        let assembly = FeatureAssembly()
        var built = 0
        assembly.when("highlights", Notes.self, Marks.self) { _, _ in built += 1 }
        assembly.provide(Notes())
        #expect(built == 0)
        #expect(assembly.waiting == ["highlights"])
        assembly.provide(Marks())
        #expect(built == 1)
        assembly.provide(Marks())
        #expect(built == 1, "a build runs once")
    }

    @Test("A build can provide a part another build waits for")
    func chained() {
        let assembly = FeatureAssembly()
        var log: [String] = []
        assembly.when("highlights", Notes.self, Selection.self) { _, _ in log.append("highlights") }
        assembly.when("selection", Marks.self, Notes.self) { _, _ in
            log.append("selection")
            assembly.provide(Selection())
        }
        assembly.provide(Marks())
        assembly.provide(Notes())
        #expect(log == ["selection", "highlights"])
        #expect(assembly.waiting.isEmpty)
    }
}
