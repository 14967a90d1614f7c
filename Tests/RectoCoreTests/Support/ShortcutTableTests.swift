import RectoCore
import Testing

@Suite("Shortcut table")
struct ShortcutTableTests {
    @Test("Every action is listed once, under the app or the window")
    func actionsAreUnique() {
        let actions = ShortcutTable.all.map(\.action)
        #expect(Set(actions).count == actions.count)
        #expect(actions.allSatisfy { $0.hasPrefix("app.") || $0.hasPrefix("win.") })
    }

    @Test("No key is bound to two actions")
    func accelsAreUnique() {
        let accels = ShortcutTable.all.flatMap(\.accels)
        #expect(Set(accels).count == accels.count)
    }

    @Test("Accelerators are in GTK's syntax: modifiers in angle brackets, then one key name")
    func accelsAreWellFormed() {
        let modifiers: Set<Substring> = ["Control", "Shift", "Alt"]
        for accel in ShortcutTable.all.flatMap(\.accels) {
            var rest = Substring(accel)
            while rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
                #expect(modifiers.contains(rest[rest.index(after: rest.startIndex)..<close]), "\(accel)")
                rest = rest[rest.index(after: close)...]
            }
            #expect(!rest.isEmpty && rest.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "\(accel)")
        }
    }

    @Test("Only the page-turn actions, read by the page view's own keys, have no accelerator")
    func unboundActions() {
        let unbound = ShortcutTable.all.filter(\.accels.isEmpty).map(\.action)
        #expect(Set(unbound) == ["win.next-page", "win.previous-page"])
    }
}
