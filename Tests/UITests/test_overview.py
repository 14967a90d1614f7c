"""The page overview as a reader uses it: the Overview button appears after the cover, the book turns over to a
grid of its pages under its chapters' headers, a page is chosen and read, Back returns, Escape turns back."""
import os
import re
import subprocess
import tempfile

from harness import App, Atspi, check, fresh_book, is_on_screen, region_stddev, screenshot, wait_for, wait_still, walk


def is_visible(node):
    return node is not None and node.get_state_set().contains(Atspi.StateType.VISIBLE)


def extents(node):
    box = node.get_component_iface().get_extents(Atspi.CoordType.SCREEN)
    return box.x, box.y, box.width, box.height


def page_cells(app):
    """The names of the overview's page cells on screen ("Page 7, The Scrubber")."""
    app.root.clear_cache()
    names = []
    for node in walk(app.root):
        try:
            name = node.get_name() or ""
            # The page view's own page is named "Page 2" too: a cell is small.
            if is_cell(name) and is_on_screen(node) and extents(node)[2] < 400:
                names.append(name)
        except Exception:
            continue
    return names


def overview_cell(app, name):
    """The overview's cell named `name` ("Page 2") on screen, or None (the page view's own page, also named
    "Page 2", is large)."""
    app.root.clear_cache()
    for node in walk(app.root):
        try:
            if node.get_name() == name and is_on_screen(node) and extents(node)[2] < 400:
                return node
        except Exception:
            continue
    return None


def is_cell(name):
    return re.fullmatch(r"Page \d+(, .+)?", name) is not None


def focused_name(app):
    node = app.focused()
    return node.get_name() if node is not None else ""


def drawn_cells(app, names):
    """How many of the cells named `names` show a drawn page rather than blank paper with its number: a page of
    the book has lines of text across it, the placeholder only a small number in its middle."""
    path = os.path.join(tempfile.mkdtemp(prefix="recto-overview-"), "grid.png")
    screenshot(path)
    print("overview grid:", path)
    count = 0
    for name in names:
        cell = app.find(None, name)
        if cell is None:
            continue
        x, y, width, height = extents(cell)
        # The cell's top third: text lines on a drawn page, white on a placeholder (its number is in the middle).
        if width > 20 and region_stddev(path, f"{width - 16}x{height // 3}+{x + 8}+{y + 8}") > 0.05:
            count += 1
    return count


def test_overview_pages_chapters_choice_back_and_escape():
    with App(fresh_book("overview.pdf")) as app:
        app.wait_find("label", "Page 1 of 23")
        wait_still(message="the cover to be drawn")
        check(not is_visible(app.find("push button", "Overview", showing=False)), "no Overview button on the cover")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        wait_for(lambda: is_visible(app.find("push button", "Overview", showing=False)), message="Overview button")

        app.keys("ctrl+alt+o")
        # Each page is named with its chapter; the chapters head their pages.
        app.wait_find(None, "Page 7, The Scrubber", timeout=20)
        app.wait_find("label", "The Scrubber")
        # The page being read has the keyboard (not the first page of the list's first row).
        wait_for(lambda: focused_name(app).startswith("Page 2"), message="page 2 to have the keyboard")
        names = page_cells(app)
        check(len(names) >= 8, f"many pages in view at once: {names}")
        # The pages are drawn from the book, not left as numbered paper.
        wait_for(lambda: drawn_cells(app, names) >= 6, 30, "at least six pages drawn in the grid")

        cell = app.find(None, "Page 7, The Scrubber")
        x, y, width, height = extents(cell)
        app.click(x + width // 2, y + height // 2)
        app.wait_find("label", "Page 7 of 23")
        wait_for(lambda: not is_cell(focused_name(app)), message="the overview to turn back")
        app.keys("alt+Left")
        app.wait_find("label", "Page 2 of 23")

        # Arrow keys and Enter choose too; Escape turns back without moving.
        app.keys("ctrl+alt+o")
        app.wait_find(None, "Page 7, The Scrubber", timeout=20)
        wait_for(lambda: focused_name(app).startswith("Page 2"), message="the page being read has the keyboard")
        app.keys("Right")
        wait_for(lambda: focused_name(app).startswith("Page 3"), message="Right moves to page 3")
        app.keys("Return")
        app.wait_find("label", "Page 3 of 23")
        app.keys("ctrl+alt+o")
        app.wait_find(None, "Page 7, The Scrubber", timeout=20)
        app.keys("Escape")
        wait_for(lambda: not is_cell(focused_name(app)), message="Escape to turn back")
        check(app.find("label", "Page 3 of 23") is not None, "Escape turns back without moving")


def test_ctrl_plus_and_minus_size_the_thumbnails_not_the_page():
    with App(fresh_book("sizes.pdf")) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        app.keys("ctrl+alt+o")
        cell = app.wait_find(None, "Page 7, The Scrubber", timeout=20)
        standard = extents(cell)[2]
        app.keys("ctrl+plus")
        wait_for(lambda: extents(app.find(None, "Page 7, The Scrubber"))[2] > standard + 20,
                 message="larger thumbnails after Ctrl+plus")
        app.keys("ctrl+minus", "ctrl+minus")
        wait_for(lambda: extents(app.find(None, "Page 7, The Scrubber"))[2] < standard - 20,
                 message="smaller thumbnails after Ctrl+minus twice")
        app.keys("Escape")
        wait_for(lambda: not is_cell(focused_name(app)), message="Escape to turn back")


def test_pages_with_notes_are_marked():
    with App(fresh_book("marks.pdf")) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right")
        app.wait_find("label", "Page 3 of 23")
        # The notes load with the book; their view says when they are there.
        app.keys("ctrl+shift+n")
        app.wait_find("label", "No Notes")
        app.keys("ctrl+n")
        wait_for(lambda: app.window_named("Add Note"), message="the Add Note dialog")
        app.type_text("Look at this page")
        app.keys("ctrl+Return")
        app.wait_find("list", "Notes")
        app.keys("ctrl+alt+o")
        marked = app.wait_find(None, "Page 3, Opening a Book", timeout=20)
        check("Has notes" in (marked.get_description() or ""), f"page 3 says it has notes: {marked.get_description()!r}")
        plain = app.find(None, "Page 4, Opening a Book")
        check(not (plain.get_description() or ""), f"page 4 has no marks: {plain.get_description()!r}")


def marks_of(app, name):
    cell = app.find(None, name)
    return (cell.get_description() or "") if cell is not None else None


def test_marks_follow_the_notes_while_the_overview_shows():
    from test_notes import add_note, find_in, press, row_item
    with App(fresh_book("live-marks.pdf")) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right")
        app.wait_find("label", "Page 3 of 23")
        app.keys("ctrl+shift+n")
        app.wait_find("label", "No Notes")
        add_note(app, "Look at this page")
        press(find_in(row_item(app, "Look at this page"), "push button", "Delete Note"))
        # The toast's Undo is held (the pointer on it) while the overview opens: the page has no marks now.
        undo = app.hold_toast_button("Undo", "Note deleted")
        app.keys("ctrl+alt+o")
        app.wait_find(None, "Page 3, Opening a Book", timeout=20)
        wait_for(lambda: marks_of(app, "Page 3, Opening a Book") == "", message="page 3 without marks")
        # Undo while the grid shows brings the note back, and its page is marked at once.
        app.press_held(undo)
        wait_for(lambda: "Has notes" in (marks_of(app, "Page 3, Opening a Book") or ""), 15,
                 "page 3 marked as having notes again without closing the overview")
        check(app.find(None, "Page 4, Opening a Book") is not None, "the overview still shows")


def cell_marks(app):
    """The overview's page cells that have widgets, as {page (1-based): the marks its description says}, read in
    one walk of the tree (a walk takes seconds on a busy machine: one a page would take a minute)."""
    app.root.clear_cache()
    marks = {}
    for node in walk(app.root):
        try:
            match = re.fullmatch(r"Page (\d+)(, .+)?", node.get_name() or "")
            if match and extents(node)[2] < 400:
                marks.setdefault(int(match.group(1)), node.get_description() or "")
        except Exception:
            continue
    return marks


def test_pages_with_search_matches_are_marked_while_the_search_is_open():
    from test_text import pages_with, status
    book = fresh_book("search-marks.pdf")
    expected = pages_with(book, "scrubber")
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+f")
        app.wait_find("text", "Find in the book")
        app.type_text("scrubber")
        wait_for(lambda: (s := status(app)) and s.startswith("1 of "), 15, "the matches counted")
        app.keys("ctrl+alt+o")
        app.wait_find(None, "Page 3, Opening a Book", timeout=20)
        shown = sorted(cell_marks(app))
        with_word = [page for page in shown if page in expected]
        without = [page for page in shown if page not in expected]
        check(with_word and without, f"the grid shows pages with and without the word: {shown}, {expected}")

        def searched(marks):
            """The marks once every page with the word says so (all still in view), else None."""
            ok = all("Has search matches" in marks.get(page, "") for page in with_word)
            return marks if ok and all(page in marks for page in without) else None
        marks = wait_for(lambda: searched(cell_marks(app)), 15,
                         f"pages {with_word}, which have the word, marked as having matches")
        marked = [page for page in without if "Has search matches" in marks[page]]
        check(not marked, f"pages without the word carry no search mark: {marked}")

        # The search closed, the marks go with it.
        app.keys("Escape")
        wait_for(lambda: not is_cell(focused_name(app)), 10, "Escape to turn back to the page")
        app.keys("ctrl+f", "Escape")
        wait_for(lambda: status(app) is None, 10, "the find bar to close")
        app.keys("ctrl+alt+o")
        app.wait_find(None, "Page 3, Opening a Book", timeout=20)
        wait_for(lambda: (marks := cell_marks(app)) and all(
            page in marks and "Has search matches" not in marks[page] for page in with_word), 10,
                 "the search marks gone with the search")


def has_pixels(path, geometry, condition):
    """Whether some pixels of the region meet `condition` (an ImageMagick fx test)."""
    output = subprocess.run(["convert", path, "-crop", geometry, "+repage", "-fx", f"({condition}) ? 1 : 0",
                             "-format", "%[fx:maxima.r]", "info:"], capture_output=True, text=True).stdout.strip()
    return output not in ("", "0")


def dark_pixels(path, geometry):
    """Whether the region has black ink: a drawn page's text. Blank paper's number is grey, the frames blue."""
    return has_pixels(path, geometry, "r<0.2&&g<0.2&&b<0.2")


# A yellow highlight under text, shrunk into a thumbnail: red and green well above blue (the red headings have
# green as low as blue).
HIGHLIGHT = "(r-b)>0.3&&(g-b)>0.25"


def highlight_in_cell(app, name, shot):
    """Whether the cell named `name` shows a highlight, below its top corner's dots (the highlight dot is orange)."""
    cell = app.find(None, name)
    if cell is None:
        return None
    x, y, width, height = extents(cell)
    return has_pixels(app.settled_shot(shot), f"{width - 8}x{height - 28}+{x + 4}+{y + 24}", HIGHLIGHT)


def test_a_highlight_brought_back_while_the_overview_shows_is_painted_on_its_thumbnail():
    from test_highlights import highlight_on_page_three, highlight_rows
    from test_notes import find_in, open_notes, press, row_item
    with App(fresh_book("live-highlight.pdf")) as app:
        highlight_on_page_three(app)
        open_notes(app)
        wait_for(lambda: highlight_rows(app), message="the highlight listed")
        press(find_in(row_item(app, highlight_rows(app)[0][1]), "push button", "Delete Note"))
        undo = app.hold_toast_button("Undo", "Note deleted")
        app.keys("ctrl+alt+o")
        name = "Page 3, Opening a Book"
        app.wait_find(None, name, timeout=20)
        wait_for(lambda: drawn_cells(app, [name]) == 1, 30, "page 3's thumbnail drawn")
        check(not highlight_in_cell(app, name, "deleted.png"), f"no highlight on page 3's thumbnail ({app.home})")
        # Undo while the grid shows: the mark is painted on the thumbnail again, without leaving the overview.
        app.press_held(undo)
        wait_for(lambda: highlight_in_cell(app, name, "undone.png"), 20,
                 f"the highlight painted on page 3's thumbnail again ({app.home}/undone.png)")
        check("Has highlights" in (marks_of(app, name) or ""), "page 3 is marked as having highlights")


def last_pages_drawn(app):
    """How many of the last three pages' cells are on screen and drawn."""
    path = os.path.join(tempfile.mkdtemp(prefix="recto-overview-end-"), "end.png")
    screenshot(path)
    drawn = 0
    for page in (1998, 1999, 2000):
        cell = overview_cell(app, f"Page {page}")
        if cell is not None:
            x, y, width, height = extents(cell)
            drawn += dark_pixels(path, f"{width - 8}x{height - 8}+{x + 4}+{y + 4}")
    return drawn


def test_the_end_of_a_long_book_is_drawn_and_the_keys_still_answer():
    from test_continuous import make_numbered_book
    book = make_numbered_book(os.path.join(tempfile.mkdtemp(prefix="recto-overview-long-"), "long.pdf"), 2000)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 2000", timeout=20)
        app.keys("ctrl+alt+o")
        wait_for(lambda: overview_cell(app, "Page 2"), 20, "the overview's first rows")
        # End from the top: the grid flies over 2,000 pages; where it lands, the last pages are drawn.
        app.keys("End")
        wait_for(lambda: focused_name(app) == "Page 2000", 20, "the last page to have the keyboard")
        wait_for(lambda: last_pages_drawn(app) == 3, 30, "the last three pages drawn")
        # And the grid still answers the keyboard at once after the flight.
        app.keys("Left")
        wait_for(lambda: focused_name(app) == "Page 1999", 10, "Left to move to page 1999")
        app.keys("Return")
        app.wait_find("label", "Page 1999 of 2000", timeout=10)
