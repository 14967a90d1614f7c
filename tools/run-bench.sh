#!/usr/bin/env bash
# `make bench`: runs the release benchmark binary (extra PDFs may be passed as arguments or in $PDF).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build -c release --show-bin-path)
"$bin/RectoBench" ${PDF:-} "$@"
