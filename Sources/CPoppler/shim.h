// poppler-glib 22.12 with the cairo and GLib it is built on: the document engine's whole C surface, no GTK.
// `<poppler.h>` is found through poppler-glib's pkg-config Cflags (`-I${includedir}/poppler/glib`), so the same
// package builds against poppler in /usr, in Flatpak's /app or in any prefix on PKG_CONFIG_PATH.
#ifndef RECTO_POPPLER_SHIM_H
#define RECTO_POPPLER_SHIM_H

#include <poppler.h>
#include <cairo.h>
#include <glib.h>
#include <malloc.h>

/// Gives the pages of freed blocks back to the system (glibc keeps them in its heaps otherwise); called on a
/// document's queue after a document is closed, never on the main thread.
static inline void recto_pdf_release_free_memory(void) {
    malloc_trim(0);
}

#endif
