#!/bin/bash
# `make flatpak-check`: builds the Flatpak from this checkout on stand-in GNOME 50 runtimes made from Debian
# bookworm packages (runtimes.sh), installs it for the user, and runs it in the real sandbox under Xvfb with the
# document, file chooser and trash portals on a private D-Bus session and the host's speech-dispatcher (steps.py).
# Opt-in (not in `make test`): needs root, about 7 GB in the work folder and Debian's archive. Every step prints
# its time.
# What it cannot test: the real GNOME 50 SDK (GTK 4.22, freedesktop-sdk 25.08, Swift 6.2), poppler 26.03,
# the build of speech-dispatcher 0.12's client library (Debian's libspeechd 0.11 is unpacked instead), Wayland or
# a GPU. Flathub's build is the final word.
# Environment: FLATPAK_CHECK_WORK (default /var/tmp/recto-flatpak-check), SWIFT_TOOLCHAIN (default /opt/swift).
# A second run reuses the runtimes and flatpak-builder's cache in the work folder; remove it to start afresh.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
APP_ID=io.github.rectoreader.Recto
export WORK=${FLATPAK_CHECK_WORK:-/var/tmp/recto-flatpak-check}
export SWIFT_TOOLCHAIN=${SWIFT_TOOLCHAIN:-/opt/swift}
# A flatpak installation of the check's own, so nothing is installed for the machine's users.
export FLATPAK_USER_DIR=$WORK/flatpak-user
mkdir -p "$WORK/logs"
START=$(date +%s.%N)
NUMBER=0

# step MESSAGE COMMAND…: runs one step, its output in $WORK/logs, and prints its time; stops at the first failure.
step() {
    local message=$1; shift
    NUMBER=$((NUMBER + 1))
    local log; log=$WORK/logs/$(printf '%02d' "$NUMBER")-$(echo "$message" | tr -c 'a-zA-Z0-9\n' '-' | cut -c1-40).log
    printf '[%2d] %-74s ' "$NUMBER" "$message"
    local begin; begin=$(date +%s.%N)
    if "$@" >"$log" 2>&1; then
        printf 'ok  %6.1f s\n' "$(echo "$(date +%s.%N) - $begin" | bc)"
    else
        printf 'FAILED after %.1f s\n' "$(echo "$(date +%s.%N) - $begin" | bc)"
        echo "---- last lines of $log:"; tail -n 30 "$log"
        exit 1
    fi
}

install_tools() {
    [ "$(id -u)" -eq 0 ] || { echo "make flatpak-check needs root (mmdebstrap, /dev/fuse, /run/user)"; return 1; }
    [ -x "$SWIFT_TOOLCHAIN/usr/bin/swift" ] || { echo "no Swift toolchain at $SWIFT_TOOLCHAIN"; return 1; }
    # The document portal, through which the sandbox gets the books it is given, is a FUSE file system.
    [ -e /dev/fuse ] || { echo "no /dev/fuse: the document portal cannot mount"; return 1; }
    local wanted=(mmdebstrap flatpak flatpak-builder elfutils ostree bc xvfb xauth dbus at-spi2-core python3-gi
                  gir1.2-atspi-2.0 xdotool imagemagick fuse3 libpipewire-0.3-0 libgtk-3-0 libjson-glib-1.0-0
                  gsettings-desktop-schemas qpdf curl xz-utils libglib2.0-bin
                  speech-dispatcher speech-dispatcher-espeak-ng pulseaudio python3-numpy)
    local missing=() package
    for package in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# The portals run from packages unpacked into the work folder: installed, they would change what every GTK
# program on this machine starts.
unpack_portals() {
    local dir=$WORK/portals
    [ -x "$dir/usr/libexec/xdg-desktop-portal-gtk" ] && return 0
    rm -rf "$dir" "$WORK/debs"; mkdir -p "$dir" "$WORK/debs"
    (cd "$WORK/debs" && apt-get download xdg-desktop-portal xdg-desktop-portal-gtk) || return 1
    local deb
    for deb in "$WORK"/debs/*.deb; do dpkg-deb -x "$deb" "$dir" || return 1; done
}

# poppler and poppler-data from Debian's source index (bookworm): the manifest's are not in the archive. libspeechd
# (0.11.4) from Debian's binary packages: its source and dotconf's are on GitHub, and the archive here serves
# neither package's source tarball.
debian_sources() {
    mkdir -p "$WORK/sources"
    rm -f "$WORK"/sources/*.deb
    (cd "$WORK/sources" && apt-get download libspeechd2 libspeechd-dev) || return 1
    local index=$WORK/sources/Sources.xz
    [ -s "$index" ] || curl -fsSL -o "$index" http://deb.debian.org/debian/dists/bookworm/main/source/Sources.xz ||
        return 1
    xz -dc "$index" | python3 "$HERE/debian_sources.py" poppler poppler-data > "$WORK/sources/sources.json"
}

make_manifest() {
    python3 "$HERE/manifest.py" "$ROOT/flatpak/$APP_ID.json" "$WORK/sources/sources.json" "$ROOT" "$WORK/sources" \
        > "$WORK/$APP_ID.json" && python3 -m json.tool "$WORK/$APP_ID.json" >/dev/null && cat "$WORK/$APP_ID.json"
}

build_app() {
    # flatpak-builder 1.2 (bookworm) runs appstream-compose inside the SDK; the stand-in has appstream-util.
    flatpak-builder --user --install --disable-rofiles-fuse --force-clean --state-dir="$WORK/builder-state" \
        "$WORK/build" "$WORK/$APP_ID.json"
}

source "$HERE/runtimes.sh"
echo "flatpak-check: work folder $WORK"
step "tools: mmdebstrap, flatpak, flatpak-builder, Xvfb, AT-SPI (apt)" install_tools
step "stand-in org.gnome.Platform//50, org.gnome.Sdk//50, swift6//25.08" build_runtimes
step "xdg-desktop-portal and its GTK backend unpacked into the work folder" unpack_portals
step "poppler, poppler-data sources and libspeechd packages from Debian" debian_sources
step "a copy of the manifest with those sources" make_manifest
step "flatpak-builder --install (poppler-data, poppler, libspeechd, recto)" build_app
# (The AT-SPI client's own warnings go to a log: what the app prints is checked by the last step.)
/usr/bin/python3 "$HERE/steps.py" "$NUMBER" 2>"$WORK/logs/steps.stderr" || exit 1
printf 'flatpak-check: passed in %.0f s\n' "$(echo "$(date +%s.%N) - $START" | bc)"
