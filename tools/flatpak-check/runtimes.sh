#!/bin/bash
# Stand-ins for org.gnome.Platform//50, org.gnome.Sdk//50 and org.freedesktop.Sdk.Extension.swift6//25.08, made
# from Debian bookworm packages and the Swift toolchain on this machine, exported into a local ostree repo and
# installed from it as a --user remote without GPG. Sourced by flatpak-check.sh (needs $WORK, step, run_logged).
# The real runtimes are newer (GTK 4.22, freedesktop-sdk 25.08): this checks the manifest, the sandbox and the
# app's paths, not the libraries Flathub builds against.

MIRROR="deb http://deb.debian.org/debian bookworm main"
MIRRORS=("$MIRROR" "deb http://deb.debian.org/debian bookworm-updates main"
         "deb http://deb.debian.org/debian-security bookworm-security main")

# What the app loads at run time: GTK 4 and libadwaita, poppler's dependencies (the app builds poppler itself),
# fonts, icons and the German locale for the translation step.
PLATFORM_PACKAGES=(libgtk-4-1 libadwaita-1-0 libcairo2 libglib2.0-0 libglib2.0-bin libfreetype6 libfontconfig1
    libjpeg62-turbo libpng16-16 libtiff6 liblcms2-2 libopenjp2-7 zlib1g libstdc++6 fonts-cantarell fonts-dejavu-core
    adwaita-icon-theme hicolor-icon-theme librsvg2-common shared-mime-info gsettings-desktop-schemas locales)
# What the manifest's modules build with: cmake/ninja for poppler, the -dev files, what the Swift toolchain needs
# to compile and link (tools/setup.sh's list), and appstream-util, whose appstream-compose flatpak-builder 1.2 runs.
SDK_PACKAGES=("${PLATFORM_PACKAGES[@]}" build-essential cmake ninja-build pkg-config libgtk-4-dev libadwaita-1-dev
    libcairo2-dev libglib2.0-dev libglib2.0-dev-bin libfreetype-dev libfontconfig-dev libjpeg-dev libpng-dev
    libtiff-dev liblcms2-dev libopenjp2-7-dev zlib1g-dev gettext desktop-file-utils appstream-util binutils
    libcurl4-openssl-dev libxml2-dev libedit2 libsqlite3-0 libncurses6 git elfutils python3)

# make_root NAME PACKAGES…: a bookworm root in $WORK/roots/NAME, downloads shared through $WORK/apt-cache.
make_root() {
    local name=$1; shift
    local root=$WORK/roots/$name
    [ -e "$root/.done" ] && return 0
    rm -rf "$root"; mkdir -p "$WORK/apt-cache" "$WORK/roots"
    local include; include=$(IFS=,; echo "$*")
    mmdebstrap --quiet --mode=root --variant=essential --include="$include" \
        --skip=download/empty --skip=cleanup/apt/cache \
        --setup-hook='mkdir -p "$1"/var/cache/apt/archives' \
        --setup-hook="sync-in $WORK/apt-cache /var/cache/apt/archives" \
        --customize-hook='chroot "$1" sh -c "echo de_DE.UTF-8 UTF-8 > /etc/locale.gen; echo en_US.UTF-8 UTF-8 >> /etc/locale.gen; locale-gen >/dev/null"' \
        --customize-hook="sync-out /var/cache/apt/archives $WORK/apt-cache" \
        --customize-hook='rm -f "$1"/var/cache/apt/archives/*.deb' \
        bookworm "$root" "${MIRRORS[@]}" && touch "$root/.done"
}

# export_runtime ID BRANCH ROOT METADATA: files/ is the root's /usr with its /etc copied in.
export_runtime() {
    local id=$1 branch=$2 root=$3 metadata=$4
    local dir=$WORK/export/$id
    rm -rf "$dir"; mkdir -p "$dir"
    cp -a --reflink=auto "$root/usr" "$dir/files"
    if [ -d "$root/etc" ]; then cp -a "$root/etc" "$dir/files/etc"; fi
    # Where the SDK's extensions (swift6) are mounted: bwrap cannot make the folder in a read-only runtime.
    mkdir -p "$dir/files/lib/sdk"
    printf '%s\n' "$metadata" > "$dir/metadata"
    flatpak build-export --runtime --files=files --no-update-summary "$WORK/repo" "$dir" "$branch" &&
        rm -rf "$dir"
}

build_runtimes() {
    mkdir -p "$WORK"
    [ -d "$WORK/repo/objects" ] || ostree --repo="$WORK/repo" init --mode=bare-user-only
    make_root platform "${PLATFORM_PACKAGES[@]}" || return 1
    make_root sdk "${SDK_PACKAGES[@]}" || return 1
    local arch; arch=$(flatpak --default-arch)
    if ! ostree --repo="$WORK/repo" rev-parse "runtime/org.gnome.Platform/$arch/50" >/dev/null 2>&1; then
        export_runtime org.gnome.Platform 50 "$WORK/roots/platform" "[Runtime]
name=org.gnome.Platform
runtime=org.gnome.Platform/$arch/50
sdk=org.gnome.Sdk/$arch/50" || return 1
    fi
    if ! ostree --repo="$WORK/repo" rev-parse "runtime/org.gnome.Sdk/$arch/50" >/dev/null 2>&1; then
        export_runtime org.gnome.Sdk 50 "$WORK/roots/sdk" "[Runtime]
name=org.gnome.Sdk
runtime=org.gnome.Platform/$arch/50
sdk=org.gnome.Sdk/$arch/50

[Extension org.freedesktop.Sdk.Extension]
directory=lib/sdk
subdirectories=true
version=25.08
no-autodownload=true" || return 1
    fi
    if ! ostree --repo="$WORK/repo" rev-parse "runtime/org.freedesktop.Sdk.Extension.swift6/$arch/25.08" \
            >/dev/null 2>&1; then
        local swift=$WORK/roots/swift6
        rm -rf "$swift"; mkdir -p "$swift"
        ln -s "$SWIFT_TOOLCHAIN/usr" "$swift/usr"
        # cp -a follows the one symlink given on the command line only with -H.
        local dir=$WORK/export/swift6
        rm -rf "$dir"; mkdir -p "$dir"
        cp -aH --reflink=auto "$swift/usr" "$dir/files"
        printf '%s\n' "[Runtime]
name=org.freedesktop.Sdk.Extension.swift6
runtime=org.freedesktop.Sdk.Extension.swift6/$arch/25.08
sdk=org.gnome.Sdk/$arch/50

[ExtensionOf]
ref=runtime/org.gnome.Sdk/$arch/50" > "$dir/metadata"
        flatpak build-export --runtime --files=files --no-update-summary "$WORK/repo" "$dir" 25.08 &&
            rm -rf "$dir" || return 1
    fi
    flatpak build-update-repo "$WORK/repo" || return 1
    flatpak --user remote-add --if-not-exists --no-gpg-verify recto-standin "$WORK/repo" || return 1
    flatpak --user install --noninteractive --or-update recto-standin \
        "runtime/org.gnome.Platform/$arch/50" "runtime/org.gnome.Sdk/$arch/50" \
        "runtime/org.freedesktop.Sdk.Extension.swift6/$arch/25.08"
}
