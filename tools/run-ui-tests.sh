#!/usr/bin/env bash
# Runs the UI tests against the real app: a private X server (Xvfb) and a private D-Bus session with the
# accessibility bus, so tests read the window the way a screen reader does.
set -euo pipefail
cd "$(dirname "$0")/.."

# Xvfb picks a free display itself and writes its number to the file once it accepts connections.
display_file=$(mktemp)
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$display_file" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -f "$display_file"' EXIT
for _ in $(seq 100); do [ -s "$display_file" ] && break; sleep 0.1; done
display=$(tr -d '[:space:]' < "$display_file")
[ -n "$display" ] || { echo "Xvfb did not start" >&2; exit 1; }

export DISPLAY=":${display}" NO_AT_BRIDGE=0
dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    sleep 0.5
    /usr/bin/python3 Tests/UITests/run.py "$@"
' ui-tests "$@"
