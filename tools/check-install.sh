#!/usr/bin/env bash
# Checks the tree `make install DESTDIR=… PREFIX=/usr` stages for a package: every file in its standard place,
# nothing else, and the installed data files still valid. Uses the debug build (CONFIG=debug): the layout is
# the same as a release install's and the check stays quick.
set -euo pipefail
cd "$(dirname "$0")/.."
id=io.github.rectoreader.Recto
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

make -s install DESTDIR="$stage" PREFIX=/usr CONFIG=debug >/dev/null

languages=$(grep -v -e '^#' -e '^[[:space:]]*$' po/LINGUAS)
expected=(
    usr/bin/recto
    "usr/share/applications/$id.desktop"
    "usr/share/metainfo/$id.metainfo.xml"
    "usr/share/icons/hicolor/scalable/apps/$id.svg"
    "usr/share/icons/hicolor/symbolic/apps/$id-symbolic.svg"
    "usr/share/glib-2.0/schemas/$id.gschema.xml"
    usr/share/glib-2.0/schemas/gschemas.compiled
    "usr/share/$id/$id.gresource"
    "usr/share/$id/sample-book.pdf"
    "usr/share/$id/sample-book.toc.plist"
)
for language in $languages; do expected+=("usr/share/locale/$language/LC_MESSAGES/recto.mo"); done

status=0
diff <(printf '%s\n' "${expected[@]}" | sort) <(cd "$stage" && find . -type f | sed 's|^\./||' | sort) \
    || { echo "the installed tree differs from the expected layout (< expected, > installed)" >&2; status=1; }
[ -x "$stage/usr/bin/recto" ] || { echo "usr/bin/recto is not executable" >&2; status=1; }
desktop-file-validate "$stage/usr/share/applications/$id.desktop" || status=1
appstreamcli validate --no-net "$stage/usr/share/metainfo/$id.metainfo.xml" >/dev/null || status=1
# (Outputs are captured before grep -q, which would otherwise cut the pipe and fail it under pipefail.)
grep -qx "/io/github/rectoreader/Recto/shortcuts/help-overlay.ui" <<<"$(gresource list "$stage/usr/share/$id/$id.gresource")" \
    || { echo "the installed GResource lacks shortcuts/help-overlay.ui" >&2; status=1; }
grep -qx window-width <<<"$(gsettings --schemadir "$stage/usr/share/glib-2.0/schemas" list-keys "$id")" \
    || { echo "the installed compiled schema does not hold $id" >&2; status=1; }
for language in $languages; do
    grep -q '^msgid "Page %d of %d"' <<<"$(msgunfmt "$stage/usr/share/locale/$language/LC_MESSAGES/recto.mo")" \
        || { echo "the installed $language catalogue lacks the page label" >&2; status=1; }
done
[ $status -eq 0 ] && echo "make install DESTDIR: ${#expected[@]} files in their places"
exit $status
