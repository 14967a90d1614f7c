"""Opening and closing a view gives back every GObject it made: the contents, the notes and the library are opened
and closed 40 times, and the app's count of live GObjects (GObjectSupport's ObjectCounter, reported through
RECTO_TEST_COUNT_OBJECTS) comes back to where it was."""
import os
import subprocess
import tempfile
import time

from harness import RECTO, App, check, fresh_book, wait_for, wait_still, walk
from test_library import make_pdf, wait_shown
from test_notes import add_note, notes_list
from test_reliability import focus_window, visible_labels, x_windows

ROUNDS = 40
# What moves between two settled counts without a leak: the list views keep the row widgets of the rows last on
# screen (a handful of objects a row), GTK's glyph and icon caches and the render nodes of the frame on screen
# come and go, and a toast's timeout may hold a few. Measured on ~12,900 live objects: 12975 → 12938,
# 12967 → 12959, 12864 → 12884 (a spread of about 40 either way). Fewer objects after the rounds is no leak, so
# the check is on growth only, with room for that noise.
TOLERANCE = 50
# The noise is spread over many types (after 100 rounds, the most any one type grew was +10 GtkStyleContext),
# while a leak of one object a round adds ROUNDS of its type: no type may grow by half of that.
PER_TYPE = ROUNDS // 2


def read_count(path):
    try:
        with open(path) as handle:
            return int(handle.read().strip())
    except (OSError, ValueError):
        return None


def read_types(path):
    """The live objects by type the app wrote beside the count (FILE.types, "count type" lines)."""
    types = {}
    try:
        with open(path + ".types") as handle:
            for line in handle:
                count, _, name = line.strip().partition(" ")
                types[name] = int(count)
    except (OSError, ValueError):
        pass
    return types


def growth(before, after, most=12):
    """The types that grew most from one breakdown to the next, as "+N Type" words."""
    grown = sorted(((after.get(name, 0) - before.get(name, 0), name) for name in set(before) | set(after)),
                   reverse=True)
    return ", ".join(f"{change:+d} {name}" for change, name in grown[:most] if change > 0) or "nothing"


def settled_count(path, quiet=1.5, timeout=20.0):
    """The count once it has not moved for `quiet` seconds (the app reports five times a second)."""
    deadline = time.monotonic() + timeout
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        value = read_count(path)
        if value != last:
            last, since = value, time.monotonic()
        elif value is not None and time.monotonic() - since >= quiet:
            return value
        time.sleep(0.1)
    raise AssertionError(f"the object count did not settle (last {last})")


def one_round_watched(app):
    """One round, waiting for each view to be on screen, so every path really runs. A hidden stack page keeps its
    size for AT-SPI, so a view's going is not seen there: each closes in a 0.3 s transition, given a second."""
    app.keys("ctrl+t")
    wait_shown(app, "list", "BOOK I")
    app.keys("ctrl+t")
    wait_still(message="the contents to close")
    app.keys("ctrl+shift+n")
    wait_for(lambda: notes_list(app) is not None, message="the notes list")
    app.keys("ctrl+shift+n")
    wait_still(message="the notes to close")
    app.keys("F9")
    wait_shown(app, "label", "Candide")
    app.keys("F9")
    wait_still(message="the library to close")


def test_views_opened_and_closed_40_times_give_back_their_objects():
    home = tempfile.mkdtemp(prefix="recto-ui-")
    folder = os.path.join(home, "data", "recto", "Library")
    os.makedirs(folder)
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    make_pdf(os.path.join(folder, "emile.pdf"), "Emile", "Rousseau", pages=2)
    book = fresh_book("guide.pdf")
    counts = os.path.join(home, "objects")
    with App(book, home=home, env={"RECTO_TEST_COUNT_OBJECTS": counts}) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        at_start = settled_count(counts)
        check(at_start > 500, f"the counter sees the window's objects ({at_start})")
        app.keys("ctrl+shift+n")
        wait_for(lambda: app.find("label", "No Notes"), message="the notes view")
        add_note(app, "Apple pie")
        app.keys("ctrl+shift+n")
        wait_still(message="the notes to close")

        # One round first: what is made once and kept (the views themselves, theme icons, CSS nodes) is in the
        # baseline, not counted as a leak.
        one_round_watched(app)
        before = settled_count(counts)
        types_before = read_types(counts)
        check(types_before.get("GtkLabel", 0) > 10, f"the app reports its objects by type ({len(types_before)} types)")
        check(before > at_start + 50, f"the views' widgets are counted ({at_start} at the start, {before} after)")

        # The rounds, as fast as a hurried reader's keys: every show runs the view's show path (the contents
        # build their lists again each time, the notes and the library refresh theirs).
        round_keys = ["ctrl+t", "ctrl+t", "ctrl+shift+n", "ctrl+shift+n", "F9", "F9"]
        for start in range(0, ROUNDS - 1, 11):
            app.focus()
            batch = round_keys * min(11, ROUNDS - 1 - start)
            subprocess.run(["xdotool", "key", "--delay", "60", *batch], check=True)
            check(app.process.poll() is None, f"Recto still runs after {start + 11} rounds")
        one_round_watched(app)  # the last, and proof the views still open and close
        check_given_back(counts, before, types_before, f"{at_start} at the start, {before} after one round",
                         f"after {ROUNDS} rounds", f"a leak of one object a round would show as {ROUNDS}",
                         per_type=PER_TYPE)


def check_given_back(counts, before, types_before, story, what, leak, per_type=None):
    """Checks the settled count is back within TOLERANCE of `before`, and no type grew by `per_type` or more when
    given, printing what grew most."""
    after = settled_count(counts)
    types_after = read_types(counts)
    grew = growth(types_before, types_after)
    print(f"live GObjects: {story}, {after} {what}; grew most: {grew}")
    check(after - before <= TOLERANCE,
          f"{after - before:+d} live GObjects {what} ({before} → {after}); {leak}; grew most: {grew}")
    if per_type is not None:
        most = max((types_after.get(name, 0) - types_before.get(name, 0) for name in types_after), default=0)
        check(most < per_type, f"a type grew by {most} {what} (at most {per_type - 1} is noise); {leak}; "
                               f"grew most: {grew}")


def open_second_window(app, book):
    """`recto BOOK BOOK` forwarded to the running Recto: the first reuses its window, the second opens one."""
    subprocess.run([RECTO, book, book], env=app.environment, check=True, timeout=60)
    windows = wait_for(lambda: len(x_windows(app)) == 2 and x_windows(app), message="a second window")
    wait_for(lambda: visible_labels(app, "Page 1 of 23") == 2, message="the book in both windows")
    return windows[-1]


def windows_with_contents(app):
    """How many of Recto's windows have filled their (hidden) contents page: its rows are named "Title, page N"."""
    app.root = app._find_application() or app.root
    app.root.clear_cache()
    count = 0
    for index in range(app.root.get_child_count()):
        window = app.root.get_child_at_index(index)
        if window is not None and any(", page " in (node.get_name() or "") for node in walk(window)):
            count += 1
    return count


def close_window(app, window):
    focus_window(window)
    app.keys("ctrl+w")
    wait_for(lambda: len(x_windows(app)) == 1, message="the second window to close")


def test_a_window_closed_gives_back_its_objects():
    home = tempfile.mkdtemp(prefix="recto-ui-")
    book = fresh_book("guide.pdf")
    counts = os.path.join(home, "objects")
    with App(book, home=home, env={"RECTO_TEST_COUNT_OBJECTS": counts}) as app:
        app.wait_find("label", "Page 1 of 23")
        # A window opened, left to settle and closed first, as each one measured is: what the app makes once and
        # keeps for later windows is the baseline (GTK's style cache grows by the styles of the contents page,
        # which each window fills a moment after it opens).
        first = open_second_window(app, book)
        wait_for(lambda: windows_with_contents(app) == 2, 30, "the second window's contents filled")
        settled_count(counts)
        close_window(app, first)
        before = settled_count(counts)
        types_before = read_types(counts)
        for _ in range(3):
            window = open_second_window(app, book)
            with_two = settled_count(counts)
            check(with_two > before + 500, f"the second window's objects are counted ({before} → {with_two})")
            close_window(app, window)
        check_given_back(counts, before, types_before, f"{before} with one window, {with_two} with two",
                         "after three second windows closed", "a window kept alive would show as thousands")
