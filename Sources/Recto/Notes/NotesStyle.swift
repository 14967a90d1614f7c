import CGtk

/// The few style rules the notes view needs beyond libadwaita's: header rows that do not light up like
/// selectable rows, and a compact jump index.
@MainActor
enum NotesStyle {
    private static var installed = false

    private static let css = """
        .recto-notes-list > row.recto-notes-header-row,
        .recto-notes-list > row.recto-notes-header-row:hover,
        .recto-notes-list > row.recto-notes-header-row:selected { background: none; }
        .recto-notes-header { font-weight: 800; color: @accent_color; }
        .recto-jump-index button { min-height: 0; min-width: 0; padding: 2px 10px; }
        .recto-jump-index label { font-size: 0.85em; font-weight: bold; }
        """

    /// Adds the rules to the display once; later calls do nothing.
    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, provider.cast(), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider.raw) // the display holds it now
    }
}
