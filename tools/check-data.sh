#!/usr/bin/env bash
# `make check-data` (part of `make test`): proves data/, po/ and flatpak/ are valid the way Flathub's linter and
# GNOME's tools read them, offline, that the build finds poppler through pkg-config, and that tools/setup.sh decides
# right. Runs every check, then fails if any failed.
# Expects `make data` to have merged the translations into .build/data first.
set -uo pipefail
cd "$(dirname "$0")/.."
id=io.github.rectoreader.Recto
failed=()
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

step() {
    local name=$1
    shift
    if "$@"; then echo "ok   $name"; else echo "FAIL $name" >&2; failed+=("$name"); fi
}

# Desktop file and metainfo as installed (translations merged). appstreamcli runs without --strict: bookworm's
# 0.16 calls <developer> an unknown tag (info only), and Flathub requires it.
step desktop-file-validate desktop-file-validate ".build/data/$id.desktop"
step "appstreamcli validate" appstreamcli validate --no-net --explain ".build/data/$id.metainfo.xml"

metainfo_facts() {
    local file="data/$id.metainfo.xml.in" status=0 version today release_date
    # Every screenshot the metainfo shows is committed under data/screenshots and is a real PNG.
    for image in $(sed -n 's|.*<image>.*/data/screenshots/\([^<]*\)</image>.*|\1|p' "$file"); do
        file "data/screenshots/$image" | grep -q "PNG image data" \
            || { echo "data/screenshots/$image is missing or not a PNG" >&2; status=1; }
    done
    [ "$(grep -c '<screenshot' "$file")" -ge 2 ] || { echo "fewer than two screenshots" >&2; status=1; }
    # The newest release is the version About Recto shows, and it is not dated in the future.
    version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/Recto/App/AboutRecto.swift)
    grep -q "<release version=\"$version\"" "$file" \
        || { echo "no <release> for version $version (AboutRecto.version)" >&2; status=1; }
    today=$(date -u +%Y-%m-%d)
    for release_date in $(sed -n 's/.*<release [^>]*date="\([0-9-]*\)".*/\1/p' "$file"); do
        [[ "$release_date" > "$today" ]] && { echo "release dated $release_date, in the future" >&2; status=1; }
    done
    for tag in "<developer id=" "<launchable type=\"desktop-id\">$id.desktop" "<content_rating type=\"oars-1.1\"" \
               '<url type="homepage">' '<color type="primary" scheme_preference="light">' \
               '<color type="primary" scheme_preference="dark">' '<translation type="gettext">recto<' \
               '<control>keyboard</control>' '<control>pointing</control>' '<metadata_license>' \
               '<project_license>' '<caption>'; do
        grep -q "$tag" "$file" || { echo "the metainfo lacks $tag" >&2; status=1; }
    done
    return $status
}
step "metainfo: screenshots, release, required tags" metainfo_facts

step "glib-compile-schemas --strict" glib-compile-schemas --strict --dry-run data

po_check() {
    local status=0
    for po in po/*.po; do msgfmt --check --statistics -o /dev/null "$po" || status=1; done
    return $status
}
step "msgfmt --check" po_check
step "xgettext (no warnings)" tools/update-pot.sh "$scratch/fresh.pot"
step "i18n lint, POTFILES.in and complete translations" tools/check-i18n.py "$scratch/fresh.pot"
step "shortcuts window lists every shortcut" tools/check-shortcuts.py
step "swift-format lint (.swift-format) and whitespace" tools/check-format.sh
step "every app file calls GTK: the check's own samples" tools/check-app-gtk.py --self-test
step "every app file calls GTK" tools/check-app-gtk.py

icons() {
    local status=0 svg
    for svg in "data/icons/hicolor/scalable/apps/$id.svg" "data/icons/hicolor/symbolic/apps/$id-symbolic.svg"; do
        python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$svg" \
            || { echo "$svg is not well-formed" >&2; status=1; }
    done
    # The window's icon on X11 is this PNG, so librsvg is never loaded for it (48×48, rendered from the SVG).
    python3 -c 'import sys, struct; d = open(sys.argv[1], "rb").read(24)
sys.exit(0 if d[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", d[16:24]) == (48, 48) else 1)' \
        "data/icons/hicolor/48x48/apps/$id.png" || { echo "the PNG icon is missing or not 48×48" >&2; status=1; }
    # GTK recolours symbolic icons through fill only; a stroke would keep its colour in dark mode.
    ! grep -q 'stroke' "data/icons/hicolor/symbolic/apps/$id-symbolic.svg" \
        || { echo "the symbolic icon uses strokes" >&2; status=1; }
    return $status
}
step "icons" icons

manifest() {
    flatpak-builder --show-manifest "flatpak/$id.json" >/dev/null 2>"$scratch/manifest.err"
    local status=$?
    # flatpak-builder only warns about unknown keys; any output on stderr counts as a failure.
    if [ -s "$scratch/manifest.err" ]; then cat "$scratch/manifest.err" >&2; status=1; fi
    return $status
}
step "flatpak-builder --show-manifest" manifest
step "flatpak manifest policy" tools/check-flatpak-manifest.py
step "flatpak manifest policy: the mirrored flatpak-builder-lint rules" tools/check-flatpak-manifest.py --self-test
# Flathub's own linter where it is installed (it comes only as Docker or the org.flatpak.Builder Flatpak; the
# policy check above mirrors its manifest rules for machines without it).
if command -v flatpak-builder-lint >/dev/null 2>&1; then
    step flatpak-builder-lint flatpak-builder-lint manifest "flatpak/$id.json"
elif command -v flatpak >/dev/null 2>&1 && flatpak info org.flatpak.Builder >/dev/null 2>&1; then
    step flatpak-builder-lint flatpak run --command=flatpak-builder-lint org.flatpak.Builder manifest "flatpak/$id.json"
else
    echo "skip flatpak-builder-lint (not installed; see tools/check-flatpak-manifest.py)"
fi
step "swift build with poppler-glib in a staged prefix (PKG_CONFIG_PATH)" tools/check-poppler-prefix.sh
step "tools/setup.sh decisions (fake package tools)" tools/check-setup.sh
step "make install DESTDIR layout" tools/check-install.sh

if [ ${#failed[@]} -gt 0 ]; then
    echo "check-data: ${#failed[@]} failed: ${failed[*]}" >&2
    exit 1
fi
echo "check-data: all passed"
