"""The kill -9 loop: start Recto, make changes (add and delete notes, turn pages), kill it at a random moment,
and check after every kill that each notes and reading-state file parses and that nothing a finished save
reported (Recto appends a line to $RECTO_SAVE_REPORT after each file is renamed into place) is missing."""
import glob
import json
import os
import random
import signal
import tempfile
import time

from harness import App, TestFailure, check, fresh_book


def reported_saves(report):
    """The last save Recto reported for each file, as {path: line}."""
    last = {}
    if not os.path.exists(report):
        return last
    with open(report) as lines:
        for line in lines:
            line = line.strip()
            if not line:
                continue
            # A line is written in one write(2); a torn line would itself be a bug worth failing on.
            entry = json.loads(line)
            last[entry["file"]] = entry
    return last


def check_files(home, report, round_number):
    """Every file parses; the last reported save of every file is all there."""
    notes_folder = os.path.join(home, "data", "recto", "notes")
    state_folder = os.path.join(home, "state", "recto", "books")
    for path in glob.glob(os.path.join(notes_folder, "*.json")):
        with open(path, "rb") as source:
            data = json.loads(source.read().decode("utf-8"))
        check(data.get("format") == "recto-notes" and isinstance(data.get("notes"), list),
              f"round {round_number}: {path} is a notes file")
    for path in glob.glob(os.path.join(state_folder, "*.json")):
        with open(path, "rb") as source:
            state = json.loads(source.read().decode("utf-8"))
        check(isinstance(state.get("page"), int), f"round {round_number}: {path} holds a page")
    set_aside = glob.glob(os.path.join(notes_folder, "*.corrupt*")) + glob.glob(os.path.join(state_folder, "*.corrupt*"))
    check(not set_aside, f"round {round_number}: a file had to be set aside: {set_aside}")
    for path, entry in reported_saves(report).items():
        check(os.path.exists(path), f"round {round_number}: {path} was reported saved and is gone")
        with open(path) as source:
            data = json.load(source)
        if entry["kind"] == "notes":
            on_disk = {note["id"] for note in data["notes"]} | {gone["id"] for gone in data.get("deleted", [])}
            missing = set(entry["notes"]) | set(entry["deleted"])
            missing -= on_disk
            check(not missing, f"round {round_number}: notes reported saved are missing from {path}: {missing}")


def one_round(book, home, report, rng, round_number):
    app = App(book, home=home, env={"RECTO_SAVE_REPORT": report})
    try:
        # The window is on the accessibility bus; most rounds act at once, some wait for the first page.
        if rng.random() < 0.5:
            app.wait_find("label", contains="of 23", timeout=20)
        notes_open = False
        for _ in range(rng.randint(1, 6)):
            action = rng.choice(["turn", "turn", "add", "add", "delete", "escape"])
            if action == "turn":
                if notes_open:
                    app.keys("Escape")
                    notes_open = False
                app.keys(rng.choice(["Right", "Right", "Left", "End", "Home"]))
            elif action == "add":
                if not notes_open:
                    app.keys("ctrl+shift+n")
                    notes_open = True
                    time.sleep(0.2)
                app.keys("ctrl+n")
                time.sleep(0.3)
                app.type_text(f"note {round_number} {rng.randint(0, 10**6)}")
                app.keys("ctrl+Return")
            elif action == "delete":
                if not notes_open:
                    app.keys("ctrl+shift+n")
                    notes_open = True
                    time.sleep(0.2)
                app.keys("Down", "Delete")
            else:
                app.keys("Escape")
                notes_open = False
            time.sleep(rng.uniform(0, 0.4))
        time.sleep(rng.uniform(0, 0.8))
    finally:
        if app.process.poll() is None:
            app.process.send_signal(signal.SIGKILL)
        app.process.wait()
        app.log.close()
    check(app.process.returncode in (-signal.SIGKILL, 0), f"round {round_number}: Recto crashed "
          f"(status {app.process.returncode}); its log: {app.log.name}")


def run(rounds, seed=None):
    seed = seed if seed is not None else int(time.time())
    rng = random.Random(seed)
    home = tempfile.mkdtemp(prefix="recto-crash-")
    book = fresh_book("book.pdf", home)
    report = os.path.join(home, "saves.jsonl")
    print(f"kill -9 loop: {rounds} rounds, seed {seed}, files in {home}", flush=True)
    for round_number in range(1, rounds + 1):
        try:
            one_round(book, home, report, rng, round_number)
            check_files(home, report, round_number)
        except TestFailure as failure:
            raise TestFailure(f"{failure} (seed {seed})") from failure
        if round_number % 20 == 0:
            print(f"  {round_number} rounds, every file intact", flush=True)
    saves = reported_saves(report)
    notes_files = [entry for entry in saves.values() if entry["kind"] == "notes"]
    kept = sum(len(entry["notes"]) for entry in notes_files)
    print(f"kill -9 loop: {rounds} rounds passed; last reported save holds {kept} notes", flush=True)
    return home
