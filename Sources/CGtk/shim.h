// The C surface of the app: GTK 4.8, libadwaita 1.2, cairo 1.16 and libintl. Poppler is in CPoppler, which only the
// document engine imports.
// Variadic or macro-only C API gets a fixed-arity `recto_*` wrapper here so Swift can call it.
#ifndef RECTO_SHIM_H
#define RECTO_SHIM_H

#include <adwaita.h>
#include <gtk/gtk.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <libintl.h>
#include <locale.h>
#include <glib/gstdio.h>

/// Marks an accessible the app named, so that `AccessibleClassNames` (which blanks what GTK 4.8 would announce by
/// its class name) leaves it alone.
static inline void recto_accessible_mark_named(GtkAccessible *accessible) {
    g_object_set_data(G_OBJECT(accessible), "recto-accessible-named", GINT_TO_POINTER(1));
}

static inline gboolean recto_accessible_is_named(GtkAccessible *accessible) {
    return g_object_get_data(G_OBJECT(accessible), "recto-accessible-named") != NULL;
}

static inline void recto_accessible_set_label(GtkAccessible *accessible, const char *label) {
    recto_accessible_mark_named(accessible);
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// GTK 4.8 names a button by its label property and, after it, by the label widget inside it ("_Undo Undo").
/// Leaving the label widget out of the name leaves the one name set here.
static inline void recto_accessible_set_only_label(GtkAccessible *accessible, const char *label) {
    recto_accessible_mark_named(accessible);
    gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// An empty name: GTK 4.8 names an unlabelled accessible by its class ("GtkStackPage", "GtkScrollbar") unless it
/// has a label, even an empty one. Not a mark of the app's naming: a later `recto_accessible_set_label` wins.
static inline void recto_accessible_set_no_name(GtkAccessible *accessible) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
}

/// A button reads without the icon inside it: GTK 4.8 labels an icon button by its image, whose name joins the
/// button's ("GtkImage Open", or "Open " once the image has an empty name).
static inline void recto_accessible_forget_labels(GtkAccessible *accessible) {
    gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static inline void recto_accessible_set_description(GtkAccessible *accessible, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static inline void recto_accessible_set_value_text(GtkAccessible *accessible, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

/// A menu button that reads as one control: GTK 4.8 exposes both the menu button and the toggle button inside
/// it as buttons, so a screen reader says every name twice. The outer one is a group here; name the inner one.
static inline GtkWidget *recto_menu_button_new(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_MENU_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL));
}

/// A drawing area that reads as a button: a page of the overview, chosen with a click or Enter.
static inline GtkWidget *recto_drawing_button_new(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON, NULL));
}

/// The GType of a GdkFileList, for drop targets (a macro in C).
static inline GType recto_file_list_type(void) { return GDK_TYPE_FILE_LIST; }

/// G_TYPE_FILE is a macro too.
static inline GType recto_file_type(void) { return G_TYPE_FILE; }

/// GObject's generic property setter is variadic.
static inline void recto_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

static inline void recto_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

static inline gboolean recto_object_get_boolean(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// Cairo ARGB32 is native-endian premultiplied BGRA on little-endian machines; GDK names it per platform.
static inline GdkMemoryFormat recto_cairo_memory_format(void) {
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
    return GDK_MEMORY_B8G8R8A8_PREMULTIPLIED;
#else
    return GDK_MEMORY_A8R8G8B8_PREMULTIPLIED;
#endif
}

/// The GLib message dialog API is variadic; libadwaita's AdwMessageDialog takes plain strings.
static inline GtkWidget *recto_message_dialog_new(GtkWindow *parent, const char *heading, const char *body) {
    return adw_message_dialog_new(parent, heading, body);
}

/// Answers a message dialog as its button would: adw_message_dialog_response only emits "response", while a
/// click also closes the dialog.
static inline void recto_message_dialog_answer(GtkWidget *dialog, const char *response) {
    adw_message_dialog_response(ADW_MESSAGE_DIALOG(dialog), response);
    gtk_window_close(GTK_WINDOW(dialog));
}

/// GTK 4.8 has no gtk_list_view_scroll_to (4.12); its "list.scroll-to-item" action takes a variadic argument.
static inline void recto_list_view_scroll_to(GtkWidget *list_view, guint position) {
    gtk_widget_activate_action(list_view, "list.scroll-to-item", "u", position);
}

/// Selects an item the way a click does ("list.select-item" takes a (position, modify, extend) tuple).
static inline void recto_list_view_select(GtkWidget *list_view, guint position) {
    gtk_widget_activate_action(list_view, "list.select-item", "(ubb)", position, FALSE, FALSE);
}

#endif
