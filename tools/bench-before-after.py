#!/usr/bin/env python3
"""Two Recto builds measured side by side, interleaved in one run (A B, A B, …), so the machine's load meets both:
the desktop figures of `make bench` (launch → first page on screen, key → next page on screen, Ctrl+T → the
contents, RSS after --flips forward turns) through desktop-bench.py's own `measure`, and RectoBench's `search`
(find in the book) from each build's own RectoBench. Before each round (one of each side, in the order given) it
waits up to --max-wait s for the one-minute load average to fall to --max-load. Run by
tools/bench-before-after.sh inside Xvfb and D-Bus:
    bench-before-after.py --side before=CHECKOUT --side after=CHECKOUT [--rounds N] NAME=PDF[=SEARCHPDF=WORD] …
A CHECKOUT is a tree with a release build (.build/release/recto, RectoBench) and its compiled schemas.
"""
import argparse
import importlib.util
import json
import os
import re
import statistics
import subprocess
import time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("desktop_bench", os.path.join(here, "desktop-bench.py"))
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)

SEARCH_ROWS = {"first match from page 1": "search: first match", "every match, first search": "search: first (cold)",
               "every match, first search, CPU time": "search: first, CPU",
               "every match, second search": "search: second",
               "every match, second search after a pause": "search: after a pause"}


def wait_for_load(limit, longest, deadline, log):
    """Waits up to `longest` seconds (and not past `deadline`, an epoch second, when one is given) for the
    one-minute load average to fall to `limit`; returns the load averages then."""
    start = time.monotonic()
    load = os.getloadavg()
    while load[0] > limit and time.monotonic() - start < longest and not (deadline and time.time() > deadline):
        time.sleep(15)
        load = os.getloadavg()
    waited = time.monotonic() - start
    log(f"load {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (waited {waited:.0f} s"
        + (", still above the limit" if load[0] > limit else "") + ")")
    return load


def search(bench_binary, path, word):
    """RectoBench's `search PATH WORD`: its rows' Recto figures, in seconds."""
    out = subprocess.run([bench_binary, "search", path, word], capture_output=True, text=True, timeout=900).stdout
    figures = {}
    for line in out.splitlines():
        match = re.match(r"\s+(.+?)\s+Recto\s+([0-9.]+) ms", line)
        if match and match.group(1).strip() in SEARCH_ROWS:
            figures[SEARCH_ROWS[match.group(1).strip()]] = float(match.group(2)) / 1000
    return figures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--side", action="append", required=True, help="NAME=CHECKOUT, twice, in the order run")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--min-rounds", type=int, default=3, help="rounds run whatever --stop-after says")
    parser.add_argument("--stop-after", type=float, default=0,
                        help="an epoch second: once --min-rounds are done, no round starts after it")
    parser.add_argument("--launches", type=int, default=2, help="launches per book, side and round")
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--flips", type=int, default=500, help="forward turns before RSS (last launch of a round)")
    parser.add_argument("--max-load", type=float, default=2.5)
    parser.add_argument("--max-wait", type=float, default=600)
    parser.add_argument("--raw", help="append each measurement here as a JSON line")
    parser.add_argument("books", nargs="+", help="NAME=PDF or NAME=PDF=SEARCHPDF=WORD")
    arguments = parser.parse_args()
    sides = [s.split("=", 1) for s in arguments.side]
    screen = bench.Screen()

    def log(text):
        print(time.strftime("%H:%M:%S ") + text, flush=True)

    def record(entry):
        if arguments.raw:
            with open(arguments.raw, "a") as raw:
                raw.write(json.dumps(entry) + "\n")

    values = {}  # (book, metric, side) -> [values]
    loads = []
    for round_number in range(1, arguments.rounds + 1):
        late = round_number > arguments.min_rounds and arguments.stop_after
        if late and time.time() > arguments.stop_after:
            log(f"stopping before round {round_number}: out of time")
            break
        load = wait_for_load(arguments.max_load, arguments.max_wait, arguments.stop_after if late else 0, log)
        if late and time.time() > arguments.stop_after:
            log(f"stopping before round {round_number}: out of time waiting for the load to fall")
            break
        for index, (side, checkout) in enumerate(sides):
            if index > 0:
                load = os.getloadavg()
                log(f"load {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
            loads.append(load[0])
            binary = os.path.join(checkout, ".build/release/recto")
            reader = bench.Reader("Recto", [binary], ("Right",), ("Left",), contents=("t", "Control_L"),
                                  env={"GSETTINGS_SCHEMA_DIR": os.path.join(checkout, ".build/schemas")})
            for spec_text in arguments.books:
                name, path, *search_spec = spec_text.split("=")
                runs = [bench.measure(reader, path, screen, arguments.turns,
                                      arguments.flips if launch == arguments.launches - 1 else 0)
                        for launch in range(arguments.launches)]
                figures = {
                    "first page": [r["first"] for r in runs],
                    "turn (median of a launch)": [bench.median(r["turns"]) for r in runs],
                    "worst turn": [max(r["turns"], default=None) for r in runs],
                    "contents": [r["contents"] for r in runs],
                    "RSS at start": [r["rss_start"] for r in runs],
                    f"RSS after {arguments.flips} turns": [runs[-1]["rss_flipped"]],
                }
                if search_spec:
                    found = search(os.path.join(checkout, ".build/release/RectoBench"), *search_spec)
                    figures.update({k: [v] for k, v in found.items()})
                for metric, numbers in figures.items():
                    values.setdefault((name, metric, side), []).extend(n for n in numbers if n is not None)
                record({"round": round_number, "side": side, "book": name, "load": load[0], "figures": figures,
                        "turns": [r["turns"] for r in runs]})
                log(f"round {round_number} {side:6} {name}: " + ", ".join(
                    f"{k} {'/'.join('—' if n is None else f'{n:.3f}' for n in v)}" for k, v in figures.items()))

    print()
    names = [s[0] for s in sides]
    if loads:
        print(f"load average (1 min) as each side's part of a round began: median {statistics.median(loads):.2f},"
              f" {min(loads):.2f}–{max(loads):.2f}")
    for spec_text in arguments.books:
        book = spec_text.split("=")[0]
        print(f"\n{book}")
        print(f"  {'metric':28}" + "".join(f" | {n + ' median (min–max)':>34}" for n in names)
              + f" | {names[-1] + '/' + names[0]:>12}")
        metrics = list(dict.fromkeys(m for (b, m, _) in values if b == book))
        for metric in metrics:
            cells, medians = [], []
            for side in names:
                numbers = values.get((book, metric, side), [])
                if not numbers:
                    cells.append("—")
                    medians.append(None)
                    continue
                scale, unit = (1, "MiB") if metric.startswith("RSS") else (1000, "ms")
                middle = statistics.median(numbers)
                medians.append(middle)
                cells.append(f"{middle * scale:.1f} ({min(numbers) * scale:.1f}–{max(numbers) * scale:.1f}) {unit}"
                             f" n={len(numbers)}")
            ratio = f"{medians[-1] / medians[0]:.2f}×" if None not in medians and medians[0] else "—"
            print(f"  {metric:28}" + "".join(f" | {c:>34}" for c in cells) + f" | {ratio:>12}")


if __name__ == "__main__":
    main()
