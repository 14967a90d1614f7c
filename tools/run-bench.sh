#!/usr/bin/env bash
# `make bench`: runs the release benchmark binary (extra PDFs may be passed as arguments or in $PDF), then the
# desktop part (tools/desktop-bench.py): Recto, zathura, evince and a bare window under Xvfb, on generated books
# of 60 pages and of 2,000 pages with a 1,500-entry outline and, when r-doc-pdf is installed, on R's refman.pdf.
# DESKTOP=no skips the desktop part; DESKTOP_ONLY=yes runs only it; DESKTOP_RECTO=path measures another recto
# build (an older one, to compare); DESKTOP_ARGS passes options to desktop-bench.py (--launches, --turns, --readers).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build -c release --show-bin-path)
if [ "${DESKTOP_ONLY:-no}" != yes ]; then
    "$bin/RectoBench" ${PDF:-} "$@"
fi
[ "${DESKTOP:-yes}" = no ] && exit 0

scratch=$(mktemp -d /tmp/recto-desk-bench.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
"$bin/RectoBench" write-book "$scratch/generated-60.pdf" 60 4
"$bin/RectoBench" write-book "$scratch/generated-2000.pdf" 2000
echo "References (the background index of a book's figures, tables, sections and citations):"
"$bin/RectoBench" references "$scratch/generated-2000.pdf"
echo "Read aloud (its first 200 pages; the first sound through the desktop's speech-dispatcher):"
# The voice's sound must go somewhere for speech-dispatcher to say a sentence began: on a machine with no sound
# server, a silent one of the bench's own (a null sink, as the test desktop has), with speech-dispatcher started
# beside it in the same runtime folder. Its "cold" figure then includes starting speech-dispatcher.
if ! pactl info >/dev/null 2>&1 && command -v pulseaudio >/dev/null; then
    speech_runtime=$(mktemp -d /tmp/recto-bench-speech.XXXXXX)
    chmod 700 "$speech_runtime"
    XDG_RUNTIME_DIR=$speech_runtime pulseaudio -n --daemonize=no --exit-idle-time=-1 \
        -L "module-null-sink sink_name=quiet" -L module-native-protocol-unix >/dev/null 2>&1 &
    pulse=$!
    for _ in $(seq 100); do [ -e "$speech_runtime/pulse/native" ] && break; sleep 0.05; done
    XDG_RUNTIME_DIR=$speech_runtime "$bin/RectoBench" read-aloud "$scratch/generated-2000.pdf"
    kill "$pulse" 2>/dev/null || true
else
    "$bin/RectoBench" read-aloud "$scratch/generated-2000.pdf"
fi
# A short book first (launch against the bare window), then the big ones.
books=("generated 60 pages, 60-entry outline=$scratch/generated-60.pdf"
       "generated 2,000 pages, 1,500-entry outline=$scratch/generated-2000.pdf")
refman=/usr/share/R/doc/manual/refman.pdf
overview_books=("$scratch/generated-2000.pdf")
reload=()
[ -f "$refman" ] && overview_books+=("$refman")
"$bin/RectoBench" overview "${overview_books[@]}"
if [ -f "$refman" ] && command -v qpdf >/dev/null; then
    # The first three pages get the colour stamps the benchmark looks for; the rest of the book is untouched.
    "$bin/RectoBench" write-stamps "$scratch/stamps.pdf"
    qpdf "$refman" --overlay "$scratch/stamps.pdf" --to=1-3 --from=1-3 -- "$scratch/refman.pdf"
    books+=("refman.pdf ($(pdfinfo "$refman" | awk '/^Pages:/ {print $2}') pages)=$scratch/refman.pdf")
    # Following the file (#29): the stamped copy is rewritten with the plain book and back.
    reload=(--reload-plain "$refman")
fi

. "$(dirname "$0")/private-display.sh"
start_private_display
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$scratch"' EXIT
export GSETTINGS_SCHEMA_DIR="$PWD/.build/schemas"
dbus-run-session -- python3 tools/desktop-bench.py --recto "${DESKTOP_RECTO:-$bin/recto}" --bench "$bin/RectoBench" \
    "${reload[@]}" ${DESKTOP_ARGS:-} "${books[@]}"
