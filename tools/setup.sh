#!/usr/bin/env bash
# Installs what building, running and testing Recto needs on Debian/Ubuntu, skipping what is there already, then
# checks that the GTK and libadwaita it got are new enough. Every way it can fail ends in one sentence saying what
# to do. Usage: tools/setup.sh [run|test|bench]   (run: build deps only; test/bench: also Xvfb, AT-SPI, checkers)
# The decisions are functions, tested by tools/check-setup.sh with fake package tools on PATH.
set -euo pipefail

need_gtk=4.8
need_adwaita=1.2

build_packages=(pkg-config libgtk-4-dev libadwaita-1-dev libpoppler-glib-dev libcairo2-dev libspeechd-dev gettext
                libglib2.0-dev-bin fonts-dejavu-core)
# What the Swift toolchain itself needs to compile and link on Linux (swift.org's list for Debian and Ubuntu,
# less what only lldb or the REPL use), and make. The libgcc/libstdc++ pair is the distribution's default GCC's.
swift_packages=(binutils libc6-dev libcurl4-openssl-dev libxml2-dev libedit2 libsqlite3-0 libncurses6 zlib1g-dev
                tzdata git make)
test_packages=(xvfb xauth xsettingsd x11-apps x11-utils gsettings-desktop-schemas dbus dbus-x11 at-spi2-core python3-gi gir1.2-atspi-2.0 python3-numpy imagemagick xdotool poppler-utils openbox
               qpdf desktop-file-utils appstream flatpak-builder file libglib2.0-bin
               # The Orca test listens as a blind reader does: Orca speaking through speech-dispatcher and
               # espeak-ng into a PulseAudio null sink.
               orca speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pulseaudio)

# The desktop benchmark runs Recto beside these, on R's reference manual.
bench_packages=(zathura zathura-pdf-poppler evince r-doc-pdf python3-numpy)

say() { echo "setup: $*" >&2; }

# version_at_least HAVE NEED: whether the dotted version HAVE is NEED or newer. A Debian epoch ("1:") and
# anything after the numbers ("+ds-2", "~rc1", "-0ubuntu1") are ignored; an empty or non-numeric HAVE is too old.
version_at_least() {
    local have=${1#*:} need=$2 index
    have=$(sed -n 's/^\([0-9][0-9]*\(\.[0-9][0-9]*\)*\).*/\1/p' <<<"$have")
    [ -n "$have" ] || return 1
    local -a h n
    IFS=. read -r -a h <<<"$have"
    IFS=. read -r -a n <<<"$need"
    for index in 0 1 2; do
        local a=$((10#${h[index]:-0})) b=$((10#${n[index]:-0}))
        [ "$a" -gt "$b" ] && return 0
        [ "$a" -lt "$b" ] && return 1
    done
    return 0
}

# toolkit_problem GTK ADWAITA: the sentence to print when either version is too old or missing, else nothing.
toolkit_problem() {
    local gtk=$1 adwaita=$2
    if version_at_least "$gtk" "$need_gtk" && version_at_least "$adwaita" "$need_adwaita"; then return 0; fi
    echo "Recto needs GTK $need_gtk and libadwaita $need_adwaita or newer, but this system offers GTK ${gtk:-none}" \
         "and libadwaita ${adwaita:-none}: use Debian 12, Ubuntu 23.04, Fedora 37 or a newer release."
}

# default_gcc_major: the major version of the distribution's default GCC, read from `apt-cache depends gcc` on
# standard input ("Depends: gcc-12"); nothing when it says none.
default_gcc_major() {
    sed -n 's/^[[:space:]|]*Depends: gcc-\([0-9][0-9]*\)$/\1/p' | head -n 1
}

# candidate_version: the Candidate line of `apt-cache policy PACKAGE` on standard input; empty for "(none)".
candidate_version() {
    sed -n 's/^[[:space:]]*Candidate: //p' | grep -v '^(none)$' | head -n 1 || true
}

# installed PACKAGE: whether dpkg has the package installed.
installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

# privilege UID: what to put before apt-get: nothing as root, sudo if there is one; fails without either.
privilege() {
    if [ "$1" -eq 0 ]; then echo ""; elif command -v sudo >/dev/null 2>&1; then echo sudo; else return 1; fi
}

main() {
    local purpose=${1:-run} package gcc sudo
    local -a wanted missing=()

    if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
        # Not Debian or Ubuntu: nothing to install with, but what is there can still be checked.
        local problem
        problem=$(toolkit_problem "$(pkg-config --modversion gtk4 2>/dev/null || true)" \
                                  "$(pkg-config --modversion libadwaita-1 2>/dev/null || true)")
        if [ -n "$problem" ]; then
            say "$problem (tools/setup.sh installs packages only with apt; install the GTK 4, libadwaita," \
                "poppler-glib and cairo development files with your package manager.)"
            exit 1
        fi
    else
        gcc=$(apt-cache depends gcc 2>/dev/null | default_gcc_major)
        if [ -z "$gcc" ]; then
            gcc=$(dpkg-query -W -f='${Package}\n' 'libstdc++-*-dev' 2>/dev/null | sed -n 's/^libstdc++-\([0-9]*\)-dev$/\1/p' \
                  | sort -n | tail -n 1)
        fi
        wanted=("${build_packages[@]}" "${swift_packages[@]}" "libgcc-${gcc:-12}-dev" "libstdc++-${gcc:-12}-dev")
        [ "$purpose" != run ] && wanted+=("${test_packages[@]}")
        [ "$purpose" = bench ] && wanted+=("${bench_packages[@]}")
        for package in "${wanted[@]}"; do installed "$package" || missing+=("$package"); done

        if [ ${#missing[@]} -gt 0 ]; then
            if ! sudo=$(privilege "$(id -u)"); then
                say "Recto needs these packages, and installing them takes root: run" \
                    "'apt-get install ${missing[*]}' as root (or ask an administrator), then run make again."
                exit 1
            fi
            echo "Installing: ${missing[*]}"
            if ! $sudo apt-get update -qq; then
                say "apt-get update failed (see above); fix the package sources, then run make again."
                exit 1
            fi
            local gtk_candidate adwaita_candidate problem
            gtk_candidate=$(apt-cache policy libgtk-4-dev 2>/dev/null | candidate_version)
            adwaita_candidate=$(apt-cache policy libadwaita-1-dev 2>/dev/null | candidate_version)
            problem=$(toolkit_problem "$gtk_candidate" "$adwaita_candidate")
            if [ -n "$problem" ]; then say "$problem"; exit 1; fi
            if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
                    "${missing[@]}" >/dev/null; then
                say "Installing the packages failed (see above); install them with" \
                    "'${sudo:+sudo }apt-get install ${missing[*]}', then run make again."
                exit 1
            fi
        fi

        local problem
        problem=$(toolkit_problem "$(pkg-config --modversion gtk4 2>/dev/null || true)" \
                                  "$(pkg-config --modversion libadwaita-1 2>/dev/null || true)")
        if [ -n "$problem" ]; then say "$problem"; exit 1; fi
    fi

    if ! command -v swift >/dev/null 2>&1; then
        if [ -x /opt/swift/usr/bin/swift ]; then
            say "Swift is at /opt/swift/usr/bin; add it to PATH."
        else
            say "Recto needs Swift 6 (https://www.swift.org/install/linux/); it is not on PATH."
        fi
        exit 1
    fi
}

# Sourced by the test (RECTO_SETUP_FUNCTIONS_ONLY=1) for its functions alone.
if [ -z "${RECTO_SETUP_FUNCTIONS_ONLY:-}" ]; then main "$@"; fi
