"""The table of contents as a reader uses it: the Contents button appears after the cover, the book turns over
to the contents, a chapter is chosen and the scrubber agrees; a book without contents gets one made in the app."""
import os
import plistlib
import subprocess
import tempfile

from harness import RECTO, App, Atspi, check, fresh_book, wait_for, wait_still


def is_visible(node):
    return node is not None and node.get_state_set().contains(Atspi.StateType.VISIBLE)


def book_with_sidecar():
    folder = tempfile.mkdtemp(prefix="recto-contents-")
    path = fresh_book("guide.pdf", folder)
    check(os.path.exists(os.path.join(folder, "guide.toc.plist")), "the generator writes the sidecar beside the book")
    return path


def test_contents_button_chapter_choice_and_scale():
    with App(book_with_sidecar()) as app:
        app.wait_find("label", "Page 1 of 23")
        wait_still(message="the cover to be drawn")
        button = app.find("push button", "Contents", showing=False)
        check(not is_visible(button), "no Contents button on the cover")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        wait_for(lambda: is_visible(app.find("push button", "Contents", showing=False)), message="Contents button")

        app.keys("ctrl+t")
        app.wait_find("list", "BOOK I")
        app.wait_find("list", "BOOK II")
        app.wait_find(None, "The Scrubber, page 7")
        app.type_text("The S")
        app.keys("Return")
        app.wait_find("label", "Page 7 of 23")
        wait_for(lambda: app.slider_value() == 6, message="the scale on page 7")
        app.wait_find("label", "The Scrubber")  # the chapter is named beside the position

        app.keys("ctrl+t")
        app.wait_find(None, "The Scrubber, page 7 (you are here)")
        app.keys("Escape")
        wait_for(lambda: not app.toggled("Contents"), 10, "the contents to close")
        wait_still(message="the page to show again")
        check(app.find("label", "Page 7 of 23") is not None, "Escape turns back without moving")


def test_a_book_without_contents_gets_one_made_in_the_app():
    folder = tempfile.mkdtemp(prefix="recto-nocontents-")
    book = fresh_book("plain.pdf", folder)
    sidecar = os.path.join(folder, "plain.toc.plist")
    os.remove(sidecar)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right", "Right", "Right")
        app.wait_find("label", "Page 5 of 23")
        app.keys("ctrl+t")
        app.wait_find("label", "No Contents")
        app.wait_find("push button", "Add Chapter Here").get_action_iface().do_action(0)
        app.wait_find("label", "Add Chapter Here")
        app.type_text("Turning Pages")
        app.keys("Return")
        app.wait_find(None, "Turning Pages, page 5 (you are here)")
        # The toast offers Undo (for five seconds: looked for at once, and near the top of the window's tree).
        wait_for(lambda: app.toast_button("Undo"), 10, "the toast's Undo")
        wait_for(lambda: not subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Add Chapter Here$"],
                                            capture_output=True, text=True).stdout.strip(),
                 message="the Add Chapter dialog to close after Enter")
        wait_for(lambda: os.path.exists(sidecar), message="the sidecar beside the book")
        with open(sidecar, "rb") as handle:
            saved = plistlib.load(handle)
        check("Turning Pages" in repr(saved) and "'4'" in repr(saved), f"the chapter is saved at index 4: {saved!r}")


def test_escape_turns_back_from_a_book_without_contents():
    """Ctrl+T on a book without contents shows "No Contents"; the keyboard focus goes to its Add Chapter Here
    (it was left in the hidden list, where Escape did nothing and Tab seemed to go nowhere), so Escape turns back
    to the page, as it does from a book's contents."""
    folder = tempfile.mkdtemp(prefix="recto-nocontents-escape-")
    book = fresh_book("plain.pdf", folder)
    os.remove(os.path.join(folder, "plain.toc.plist"))
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right", "Right", "Right")
        app.wait_find("label", "Page 5 of 23")
        app.keys("ctrl+t")
        app.wait_find("label", "No Contents")
        wait_for(lambda: (app.focused() or Atspi.Accessible()).get_name() == "Add Chapter Here", 5,
                 "the keyboard focus on Add Chapter Here")
        app.keys("Escape")
        # Back on the page, which takes the keyboard again (a stack page turned away keeps its labels' extents).
        wait_for(lambda: (app.focused() or Atspi.Accessible()).get_name() == "Page", 5,
                 "Escape to turn back from No Contents to the page")
        app.wait_find("label", "Page 5 of 23")


def test_a_bad_sidecar_is_used_as_far_as_it_goes_and_kept():
    folder = tempfile.mkdtemp(prefix="recto-badcontents-")
    book = fresh_book("odd.pdf", folder)
    sidecar = os.path.join(folder, "odd.toc.plist")
    with open(sidecar, "wb") as handle:
        plistlib.dump({"2": "First Chapter", "x": "No Page", "999": "Too Far", "5": ""}, handle)
    with open(sidecar, "rb") as handle:
        original = handle.read()
    with App(book) as app:
        # The toast first: it shows as the book opens, for five seconds.
        app.wait_toast(contains="were ignored")
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right")
        app.keys("ctrl+t")
        app.wait_find(None, "First Chapter, page 3 (you are here)")
        check(app.find(None, contains="Too Far") is None, "the entry past the end is dropped")
    with open(sidecar, "rb") as handle:
        check(handle.read() == original, "the sidecar is not rewritten without an edit")


def test_delete_on_the_notes_reaches_the_note_not_a_chapter():
    """Issue 16: contents, then notes, a note selected, Delete: the note goes, every chapter stays, and Ctrl+T
    then shows the contents (it used to hide them, believing they were open)."""
    from test_notes import add_note, open_notes, rows
    book = book_with_sidecar()
    sidecar = os.path.join(os.path.dirname(book), "guide.toc.plist")
    with open(sidecar, "rb") as handle:
        original = handle.read()
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        app.keys("ctrl+t")
        app.wait_find("list", "BOOK I")
        open_notes(app)
        add_note(app, "keep the chapters")
        app.keys("Delete")
        app.wait_toast("Note deleted")
        check(app.find("label", "Chapter deleted") is None, "Delete on the notes deletes no chapter")
        wait_for(lambda: not any(row[0] == "note" for row in rows(app)), message="the note to go")
        app.keys("ctrl+t")
        app.wait_find("list", "BOOK I")
        app.wait_find(None, "The Scrubber, page 7")
        app.keys("Escape")
        app.wait_find("label", "Page 2 of 23")
    with open(sidecar, "rb") as handle:
        check(handle.read() == original, "the contents file is untouched")


def window_size(app):
    lines = subprocess.run(["xdotool", "getwindowgeometry", app.window_id()], capture_output=True, text=True).stdout
    return next(line.split()[-1] for line in lines.splitlines() if "Geometry" in line)


def test_a_long_nested_contents_folds_and_leaves_the_window_alone():
    """Issue 10: 610 rows in ten chapters open folded but for the reader's chapter; Left and Right fold and unfold,
    type-ahead reaches a folded section, and however long a title, the window keeps its size."""
    folder = tempfile.mkdtemp(prefix="recto-nested-")
    book = fresh_book("long.pdf", folder)
    chapters = {}
    for chapter in range(10):
        sections = [f"Section {chapter + 1}.{number + 1}" for number in range(60)]
        title = f"Chapter {chapter + 1}" + (" and a very long title that goes on" * 30 if chapter == 9 else "")
        chapters[str(2 * chapter + 2)] = {"title": title, "chapters": {str(2 * chapter + 3): sections}}
    with open(os.path.join(folder, "long.toc.plist"), "wb") as handle:
        plistlib.dump(chapters, handle)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right", "Right", "Right", "Right")
        app.wait_find("label", "Page 6 of 23")
        # With single-click activation GTK selects the row under the pointer: keep it off the list.
        subprocess.run(["xdotool", "mousemove", "0", "0"], check=True)
        before = window_size(app)
        app.keys("ctrl+t")
        app.wait_find(None, "Section 2.60, page 6 (you are here)")
        app.wait_find(None, "Chapter 1, page 3")
        check(app.find(None, "Section 1.1, page 4", showing=False) is None, "the other chapters stay folded")
        check(window_size(app) == before, f"the window keeps its size: {before} then {window_size(app)}")

        wait_for(lambda: (node := app.focused()) and "(you are here)" in (node.get_name() or ""), 10,
                 "the reader's section to have the keyboard")
        app.keys("Left")  # from a section to its chapter
        wait_for(lambda: (node := app.focused()) and (node.get_name() or "").startswith("Chapter 2,"), 10,
                 "Chapter 2 to have the keyboard")
        app.keys("Left")  # folds the chapter
        wait_for(lambda: app.find(None, "Section 2.1, page 6", showing=False) is None, message="Chapter 2 to fold")
        app.keys("Right")
        app.wait_find(None, "Section 2.1, page 6")

        app.type_text("Section 7.3")
        app.wait_find(None, "Section 7.3, page 16")
        app.keys("Return")
        app.wait_find("label", "Page 16 of 23")
        check(window_size(app) == before, "the window keeps its size after the contents")


def test_a_file_name_with_markup_characters_reaches_the_toast_as_written():
    """Issue 9: libadwaita 1.2 reads toast titles as Pango markup; "Pride & Prejudice" used to give an empty toast."""
    folder = tempfile.mkdtemp(prefix="recto-markup-")
    book = fresh_book("Pride & <Prejudice>.pdf", folder)
    sidecar = os.path.join(folder, "Pride & <Prejudice>.toc.plist")
    with open(sidecar, "wb") as handle:
        plistlib.dump({"2": "First Chapter", "x": "No Page"}, handle)
    # The book is given to a Recto already on the accessibility bus, as a second `recto FILE` does: its toast lasts
    # five seconds from the book's opening, which a launch on a busy machine can outlast before the bus has it.
    with App(fresh_book("plain.pdf")) as app:
        app.wait_find("label", "Page 1 of 23")
        subprocess.run([RECTO, book], env=app.environment, check=True, timeout=60)
        app.wait_toast(contains="“Pride & <Prejudice>.toc.plist” were ignored")


def open_contents_on_the_scrubber(app):
    """Turns to page 7, "The Scrubber", and opens the contents there, the pointer out of the way."""
    app.wait_find("label", "Page 1 of 23")
    app.keys("Right", "Right", "Right", "Right", "Right", "Right")
    app.wait_find("label", "Page 7 of 23")
    subprocess.run(["xdotool", "mousemove", "0", "0"], check=True)
    app.keys("ctrl+t")
    app.wait_find(None, "The Scrubber, page 7 (you are here)")


def test_the_contents_turned_to_again_mark_the_chapter_read_since():
    """The contents page is kept filled between visits: turned to again after reading on into another chapter,
    it marks that chapter, not the one read before."""
    with App(book_with_sidecar()) as app:
        open_contents_on_the_scrubber(app)
        app.keys("Escape")
        app.wait_find("label", "Page 7 of 23")
        app.keys("Right", "Right")
        app.wait_find("label", "Page 9 of 23")
        app.keys("ctrl+t")
        app.wait_find(None, "Zoom, page 9 (you are here)")
        check(app.find(None, "The Scrubber, page 7 (you are here)") is None, "the chapter read before is still marked")


def test_rename_and_delete_reach_the_chapter_being_read():
    """F2 and Delete on the contents act on the focused chapter, each with Undo, and are saved."""
    book = book_with_sidecar()
    sidecar = os.path.join(os.path.dirname(book), "guide.toc.plist")
    with App(book) as app:
        open_contents_on_the_scrubber(app)
        wait_still(message="the contents to open")
        app.keys("F2")
        app.wait_find("label", "Rename Chapter")
        app.keys("ctrl+a")
        app.type_text("Scrubbing Through")
        app.keys("Return")
        app.wait_find(None, "Scrubbing Through, page 7 (you are here)")
        app.wait_toast("Chapter renamed")
        wait_for(lambda: "Scrubbing Through" in open(sidecar, encoding="utf-8").read(), message="the rename saved")
        app.keys("Down")
        app.keys("Delete")
        app.wait_toast("Chapter deleted")
        wait_for(lambda: app.find(None, "Zoom, page 9") is None, message="the chapter after it to go")
        check(app.find(None, "Scrubbing Through, page 7 (you are here)") is not None, "the chapter read stays")
        wait_for(lambda: "Zoom" not in open(sidecar, encoding="utf-8").read(), message="the deletion saved")
