#!/usr/bin/env bash
# Writes po/recto.pot from the files in po/POTFILES.in (`make pot`). xgettext has no Swift parser, so Swift
# files are read as C with Recto's keywords (Swift reserves `_`, so the app's gettext function is `i18n`, and
# `i18nPlural` its ngettext);
# the desktop file, metainfo, schema and UI files go through gettext's ITS rules. Any xgettext warning fails,
# because it means a string was extracted wrongly.
# Usage: tools/update-pot.sh [output.pot]   (default po/recto.pot)
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-po/recto.pot}

mapfile -t files < <(grep -v -e '^#' -e '^[[:space:]]*$' po/POTFILES.in)
swift_files=() data_files=()
for file in "${files[@]}"; do
    [ -f "$file" ] || { echo "po/POTFILES.in lists $file, which does not exist" >&2; exit 1; }
    case "$file" in
        *.swift) swift_files+=("$file") ;;
        *) data_files+=("$file") ;;
    esac
done

common=(--from-code=UTF-8 --add-comments=Translators --package-name=recto --package-version="$(
    sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/Recto/App/AboutRecto.swift)"
    --msgid-bugs-address=https://github.com/rectoreader/recto/issues --sort-by-file)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

xgettext "${common[@]}" --language=C --keyword=i18n --keyword=i18nPlural:1,2 --keyword=N_ --keyword=C_:1c,2 \
    -o "$scratch/swift.pot" "${swift_files[@]}" 2>"$scratch/warnings"
xgettext "${common[@]}" --join-existing -o "$scratch/swift.pot" "${data_files[@]}" 2>>"$scratch/warnings"
if [ -s "$scratch/warnings" ]; then
    cat "$scratch/warnings" >&2
    echo "xgettext warned; fix the strings above" >&2
    exit 1
fi
# The creation date changes on every run; keep the committed template's when nothing else changed.
if [ -f "$output" ] && diff -q <(grep -v '^"POT-Creation-Date' "$output") \
        <(grep -v '^"POT-Creation-Date' "$scratch/swift.pot") >/dev/null; then
    exit 0
fi
cp "$scratch/swift.pot" "$output"
