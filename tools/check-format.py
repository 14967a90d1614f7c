#!/usr/bin/env python3
"""The whitespace half of `make check-format`: what swift-format's pretty printer would check, in the form the
tree meets today without a mass reformat (tools/check-format.sh runs swift-format's rules for the rest).

Every Swift file under Sources/ and Tests/ (and Package.swift): no tab, no trailing space, no carriage return,
a newline at the end, and no line longer than the 120 columns of .swift-format. Files that had longer lines
when the check came in are listed in tools/format-long-lines.txt with their number of such lines: that number
may go down, never up, and a new file gets none.

Usage: tools/check-format.py [--baseline]   (--baseline prints the current counts, to review and commit)
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIMIT = 120
BASELINE = ROOT / "tools" / "format-long-lines.txt"


def swift_files():
    yield ROOT / "Package.swift"
    for folder in ("Sources", "Tests"):
        yield from sorted((ROOT / folder).rglob("*.swift"))


def long_lines(text):
    # Columns are characters, as swift-format counts them, not UTF-8 bytes.
    return [number for number, line in enumerate(text.split("\n"), 1) if len(line) > LIMIT]


def read_baseline():
    allowed = {}
    for line in BASELINE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            count, path = line.split(maxsplit=1)
            allowed[path] = int(count)
    return allowed


def main():
    if sys.argv[1:] == ["--baseline"]:
        for path in swift_files():
            count = len(long_lines(path.read_text(encoding="utf-8")))
            if count:
                print(count, path.relative_to(ROOT))
        return 0
    allowed = read_baseline()
    problems = []
    for path in swift_files():
        name = str(path.relative_to(ROOT))
        text = path.read_text(encoding="utf-8")
        if "\t" in text:
            problems.append(f"{name}: a tab (indent with 4 spaces)")
        if "\r" in text:
            problems.append(f"{name}: a carriage return")
        for number, line in enumerate(text.split("\n"), 1):
            if line != line.rstrip():
                problems.append(f"{name}:{number}: trailing whitespace")
        if not text.endswith("\n"):
            problems.append(f"{name}: should end with a newline")
        lines = long_lines(text)
        if len(lines) > allowed.get(name, 0):
            where = ", ".join(str(number) for number in lines[:8])
            problems.append(f"{name}: {len(lines)} lines longer than {LIMIT} columns (allowed "
                            f"{allowed.get(name, 0)}; lines {where})")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
