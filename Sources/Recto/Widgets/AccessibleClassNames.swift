import CGtk
import GObjectSupport

/// Keeps screen readers from announcing widgets by their class: GTK 4.8 names every accessible that has no label
/// after its type, so Orca said "GtkImage Open push button" (a button is labelled by the icon inside it),
/// "GtkStackPage panel" as the focus crossed a stack, and the tree held fillers and scroll bars named
/// "GtkOverlay" or "GtkScrollbar". When a widget is realized or mapped, the widgets under it (hidden pages too)
/// are given an empty name, each once; what the app named is left alone.
@MainActor
enum AccessibleClassNames {
    /// Looks at every widget realized or mapped from now on; called once, before the first window.
    static func install() {
        WidgetShowingHook.install { widget in look(at: widget) }
    }

    /// Tidies `widget`'s tree now: a page added to a stack before it is shown (the contents, filled ahead) is
    /// neither realized nor mapped, yet the screen reader's tree holds it.
    static func look(at widget: UnsafeMutablePointer<GtkWidget>) {
        tidyTree(widget)
        // A page added to a stack later is shown on its own; its page belongs to the stack.
        if let stack = gtk_widget_get_parent(widget), isA(stack, gtk_stack_get_type()) {
            namePage(of: widget, in: stack)
        }
    }

    /// The whole tree, every time: a widget looked at before may have been given children since (a list's rows
    /// are made and bound before they are shown). Each widget is changed once.
    private static func tidyTree(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if markTidied(widget.cast()) { tidy(widget) }
        let isStack = isA(widget, gtk_stack_get_type())
        var child = gtk_widget_get_first_child(widget)
        while let next = child {
            if isStack { namePage(of: next, in: widget) }
            tidyTree(next)
            child = gtk_widget_get_next_sibling(next)
        }
    }

    private static func tidy(_ widget: UnsafeMutablePointer<GtkWidget>) {
        // A window reads as its title (GTK names it so); a dialog made by GTK, such as the file chooser, has only
        // that name.
        guard recto_accessible_is_named(widget.cast()) == 0, !isA(widget, gtk_window_get_type()) else { return }
        if isA(widget, gtk_image_get_type()) {
            // An icon no one named is decoration: a button's icon (the button has the name) or a mark beside
            // text. Nameless rather than hidden: GTK sets the hidden state itself as a widget is mapped.
            recto_accessible_set_no_name(widget.cast())
            if let button = gtk_widget_get_parent(widget), isA(button, gtk_button_get_type()) {
                recto_accessible_forget_labels(button.cast())
            }
            return
        }
        switch gtk_accessible_get_accessible_role(widget.cast()) {
        case GTK_ACCESSIBLE_ROLE_WIDGET, GTK_ACCESSIBLE_ROLE_SCROLLBAR, GTK_ACCESSIBLE_ROLE_MENU:
            recto_accessible_set_no_name(widget.cast())
        case GTK_ACCESSIBLE_ROLE_LABEL:
            // A label names itself by its text once it has one; until then it is blank, not "GtkLabel".
            if isA(widget, gtk_label_get_type()), gtk_label_get_text(widget.cast()).pointee == 0 {
                recto_accessible_set_no_name(widget.cast())
            }
        default:
            break
        }
    }

    /// A stack's page reads as its title where it has one, else as nothing.
    private static func namePage(of child: UnsafeMutablePointer<GtkWidget>, in stack: UnsafeMutablePointer<GtkWidget>) {
        guard let page = gtk_stack_get_page(stack.cast(), child), recto_accessible_is_named(page.cast()) == 0,
              markTidied(page.cast())
        else { return }
        if let title = gtk_stack_page_get_title(page) {
            recto_accessible_set_label(page.cast(), title)
        } else {
            recto_accessible_set_no_name(page.cast())
        }
    }

    private static let tidiedKey = "recto-class-names-tidied"

    /// Marks `object` as looked at; false if it was already.
    private static func markTidied(_ object: UnsafeMutablePointer<GObject>) -> Bool {
        guard g_object_get_data(object, tidiedKey) == nil else { return false }
        g_object_set_data(object, tidiedKey, UnsafeMutableRawPointer(bitPattern: 1))
        return true
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(widget.cast(), type) != 0
    }
}
