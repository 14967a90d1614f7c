"""Nothing lost: two windows on one book merge their notes, a read-only notes folder keeps the note until it
can be written (or the reader is asked at close), and Recto killed with -9 at random moments never leaves a
file it cannot read or loses what it reported saved."""
import glob
import json
import os
import subprocess
import tempfile
import time
import uuid

import crash_loop
from harness import RECTO, App, check, is_on_screen, screenshot, wait_for, wait_still, walk
from harness import fresh_book
from test_notes import add_note, book_with_a_note, open_notes, press, rows


def visible_labels(app, text):
    """How many of Recto's windows show a label reading exactly `text`."""
    app.root = app._find_application() or app.root
    app.root.clear_cache()
    count = 0
    for index in range(app.root.get_child_count()):
        window = app.root.get_child_at_index(index)
        if window is not None and any(node.get_role_name() == "label" and node.get_name() == text
                                      and is_on_screen(node) for node in walk(window)):
            count += 1
    return count


def x_windows(app):
    output = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.process.pid)],
                            capture_output=True, text=True).stdout.split()
    return sorted(output, key=int)


def focus_window(window):
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    wait_for(lambda: subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True).stdout.strip()
             == window, 10, f"window {window} to have the keyboard")




def test_notes_with_numbers_out_of_range_are_left_out_and_the_rest_shown():
    """The reported crash: a page or a time of Int.max in the notes file trapped when the notes showed."""
    book, home = book_with_a_note("A good note")
    path = glob.glob(os.path.join(home, "data", "recto", "notes", "*.json"))[0]
    with open(path) as source:
        data = json.load(source)
    data["notes"].append({"id": str(uuid.uuid4()).upper(), "text": "page too far", "page": 9223372036854775807,
                          "created": 1_700_000_000_000})
    data["notes"].append({"id": str(uuid.uuid4()).upper(), "text": "time too far", "page": 1,
                          "created": 9223372036854775807})
    original = json.dumps(data).encode()
    with open(path, "wb") as target:
        target.write(original)

    with App(book, home=home) as app:
        app.wait_find("label", contains="2 notes in this book’s notes file could not be read")
        open_notes(app)
        wait_for(lambda: [row for row in rows(app) if row[0] == "note"] == [("note", "A good note", "p. 1")],
                 message="the readable note, alone")
        check(app.exited_cleanly(), "Recto is still running")
        with open(path + ".corrupt", "rb") as kept:
            check(kept.read() == original, "the file as it was is kept byte for byte")


def test_a_notes_file_replaced_by_a_sync_tool_is_merged_into_the_open_list():
    book, home = book_with_a_note("written here")
    path = glob.glob(os.path.join(home, "data", "recto", "notes", "*.json"))[0]
    with App(book, home=home) as app:
        app.wait_find("label", "Page 1 of 23")
        open_notes(app)
        wait_for(lambda: ("note", "written here", "p. 1") in rows(app), message="the note written before")
        # Another machine's copy arrives the way Syncthing writes it: a temporary file renamed over the notes.
        with open(path) as source:
            data = json.load(source)
        data["notes"].append({"id": str(uuid.uuid4()).upper(), "text": "from the other laptop", "page": 4,
                              "created": int(time.time() * 1000), "modified": int(time.time() * 1000)})
        temporary = os.path.join(os.path.dirname(path), ".syncthing.notes.tmp")
        with open(temporary, "w") as target:
            json.dump(data, target)
        os.rename(temporary, path)
        wait_for(lambda: ("note", "from the other laptop", "p. 5") in rows(app), message="the synced note in the list")
        add_note(app, "and one more")
    check(saved_note_texts(os.path.dirname(path)) == {"written here", "from the other laptop", "and one more"},
          "the file holds the notes of both machines")


def test_two_windows_on_one_book_merge_their_notes():
    book = fresh_book()
    app = App(book, book)
    home = app.home
    try:
        windows = wait_for(lambda: len(x_windows(app)) == 2 and x_windows(app), message="two windows")
        wait_for(lambda: visible_labels(app, "Page 1 of 23") == 2, message="the book in both windows")
        first, second = windows

        focus_window(first)
        open_notes(app)
        add_note(app, "alpha")

        focus_window(second)
        app.keys("ctrl+shift+n")
        # The second window learns of alpha from the file, without being told by the first.
        wait_for(lambda: visible_labels(app, "alpha") == 2, message="alpha in both windows")
        app.keys("ctrl+n")
        wait_for(lambda: app.window_named("Add Note"), message="the Add Note dialog")
        app.type_text("beta")
        app.keys("ctrl+Return")
        wait_for(lambda: visible_labels(app, "beta") == 2, message="beta in both windows")
    finally:
        app.close()
    check(app.process.returncode == 0, "both windows closed cleanly")

    with App(book, home=home) as again:
        again.wait_find("label", "Page 1 of 23")
        open_notes(again)
        wait_for(lambda: {row[1] for row in rows(again) if row[0] == "note"} == {"alpha", "beta"},
                 message="alpha and beta after reopening")


def lock(folder):
    """Makes `folder` refuse new files (chattr +i binds root too); False where this machine cannot."""
    if os.geteuid() == 0:
        done = subprocess.run(["chattr", "+i", folder], capture_output=True).returncode == 0
    else:
        os.chmod(folder, 0o555)
        done = True
    probe = os.path.join(folder, "probe")
    try:
        open(probe, "w").close()
        os.remove(probe)
        unlock(folder)
        return False
    except OSError:
        return done


def unlock(folder):
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", folder], capture_output=True)
    else:
        os.chmod(folder, 0o755)


def read_only_notes_home():
    home = tempfile.mkdtemp(prefix="recto-ui-")
    folder = os.path.join(home, "data", "recto", "notes")
    os.makedirs(folder)
    return home, folder


def saved_note_texts(folder):
    texts = set()
    for path in glob.glob(os.path.join(folder, "*.json")):
        with open(path) as source:
            texts |= {note["text"] for note in json.load(source)["notes"]}
    return texts


def test_a_note_made_in_a_read_only_folder_is_saved_once_it_is_writable():
    book = fresh_book()
    home, folder = read_only_notes_home()
    if not lock(folder):
        print("SKIP: this machine cannot make a folder read-only for this user")
        return
    app = App(book, home=home)
    try:
        app.wait_find("label", "Page 1 of 23")
        open_notes(app)
        add_note(app, "survivor")
        app.wait_find("label", contains="Notes could not be saved")
        check(saved_note_texts(folder) == set(), "nothing could be written yet")
        unlock(folder)
    finally:
        unlock(folder)
        app.close()
    check(app.process.returncode == 0, "Recto closed without asking: the retry at close worked")
    check(saved_note_texts(folder) == {"survivor"}, "the note was written when it could be")

    with App(book, home=home) as again:
        again.wait_find("label", "Page 1 of 23")
        open_notes(again)
        wait_for(lambda: ("note", "survivor", "p. 1") in rows(again), message="the note after reopening")


def test_closing_with_unsaved_notes_asks_and_try_again_saves_them():
    book = fresh_book()
    home, folder = read_only_notes_home()
    if not lock(folder):
        print("SKIP: this machine cannot make a folder read-only for this user")
        return
    app = App(book, home=home)
    try:
        app.wait_find("label", "Page 1 of 23")
        open_notes(app)
        add_note(app, "kept by Try Again")
        app.wait_find("label", contains="Notes could not be saved")
        app.keys("ctrl+q")
        dialog = wait_for(lambda: app.window_named("Notes Not Saved"), message="the Notes Not Saved dialog")
        time.sleep(1)  # a check that Recto does NOT quit while the dialog waits: given a second to
        check(app.process.poll() is None, "the window stays open while the reader decides")
        print("the dialog:", screenshot(os.path.join(home, "notes-not-saved.png")))
        check(any(node.get_role_name() == "label" and "could not be saved" in (node.get_name() or "")
                  for node in walk(dialog)), "the dialog says why")
        unlock(folder)
        button = next(node for node in walk(dialog)
                      if node.get_role_name() == "push button" and "Try Again" in (node.get_name() or ""))
        press(button)
        app.process.wait(10)
    finally:
        unlock(folder)
        app.close()
    check(app.process.returncode == 0, "Recto closed after the notes were saved")
    check(saved_note_texts(folder) == {"kept by Try Again"}, "Try Again wrote the note")


def test_notes_of_a_book_left_while_they_could_not_be_saved_are_saved_later():
    book = fresh_book()
    other = os.path.join(os.path.dirname(book), "other.pdf")
    with open(book, "rb") as source, open(other, "wb") as target:
        # Bytes after %%EOF change the book's fingerprint, not what poppler reads.
        target.write(source.read() + b"\n% another book\n")
    home, folder = read_only_notes_home()
    if not lock(folder):
        print("SKIP: this machine cannot make a folder read-only for this user")
        return
    app = App(book, home=home)
    try:
        app.wait_find("label", "Page 1 of 23")
        open_notes(app)
        add_note(app, "left behind")
        app.wait_find("label", contains="Notes could not be saved")
        # A second `recto FILE` opens the file in the running Recto's window, in place of the first book.
        subprocess.run([RECTO, other], env=app.environment, timeout=20, check=False)
        wait_for(lambda: app.find("list", "Notes") is None, message="the reader, on the other book")
        wait_still(message="the other book to be drawn")
        app.keys("ctrl+shift+n")
        app.wait_find("label", "No Notes")  # the other book has none: the first one is no longer open
        unlock(folder)
        # The first book's notes are tried again every few seconds while the window is open.
        wait_for(lambda: saved_note_texts(folder) == {"left behind"}, timeout=20, message="the first book's note saved")
    finally:
        unlock(folder)
        app.close()


def test_kill_nine_loop():
    """A short run of `make test-crash` (RECTO_CRASH_ROUNDS sets the count there, 200)."""
    rounds = int(os.environ.get("RECTO_CRASH_ROUNDS") or "4")
    seed = os.environ.get("RECTO_CRASH_SEED")
    crash_loop.run(rounds, int(seed) if seed else None)
