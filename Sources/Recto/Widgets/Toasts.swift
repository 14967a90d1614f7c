import CGtk
import GObjectSupport

/// A window's toasts: short messages over the bottom of the window, some with Undo.
@MainActor
final class Toasts {
    /// The window's toast overlay, around all its content; nil once the window is gone. Not owned: features
    /// that outlive their window a moment (the library's pane, whose books the app's library still lists) must
    /// not keep the window's whole content alive through it.
    private(set) var overlay: UnsafeMutablePointer<GtkWidget>?

    /// `overlay`, a new toast overlay the window takes as its content.
    init(overlay: UnsafeMutablePointer<GtkWidget>) {
        self.overlay = overlay
        overlay.on("destroy") { [weak self] in self?.overlay = nil }
    }

    /// Shows a toast (`text` is Pango markup); with `undo`, it offers an Undo button that runs it. `dismissed`
    /// runs when the toast goes, by timeout, its close button or after Undo: the moment an undoable change is final.
    /// Returns the toast, to dismiss it early (`adw_toast_dismiss`) while it is still showing.
    @discardableResult
    func show(
        _ text: String, undo: (@MainActor () -> Void)? = nil, dismissed: (@MainActor () -> Void)? = nil
    ) -> OpaquePointer {
        let toast = adw_toast_new(text)!
        guard let overlay else {
            // The window is gone and nobody would see it: let go of it once the caller has looked at it.
            MainLoop.post { g_object_unref(toast.raw) }
            return toast
        }
        if let undo {
            adw_toast_set_button_label(toast, i18n("_Undo"))
            toast.on("button-clicked") { undo() }
        }
        if let dismissed { toast.on("dismissed") { dismissed() } }
        adw_toast_overlay_add_toast(overlay.cast(), toast)
        // The toast's widget is made now, or when the one before it goes: name its buttons then.
        nameButtonsSoon()
        toast.on("dismissed") { [weak self] in self?.nameButtonsSoon() }
        return toast
    }

    private func nameButtonsSoon() {
        MainLoop.post { [weak self] in
            guard let overlay = self?.overlay else { return }
            AccessibleNames.nameToastButtons(in: overlay)
        }
    }
}
