#!/usr/bin/env bash
# Installs what building, running and testing Recto needs on Debian/Ubuntu, skipping what is there already.
# Usage: tools/setup.sh [run|test|bench]   (run: build deps only; test/bench: also Xvfb, AT-SPI, checkers)
set -euo pipefail
purpose=${1:-run}

build_packages=(pkg-config libgtk-4-dev libadwaita-1-dev libpoppler-glib-dev libcairo2-dev gettext
                libglib2.0-dev-bin fonts-dejavu-core)
test_packages=(xvfb xauth dbus dbus-x11 at-spi2-core python3-gi gir1.2-atspi-2.0 imagemagick xdotool poppler-utils
               qpdf desktop-file-utils appstream flatpak-builder file libglib2.0-bin)

# The desktop benchmark runs Recto beside these, on R's reference manual.
bench_packages=(zathura zathura-pdf-poppler evince r-doc-pdf python3-numpy)

wanted=("${build_packages[@]}")
[ "$purpose" != run ] && wanted+=("${test_packages[@]}")
[ "$purpose" = bench ] && wanted+=("${bench_packages[@]}")

missing=()
for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
        echo "Swift is at /opt/swift/usr/bin; add it to PATH." >&2
    else
        echo "Recto needs Swift 6 (https://www.swift.org/install/linux/); it is not on PATH." >&2
    fi
    exit 1
fi
