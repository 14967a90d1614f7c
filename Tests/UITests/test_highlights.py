"""Highlights as a reader uses them: a drag selects a passage, Ctrl+H marks it in yellow on the page and lists it
among the notes with its quote and page; the mark is there after a restart and after the file is renamed; a
highlight deleted from the notes list leaves the page, and Undo brings the mark back. The notes menu exports
Markdown and JSON through the file chooser, a JSON import into another copy of the book brings the highlight
back, and Save a Copy with Highlights… writes a PDF with a real /Highlight annotation; the page menu's colours
(all five in sight, under a Highlight Colour heading) set the colour of the next highlight, and a click on a mark
selects its note in the list."""
import json
import os
import re
import shutil
import subprocess
import tempfile

from harness import App, Atspi, TestFailure, check, fresh_book, pointer_to, screenshot, wait_for, wait_still, walk
from page_selection import drag_select, page_point
from test_notes import find_in, notes_list, open_notes, press, row_item, rows
from test_reliability import lock, unlock
from test_text import share_of

# The highlight's soft yellow under black text: much more red and green than blue, and light.
YELLOW = "(r>0.85)&&(g>0.8)&&(b<0.6)"


def yellow(app, name):
    """The share of yellow on screen once the page is drawn again with its marks (in the background)."""
    return share_of(app.settled_shot(name, message="the page drawn with its marks"), YELLOW)


def wait_yellow(app, name, holds, message, timeout=20.0):
    """The share of yellow once it `holds`; see `wait_colour`."""
    return wait_colour(app, name, YELLOW, holds, message, timeout)


def wait_colour(app, name, colour, holds, message, timeout=20.0):
    """The share of `colour` on screen once it `holds` (a mark drawn or gone): a busy machine may draw it after
    the screen has been still for a moment, so the share is read again until it does or `timeout` passes."""
    shares = []

    def met():
        shares.append(share_of(app.settled_shot(name, message="the page drawn with its marks"), colour))
        return holds(shares[-1])
    try:
        wait_for(met, timeout, message)
    except TestFailure as failure:
        raise TestFailure(f"{failure} (share {shares[-1] if shares else None}; {app.home}/{name})") from None
    return shares[-1]


COLOURS = ("Yellow", "Green", "Blue", "Pink", "Purple")


def colour_items_in_view(app):
    """The page menu's colour items by name, when all five are on screen and wholly inside the menu's scrolled
    area (GtkPopoverMenu's scroller: an item below its bottom edge is only reached by scrolling); else None."""
    items = {name: app.find("menu item", name) for name in COLOURS}
    if any(item is None for item in items.values()):
        return None
    for item in items.values():
        scroller = item.get_parent()
        while scroller is not None and scroller.get_role_name() != "scroll pane":
            scroller = scroller.get_parent()
        if scroller is None:
            return None
        # Both in the popover's own coordinates.
        box, view = item.get_extents(Atspi.CoordType.WINDOW), scroller.get_extents(Atspi.CoordType.WINDOW)
        if box.height <= 0 or box.y < view.y or box.y + box.height > view.y + view.height:
            return None
    return items


def highlight_rows(app):
    return [row for row in rows(app) if row[0] == "note" and row[1].startswith("“")]


def test_a_highlight_shows_is_listed_survives_restart_and_rename_and_undo():
    folder = tempfile.mkdtemp(prefix="recto-highlights-")
    book = fresh_book("book.pdf", folder)
    home = tempfile.mkdtemp(prefix="recto-ui-")
    with App(book, home=home) as app:
        before = highlight_on_page_three(app)
        open_notes(app)
        wait_for(lambda: highlight_rows(app), message="the highlight in the notes list")
        row = highlight_rows(app)[0]
        check(row[2] == "p. 3", f"the row names the page ({row})")
        screenshot(os.path.join(app.home, "notes-list.png"))

    # Restart: the mark is on the page again.
    with App(book, home=home) as app:
        app.wait_find("label", "Page 3 of 23")
        wait_yellow(app, "restarted.png", lambda share: share > before + 0.003, "the highlight after a restart")

    # Renamed: the notes follow the book's key, not its name.
    renamed = os.path.join(folder, "renamed book.pdf")
    shutil.move(book, renamed)
    with App(renamed, home=home) as app:
        # The reading position follows the book's key too.
        app.wait_find("label", "Page 3 of 23")
        wait_yellow(app, "renamed.png", lambda share: share > before + 0.003, "the highlight after the file is renamed")

        # Deleted from the list: the row goes; Undo brings it back, and its mark on the page.
        open_notes(app)
        wait_for(lambda: highlight_rows(app), message="the highlight listed")
        text = highlight_rows(app)[0][1]
        press(find_in(row_item(app, text), "push button", "Delete Note"))
        wait_for(lambda: not highlight_rows(app), message="the highlight to leave the list")
        app.press_toast_button("Undo", "Note deleted")
        wait_for(lambda: highlight_rows(app), message="Undo to bring the row back")
        app.keys("ctrl+shift+n")  # the Undo button had the focus: the notes button's key closes the list
        wait_yellow(app, "undone.png", lambda share: share > before + 0.003, "Undo to bring the mark back")

        # Deleted from the page's right-click menu: the mark leaves the page.
        x, y = page_point(app, 3, 0.4, 0.35)
        pointer_to(x, y)
        subprocess.run(["xdotool", "click", "3"], check=True)
        press(app.wait_find("menu item", "Delete Highlight"))
        wait_yellow(app, "deleted.png", lambda share: share < before + 0.002, "the mark to leave the page with its note")


# A highlight's soft green under black text: green well above red and blue.
GREEN = "(g>0.8)&&(r<0.75)&&(b<0.65)"


def save_in_file_chooser(app, title, path):
    """Saves to `path`: the name field has the focus with the suggested name selected; the path typed over it."""
    app.choose_file(title, path, "ctrl+a")


def open_in_file_chooser(app, title, path):
    """Opens `path`: Ctrl+L, the path, Enter."""
    app.choose_file(title, path, "ctrl+l")


def notes_menu(app, item):
    """Chooses `item` from the notes menu (the button beside Add Note in the notes view)."""
    press(app.wait_find(None, "Notes Menu"))
    press(app.wait_find("menu item", item))


def wait_for_file(path):
    # Recto writes to a temporary file and renames it: once the name is there, the file is whole.
    wait_for(lambda: os.path.exists(path) and os.path.getsize(path) > 0, 15, f"{path} written")
    return path


def on_page_three(app):
    """From the sample book's cover to page 3, where the first chapter begins, drawn."""
    app.wait_find("label", "Page 1 of 23")
    app.keys("Right", "Right")
    app.wait_find("label", "Page 3 of 23")
    app.wait_page_text("Page 3 of 23")
    wait_still(message="page 3 to be drawn")


def highlight_on_page_three(app):
    """Goes to page 3, selects the chapter's first lines and marks them with Ctrl+H; the yellow share before."""
    on_page_three(app)
    before = yellow(app, "before.png")
    drag_select(app, 3)
    app.keys("ctrl+h")
    wait_yellow(app, "highlighted.png", lambda share: share > before + 0.003,
                f"the passage to show in yellow (from {before:.4f})")
    return before


def test_notes_export_to_markdown_and_json_import_into_a_copy_and_a_highlighted_pdf():
    folder = tempfile.mkdtemp(prefix="recto-export-")
    book = fresh_book("book.pdf", folder)
    with App(book) as app:
        before = highlight_on_page_three(app)
        open_notes(app)
        wait_for(lambda: highlight_rows(app), message="the highlight in the notes list")
        quote = highlight_rows(app)[0][1].strip("“”")
        words = quote.split()[:3]

        markdown = os.path.join(folder, "exported notes.md")
        notes_menu(app, "Export Notes…")
        save_in_file_chooser(app, "Export Notes", markdown)
        text = open(wait_for_file(markdown), encoding="utf-8").read()
        check(text.startswith("# "), f"the Markdown starts with the book's title: {text[:80]!r}")
        quoted = [line for line in text.splitlines() if line.startswith("> ")]
        check(quoted and all(word in " ".join(quoted) for word in words),
              f"the Markdown quotes the passage ({words}): {text!r}")
        check("(p. 3)" in text, f"the Markdown names the page: {text!r}")

        exported = os.path.join(folder, "exported notes.json")
        notes_menu(app, "Export Notes…")
        save_in_file_chooser(app, "Export Notes", exported)
        data = json.load(open(wait_for_file(exported), encoding="utf-8"))
        check(data["format"] == "recto-notes-export", f"the JSON says what it is: {data.get('format')}")
        records = [note for chapter in data["chapters"] for note in chapter["notes"] if note.get("highlight")]
        check(len(records) == 1 and records[0]["page"] == 2 and records[0]["pageLabel"] == "3",
              f"the JSON has the highlight on page 3: {records}")
        highlight = records[0]["highlight"]
        check(all(word in highlight["quote"] for word in words) and highlight["quads"],
              f"the JSON keeps the quote and the quads: {highlight}")

        copy = os.path.join(folder, "copy with highlights.pdf")
        notes_menu(app, "Save a Copy with Highlights…")
        save_in_file_chooser(app, "Save a Copy with Highlights", copy)
        wait_for_file(copy)
        info = subprocess.run(["pdfinfo", copy], capture_output=True, text=True)
        check(info.returncode == 0 and re.search(r"^Pages:\s+23$", info.stdout, re.M),
              f"pdfinfo opens the copy with its 23 pages: {info.stdout} {info.stderr}")
        expanded = subprocess.run(["qpdf", "--qdf", "--object-streams=disable", copy, "-"],
                                  capture_output=True).stdout
        check(expanded.count(b"/Subtype /Highlight") == 1, "the copy has one /Highlight annotation")
        check(b"/QuadPoints" in expanded, "the annotation has its quads")
        screenshot(os.path.join(app.home, "exported.png"))

    # Another copy of the book, in a home with no notes: the JSON import brings the highlight and its mark.
    other = os.path.join(tempfile.mkdtemp(prefix="recto-import-"), "the same book.pdf")
    shutil.copy(book, other)
    with App(other) as app:
        app.wait_find("label", "Page 1 of 23")
        open_notes(app)
        check(not highlight_rows(app), "the other home starts without the highlight")
        notes_menu(app, "Import Notes…")
        open_in_file_chooser(app, "Import Notes", exported)
        wait_for(lambda: highlight_rows(app), 10, "the imported highlight in the notes list")
        check(highlight_rows(app)[0][2] == "p. 3", f"the imported row names page 3: {highlight_rows(app)}")
        app.keys("ctrl+shift+n")  # back to the page
        app.keys("Right", "Right")
        app.wait_find("label", "Page 3 of 23")
        wait_yellow(app, "imported.png", lambda share: share > before + 0.003, "the imported highlight on page 3")


def test_an_export_or_copy_that_cannot_be_written_says_so_and_not_that_the_notes_were_lost():
    """Export Notes… and Save a Copy with Highlights… into a folder that refuses new files: the toast names what
    failed (the export, the copy). It used to say "Notes could not be saved", the words for the book's own notes
    file, though those were saved."""
    folder = tempfile.mkdtemp(prefix="recto-export-fails-")
    book = fresh_book("book.pdf", folder)
    refusing = os.path.join(folder, "refusing")
    os.makedirs(refusing)
    if not lock(refusing):
        print("SKIP: this machine cannot make a folder read-only for this user")
        return
    app = App(book)
    try:
        highlight_on_page_three(app)
        open_notes(app)
        wait_for(lambda: highlight_rows(app), message="the highlight in the notes list")

        notes_menu(app, "Export Notes…")
        save_in_file_chooser(app, "Export Notes", os.path.join(refusing, "notes.md"))
        toast = app.wait_find("label", contains="Notes could not be exported", timeout=15).get_name()
        check("Notes could not be saved" not in toast, f"the toast is about the export: {toast!r}")

        notes_menu(app, "Save a Copy with Highlights…")
        save_in_file_chooser(app, "Save a Copy with Highlights", os.path.join(refusing, "copy.pdf"))
        toast = app.wait_find("label", contains="The copy could not be saved", timeout=15).get_name()
        check("Notes could not be saved" not in toast, f"the toast is about the copy: {toast!r}")
        check(app.find("label", contains="Notes could not be saved") is None, "no toast says the notes were lost")
        check(os.listdir(refusing) == [], f"nothing was written: {os.listdir(refusing)}")
    finally:
        unlock(refusing)
        app.close()


def test_the_colour_menu_sets_the_next_highlight_and_a_click_on_a_mark_selects_its_note():
    with App(fresh_book()) as app:
        on_page_three(app)
        plain = yellow(app, "plain.png")
        green_before = share_of(os.path.join(app.home, "plain.png"), GREEN)

        # Right-click on the selection: the five colours are in the menu itself, every one in sight without
        # scrolling (a submenu kept the menu's height, and Purple was scrolled out of it); Green marks the
        # selection green.
        drag_select(app, 3)
        x, y = page_point(app, 3, 0.4, 0.35)
        pointer_to(x, y)
        subprocess.run(["xdotool", "click", "3"], check=True)
        items = wait_for(lambda: colour_items_in_view(app), 5, "the five colours in sight in the page's menu")
        check(app.find("label", "Highlight Colour") is not None, "the colours are under a Highlight Colour heading")
        check(app.find("menu item", "Highlight Colour") is None, "no Highlight Colour submenu to open first")
        press(items["Green"])
        first = wait_colour(app, "green.png", GREEN, lambda share: share > green_before + 0.003,
                            f"the passage to show in green (from {green_before:.4f})")

        # The next highlight, made from the menu's Highlight, is green too, and nothing turns yellow.
        drag_select(app, 3, 0.5, 0.54)
        x2, y2 = page_point(app, 3, 0.4, 0.52)
        pointer_to(x2, y2)
        subprocess.run(["xdotool", "click", "3"], check=True)
        press(app.wait_find("menu item", "Highlight"))
        wait_colour(app, "green-again.png", GREEN, lambda share: share > first + 0.003,
                    f"the next passage to be marked in the chosen green (from {first:.4f})")
        shot = os.path.join(app.home, "green-again.png")
        check(share_of(shot, YELLOW) < plain + 0.002, f"no yellow mark ({shot})")

        # A click on the first mark opens the notes with its note selected.
        check(notes_list(app) is None, "the notes are not shown yet")
        pointer_to(x, y)
        subprocess.run(["xdotool", "click", "1"], check=True)
        wait_for(lambda: notes_list(app), 10, "the notes list, opened by the click")
        check(app.find("label", "Page 3 of 23") is not None, "the click on the mark does not turn the page")

        def selected_quotes():
            listing = notes_list(app)
            found = []
            for index in range(listing.get_child_count()):
                item = listing.get_child_at_index(index)
                if item.get_state_set().contains(Atspi.StateType.SELECTED):
                    found += [node.get_name() for node in walk(item) if node.get_role_name() == "label"]
            return found
        wait_for(lambda: any(name.startswith("“") for name in selected_quotes()), 5, "the mark's note selected")
        highlighted = [row[1] for row in highlight_rows(app)]
        check(len(highlighted) == 2, f"two highlights listed: {highlighted}")
        chosen = next(name for name in selected_quotes() if name.startswith("“"))
        screenshot(os.path.join(app.home, "revealed.png"))
        # The newest highlight (the second) was selected when it was made; the click selects the first one's,
        # which begins the chapter of the sample book.
        check(chosen in highlighted and chosen.startswith("“Recto is a reader"),
              f"the clicked mark's note is selected ({chosen})")


def test_the_menu_key_opens_the_page_menu_at_the_selection_on_the_paged_view():
    with App(fresh_book()) as app:
        on_page_three(app)
        before = yellow(app, "menu-key-before.png")
        drag_select(app, 3)
        # The keyboard's right click: the menu opens for the selection, and its Highlight marks it.
        app.keys("Menu")
        item = app.wait_find("menu item", "Highlight")
        shot = screenshot(os.path.join(app.home, "menu-key.png"))
        press(item)
        wait_yellow(app, "menu-key-highlighted.png", lambda share: share > before + 0.003,
                    f"Menu ▸ Highlight to mark the selection (from {before:.4f}; the menu: {shot})")


# A highlight's soft purple under black text: blue above red above green.
PURPLE = "(b>0.9)&&(r>0.7)&&(r<0.9)&&(g<0.78)&&(b-g>0.2)"


def focused_menu_item(app):
    """The name of the page menu's item that has the keyboard focus, if one has."""
    focused = app.focused()
    return focused.get_name() if focused is not None and focused.get_role_name() == "menu item" else None


def test_the_page_menu_is_worked_with_the_keyboard_down_to_its_last_colour():
    """Seen under Xvfb: in the page's menu (opened with the Menu key, or a right click) the arrow keys, Tab and
    Enter did nothing to the menu: the popover hung off the page's GtkScrolledWindow, whose focus handling
    never looks into a popover, and the keys moved the focus around the window behind the menu instead. Now the
    arrows walk the items down to the fifth colour and Enter chooses it."""
    with App(fresh_book()) as app:
        on_page_three(app)
        before = share_of(screenshot(os.path.join(app.home, "keys-before.png")), PURPLE)
        drag_select(app, 3)
        app.keys("Menu")
        app.wait_find("menu item", "Purple")
        wait_for(lambda: focused_menu_item(app) == "Copy", 5, "the menu's first item to have the keyboard")
        # Read from Here, Highlight, Add Note…, (Delete Highlight is off: no mark under the selection), then the
        # five colours.
        walked = ["Copy"]
        for _ in range(8):
            app.keys("Down")
            walked.append(wait_for(lambda: (focused_menu_item(app) or walked[-1]) != walked[-1]
                                   and focused_menu_item(app), 5, f"Down to move on from {walked[-1]}"))
        walked = walked[1:]
        check(walked == ["Read from Here", "Highlight", "Add Note…", "Yellow", "Green", "Blue", "Pink", "Purple"],
              f"Down walks the menu's items to the last colour ({walked})")
        app.keys("Return")
        wait_for(lambda: app.find("menu item", "Purple") is None, 5, "Enter to choose Purple and close the menu")
        wait_colour(app, "keys-purple.png", PURPLE, lambda share: share > before + 0.003,
                    f"the passage to be marked in purple (from {before:.4f})")
    # The menu's popovers go with their widgets when the window closes, each once.
    complaints = [line for line in open(app.log.name) if "-CRITICAL **" in line]
    check(not complaints, f"no GTK criticals when the window closes: {complaints}")


def popup_geometries(app):
    """(x, y, width, height) of Recto's X windows on screen; a popover menu is one of its own."""
    found = []
    ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.process.pid)],
                         capture_output=True, text=True).stdout.split()
    for window in ids:
        shape = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True, text=True)
        values = dict(line.split("=", 1) for line in shape.stdout.split() if "=" in line)
        if {"X", "Y", "WIDTH", "HEIGHT"} <= values.keys():
            found.append(tuple(int(values[key]) for key in ("X", "Y", "WIDTH", "HEIGHT")))
    return found


def test_the_menu_key_on_a_whole_page_selected_opens_the_menu_on_screen():
    """Ctrl+A then the Menu key: the menu used to point at the box around the whole page's text, which left it
    no room above or below, so it hung off the bottom of the screen with Add Note… out of sight. It points at
    the selection's last line now, and opens above it."""
    with App(fresh_book()) as app:
        on_page_three(app)
        window = wait_for(lambda: [shape for shape in popup_geometries(app)], 5, "Recto's window")
        main = max(window, key=lambda shape: shape[2] * shape[3])
        app.keys("ctrl+a")
        wait_still(message="the page's text drawn selected (it is selected on the text worker)")
        app.keys("Menu")
        app.wait_find("menu item", "Add Note…")
        wait_still(message="the menu to open")
        screen_height = int(subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True,
                                           text=True).stdout.split()[1])
        menus = wait_for(lambda: [shape for shape in popup_geometries(app) if shape != main], 5, "the menu's window")
        shot = screenshot(os.path.join(app.home, "menu-key-page.png"))
        for x, y, width, height in menus:
            check(y >= 0 and y + height <= screen_height,
                  f"the menu is on screen: y {y}..{y + height} on a screen {screen_height} high ({shot})")
            check(y + height <= main[1] + main[3],
                  f"the menu opens inside the window, not below it: {y}..{y + height} vs {main} ({shot})")
        app.keys("Escape")
