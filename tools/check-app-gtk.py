#!/usr/bin/env python3
"""`make check-app-gtk` (run by `make check-data`, part of `make test`): every file of the app target calls GTK.

The app target (Sources/Recto) holds widgets, windows and wiring only; logic a test would check belongs in
RectoCore (DESIGN.md, "Layers"). A file with no call into GTK, GLib, libadwaita or cairo, and no use of the
GObjectSupport wrappers, is logic in the wrong place (or wiring that belongs in the file it wires), so it fails.

A file counts as calling GTK when, outside comments and string literals, it has
- a call of the C API: `gtk_…(`, `gdk_…(`, `gsk_…(`, `adw_…(`, `g_…(`, `pango_…(`, `cairo_…(`, or one of the app's C
  shims `recto_…(` (CGtk);
- a C type or constant of those libraries: `GtkWidget`, `GError`, `GDK_KEY_…`, `G_FILE_…`, `gboolean`, `gpointer`…;
- a call of gettext (`i18n(…)`, `gettext(…)`…): a file of the window's translated words is part of the UI;
- a GObjectSupport type (`MainLoop`, `Actions`, `ListView`, `GObjectRef`…, read from Sources/GObjectSupport).

`--self-test` checks the test itself on small samples.

KNOWN may list a file allowed to fail, with why; it is empty, as issue #16 asks. An entry must still fail and
still exist, so the list can only shrink.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
APP = ROOT / "Sources" / "Recto"
SUPPORT = ROOT / "Sources" / "GObjectSupport"

C_CALL = re.compile(r"\b(?:gtk|gdk|gsk|adw|g|pango|cairo|recto)_[a-z0-9_]+\s*\(")
C_TYPE = re.compile(r"\b(?:(?:Gtk|Gdk|Gsk|Adw|Pango)[A-Z]\w*|(?:GTK|GDK|ADW|G)_[A-Z0-9_]+"
                    r"|G(?:Error|File\w*|Object|Variant\w*|Menu\w*|List\w*|SimpleAction\w*|Settings\w*"
                    r"|Application\w*|MainContext|Source|Cancellable|Bytes|Type|Value|Resource)\b"
                    r"|g(?:boolean|pointer|constpointer|int|uint|long|ulong|double|size|char)\b)")
# gettext, through GLib's headers, and the app's wrappers of it: a file of the window's translated words is UI.
GETTEXT = re.compile(r"\b(?:i18n|i18nPlural|gettext|ngettext|dgettext|bindtextdomain|textdomain)\s*\(")


# Files allowed to make no GTK call, each with why: none is left (issue #16), and none should be added.
KNOWN: dict[str, str] = {}


def support_types():
    """The public type names GObjectSupport declares."""
    names = set()
    declaration = re.compile(r"^\s*public\s+(?:final\s+)?(?:class|struct|enum|protocol)\s+([A-Z]\w*)", re.M)
    for path in SUPPORT.glob("*.swift"):
        names.update(declaration.findall(path.read_text(encoding="utf-8")))
    return names


def code_only(source):
    """The source without comments and string literals (a comment naming gtk_widget_show is not a call)."""
    source = re.sub(r'"""[\s\S]*?"""', '""', source)
    source = re.sub(r"/\*[\s\S]*?\*/", " ", source)
    source = re.sub(r"//[^\n]*", "", source)
    source = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', source)
    return re.sub(r"^\s*(?:@\w+\s+)?import\s+\w+", "", source, flags=re.M)


def calls_gtk(source, types):
    code = code_only(source)
    if C_CALL.search(code) or C_TYPE.search(code) or GETTEXT.search(code):
        return True
    return any(re.search(r"\b" + re.escape(name) + r"\b", code) for name in types)


def self_test(types):
    samples = {
        "gtk_widget_show(widget)": True,
        "let x: UnsafeMutablePointer<GtkWidget>": True,
        "MainLoop.post { }": True,
        "guard keyval == UInt32(GDK_KEY_Escape)": True,
        "recto_accessible_set_label(w, name)": True,
        "// gtk_widget_show(widget)\nlet a = 1": False,
        'let s = "g_object_unref(x)"': False,
        "/* adw_toast_new() */ struct A {}": False,
        "import GObjectSupport\nimport CGtk\nlet mainLoop = 1": False,
        "let label = i18n(\"Notes\")": True,
        "final class GLibSchedulerUser {}": False,
    }
    failed = [s for s, expected in samples.items() if calls_gtk(s, types) != expected]
    for sample in failed:
        print(f"self-test: wrong answer for {sample!r}", file=sys.stderr)
    if "MainLoop" not in types or "Actions" not in types:
        print("self-test: GObjectSupport's types were not found", file=sys.stderr)
        failed.append("types")
    return not failed


def main():
    types = support_types()
    if "--self-test" in sys.argv[1:]:
        return 0 if self_test(types) else 1
    files = sorted(APP.rglob("*.swift"))
    free = {str(p.relative_to(ROOT)) for p in files if not calls_gtk(p.read_text(encoding="utf-8"), types)}
    status = 0
    for path in sorted(free - KNOWN.keys()):
        print(f"{path}: no call into GTK, GLib or GObjectSupport: logic goes to RectoCore, wiring into the file "
              "it wires", file=sys.stderr)
        status = 1
    for path in sorted(KNOWN.keys() - free):
        print(f"{path}: in KNOWN but calls GTK now, or is gone: take it off the list", file=sys.stderr)
        status = 1
    for path in sorted(free & KNOWN.keys()):
        print(f"known: {path} ({KNOWN[path]})")
    if status == 0:
        print(f"check-app-gtk: {len(files) - len(free)} of {len(files)} app files call GTK; {len(free)} known")
    return status


if __name__ == "__main__":
    sys.exit(main())
