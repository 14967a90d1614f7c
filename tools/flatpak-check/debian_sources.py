#!/usr/bin/env python3
"""Reads Debian's Sources index on standard input and prints, as JSON, the upstream (orig) archive of each source
package named on the command line: {"poppler": {"version": …, "url": …, "sha256": …}, …}."""
import json
import sys

MIRROR = "http://deb.debian.org/debian"
wanted, found = set(sys.argv[1:]), {}
for paragraph in sys.stdin.read().split("\n\n"):
    fields, key = {}, None
    for line in paragraph.splitlines():
        if line.startswith((" ", "\t")) and key:
            fields[key] += "\n" + line.strip()
        elif ":" in line:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    name = fields.get("Package")
    # Old versions kept for another package's Built-Using are marked Extra-Source-Only.
    if name not in wanted or name in found or fields.get("Extra-Source-Only") == "yes":
        continue
    for entry in fields.get("Checksums-Sha256", "").splitlines():
        parts = entry.split()
        if len(parts) == 3 and ".orig.tar." in parts[2] and not parts[2].endswith(".asc"):
            found[name] = {"version": fields["Version"], "sha256": parts[0],
                           "url": f"{MIRROR}/{fields['Directory']}/{parts[2]}"}
missing = wanted - set(found)
if missing:
    sys.exit(f"not in the index: {sorted(missing)}")
json.dump(found, sys.stdout, indent=2)
