// speech-dispatcher's client library (libspeechd): `<libspeechd.h>` is found through its pkg-config Cflags
// (`-I${includedir}/speech-dispatcher`), in /usr or in a Flatpak's /app alike.
#ifndef RECTO_SPEECHD_SHIM_H
#define RECTO_SPEECHD_SHIM_H

#include <libspeechd.h>
#include <stdlib.h>

#endif
