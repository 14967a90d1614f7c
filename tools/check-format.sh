#!/usr/bin/env bash
# `make check-format` (run by `make check-data`, part of `make test`): the checked-in .swift-format, in lint mode.
#
# swift-format's lint runs its rules and its pretty printer. The pretty printer would re-break about 1,200 lines of
# today's tree (it aligns continuation lines its own way), and mass-reformatting every file under active work is
# not worth the merge pain, so the lint runs the rules only (`--debug-disable-pretty-print`, a flag of the
# swift-format 6.3 that ships with the toolchain) and tools/check-format.py checks the whitespace the printer
# would: tabs, trailing spaces, final newline, 120 columns. `swift-format format` with .swift-format still gives
# new code the house layout: 4 spaces, 120 columns.
#
# Rules that are off in .swift-format, because the code follows another convention on purpose:
#   OneVariableDeclarationPerLine   `let a = x, b = y` for values read together
#   UseLetInEveryBoundCaseVariable  `case let .match(x)`
#   OrderedImports                  tests import Testing before the module under test
#   DoNotUseSemicolons              paired assignments on one line (`self.x = x; self.y = y`)
#   ReplaceForEachWithForLoop       `.forEach` at the end of a chain
#   OneCasePerLine, NoAccessLevelOnExtensionDeclaration, AlwaysUseLowerCamelCase (C names kept as C spells them)
set -uo pipefail
cd "$(dirname "$0")/.."
swift_format=${SWIFT_FORMAT:-$(command -v swift-format || echo /opt/swift/usr/bin/swift-format)}
status=0
"$swift_format" lint --strict --debug-disable-pretty-print --configuration .swift-format --recursive \
    Package.swift Sources Tests || status=1
tools/check-format.py || status=1
exit $status
