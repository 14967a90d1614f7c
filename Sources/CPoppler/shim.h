// poppler-glib 22.12 with the cairo and GLib it is built on: the document engine's whole C surface, no GTK.
// `<poppler.h>` is found through poppler-glib's pkg-config Cflags (`-I${includedir}/poppler/glib`), so the same
// package builds against poppler in /usr, in Flatpak's /app or in any prefix on PKG_CONFIG_PATH.
#ifndef RECTO_POPPLER_SHIM_H
#define RECTO_POPPLER_SHIM_H

#include <poppler.h>
#include <cairo.h>
#include <glib.h>
#include <malloc.h>

/// Gives the pages of freed blocks back to the system (glibc keeps them in its heaps otherwise); called off the
/// main thread: on a document's queue after a document is closed, or a moment after pages left the cache.
static inline void recto_pdf_release_free_memory(void) {
    malloc_trim(0);
}

/// glibc's allocator: at most `arenas` heaps (mallopt's parameters are macros, which Swift cannot see).
static inline void recto_pdf_limit_malloc_arenas(int arenas) {
    mallopt(M_ARENA_MAX, arenas);
}

#endif
