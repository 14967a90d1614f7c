#!/usr/bin/env bash
# Runs the UI tests against the real app, each desktop a private X server (Xvfb) and a private D-Bus session with
# the accessibility bus, so tests read the window the way a screen reader does. RECTO_UI_DESKTOPS desktops (2
# unless set) run at once and share one queue of tests, the longest measured first (Tests/UITests/durations.txt):
# a desktop that is free takes the next, so they end together. Each test has its own Recto and home, so they do
# not meet. Ends with one line 'UI tests: N passed, N failed' for all desktops, and fails if any test failed.
# Usage: tools/run-ui-tests.sh [test_module | test_name]...
set -euo pipefail
cd "$(dirname "$0")/.."
# The data the app loads beside its build (resources, schemas, translations): an app without its resources runs,
# but not as installed (a reference preview did not take its click), so a fresh worktree's tests failed.
make --no-print-directory -s data

# Tests named on the command line run on one desktop unless asked otherwise.
if [ $# -gt 0 ]; then desktops=${RECTO_UI_DESKTOPS:-1}; else desktops=${RECTO_UI_DESKTOPS:-2}; fi

logs=$(mktemp -d /tmp/recto-ui-run-XXXXXX)
mkdir "$logs/queue"
pids=()
xvfbs=()
tails=()
cleanup() {
    for pid in "${pids[@]}" "${xvfbs[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

# start_desktop N: a display of its own, well away from :0 and :1 that desktops and other tools use, then the
# tests of shard N on it, in a D-Bus session with the accessibility bus.
display=$((200 + RANDOM % 500))
start_desktop() {
    local shard=$1
    shift
    while [ -e "/tmp/.X${display}-lock" ] || [ -e "/tmp/.X11-unix/X${display}" ]; do display=$((display + 1)); done
    Xvfb ":${display}" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
    xvfbs+=($!)
    for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X${display}" ] && break; sleep 0.1; done
    [ -e "/tmp/.X11-unix/X${display}" ] || { echo "Xvfb :${display} did not start" >&2; exit 1; }
    DISPLAY=":${display}" NO_AT_BRIDGE=0 dbus-run-session -- bash -c '
        /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
        /usr/bin/python3 Tests/UITests/run.py "$@"
    ' ui-tests --queue "$logs/queue" "$@" > "$logs/$shard.log" 2>&1 &
    pids+=($!)
    display=$((display + 1))
}

for shard in $(seq 1 "$desktops"); do start_desktop "$shard" "$@"; done
# Each desktop's lines as they come, marked with its number when there are several.
for shard in $(seq 1 "$desktops"); do
    if [ "$desktops" -gt 1 ]; then prefix="[$shard] "; else prefix=""; fi
    tail -n +1 -F --pid="${pids[$((shard - 1))]}" "$logs/$shard.log" 2>/dev/null | sed -u "/^TIME /d; s/^/$prefix/" &
    tails+=($!)
done

status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
for pid in "${tails[@]}"; do wait "$pid" || true; done
passed=0 failed=0
for shard in $(seq 1 "$desktops"); do
    line=$(grep -E '^UI tests: [0-9]+ passed, [0-9]+ failed$' "$logs/$shard.log" | tail -n 1 || true)
    if [ -z "$line" ]; then
        echo "desktop $shard ended without its summary (see $logs/$shard.log)" >&2; status=1; continue
    fi
    read -r p f < <(sed -E 's/^UI tests: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/' <<<"$line")
    passed=$((passed + p)) failed=$((failed + f))
done
# Each test's time, for durations.txt, and each module's sum.
grep -h '^TIME ' "$logs"/*.log | awk '{print $2, $3}' | sort > "$logs/durations.txt"
if [ "$desktops" -gt 1 ]; then
    echo "Time per module (seconds, summed over its tests; each test's in $logs/durations.txt):"
    awk '{split($1, name, "."); sum[name[1]] += $2} END {for (m in sum) printf "  %-28s %7.1f\n", m, sum[m]}' \
        "$logs/durations.txt" | sort -k2 -n -r
fi
echo "UI tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ] && exit "$status"
exit 1
