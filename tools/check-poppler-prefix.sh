#!/usr/bin/env bash
# Proves the Swift build finds poppler-glib wherever pkg-config says it is, as the Flatpak needs (poppler built
# into /app): poppler's headers and library are copied into a staged prefix, its .pc files rewritten to point
# there and put first on PKG_CONFIG_PATH, and the RectoPDF target is built in a scratch folder of its own.
# The build plan must then compile with the staged headers and link with the staged library folder, and never
# name the system's poppler folders. (Run by `make check-data`; the scratch folder is kept so reruns are quick.)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
work=${POPPLER_PREFIX_CHECK_DIR:-.build/poppler-prefix}
stage=$(mkdir -p "$work" && cd "$work" && pwd)/stage
scratch=$(cd "$work" && pwd)/scratch

includedir=$(pkg-config --variable=includedir poppler-glib)
libdir=$(pkg-config --variable=libdir poppler-glib)
pcdir=$(dirname "$(pkg-config --path poppler-glib 2>/dev/null || echo "$libdir/pkgconfig/poppler-glib.pc")")

rm -rf "$stage"
mkdir -p "$stage/include" "$stage/lib/pkgconfig"
cp -a "$includedir/poppler" "$stage/include/"
cp -a "$libdir"/libpoppler-glib.so* "$libdir"/libpoppler.so* "$stage/lib/"
for pc in poppler-glib poppler; do
    # The variables a .pc file is written with, whatever prefix it names; Libs and Cflags use them.
    sed -e "s|^prefix=.*|prefix=$stage|" -e 's|^exec_prefix=.*|exec_prefix=${prefix}|' \
        -e 's|^libdir=.*|libdir=${prefix}/lib|' -e 's|^includedir=.*|includedir=${prefix}/include|' \
        "$pcdir/$pc.pc" >"$stage/lib/pkgconfig/$pc.pc"
done

log="$work/build.log"
# RectoCore may stay built from an earlier run; RectoPDF and the clang module cache go, so the poppler headers are
# read again from the stage.
rm -rf "$scratch"/*/debug/ModuleCache "$scratch"/*/debug/RectoPDF.build/*.o "$scratch"/*/debug/Modules/RectoPDF.*
if ! PKG_CONFIG_PATH="$stage/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
        swift build --scratch-path "$scratch" --target RectoPDF >"$log" 2>&1; then
    tail -30 "$log" >&2
    echo "RectoPDF did not build against poppler staged in $stage" >&2
    exit 1
fi

plan="$scratch/debug.yaml"
status=0
grep -q -- "-I$stage/include/poppler/glib\"" "$plan" \
    || { echo "the build plan does not compile with the staged headers ($stage/include/poppler/glib)" >&2; status=1; }
grep -q -- "\"-L$stage/lib\"" "$plan" \
    || { echo "the build plan does not link with the staged library folder ($stage/lib)" >&2; status=1; }
if grep -q -- "-I$includedir/poppler" "$plan"; then
    echo "the build plan still names the system's poppler headers ($includedir/poppler)" >&2
    status=1
fi
[ $status -eq 0 ] && echo "RectoPDF builds with poppler-glib $(pkg-config --modversion poppler-glib) staged in $stage"
exit $status
