import Foundation
import RectoCore
import Testing

@Suite("Window actions")
struct WindowActionTests {
    @Test("Every window shortcut in the table names a window action, and gets its accelerators from there")
    func shortcutsNameActions() {
        for entry in ShortcutTable.all where entry.action.hasPrefix("win.") {
            let name = String(entry.action.dropFirst("win.".count))
            let action = WindowAction(rawValue: name)
            #expect(action != nil, "\(entry.action) is no WindowAction")
            #expect(action?.accelerators == entry.accels)
            #expect(action?.detailedName == entry.action)
        }
    }

    @Test("Every win.* action the app's menus and buttons name is a window action")
    func menusNameActions() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let app = root.appendingPathComponent("Sources/Recto")
        let files = try #require(FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil))
        var named: Set<String> = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let pattern = try NSRegularExpression(pattern: "\"win\\.([a-z0-9-]+)")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { named.insert(String(text[range])) }
            }
        }
        #expect(!named.isEmpty)
        for name in named.sorted() { #expect(WindowAction(rawValue: name) != nil, "win.\(name)") }
    }

    @Test("Names are distinct, and the page turns are enabled by the room to move")
    func namesAndAvailability() {
        let names = WindowAction.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        #expect(WindowAction.nextPage.availability == .room)
        #expect(WindowAction.findNext.availability == .matches)
    }
}
