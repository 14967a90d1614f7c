"""Highlights as a reader uses them: a drag selects a passage, Ctrl+H marks it in yellow on the page and lists it
among the notes with its quote and page; the mark is there after a restart and after the file is renamed; a
highlight deleted from the notes list leaves the page, and Undo brings the mark back."""
import os
import shutil
import subprocess
import tempfile
import time

from harness import App, Atspi, check, make_book, screenshot, wait_for, walk
from test_notes import find_in, notes_list, open_notes, press, row_item, rows
from test_text import share_of

# The highlight's soft yellow under black text: much more red and green than blue, and light.
YELLOW = "(r>0.85)&&(g>0.8)&&(b<0.6)"


def page_area(app, page):
    """The page picture's place on screen: (left, top, scale) for a 420 × 595 point page, fitted and centred."""
    area = app.wait_find(None, f"Page {page}").get_extents(Atspi.CoordType.SCREEN)
    scale = min(area.width / 420, area.height / 595)
    return area.x + (area.width - 420 * scale) / 2, area.y + (area.height - 595 * scale) / 2, scale


def drag_select(app, page):
    """Selects the first lines of the chapter on `page` with a mouse drag from the left margin."""
    left, top, scale = page_area(app, page)
    x0, y0 = int(left - 20), int(top + 595 * scale * 0.33)
    x1, y1 = int(left + 420 * scale * 0.9), int(top + 595 * scale * 0.37)
    subprocess.run(["xdotool", "mousemove", "--sync", str(x0), str(y0), "mousedown", "1"], check=True)
    for step in range(1, 11):
        subprocess.run(["xdotool", "mousemove", "--sync", str(x0 + (x1 - x0) * step // 10),
                        str(y0 + (y1 - y0) * step // 10)], check=True)
        time.sleep(0.05)
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
    time.sleep(1.0)


def yellow(app, name):
    time.sleep(1.0)  # the page is drawn again with its marks in the background
    return share_of(screenshot(os.path.join(app.home, name)), YELLOW)


def press_undo(app):
    """Presses the newest toast's Undo (libadwaita names it from its mnemonic, "_Undo Undo" in GTK 4.8)."""
    def buttons():
        app.root.clear_cache()
        return [node for node in walk(app.root)
                if node.get_role_name() == "push button" and "Undo" in (node.get_name() or "")]
    press(wait_for(buttons, 5, "the toast's Undo button")[-1])


def highlight_rows(app):
    return [row for row in rows(app) if row[0] == "note" and row[1].startswith("“")]


def test_a_highlight_shows_is_listed_survives_restart_and_rename_and_undo():
    folder = tempfile.mkdtemp(prefix="recto-highlights-")
    book = make_book(os.path.join(folder, "book.pdf"))
    home = tempfile.mkdtemp(prefix="recto-ui-")
    app = App(book, home=home)
    try:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right")
        app.wait_find("label", "Page 3 of 23")
        time.sleep(1.0)
        before = yellow(app, "before.png")
        drag_select(app, 3)
        app.keys("ctrl+h")
        marked = yellow(app, "highlighted.png")
        check(marked > before + 0.003, f"the passage shows in yellow ({before:.4f} → {marked:.4f}, {app.home}/highlighted.png)")
        open_notes(app)
        wait_for(lambda: highlight_rows(app), message="the highlight in the notes list")
        row = highlight_rows(app)[0]
        check(row[2] == "p. 3", f"the row names the page ({row})")
        screenshot(os.path.join(app.home, "notes-list.png"))
    finally:
        app.close()

    # Restart: the mark is on the page again.
    app = App(book, home=home)
    try:
        app.wait_find("label", "Page 3 of 23")
        check(yellow(app, "restarted.png") > before + 0.003, "the highlight is there after a restart")
    finally:
        app.close()

    # Renamed: the notes follow the book's key, not its name.
    renamed = os.path.join(folder, "renamed book.pdf")
    shutil.move(book, renamed)
    app = App(renamed, home=home)
    try:
        # The reading position follows the book's key too.
        app.wait_find("label", "Page 3 of 23")
        check(yellow(app, "renamed.png") > before + 0.003, "the highlight is there after the file is renamed")

        # Deleted from the list: the row goes; Undo brings it back, and its mark on the page.
        open_notes(app)
        wait_for(lambda: highlight_rows(app), message="the highlight listed")
        text = highlight_rows(app)[0][1]
        press(find_in(row_item(app, text), "push button", "Delete Note"))
        wait_for(lambda: not highlight_rows(app), message="the highlight to leave the list")
        press_undo(app)
        wait_for(lambda: highlight_rows(app), message="Undo to bring the row back")
        app.keys("ctrl+shift+n")  # the Undo button had the focus: the notes button's key closes the list
        check(yellow(app, "undone.png") > before + 0.003, f"Undo brings the mark back ({app.home}/undone.png)")

        # Deleted from the page's right-click menu: the mark leaves the page.
        left, top, scale = page_area(app, 3)
        x, y = int(left + 420 * scale * 0.4), int(top + 595 * scale * 0.35)
        subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y), "click", "3"], check=True)
        press(app.wait_find("menu item", "Delete Highlight"))
        check(yellow(app, "deleted.png") < before + 0.002, f"the mark leaves the page with its note ({app.home}/deleted.png)")
    finally:
        app.close()
