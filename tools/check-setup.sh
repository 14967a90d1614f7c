#!/usr/bin/env bash
# Tests tools/setup.sh's decisions without touching the system: its functions on version strings and apt
# output, then whole runs with fake dpkg-query, apt-get, apt-cache, pkg-config, id and sudo on a private PATH.
# Run by `make check-data`.
set -uo pipefail
cd "$(dirname "$0")/.."
setup=$PWD/tools/setup.sh
failures=0 checks=0

expect() {
    local what=$1
    shift
    checks=$((checks + 1))
    if ! "$@"; then echo "FAIL: $what" >&2; failures=$((failures + 1)); fi
}

expect_not() {
    local what=$1
    shift
    checks=$((checks + 1))
    if "$@"; then echo "FAIL: $what" >&2; failures=$((failures + 1)); fi
}

# --- The functions alone.
# shellcheck source=setup.sh
RECTO_SETUP_FUNCTIONS_ONLY=1 source "$setup"
set +e  # setup.sh turns it on; the checks here look at every status themselves
expect "bookworm's GTK is new enough" version_at_least "4.8.3+ds-2+deb12u1" 4.8
expect "bookworm's libadwaita is new enough" version_at_least "1.2.2-1" 1.2
expect "an epoch is ignored" version_at_least "1:1.2.0-1" 1.2
expect "versions compare as numbers" version_at_least "1.10.0" 1.2
expect "the same version is enough" version_at_least "4.8" 4.8
expect_not "jammy's GTK 4.6 is too old" version_at_least "4.6.9+ds-0ubuntu0.22.04.2" 4.8
expect_not "jammy's libadwaita 1.1 is too old" version_at_least "1.1.7-1~ubuntu22.04.1" 1.2
expect_not "4.7.99 is older than 4.8" version_at_least "4.7.99" 4.8
expect_not "no version is too old" version_at_least "" 4.8
expect_not "a version that is not a number is too old" version_at_least "(none)" 4.8

sentence=$(toolkit_problem "4.6.9+ds-0ubuntu0.22.04.2" "1.1.7-1")
expect "the toolkit sentence names what the system has" grep -q "but this system offers GTK 4.6.9+ds-0ubuntu0.22.04.2 and libadwaita 1.1.7-1" <<<"$sentence"
expect "the toolkit sentence is one line" test "$(wc -l <<<"$sentence")" -eq 1
expect "a missing libadwaita is named" grep -q "libadwaita none" <<<"$(toolkit_problem 4.8.3 "")"
expect "new enough toolkits say nothing" test -z "$(toolkit_problem 4.8.3 1.2.2)"

expect "Debian's default GCC" test "$(printf 'gcc\n  Depends: cpp\n  Depends: gcc-12\n' | default_gcc_major)" = 12
expect "Ubuntu's default GCC" test "$(printf 'gcc\n |Depends: cpp-13\n  Depends: gcc-13\n  Depends: gcc-14\n' | default_gcc_major)" = 13
expect "no GCC known" test -z "$(printf 'gcc\n' | default_gcc_major)"
expect "a candidate version" test "$(printf 'libgtk-4-dev:\n  Installed: (none)\n  Candidate: 4.6.9+ds-0ubuntu0.22.04.2\n' | candidate_version)" = "4.6.9+ds-0ubuntu0.22.04.2"
expect "no candidate" test -z "$(printf 'libadwaita-1-dev:\n  Installed: (none)\n  Candidate: (none)\n' | candidate_version)"
expect "root needs no sudo" test "$(privilege 0)" = ""

# --- Whole runs against fake package tools.
fake=$(mktemp -d)
trap 'rm -rf "$fake"' EXIT
mkdir "$fake/bin"
for tool in bash sed grep head tail sort wc cat; do ln -s "$(command -v "$tool")" "$fake/bin/$tool"; done
write_tool() { printf '#!%s\n%s\n' "$(command -v bash)" "$2" >"$fake/bin/$1"; chmod +x "$fake/bin/$1"; }
# dpkg-query: the packages listed in $FAKE_INSTALLED are installed.
write_tool dpkg-query 'for last; do :; done; grep -qx -- "$last" "$FAKE_INSTALLED" && echo "install ok installed"; exit 0'
# apt-get: logs its arguments; `install` exits with $FAKE_INSTALL_STATUS.
write_tool apt-get 'echo "apt-get $*" >>"$FAKE_LOG"; [ "$1" = install ] && exit "${FAKE_INSTALL_STATUS:-0}"; exit 0'
write_tool apt-cache 'case "$1 $2" in
    "depends gcc") printf "gcc\n  Depends: cpp\n  Depends: gcc-%s\n" "$FAKE_GCC" ;;
    "policy libgtk-4-dev") printf "libgtk-4-dev:\n  Candidate: %s\n" "$FAKE_GTK_CANDIDATE" ;;
    "policy libadwaita-1-dev") printf "libadwaita-1-dev:\n  Candidate: %s\n" "$FAKE_ADWAITA_CANDIDATE" ;;
esac'
write_tool pkg-config 'case "$2" in gtk4) echo "$FAKE_GTK" ;; libadwaita-1) echo "$FAKE_ADWAITA" ;; esac'
write_tool id 'echo "$FAKE_UID"'
write_tool swift 'exit 0'
write_tool fake-sudo '"$@"'

# run_setup NAME [VAR=VALUE…]: runs setup.sh run in the fake world; leaves $status, $out (stdout and stderr) and
# $log (the apt-get calls).
run_setup() {
    local name=$1
    shift
    : >"$fake/log"
    out=$(env -i PATH="$fake/bin" FAKE_LOG="$fake/log" FAKE_INSTALLED="$fake/installed" FAKE_UID=0 FAKE_GCC=12 \
          FAKE_GTK=4.8.3 FAKE_ADWAITA=1.2.2 FAKE_GTK_CANDIDATE=4.8.3+ds-2 FAKE_ADWAITA_CANDIDATE=1.2.2-1 "$@" \
          "$fake/bin/bash" "$setup" run 2>&1)
    status=$?
    log=$(cat "$fake/log")
    scenario=$name
}

# all_but PACKAGE: every package setup.sh wants for `run` is installed but PACKAGE.
all_but() {
    printf '%s\n' "${build_packages[@]}" "${swift_packages[@]}" libgcc-12-dev libstdc++-12-dev libgcc-13-dev \
        | grep -vx -e "${1:-^$}" >"$fake/installed"
}

all_but
run_setup "nothing missing"
expect "$scenario: succeeds" test $status -eq 0
expect "$scenario: installs nothing" test -z "$log"

all_but make
run_setup "make and the default GCC's libstdc++ missing, as root" FAKE_GCC=13
expect "$scenario: succeeds" test $status -eq 0
expect "$scenario: installs exactly what is missing" \
    grep -qx "apt-get install -y -qq --no-install-recommends make libstdc++-13-dev" <<<"$log"

all_but libgtk-4-dev
run_setup "Ubuntu 22.04: GTK 4.6 and libadwaita 1.1 on offer" FAKE_GTK_CANDIDATE=4.6.9+ds-0ubuntu0.22.04.2 \
    FAKE_ADWAITA_CANDIDATE=1.1.7-1~ubuntu22.04.1
expect "$scenario: fails" test $status -ne 0
expect "$scenario: says which versions it needs and what to use" grep -q \
    "setup: Recto needs GTK 4.8 and libadwaita 1.2 or newer, but this system offers GTK 4.6.9+ds-0ubuntu0.22.04.2 and libadwaita 1.1.7-1~ubuntu22.04.1: use Debian 12" <<<"$out"
expect "$scenario: installs nothing" test -z "$(grep "apt-get install" <<<"$log")"

all_but libadwaita-1-dev
run_setup "no libadwaita in the archive" FAKE_ADWAITA_CANDIDATE="(none)"
expect "$scenario: fails with the toolkit sentence" grep -q "libadwaita none" <<<"$out"

all_but
run_setup "GTK installed from elsewhere is too old" FAKE_GTK=4.6.0
expect "$scenario: fails" test $status -ne 0
expect "$scenario: says so" grep -q "this system offers GTK 4.6.0 and libadwaita 1.2.2" <<<"$out"

all_but libpoppler-glib-dev
run_setup "a user without sudo" FAKE_UID=1000
expect "$scenario: fails" test $status -ne 0
expect "$scenario: one sentence saying what to run as root" \
    test "$out" = "setup: Recto needs these packages, and installing them takes root: run 'apt-get install libpoppler-glib-dev' as root (or ask an administrator), then run make again."
expect "$scenario: runs no apt-get" test -z "$log"

mv "$fake/bin/fake-sudo" "$fake/bin/sudo"
run_setup "a user with sudo" FAKE_UID=1000
expect "$scenario: succeeds through sudo" test $status -eq 0
expect "$scenario: installs the missing package" grep -q "apt-get install .* libpoppler-glib-dev" <<<"$log"

run_setup "apt-get install fails" FAKE_UID=1000 FAKE_INSTALL_STATUS=100
expect "$scenario: fails" test $status -ne 0
expect "$scenario: says what to run" grep -q "install them with 'sudo apt-get install libpoppler-glib-dev', then run make again" <<<"$out"

rm "$fake/bin/dpkg-query" "$fake/bin/apt-get"
run_setup "not Debian, toolkits too old" FAKE_GTK=4.6.1 FAKE_ADWAITA=1.1.0
expect "$scenario: fails" test $status -ne 0
expect "$scenario: says to use its package manager" grep -q "installs packages only with apt" <<<"$out"
run_setup "not Debian, toolkits new enough"
expect "$scenario: succeeds" test $status -eq 0

if [ $failures -gt 0 ]; then
    echo "check-setup: $failures of $checks checks failed" >&2
    exit 1
fi
echo "check-setup: $checks checks passed"
