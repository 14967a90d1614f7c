"""The library and files it cannot trust, as a person would meet them: a PDF that crashes or hangs the metadata
reader is listed as unreadable while Recto lives on, and is not read again until it changes; a title with
markup characters shows in its toast as written; a book deleted just before quitting is in the trash; a
library folder deleted while Recto runs is reported missing, not made again, and listed once it is back;
a FIFO given as a book is refused instead of waited on; two windows show one library."""
import os
import shutil
import subprocess
import time

from harness import App, check, screenshot, wait_for, wait_still
from test_library import (click_node, library_home, make_pdf, row_label, row_titles, shown, wait_shown)

FAULTS = {"RECTO_TEST_HELPER_CRASH_ON": "crashes-helper", "RECTO_TEST_HELPER_HANG_ON": "hangs-helper"}


def row_details(app, title):
    """The labels of the row whose first label is `title`: title, author, progress."""
    from harness import walk
    from test_library import on_screen
    books = next(node for node in walk(app.root) if node.get_role_name() == "list" and node.get_name() == "Books")
    for row in walk(books):
        if row.get_role_name() == "list item" and on_screen(row):
            labels = [node.get_name() for node in walk(row) if node.get_role_name() == "label" and on_screen(node)]
            if labels and labels[0] == title:
                return labels
    return None


def test_a_pdf_that_kills_or_hangs_the_metadata_reader_is_listed_as_unreadable():
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    make_pdf(os.path.join(folder, "crashes-helper.pdf"), "Would Crash", pages=2)
    make_pdf(os.path.join(folder, "hangs-helper.pdf"), "Would Hang", pages=2)
    make_pdf(os.path.join(folder, "zadig.pdf"), "Zadig", "Voltaire", pages=4)
    with App(home=home, env=FAULTS) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        # While a reader hangs, it is a child of Recto's with its limits on: memory (RLIMIT_AS) and CPU time.
        def helper_limits():
            helpers = subprocess.run(["pgrep", "-P", str(app.process.pid), "-f", "library-metadata-helper"],
                                     capture_output=True, text=True).stdout.split()
            lines = open(f"/proc/{helpers[0]}/limits").read().splitlines() if helpers else []
            # The helper sets them itself, first thing after it starts.
            memory = any(line.startswith("Max address space") and "1073741824" in line for line in lines)
            cpu = any(line.startswith("Max cpu time") and " 120 " in line for line in lines)
            return memory and cpu
        wait_for(helper_limits, 10, "a helper limited to 1 GiB of address space and 120 s of CPU")
        # The hung reader is given up after its time limit; the books after it are read by a fresh one.
        wait_for(lambda: row_details(app, "hangs-helper") == ["hangs-helper", "Cannot be read"], 40,
                 "the book that hung the reader listed as unreadable")
        wait_for(lambda: row_details(app, "crashes-helper") == ["crashes-helper", "Cannot be read"], 10,
                 "the book that crashed the reader listed as unreadable")
        wait_shown(app, "label", "Candide")
        wait_for(lambda: row_details(app, "Zadig") == ["Zadig", "Voltaire", "4 pages"], 10, "Zadig read in full")
        screenshot(os.path.join(home, "unreadable.png"))
        check(app.exited_cleanly(), "Recto is still running")
        # The reader itself is still there: a book opens and pages turn.
        click_node(row_label(app, "Candide"))
        app.wait_find("label", "Page 1 of 3")
    # Next start, without the faults: the two are remembered as unreadable for their size and time, not retried.
    with App(home=home) as again:
        again.keys("F9")
        wait_shown(again, "label", "Zadig")
        wait_for(lambda: row_details(again, "crashes-helper") == ["crashes-helper", "Cannot be read"], 10,
                 "still unreadable, not read again")
        check(row_details(again, "hangs-helper") == ["hangs-helper", "Cannot be read"], "still unreadable")
        # Once the file changes it is read again (and reads well now).
        os.utime(os.path.join(folder, "crashes-helper.pdf"), (1_700_000_000, 1_700_000_000))
        wait_for(lambda: row_details(again, "Would Crash") == ["Would Crash", "2 pages"], 10, "read again once changed")
        check(again.exited_cleanly(), "Recto is still running")


def test_a_title_with_markup_characters_shows_in_its_toast():
    home, folder = library_home()
    make_pdf(os.path.join(folder, "pride.pdf"), "Pride & Prejudice", "Jane Austen", pages=2)
    make_pdf(os.path.join(folder, "tags.pdf"), "<b>Bold</b> Claims", pages=2)
    with App(home=home) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        click_node(row_label(app, "Pride & Prejudice"))
        app.wait_find("label", "Page 1 of 2")
        app.keys("Delete")
        # The toast's words, escaped, are what its Undo is found under; the pointer on Undo holds the toast.
        undo = app.hold_toast_button("Undo", "“Pride & Prejudice” moved to the trash")
        screenshot(os.path.join(home, "pride-toast.png"))
        app.press_held(undo)
        wait_for(lambda: "Pride & Prejudice" in row_titles(app), 10, "the row back")
        click_node(row_label(app, "<b>Bold</b> Claims"))
        app.wait_find("label", "Page 1 of 2")
        app.keys("Delete")
        app.wait_find("label", "“<b>Bold</b> Claims” moved to the trash")


def test_a_book_deleted_just_before_quitting_is_in_the_trash():
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    make_pdf(os.path.join(folder, "zadig.pdf"), "Zadig", "Voltaire", pages=4)
    with App(home=home) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        click_node(row_label(app, "Zadig"))
        app.wait_find("label", "Page 1 of 4")
        app.keys("Delete")
        app.wait_find("label", "“Zadig” moved to the trash")
        app.keys("ctrl+q")
        app.process.wait(10)
        check(app.process.returncode == 0, f"Recto quit cleanly ({app.process.returncode})")
        check(not os.path.exists(os.path.join(folder, "zadig.pdf")), "zadig.pdf left the library")
        check(os.listdir(os.path.join(home, "data", "Trash", "files")) == ["zadig.pdf"], "zadig.pdf is in the trash")
        check(os.path.exists(os.path.join(folder, "candide.pdf")), "the other book stays")


def test_a_library_folder_deleted_while_running_is_reported_not_recreated():
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    with App(home=home) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        wait_shown(app, "label", "Candide")
        shutil.rmtree(folder)
        wait_shown(app, "label", "Library Not Available")
        wait_shown(app, "label", f"The library folder “{folder}” does not exist.")
        time.sleep(1.0)  # a check that the folder is NOT made again: given a second to (wrongly) appear
        check(not os.path.exists(folder), "the folder was not made again")
        screenshot(os.path.join(home, "missing-folder.png"))
        # The reader restores it (from a backup, say): the books are listed again.
        os.makedirs(folder)
        make_pdf(os.path.join(folder, "zadig.pdf"), "Zadig", "Voltaire", pages=4)
        wait_for(lambda: row_titles(app) == ["Zadig"], 10, "the folder's books once it is back")
        check(app.exited_cleanly(), "Recto is still running")


def test_a_fifo_given_as_a_book_is_refused_not_waited_on():
    home, _ = library_home()
    fifo = os.path.join(home, "pipe.pdf")
    os.mkfifo(fifo)
    with App(fifo, home=home) as app:
        app.wait_find("label", "The file could not be read: it is not a regular file.")
        check(app.exited_cleanly(), "Recto is still running")


def window_rows(app):
    """For each of Recto's windows, the titles its library list shows, top to bottom."""
    from harness import walk
    from test_library import on_screen
    app.root = app._find_application() or app.root
    app.root.clear_cache()
    result = []
    for index in range(app.root.get_child_count()):
        frame = app.root.get_child_at_index(index)
        books = next((node for node in walk(frame) if node.get_role_name() == "list" and node.get_name() == "Books"),
                     None)
        if books is None:
            continue
        titles = []
        for row in walk(books):
            if row.get_role_name() == "list item" and on_screen(row):
                labels = [node.get_name() for node in walk(row) if node.get_role_name() == "label"]
                titles.append(labels[0] if labels else "")
        result.append(titles)
    return result


def test_two_windows_share_one_library():
    home, folder = library_home()
    for name, title in [("candide", "Candide"), ("emile", "Emile"), ("zadig", "Zadig")]:
        make_pdf(os.path.join(folder, f"{name}.pdf"), title, "Someone", pages=3)
    with App(os.path.join(folder, "candide.pdf"), os.path.join(folder, "zadig.pdf"), home=home) as app:
        windows = wait_for(lambda: (lambda ids: ids if len(ids) == 2 else None)(subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(app.process.pid)],
            capture_output=True, text=True).stdout.split()), 10, "two windows")
        for window in windows:
            subprocess.run(["xdotool", "windowactivate", "--sync", window], check=False)
            subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
            wait_for(lambda: subprocess.run(["xdotool", "getwindowfocus"], capture_output=True,
                                            text=True).stdout.strip() == window, 10, f"window {window} focused")
            subprocess.run(["xdotool", "key", "F9"], check=True)
        everything = ["Candide", "Emile", "Zadig"]
        wait_for(lambda: window_rows(app) == [everything, everything], 10, "both windows listing the library")
        # Delete in the focused window (its list has the keyboard, on its open book): both lists lose the row.
        wait_still(message="both sidebars to slide in")
        subprocess.run(["xdotool", "key", "Delete"], check=True)
        wait_for(lambda: (lambda rows: len(rows) == 2 and all(len(titles) == 2 for titles in rows)
                          and rows[0] == rows[1])(window_rows(app)), 5, "the row gone from both windows")
        left = window_rows(app)[0]
        gone = next(title for title in everything if title not in left)
        # Once its toast goes the book is trashed, once, and neither window lists it again.
        trash = os.path.join(home, "data", "Trash", "files")
        wait_for(lambda: os.path.isdir(trash) and os.listdir(trash) == [f"{gone.lower()}.pdf"], 15, f"{gone} in the trash")
        time.sleep(1.0)  # a check that the book does NOT come back in either list: given a second to
        check(window_rows(app) == [left, left], "both windows list the rest")
        check(app.exited_cleanly(), "Recto is still running")
