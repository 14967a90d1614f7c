#!/usr/bin/env python3
"""Translation checks (`make check-data`):
- no interpolation, multi-line literal or non-literal argument inside i18n( or i18nPlural( in Swift: xgettext
  reads Swift as C and would extract the wrong msgid (`"\\(x)"` becomes `(x)`), and the lookup would never match;
- every Swift file that calls i18n( is in po/POTFILES.in;
- po/recto.pot holds exactly the strings the sources have now (else: `make update-po`);
- every language in po/LINGUAS translates every one of them (every plural form), none fuzzy, with the same
  %d/%@ placeholders.
Usage: tools/check-i18n.py FRESH.pot   (a template just extracted by tools/update-pot.sh)"""
import ast
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LITERAL = r'"(?:[^"\\\n]|\\.)*"'
PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?(@|l?[dui]|[sfc%])")
problems = []
PLURALS = {}  # (context, msgid) → msgid_plural, for entries read with one


def lint_swift():
    listed = {line.strip() for line in open(os.path.join(ROOT, "po/POTFILES.in"))
              if line.strip() and not line.startswith("#")}
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, ROOT)
            calls = 0
            lines = open(path, encoding="utf-8").read().split("\n")
            for number, line in enumerate(lines, 1):
                if line.lstrip().startswith("//"):
                    continue  # documentation may show i18n("…") calls
                code = line
                # Arguments may continue on the next lines (a long plural): read on to the end of the call.
                following = " ".join(part.strip() for part in lines[number:number + 3])
                for match in re.finditer(r"\b(i18n|i18nPlural)\(", code):
                    function, rest = match.group(1), (code[match.end():] + " " + following).lstrip()
                    if code[:match.start()].rstrip().endswith("func"):
                        continue  # the definition
                    calls += 1
                    where = f"{relative}:{number}"
                    # i18nPlural's singular and plural are both msgids: check each literal argument in turn.
                    for argument in range(2 if function == "i18nPlural" else 1):
                        if rest.startswith('"""'):
                            problems.append(f"{where}: multi-line literal inside {function}(; xgettext cannot read it")
                            break
                        literal = re.match(LITERAL, rest)
                        if not literal:
                            problems.append(f"{where}: {function}( needs string literals, or xgettext cannot extract them")
                            break
                        if "\\(" in literal.group(0):
                            problems.append(f"{where}: interpolation inside {function}(; use %d/%@ and String(format:)")
                        rest = rest[literal.end():].lstrip()
                        if argument == 0 and function == "i18nPlural":
                            rest = rest[1:].lstrip() if rest.startswith(",") else ""
            if calls and relative not in listed:
                problems.append(f"{relative} calls i18n( but is not listed in po/POTFILES.in")


def read_po(path):
    """{(context, msgid): (msgstrs, fuzzy)} from a .po/.pot file, header excluded. msgstrs is a list: one string,
    or for a plural entry one per plural form (msgstr[0], msgstr[1]…), whose msgid_plural goes into PLURALS."""
    entries, block = {}, []
    for line in open(path, encoding="utf-8").read().split("\n") + [""]:
        if line.strip():
            block.append(line)
            continue
        if not block:
            continue
        fields, current, fuzzy = {}, None, False
        for item in block:
            if item.startswith("#,") and "fuzzy" in item:
                fuzzy = True
            elif item.startswith("#"):
                continue
            elif item.startswith('"'):
                fields[current] += ast.literal_eval(item)
            else:
                current, _, value = item.partition(" ")
                fields[current] = ast.literal_eval(value)
        block = []
        if fields.get("msgid"):
            key = (fields.get("msgctxt"), fields["msgid"])
            if "msgid_plural" in fields:
                PLURALS[key] = fields["msgid_plural"]
                forms = sorted((int(name[7:-1]), value) for name, value in fields.items() if name.startswith("msgstr["))
                entries[key] = ([value for _, value in forms], fuzzy)
            else:
                entries[key] = ([fields.get("msgstr", "")], fuzzy)
    return entries


def placeholders(text):
    found = [(index, kind) for index, kind in PLACEHOLDER.findall(text) if kind != "%"]
    if any(index for index, _ in found):
        return sorted(found)
    return [kind for _, kind in found]


def check_translations(fresh_pot):
    fresh = read_po(fresh_pot)
    committed = read_po(os.path.join(ROOT, "po/recto.pot"))
    added, removed = set(fresh) - set(committed), set(committed) - set(fresh)
    for key in sorted(added, key=str):
        problems.append(f"po/recto.pot lacks {key[1]!r}: run `make update-po` and translate it")
    for key in sorted(removed, key=str):
        problems.append(f"po/recto.pot still has {key[1]!r}, which no source uses: run `make update-po`")
    languages = [line.strip() for line in open(os.path.join(ROOT, "po/LINGUAS"))
                 if line.strip() and not line.startswith("#")]
    if len(languages) < 2:
        problems.append("po/LINGUAS must list at least two complete translations")
    for language in languages:
        path = os.path.join(ROOT, "po", language + ".po")
        if not os.path.exists(path):
            problems.append(f"po/LINGUAS lists {language}, but po/{language}.po is missing")
            continue
        translated = read_po(path)
        for key in fresh:
            msgstrs, fuzzy = translated.get(key, ([], False))
            name = f"po/{language}.po: {key[1]!r}"
            # Every plural form carries the number, so each must have the placeholders of the plural msgid.
            expected = placeholders(PLURALS.get(key, key[1]))
            if not msgstrs or not all(msgstrs):
                problems.append(f"{name} is not translated")
            elif fuzzy:
                problems.append(f"{name} is fuzzy; check the translation and drop the flag")
            else:
                for msgstr in msgstrs:
                    if placeholders(msgstr) != expected:
                        problems.append(f"{name}: the translation's placeholders {placeholders(msgstr)} differ")
        done = sum(1 for k in fresh if all(translated.get(k, ([""], 0))[0] or [""]))
        print(f"po/{language}.po: {done}/{len(fresh)} translated")


def main():
    lint_swift()
    check_translations(sys.argv[1])
    for message in problems:
        print(message, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
