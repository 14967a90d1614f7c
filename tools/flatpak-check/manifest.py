#!/usr/bin/env python3
"""Prints a copy of the Flatpak manifest for the check: poppler and poppler-data from Debian's archive (the
manifest's poppler 26.03 is not in bookworm), and the checkout as an absolute path, since the copy lives in the
work folder. Everything else is the manifest as it is. Usage: manifest.py MANIFEST SOURCES.json CHECKOUT"""
import json
import sys

manifest_path, sources_path, checkout = sys.argv[1:4]
manifest, sources = json.load(open(manifest_path)), json.load(open(sources_path))
for module in manifest["modules"]:
    name = module["name"]
    for source in module.get("sources", []):
        if name in sources and source.get("type") == "archive":
            source["url"], source["sha256"] = sources[name]["url"], sources[name]["sha256"]
        elif source.get("type") == "dir":
            source["path"] = checkout
json.dump(manifest, sys.stdout, indent=4)
