#!/usr/bin/env bash
# Two Recto checkouts' release builds measured side by side in one run, interleaved (A B A B …): the desktop
# figures of `make bench` (first page, turn, contents, RSS after 500 turns) through desktop-bench.py, and
# RectoBench's find (each checkout's own RectoBench), on the generated 2,000-page book and R's refman.pdf.
# Usage: tools/bench-before-after.sh BEFORE AFTER [bench-before-after.py options]
# Each checkout needs `make data` and `swift build -c release --static-swift-stdlib --product recto` and
# `--product RectoBench` done, as `make bench` does. The books are written with AFTER's RectoBench.
set -euo pipefail
before=$(cd "$1" && pwd) after=$(cd "$2" && pwd)
shift 2
cd "$(dirname "$0")/.."
bench=$after/.build/release/RectoBench
scratch=$(mktemp -d /tmp/recto-before-after.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
"$bench" write-book "$scratch/generated-2000.pdf" 2000
books=("generated-2000=$scratch/generated-2000.pdf=$scratch/generated-2000.pdf=measuring")
refman=/usr/share/R/doc/manual/refman.pdf
if [ -f "$refman" ] && command -v qpdf >/dev/null; then
    # The first three pages get the colour stamps desktop-bench.py looks for; the search reads the plain book.
    "$bench" write-stamps "$scratch/stamps.pdf"
    qpdf "$refman" --overlay "$scratch/stamps.pdf" --to=1-3 --from=1-3 -- "$scratch/refman.pdf"
    books+=("refman.pdf=$scratch/refman.pdf=$refman=function")
fi
. "$(dirname "$0")/private-display.sh"
start_private_display
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$scratch"' EXIT
dbus-run-session -- python3 tools/bench-before-after.py --side "before=$before" --side "after=$after" "$@" \
    "${books[@]}"
