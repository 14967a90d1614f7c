#!/usr/bin/env python3
"""Policy check of flatpak/<app id>.json beyond what flatpak-builder parses: the ids agree with the data files,
everything fetched is pinned, the sandbox stays within Recto's allow-list, poppler is built glib-only into
/app/lib (where the Swift build's pkg-config looks), and the app is built and installed the way `make install`
does it. flatpak-builder-lint itself installs only through Docker or Flatpak (org.flatpak.Builder), neither of
which the test machines have, so the manifest rules of it that could apply here are mirrored (`lint_errors`,
with the linter's own error ids). Usage: tools/check-flatpak-manifest.py [manifest] | --self-test"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP_ID = "io.github.rectoreader.Recto"
# The smallest sandbox that works: Wayland or X11, GPU, books opened through the document portal, and the
# documents folder, where the default library (~/Documents/Books) lives when Flatpak shares it, so that it survives
# a reboot and other programs can see it (a folder from the portal is a /run/user/…/doc path, forgotten after a
# reboot). No :create: SandboxPolicy keeps the library in the app's data folder when the documents folder is not
# shared. Read aloud reaches the host's speech-dispatcher through its socket folder, read-only, as Firefox's and
# Thunderbird's Flatpaks do.
ALLOWED_FINISH_ARGS = {"--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri",
                       "--filesystem=xdg-documents", "--filesystem=xdg-run/speech-dispatcher:ro"}
REQUIRED_FINISH_ARGS = ALLOWED_FINISH_ARGS
# GNOME runtime → the freedesktop-sdk base its swift6 extension branch must match (gnome-build-meta).
GNOME_BASE = {"47": "24.08", "48": "24.08", "49": "25.08", "50": "25.08"}
SWIFT_EXTENSION = "org.freedesktop.Sdk.Extension.swift6"
POPPLER_OFF = ["-DENABLE_CPP=OFF", "-DENABLE_QT5=OFF", "-DENABLE_QT6=OFF", "-DENABLE_BOOST=OFF"]
# Without it poppler may install to /app/lib64 (25.08 SDK, older flatpak-builder), off the default
# PKG_CONFIG_PATH (/app/lib/pkgconfig:…) through which Package.swift finds poppler-glib.
POPPLER_LIBDIR = "-DCMAKE_INSTALL_LIBDIR=lib"

problems = []


def problem(message):
    problems.append(message)


def check_source(module, source):
    kind = source.get("type")
    where = f"module {module['name']}: {kind} source"
    if kind in ("archive", "file"):
        url = source.get("url", "")
        if not url.startswith("https://"):
            problem(f"{where} is not fetched over https: {url!r}")
        if not re.fullmatch(r"[0-9a-f]{64}", source.get("sha256", "")):
            problem(f"{where} {url} has no sha256")
    elif kind == "git":
        if not re.fullmatch(r"[0-9a-f]{40}", source.get("commit", "")):
            problem(f"{where} {source.get('url')} is not pinned to a commit")
        if "branch" in source:
            problem(f"{where} {source.get('url')} follows a branch")
    elif kind == "dir":
        # The checkout itself, for local builds; never for anything fetched.
        if module["name"] != "recto" or os.path.normpath(source.get("path", "")) != "..":
            problem(f"{where} may only be the checkout (path '..') of the recto module")
    elif kind == "patch":
        if not os.path.exists(os.path.join(ROOT, "flatpak", source.get("path", ""))):
            problem(f"{where} {source.get('path')} does not exist")
    else:
        problem(f"{where}: type {kind!r} is not allowed")


def finish_arg_sets(finish):
    """finish-args as flatpak-builder-lint groups them: {"socket": {"wayland", …}, "filesystem": {…}, …}."""
    groups = {}
    for argument in finish:
        key, _, value = argument.lstrip("-").partition("=")
        groups.setdefault(key, set()).add(value)
    return groups


def lint_errors(manifest):
    """The flatpak-builder-lint manifest errors (finish_args, modules and toplevel checks) that a manifest of this
    shape could raise, under the linter's ids."""
    errors = set()
    groups = finish_arg_sets(manifest.get("finish-args", []))
    sockets, shares, filesystems = groups.get("socket", set()), groups.get("share", set()), groups.get("filesystem", set())
    if "x11" in sockets and "fallback-x11" in sockets:
        errors.add("finish-args-contains-both-x11-and-fallback")
    if "x11" in sockets and "wayland" in sockets:
        errors.add("finish-args-contains-both-x11-and-wayland")
    if sockets & {"x11", "fallback-x11"} and "ipc" not in shares:
        errors.add("finish-args-x11-without-ipc")
    if "fallback-x11" in sockets and "wayland" not in sockets:
        errors.add("finish-args-fallback-x11-without-wayland")
    if "wayland" in sockets and not sockets & {"x11", "fallback-x11"}:
        errors.add("finish-args-only-wayland")
    for kind, values in groups.items():
        for value in values:
            if value.startswith("!"):
                errors.add(f"finish-args-has-no{kind}-{value[1:]}")
    for fs in filesystems:
        mode = fs.rsplit(":", 1)[1] if re.search(r":(ro|rw|create)$", fs) else "rw"
        for xdg in ("xdg-data", "xdg-config", "xdg-cache"):
            if re.match(rf"^{xdg}(:(create|rw|ro)?)?$", fs):
                errors.add(f"finish-args-arbitrary-{xdg}-{mode}-access")
            elif re.match(rf"^{xdg}/", fs):
                errors.add(f"finish-args-unnecessary-{xdg}-{fs.split('/')[1].split(':')[0]}-{mode}-access")
        match = re.fullmatch(r"(home|host|host-root|~/?)(:rw|:create|:ro)?", fs)
        if match:
            place = "host-root" if fs.startswith("host-root") else "host" if fs.startswith("host") else "home"
            errors.add(f"finish-args-{place}{'-ro' if fs.endswith(':ro') else ''}-filesystem-access")
        if re.match(r"^(/home|/var/home)(/|:|$)", fs):
            errors.add("finish-args-absolute-home-path")
        if re.match(r"^(~|home)/\.var/app(/|:|$)", fs):
            errors.add("finish-args-flatpak-appdata-folder-access")
        if re.match(r"^/tmp(/|:|$)", fs):
            errors.add("finish-args-host-tmp-access")

    def check_module(module):
        name = module.get("name")
        for source in module.get("sources", []):
            if "/" in source.get("dest-filename", ""):
                errors.add(f"module-{name}-source-dest-filename-is-path")
            if source.get("type") in ("archive", "file"):
                if source.get("sha1"):
                    errors.add(f"module-{name}-source-sha1-deprecated")
                if source.get("md5"):
                    errors.add(f"module-{name}-source-md5-deprecated")
            if source.get("type") == "git":
                url = source.get("url")
                if not url:
                    errors.add(f"module-{name}-source-git-no-url")
                elif not url.startswith(("http://", "https://")):
                    errors.add(f"module-{name}-source-git-url-not-http")
                if not any(source.get(key) for key in ("commit", "branch", "tag")):
                    errors.add(f"module-{name}-source-git-no-tag-commit-branch")
                if source.get("branch") and not re.match(r"[a-f0-9]{4,40}", source["branch"]):
                    errors.add(f"module-{name}-source-git-branch")
        if any(c == "/lib/debug" or c.startswith("/lib/debug/") for c in module.get("cleanup", [])):
            errors.add(f"module-{name}-cleanup-debug")
        for nested in module.get("modules", []):
            if isinstance(nested, dict):
                check_module(nested)

    for module in manifest.get("modules", []):
        if isinstance(module, dict):
            check_module(module)
    command = manifest.get("command")
    if not command:
        errors.add("toplevel-no-command")
    elif command.startswith("/"):
        errors.add("toplevel-command-is-path")
    if manifest.get("branch"):
        errors.add("toplevel-unnecessary-branch")
    if any(c == "/lib/debug" or c.startswith("/lib/debug/") for c in manifest.get("cleanup", [])):
        errors.add("toplevel-cleanup-debug")
    if not manifest.get("modules"):
        errors.add("toplevel-no-modules")
    return errors


def self_test():
    """The mirrored linter rules on made-up manifests: each case must give exactly the ids the linter gives."""
    module = {"name": "m", "sources": [{"type": "git", "url": "git@host:x.git", "branch": "main"},
                                       {"type": "archive", "url": "https://x/a.tgz", "md5": "0"}]}
    cases = [
        ({"command": "recto", "modules": [{"name": "recto"}],
          "finish-args": ["--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--filesystem=xdg-documents"]},
         set()),
        ({"command": "/app/bin/recto", "branch": "stable", "modules": [module],
          "finish-args": ["--socket=fallback-x11", "--filesystem=home", "--filesystem=xdg-data:ro",
                          "--filesystem=xdg-config/recto:create", "--filesystem=~/.var/app/x", "--share=!network"]},
         {"toplevel-command-is-path", "toplevel-unnecessary-branch", "finish-args-x11-without-ipc",
          "finish-args-fallback-x11-without-wayland", "finish-args-home-filesystem-access",
          "finish-args-arbitrary-xdg-data-ro-access", "finish-args-unnecessary-xdg-config-recto-create-access",
          "finish-args-flatpak-appdata-folder-access", "finish-args-has-noshare-network",
          "module-m-source-git-url-not-http", "module-m-source-git-branch", "module-m-source-md5-deprecated"}),
        ({"command": "recto", "modules": [], "finish-args": ["--socket=wayland", "--filesystem=host:ro"]},
         {"toplevel-no-modules", "finish-args-only-wayland", "finish-args-host-ro-filesystem-access"}),
    ]
    failures = 0
    for number, (manifest, expected) in enumerate(cases, 1):
        got = lint_errors(manifest)
        if got != expected:
            failures += 1
            print(f"self-test case {number}: expected {sorted(expected)}, got {sorted(got)}", file=sys.stderr)
    if not failures:
        print(f"check-flatpak-manifest: {len(cases)} self-test cases give the linter's ids")
    return 1 if failures else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "flatpak", APP_ID + ".json")
    manifest = json.load(open(path))
    for error in sorted(lint_errors(manifest)):
        problem(f"flatpak-builder-lint would report {error}")

    if manifest.get("id") != APP_ID or os.path.basename(path) != APP_ID + ".json":
        problem(f"the id {manifest.get('id')!r} and the file name must both be {APP_ID}")
    for data in (f"data/{APP_ID}.desktop.in", f"data/{APP_ID}.metainfo.xml.in", f"data/{APP_ID}.gschema.xml"):
        if not os.path.exists(os.path.join(ROOT, data)):
            problem(f"{data} is missing: the data files are named by the app id")
    metainfo = open(os.path.join(ROOT, f"data/{APP_ID}.metainfo.xml.in")).read()
    if f"<id>{APP_ID}</id>" not in metainfo or f"<launchable type=\"desktop-id\">{APP_ID}.desktop<" not in metainfo:
        problem("the metainfo's id and launchable must match the app id")
    desktop = open(os.path.join(ROOT, f"data/{APP_ID}.desktop.in")).read()
    command = manifest.get("command")
    if not command or not re.search(rf"^Exec={re.escape(command)} %U$", desktop, re.M):
        problem(f"command {command!r} must be what the desktop file's Exec runs")
    if f"Icon={APP_ID}\n" not in desktop:
        problem("the desktop file's Icon must be the app id")

    runtime, sdk, version = manifest.get("runtime"), manifest.get("sdk"), str(manifest.get("runtime-version"))
    if runtime != "org.gnome.Platform" or sdk != "org.gnome.Sdk":
        problem(f"runtime/sdk must be org.gnome.Platform/org.gnome.Sdk, not {runtime}/{sdk}")
    if version not in GNOME_BASE:
        problem(f"runtime-version {version} is not a GNOME release with a known swift6 branch {sorted(GNOME_BASE)}")
    if SWIFT_EXTENSION not in manifest.get("sdk-extensions", []):
        problem(f"sdk-extensions must include {SWIFT_EXTENSION}")

    finish = manifest.get("finish-args", [])
    for argument in finish:
        if argument not in ALLOWED_FINISH_ARGS:
            problem(f"finish-arg {argument} is outside the allow-list {sorted(ALLOWED_FINISH_ARGS)}")
    for argument in REQUIRED_FINISH_ARGS - set(finish):
        problem(f"finish-arg {argument} is missing")

    modules = manifest.get("modules", [])
    names = [module.get("name") for module in modules if isinstance(module, dict)]
    if len(names) != len(modules):
        problem("modules must be written inline, so this check sees them")
    for module in modules:
        if isinstance(module, dict):
            for source in module.get("sources", []):
                check_source(module, source)
    if names[-1:] != ["recto"] or "poppler" not in names or "poppler-data" not in names:
        problem(f"modules must be poppler-data and poppler, then recto last (got {names})")

    by_name = {module["name"]: module for module in modules if isinstance(module, dict)}
    poppler = by_name.get("poppler", {})
    options = poppler.get("config-opts", [])
    for option in POPPLER_OFF + ["-DENABLE_GLIB=ON"]:
        if option not in options:
            problem(f"poppler must be built with {option} (glib frontend only)")
    if POPPLER_LIBDIR not in options:
        problem(f"poppler must be built with {POPPLER_LIBDIR}, so its .pc file is in /app/lib/pkgconfig")

    app = by_name.get("recto", {})
    commands = app.get("build-commands", [])
    if "swift build -c release --static-swift-stdlib --product recto" not in commands:
        problem("recto must be built with `swift build -c release --static-swift-stdlib --product recto`")
    if "make install PREFIX=/app" not in commands:
        problem("recto must be installed with `make install PREFIX=/app`, the same step as a local install")
    # A simple build has no schema step of its own; `make install` compiles them (COMPILE_SCHEMAS=yes).
    if any(command.startswith("glib-compile-schemas") for command in commands):
        problem("glib-compile-schemas repeats what `make install PREFIX=/app` does: leave it to make install")
    makefile = open(os.path.join(ROOT, "Makefile")).read()
    if not re.search(r"^COMPILE_SCHEMAS \?= yes$", makefile, re.M) or "glib-compile-schemas $(DESTDIR)" not in makefile:
        problem("make install must compile the installed schemas (COMPILE_SCHEMAS ?= yes) for the Flatpak")
    build_options = app.get("build-options", {})
    if build_options.get("append-path") != "/usr/lib/sdk/swift6/bin":
        problem("recto's build-options must append-path /usr/lib/sdk/swift6/bin")
    for options in (manifest.get("build-options", {}), build_options):
        pkg_config_path = options.get("env", {}).get("PKG_CONFIG_PATH")
        if pkg_config_path is not None and "/app/lib/pkgconfig" not in pkg_config_path.split(":"):
            problem("a PKG_CONFIG_PATH that leaves out /app/lib/pkgconfig hides poppler-glib from swift build")

    tools = open(os.path.join(ROOT, "Package.swift")).readline()
    match = re.match(r"// swift-tools-version:\s*(\d+)\.(\d+)", tools)
    if not match or (int(match.group(1)), int(match.group(2))) > (6, 0):
        problem("Package.swift must keep swift-tools-version at 6.0 or lower for the Flatpak Swift SDK")

    for message in problems:
        print(f"{os.path.relpath(path, ROOT)}: {message}", file=sys.stderr)
    if not problems:
        print(f"{os.path.relpath(path, ROOT)}: policy ok (GNOME {version} with {SWIFT_EXTENSION}//"
              f"{GNOME_BASE.get(version)}, {len(modules)} modules, finish-args {' '.join(finish)})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
