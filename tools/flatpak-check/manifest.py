#!/usr/bin/env python3
"""Prints a copy of the Flatpak manifest for the check: poppler and poppler-data from Debian's archive (the
manifest's poppler 26.03 is not in bookworm), libspeechd from Debian's binary packages (the manifest's tarballs are
on GitHub, and speech-dispatcher's source is not served by the archive reachable here), and the checkout as an
absolute path, since the copy lives in the work folder. Everything else is the manifest as it is.
Usage: manifest.py MANIFEST SOURCES.json CHECKOUT DEBS_FOLDER"""
import glob
import json
import os
import sys

manifest_path, sources_path, checkout, debs = sys.argv[1:5]
manifest, sources = json.load(open(manifest_path)), json.load(open(sources_path))


def libspeechd_from_debs(module):
    """The client library and its headers unpacked into /app, with its pkg-config file moved there: what the
    real module installs (its server, and so dotconf, left out), so the app builds and links the same way."""
    files = sorted(glob.glob(os.path.join(debs, "libspeechd*.deb")))
    if len(files) != 2:
        sys.exit(f"want libspeechd2 and libspeechd-dev in {debs}, found {files}")
    return {"name": module["name"], "buildsystem": "simple",
            "sources": [{"type": "file", "path": path} for path in files],
            "build-commands": [
                "for deb in *.deb; do dpkg-deb -x $deb root; done",
                "mkdir -p /app/lib/pkgconfig /app/include",
                "cp -a root/usr/lib/*/libspeechd.so* /app/lib/",
                "cp -a root/usr/include/speech-dispatcher /app/include/",
                "sed -e 's|^prefix=.*|prefix=/app|' -e 's|^exec_prefix=.*|exec_prefix=/app|'"
                " -e 's|^libdir=.*|libdir=${prefix}/lib|' root/usr/lib/*/pkgconfig/speech-dispatcher.pc"
                " > /app/lib/pkgconfig/speech-dispatcher.pc"]}


for index, module in enumerate(manifest["modules"]):
    name = module["name"]
    if name == "libspeechd":
        manifest["modules"][index] = libspeechd_from_debs(module)
        continue
    for source in module.get("sources", []):
        if name in sources and source.get("type") == "archive":
            source["url"], source["sha256"] = sources[name]["url"], sources[name]["sha256"]
        elif source.get("type") == "dir":
            source["path"] = checkout
json.dump(manifest, sys.stdout, indent=4)
