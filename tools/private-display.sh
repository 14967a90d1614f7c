# Sourced by the bench scripts: starts Xvfb on a free display of its own, waits for its socket and exports
# DISPLAY; `$xvfb` is its process id, for the caller's exit trap.
start_private_display() {
    local display=$((200 + RANDOM % 500))
    while [ -e "/tmp/.X${display}-lock" ] || [ -e "/tmp/.X11-unix/X${display}" ]; do display=$((display + 1)); done
    Xvfb ":${display}" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X${display}" ] && break; sleep 0.1; done
    export DISPLAY=":${display}"
}
