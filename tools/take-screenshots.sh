#!/usr/bin/env bash
# Takes the metainfo's screenshots of the real app: Recto (the debug build, `make build` first) reading
# data/sample-book.pdf on a private Xvfb, in English, saved as data/screenshots/*.png.
# Each shot starts from fresh XDG folders and a keyfile of settings, so the window size and layout come
# from GSettings the way a reader's would.
set -euo pipefail
cd "$(dirname "$0")/.."
app=.build/debug/recto
book=$PWD/data/sample-book.pdf
out=data/screenshots
[ -x "$app" ] && [ -f .build/schemas/gschemas.compiled ] || { echo "Run 'make build' first." >&2; exit 1; }
mkdir -p "$out"

scratch=$(mktemp -d)
display_file="$scratch/display"
Xvfb -displayfd 3 -screen 0 1600x1200x24 -nolisten tcp 3>"$display_file" >/dev/null 2>&1 &
xvfb=$!
recto=
cleanup() {
    [ -n "$recto" ] && kill "$recto" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT
for _ in $(seq 100); do [ -s "$display_file" ] && break; sleep 0.1; done
[ -s "$display_file" ] || { echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(tr -d '[:space:]' < "$display_file")"

# shoot NAME SETTINGS STYLE KEYS...: runs Recto with SETTINGS (keyfile lines) in the light or dark STYLE,
# presses KEYS in its window (or types "type:TEXT"), then saves the window as NAME.png. (Popovers are left
# out: without a compositor, Xvfb paints their transparent margins black.)
shoot() {
    local name=$1 settings=$2 style=$3
    shift 3
    local home="$scratch/$name"
    mkdir -p "$home/config/glib-2.0/settings"
    printf '[io/github/rectoreader/Recto]\n%s\n' "$settings" > "$home/config/glib-2.0/settings/keyfile"
    env -u LANGUAGE LANG=C.UTF-8 LC_ALL=C.UTF-8 NO_AT_BRIDGE=1 GTK_A11Y=none \
        XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state" \
        XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR=.build/schemas \
        ADW_DEBUG_COLOR_SCHEME="$([ "$style" = dark ] && echo prefer-dark || echo default)" \
        dbus-run-session -- "$app" "$book" >"$home/log" 2>&1 &
    recto=$!
    local window
    window=$(xdotool search --sync --onlyvisible --name '^A Short Guide to Recto$' | head -1)
    sleep 1.5 # the first pages render off the main thread
    xdotool windowfocus --sync "$window"
    for key in "$@"; do
        case "$key" in
            type:*) xdotool type --delay 40 "${key#type:}" ;;
            *) xdotool key "$key" ;;
        esac
        sleep 0.4
    done
    sleep 1.5
    import -window "$window" "$out/$name.png"
    xdotool windowfocus --sync "$window" key ctrl+q 2>/dev/null || true
    sleep 0.5
    kill "$recto" 2>/dev/null || true
    wait "$recto" 2>/dev/null || true
    recto=
    echo "$out/$name.png: $(identify -format '%wx%h' "$out/$name.png")"
}

shoot reader "window-width=900
window-height=1000" light ctrl+l type:3 Return
shoot spread "window-width=1400
window-height=960
page-layout='spread'" light ctrl+l type:4 Return
shoot dark "window-width=900
window-height=1000" dark ctrl+l type:13 Return
shoot contents "window-width=1100
window-height=960" light ctrl+l type:7 Return ctrl+t
