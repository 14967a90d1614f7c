/// Every keyboard shortcut bound to an action, in one table: the app binds them (`Shortcuts.install` in
/// Sources/Recto/App), the help overlay lists them (`tools/check-shortcuts.py` checks it does) and tests read
/// them. Page-turn keys without modifiers (arrows, Space, Page Up/Down, Home/End) are read by the page view
/// itself (see `PageKeys`), so that they never steal keys from a text entry or the scrubber.
public enum ShortcutTable {
    /// Each action (`app.quit`, `win.find`) with its accelerators in GTK's syntax (`<Control><Shift>n`); an action
    /// with none is listed so that menus and tests find it here too.
    public static let all: [(action: String, accels: [String])] = [
        ("app.quit", ["<Control>q"]),
        ("win.show-help-overlay", ["<Control>question"]),
        ("win.close", ["<Control>w"]),
        ("win.open", ["<Control>o"]),
        ("win.print", ["<Control>p"]),
        ("win.zoom-in", ["<Control>plus", "<Control>equal", "<Control>KP_Add"]),
        ("win.zoom-out", ["<Control>minus", "<Control>KP_Subtract"]),
        ("win.zoom-reset", ["<Control>0", "<Control>KP_0"]),
        ("win.go-to-page", ["<Control>l"]),
        ("win.contents", ["<Control>t"]),
        ("win.overview", ["<Control><Alt>o"]),
        // Enabled only while the contents are shown, so elsewhere these keys pass through.
        ("win.rename-chapter", ["F2"]),
        ("win.delete-chapter", ["Delete", "KP_Delete"]),
        ("win.spread", ["<Control>2"]),
        ("win.continuous", ["<Control><Shift>c"]),
        ("win.trim-margins", ["<Control><Shift>m"]),
        ("win.right-to-left", ["<Control><Shift>r"]),
        ("win.cycle-colour-mode", ["<Control>i"]),
        ("win.fullscreen", ["F11"]),
        ("win.notes", ["<Control><Shift>n"]),
        ("win.add-note", ["<Control>n"]),
        ("win.library", ["F9"]),
        ("win.library-add", ["<Control><Shift>o"]),
        // Every book in the library's selection mode, a text field's text there, else the page's text.
        ("win.select-all", ["<Control>a"]),
        ("win.preferences", ["<Control>comma"]),
        ("win.copy", ["<Control>c"]),
        ("win.highlight", ["<Control>h"]),
        ("win.find", ["<Control>f"]),
        ("win.find-next", ["F3", "<Control>g"]),
        ("win.find-previous", ["<Shift>F3", "<Control><Shift>g"]),
        ("win.find-results", ["<Control><Shift>f"]),
        ("win.go-back", ["<Alt>Left"]),
        ("win.go-forward", ["<Alt>Right"]),
        // The preview of the reference at the page text's caret ("Figure 3", "[12]").
        ("win.preview-reference", ["<Alt>Return"]),
        // Starts reading aloud from the selection or the page's top; again, stops.
        ("win.read-aloud", ["<Control><Shift>s"]),
        ("win.next-region", ["F6"]),
        ("win.previous-region", ["<Shift>F6"]),
        ("win.next-page", []),
        ("win.previous-page", []),
    ]
}
