#!/usr/bin/env python3
"""`make check-app-gtk` (run by `make check-data`, part of `make test`): the app target holds no logic.

The app target (Sources/Recto) holds widgets, windows and wiring only; logic a test would check belongs in
RectoCore (DESIGN.md, "Layers"). The check reads each app file outside comments and string literals and counts
- its decisions: `if`, `guard` (but `guard let self else`), `for`, `while`, `switch`, `&&`, `||` and a ternary
  `? :`, on lines that touch no GTK (a branch on a widget's state is the widget's business). A switch is one
  decision however many cases it has: its cases are a table, and a switch over a route the core chose (a
  route to an action, a state to a translated message) is wiring;
- its GTK lines: lines with a call of the C API (`gtk_…(`, `gdk_…(`, `gsk_…(`, `adw_…(`, `g_…(`, `pango_…(`,
  `cairo_…(`, the CGtk shims `recto_…(`), a C type or constant of those libraries (`GtkWidget`, `GDK_KEY_…`,
  `gboolean`…), a gettext call (`i18n(…)`…), or a GObjectSupport type (read from Sources/GObjectSupport).

A file fails when it has at least MIN_DECISIONS decisions and fewer than GTK_PER_DECISION GTK lines per
decision: it decides more than it draws, so its decisions go to a RectoCore type with unit tests and the file
keeps the wiring. A file with no GTK line at all fails too, whatever its size.

KNOWN lists the files that failed when the rule came (issue #24), each with why. An entry must still fail and
still exist, so the list can only shrink. `--self-test` checks the counting on small samples.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
APP = ROOT / "Sources" / "Recto"
SUPPORT = ROOT / "Sources" / "GObjectSupport"

# Tuned on the tree of issue #24: these flag the files the issue names (the import queue, deletion routing,
# the contents' fallbacks, the strip's sync, the bars' reveal policy, history, the open sequence, key routing)
# and pass the views that branch on their widgets (ContentsListView: 23 decisions, 85 GTK lines).
MIN_DECISIONS = 8
GTK_PER_DECISION = 2

C_CALL = re.compile(r"\b(?:gtk|gdk|gsk|adw|g|pango|cairo|recto)_[a-z0-9_]+\s*\(")
C_TYPE = re.compile(r"\b(?:(?:Gtk|Gdk|Gsk|Adw|Pango)[A-Z]\w*|(?:GTK|GDK|ADW|G)_[A-Z0-9_]+"
                    r"|G(?:Error|File\w*|Object|Variant\w*|Menu\w*|List\w*|SimpleAction\w*|Settings\w*"
                    r"|Application\w*|MainContext|Source|Cancellable|Bytes|Type|Value|Resource)\b"
                    r"|g(?:boolean|pointer|constpointer|int|uint|long|ulong|double|size|char)\b)")
# gettext, through GLib's headers, and the app's wrappers of it: a translated word is UI.
GETTEXT = re.compile(r"\b(?:i18n|i18nPlural|gettext|ngettext|dgettext|bindtextdomain|textdomain)\s*\(")
# Not an argument label (`scroll(for: key)`).
KEYWORD = re.compile(r"\b(?:if|guard|for|while|switch)\b(?!\s*:)")
# Unwrapping a weakly held self in a closure is how a handler outlives nothing, not a decision.
WEAK_SELF = re.compile(r"\bguard let self else\b")
# Swift wants spaces around a ternary's `?`; an optional (`Int?`, `a?.b`) has none before it.
TERNARY = re.compile(r"\s\?\s")

# Files that decide more than they draw, each with the logic to move (issue #24). Only ever take entries off.
KNOWN: dict[str, str] = {
    "Sources/Recto/Reader/ContinuousFeature.swift": "the strip's mode, its layouts and its render plan",
}


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


class Counter:
    def __init__(self, types):
        self.types = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(types))) + r")\b") if types else None

    def touches_gtk(self, line):
        return bool(C_CALL.search(line) or C_TYPE.search(line) or GETTEXT.search(line)
                    or (self.types and self.types.search(line)))

    def count(self, source):
        """(decisions off GTK lines, GTK lines) of one file."""
        lines = [line for line in code_only(source).splitlines() if line.strip()]
        decisions = gtk = 0
        for line in lines:
            if self.touches_gtk(line):
                gtk += 1
                continue
            line = WEAK_SELF.sub("", line)
            decisions += (len(KEYWORD.findall(line)) + line.count("&&") + line.count("||")
                          + len(TERNARY.findall(line)))
        return decisions, gtk

    def fails(self, decisions, gtk):
        return gtk == 0 or (decisions >= MIN_DECISIONS and gtk < GTK_PER_DECISION * decisions)


def self_test(types):
    counter = Counter(types)
    samples = {
        "gtk_widget_show(widget)": (0, 1),
        "let x: UnsafeMutablePointer<GtkWidget>": (0, 1),
        "MainLoop.post { }": (0, 1),
        "guard keyval == UInt32(GDK_KEY_Escape) else { return }": (0, 1),
        "recto_accessible_set_label(w, name)": (0, 1),
        "let label = i18n(\"Notes\")": (0, 1),
        "// gtk_widget_show(widget)\nif a { }": (1, 0),
        'let s = "g_object_unref(x) if"': (0, 0),
        "/* adw_toast_new() */ struct A {}": (0, 0),
        "import GObjectSupport\nimport CGtk\nlet mainLoop = 1": (0, 0),
        "final class GLibSchedulerUser {}": (0, 0),
        "if a && b || c { }": (3, 0),
        "scroll(for: key, while: x)": (0, 0),
        "f { [weak self] in\n  guard let self else { return }\n  guard let self, x else { return }\n}": (1, 0),
        "guard let x else { return }\nfor y in z where y > 0 { }\nwhile true { }": (3, 0),
        "let v = a ? 1 : 2\nlet w: Int? = b?.c": (1, 0),
        "switch s {\ncase .a(let x):\n  f(x)\ncase .b, .c:\n  g()\ndefault:\n  break\n}": (1, 0),
        "switch s {\ncase .a:\n  return i18n(\"A\")\ncase .b: gtk_widget_hide(w)\n}": (1, 2),
        "enum E {\n  case a(x: Int)\n  case b\n}": (0, 0),
    }
    failed = []
    for sample, expected in samples.items():
        got = counter.count(sample)
        if got != expected:
            print(f"self-test: {sample!r} counts {got}, expected {expected}", file=sys.stderr)
            failed.append(sample)
    verdicts = {(8, 15): True, (8, 16): False, (7, 0): True, (7, 1): False, (30, 59): True, (0, 3): False}
    for numbers, expected in verdicts.items():
        if counter.fails(*numbers) != expected:
            print(f"self-test: {numbers} (decisions, GTK lines) should {'' if expected else 'not '}fail",
                  file=sys.stderr)
            failed.append(numbers)
    if "MainLoop" not in types or "Actions" not in types:
        print("self-test: GObjectSupport's types were not found", file=sys.stderr)
        failed.append("types")
    return not failed


def main():
    types = support_types()
    if "--self-test" in sys.argv[1:]:
        return 0 if self_test(types) else 1
    counter = Counter(types)
    files = sorted(APP.rglob("*.swift"))
    counts = {str(p.relative_to(ROOT)): counter.count(p.read_text(encoding="utf-8")) for p in files}
    failing = {path for path, numbers in counts.items() if counter.fails(*numbers)}
    status = 0
    for path in sorted(failing - KNOWN.keys()):
        decisions, gtk = counts[path]
        print(f"{path}: {decisions} decisions off GTK lines, {gtk} GTK lines (fewer than {GTK_PER_DECISION} a "
              "decision): the logic goes to a RectoCore type with tests, the file keeps the wiring", file=sys.stderr)
        status = 1
    for path in sorted(KNOWN.keys() - failing):
        numbers = f"{counts[path][0]} decisions, {counts[path][1]} GTK lines" if path in counts else "gone"
        print(f"{path}: in KNOWN but passes now ({numbers}): take it off the list", file=sys.stderr)
        status = 1
    for path in sorted(failing & KNOWN.keys()):
        decisions, gtk = counts[path]
        print(f"known: {path}: {decisions} decisions, {gtk} GTK lines ({KNOWN[path]})")
    if status == 0:
        print(f"check-app-gtk: {len(failing)} of {len(files)} app files decide more than they draw "
              f"(≥ {MIN_DECISIONS} decisions, < {GTK_PER_DECISION} GTK lines each), all known")
    return status


if __name__ == "__main__":
    sys.exit(main())
