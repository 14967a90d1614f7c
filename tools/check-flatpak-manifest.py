#!/usr/bin/env python3
"""Policy check of flatpak/<app id>.json beyond what flatpak-builder parses: the ids agree with the data files,
everything fetched is pinned, the sandbox stays within Recto's allow-list, poppler is built glib-only, and the
app is built and installed the way `make install` does it.
Usage: tools/check-flatpak-manifest.py [manifest]"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP_ID = "io.github.rectoreader.Recto"
# The smallest sandbox that works: Wayland or X11, GPU, and files only through the document portal.
ALLOWED_FINISH_ARGS = {"--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"}
REQUIRED_FINISH_ARGS = ALLOWED_FINISH_ARGS
# GNOME runtime → the freedesktop-sdk base its swift6 extension branch must match (gnome-build-meta).
GNOME_BASE = {"47": "24.08", "48": "24.08", "49": "25.08", "50": "25.08"}
SWIFT_EXTENSION = "org.freedesktop.Sdk.Extension.swift6"
POPPLER_OFF = ["-DENABLE_CPP=OFF", "-DENABLE_QT5=OFF", "-DENABLE_QT6=OFF", "-DENABLE_BOOST=OFF"]

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


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "flatpak", APP_ID + ".json")
    manifest = json.load(open(path))

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

    app = by_name.get("recto", {})
    commands = app.get("build-commands", [])
    if "swift build -c release --static-swift-stdlib --product recto" not in commands:
        problem("recto must be built with `swift build -c release --static-swift-stdlib --product recto`")
    if "make install PREFIX=/app" not in commands:
        problem("recto must be installed with `make install PREFIX=/app`, the same step as a local install")
    if not any(command.startswith("glib-compile-schemas /app/share/glib-2.0/schemas") for command in commands):
        problem("a simple build must run glib-compile-schemas /app/share/glib-2.0/schemas itself")
    build_options = app.get("build-options", {})
    if build_options.get("append-path") != "/usr/lib/sdk/swift6/bin":
        problem("recto's build-options must append-path /usr/lib/sdk/swift6/bin")

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
