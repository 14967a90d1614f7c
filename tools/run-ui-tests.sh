#!/usr/bin/env bash
# Runs the UI tests against the real app: a private X server (Xvfb) and a private D-Bus session with the
# accessibility bus, so tests read the window the way a screen reader does.
set -euo pipefail
cd "$(dirname "$0")/.."

# A display number of our own, well away from :0 and :1 that desktops and other tools use.
display=$((200 + RANDOM % 500))
while [ -e "/tmp/.X${display}-lock" ] || [ -e "/tmp/.X11-unix/X${display}" ]; do display=$((display + 1)); done
Xvfb ":${display}" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X${display}" ] && break; sleep 0.1; done
[ -e "/tmp/.X11-unix/X${display}" ] || { echo "Xvfb did not start" >&2; exit 1; }

export DISPLAY=":${display}" NO_AT_BRIDGE=0
dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    sleep 0.5
    /usr/bin/python3 Tests/UITests/run.py "$@"; status=$?; xdpyinfo >/dev/null 2>&1 && echo "Xvfb still up" || echo "Xvfb gone"; exit $status
' ui-tests "$@"
