#!/usr/bin/env python3
"""Keeps the shortcuts window (data/gtk/help-overlay.ui, Ctrl+?) in step with the keys the app really binds:
every accelerator in Sources/RectoCore/Support/ShortcutTable.swift and every page key in Sources/RectoCore/Reading/PageKeys.swift
must be listed, and nothing listed may be a key the app does not bind. Keypad twins (KP_Add for plus…) and
GDK's aliases (Next for Page_Down) count as the key they stand for."""
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OVERLAY = os.path.join(ROOT, "data/gtk/help-overlay.ui")
SHORTCUTS = os.path.join(ROOT, "Sources/RectoCore/Support/ShortcutTable.swift")
PAGE_KEYS = os.path.join(ROOT, "Sources/RectoCore/Reading/PageKeys.swift")
# Keys bound outside those two tables, with where: the go-to-page entry's Escape (ScrubberBar.swift), and
# Ctrl+Enter, which saves in the Add Note dialog (AddNoteDialog.swift), and the Menu key and Shift+F10, which open
# the page's right-click menu while the page has the focus (ReaderWindow+Input.swift), and Enter, which reads the
# page chosen in the overview (OverviewCell.swift).
OTHER_BOUND = {"Escape", "<Control>Return", "Menu", "<Shift>F10", "Return"}
ALIASES = {"Add": "plus", "Subtract": "minus", "Next": "Page_Down", "Prior": "Page_Up", "Space": "space"}


def canonical(accelerator):
    """'<Control><Shift>r' → ('Control', 'Shift', 'r'): modifiers sorted, keypad and alias names folded."""
    modifiers = sorted(re.findall(r"<(\w+)>", accelerator))
    modifiers = ["Control" if m in ("Ctrl", "Primary") else m for m in modifiers]
    key = re.sub(r"<\w+>", "", accelerator)
    if key.startswith("KP_"):
        key = key[3:]
    key = ALIASES.get(key, key)
    if len(key) == 1:
        key = key.lower()
    return tuple(modifiers) + (key,)


def label(parts):
    return "+".join(parts)


def bound_keys():
    keys = {}
    source = open(SHORTCUTS).read()
    for action, accels in re.findall(r'\(\s*"([\w.-]+)"\s*,\s*\[([^\]]*)\]\s*\)', source):
        for accel in re.findall(r'"([^"]+)"', accels):
            keys[canonical(accel)] = f"{action} in ShortcutTable.swift"
    for line in open(PAGE_KEYS):
        match = re.match(r'\s*case ((?:"[^"]+",?\s*)+):', line)
        if not match:
            continue
        for name in re.findall(r'"([^"]+)"', match.group(1)):
            keys[canonical(name)] = f"{name} in PageKeys.swift"
            if "shift ?" in line:
                keys[canonical("<Shift>" + name)] = f"Shift+{name} in PageKeys.swift"
    return keys


def listed_keys():
    listed = {}
    for shortcut in ElementTree.parse(OVERLAY).iter("object"):
        if shortcut.get("class") != "GtkShortcutsShortcut":
            continue
        properties = {p.get("name"): (p.text or "") for p in shortcut.findall("property")}
        for accel in properties.get("accelerator", "").split():
            listed[canonical(accel)] = properties.get("title", "?")
    return listed


def main():
    bound, listed = bound_keys(), listed_keys()
    missing = sorted(set(bound) - set(listed))
    stale = sorted(set(listed) - set(bound) - {canonical(k) for k in OTHER_BOUND})
    for key in missing:
        print(f"help-overlay.ui does not list {label(key)} ({bound[key]})", file=sys.stderr)
    for key in stale:
        print(f"help-overlay.ui lists {label(key)} (“{listed[key]}”), which the app does not bind", file=sys.stderr)
    if not missing and not stale:
        print(f"help-overlay.ui lists all {len(bound)} bound keys")
    return 1 if missing or stale else 0


if __name__ == "__main__":
    sys.exit(main())
