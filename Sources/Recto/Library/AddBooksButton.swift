import CGtk
import GObjectSupport

/// The "Add Books…" pill on the library's empty pages, bound to `win.library-add`.
@MainActor
enum AddBooksButton {
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        TextButton.pill(i18n("_Add Books…"), action: "win.library-add")
    }
}
