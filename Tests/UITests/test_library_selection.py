"""The library's selection mode and its folder preference, as a person uses them: Select, mark two books (one
with its check box, one with a click on the row), Move 2 to Trash, one toast, Undo brings both back; Ctrl+A
marks every book and Escape leaves. Preferences (Ctrl+comma) chooses another library folder through the file
chooser, and the sidebar lists and follows that folder at once; Use Default goes back. The choice and the sort
order are kept in GSettings (a keyfile backend here, so a second start can read them)."""
import os
import shutil
import time

from harness import App, Atspi, check, screenshot, wait_for, walk
from test_library import (click_node, library_home, make_pdf, on_screen, open_titles, press, row_label,
                          row_titles, wait_shown)


def shown_nodes(app, role, contains=""):
    return [node for node in walk(app.root)
            if node.get_role_name() == role and contains in (node.get_name() or "") and on_screen(node)]


def is_checked(node):
    """A check box's mark, or a toggle button's pressed state (GTK 4.8 shows both as CHECKED or PRESSED)."""
    node.clear_cache()
    states = node.get_state_set()
    return states.contains(Atspi.StateType.CHECKED) or states.contains(Atspi.StateType.PRESSED)


def choose_folder(app, title, path):
    """Picks the folder `path` in GTK's chooser titled `title`: Ctrl+L, the path, Enter (the harness's chooser step,
    which types again if the chooser stays)."""
    app.choose_file(title, path, "ctrl+l", accept="enter")


def test_selection_mode_trashes_several_books_and_undo_restores_them():
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    make_pdf(os.path.join(folder, "emile.pdf"), "Emile", "Jean-Jacques Rousseau", pages=5)
    make_pdf(os.path.join(folder, "zadig.pdf"), "Zadig", "Voltaire", pages=4)
    make_pdf(os.path.join(folder, "Book.pdf"), pages=2)
    with App(home=home) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        wait_for(lambda: row_titles(app) == ["Book", "Candide", "Emile", "Zadig"], 10, "the rows")
        click_node(row_label(app, "Candide"))
        app.wait_find("label", "Page 1 of 3")
        check(not shown_nodes(app, "check box", "Select “"), "no check boxes outside selection mode")

        # Select: check boxes; Ctrl+A marks all; Escape leaves and forgets the marks.
        select = app.wait_find("push button", "Select")  # GTK 4.8 shows a toggle button as a push button
        press(select)
        wait_for(lambda: len(shown_nodes(app, "check box", "Select “")) == 4, 5, "a check box per row")
        click_node(row_label(app, "Book"))  # the keyboard into the list; a click marks the row
        app.wait_find("push button", "Move 1 to Trash")
        app.keys("space")  # the keyboard's way: Space marks or unmarks the row it is on
        move = app.wait_find("push button", "Move to Trash")
        check(not move.get_state_set().contains(Atspi.StateType.SENSITIVE), "nothing marked, nothing to move")
        app.keys("ctrl+a")
        app.wait_find("push button", "Move 4 to Trash")
        check(all(is_checked(node) for node in shown_nodes(app, "check box", "Select “")), "every book marked")
        app.wait_find("label", "Page 1 of 3")  # marking opened nothing
        app.keys("Escape")
        wait_for(lambda: not shown_nodes(app, "check box", "Select “"), 5, "selection mode to end")
        check(not is_checked(select), "the Select button is off again")
        check(os.path.exists(os.path.join(folder, "Book.pdf")), "nothing was deleted")

        # Mark two books, one by its check box and one by a click on the row.
        press(select)
        wait_for(lambda: len(shown_nodes(app, "check box", "Select “")) == 4, 5, "check boxes again")
        check(not any(is_checked(node) for node in shown_nodes(app, "check box", "Select “")),
              "a new selection starts empty")
        click_node(app.wait_find("check box", "Select “Candide”"))
        click_node(row_label(app, "Zadig"))
        move = app.wait_find("push button", "Move 2 to Trash")
        screenshot(os.path.join(home, "selection.png"))
        press(move)

        # One toast for both; the open book (Candide) was among them, so the reader moves to Emile.
        wait_for(lambda: row_titles(app) == ["Book", "Emile"], 5, "the two rows to go")
        # The toast offers Undo for five seconds: the pointer rests on it (which holds the toast) while the
        # files and the reader are checked.
        undo = app.hold_toast_button("Undo", "2 books moved to the trash")
        # While the toast offers Undo the files stay where they are, only hidden.
        trash = os.path.join(home, "data", "Trash", "files")
        check(sorted(os.listdir(folder)) == ["Book.pdf", "candide.pdf", "emile.pdf", "zadig.pdf"],
              f"the files wait in place: {sorted(os.listdir(folder))}")
        app.wait_find("label", "Page 1 of 5")
        app.press_held(undo)
        wait_for(lambda: row_titles(app) == ["Book", "Candide", "Emile", "Zadig"], 10, "both rows back")
        check(sorted(os.listdir(folder)) == ["Book.pdf", "candide.pdf", "emile.pdf", "zadig.pdf"],
              f"both files back: {sorted(os.listdir(folder))}")
        check(not os.path.exists(trash) or os.listdir(trash) == [], "nothing went through the trash")
        check(not shown_nodes(app, "check box", "Select “"), "selection mode ended with the deletion")
        app.wait_find("label", "Page 1 of 3")  # Candide, open before, is open again
        wait_for(lambda: open_titles(app) == ["Candide"], 5, "Candide selected again")
        check(app.exited_cleanly(), "Recto is still running")


def test_preferences_choose_the_library_folder():
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    make_pdf(os.path.join(folder, "zadig.pdf"), "Zadig", "Voltaire", pages=4)
    other = os.path.join(home, "Other Books")
    os.makedirs(other)
    make_pdf(os.path.join(other, "walden.pdf"), "Walden", "Henry David Thoreau", pages=7)
    make_pdf(os.path.join(other, "emile.pdf"), "Emile", "Jean-Jacques Rousseau", pages=5)
    # An older version kept the sort order in a JSON file: it is carried over into GSettings.
    state = os.path.join(home, "state", "recto")
    os.makedirs(state)
    with open(os.path.join(state, "library.json"), "w") as preferences:
        preferences.write('{"sort": "lastRead"}\n')
    settings = {"GSETTINGS_BACKEND": "keyfile"}
    keyfile = os.path.join(home, "config", "glib-2.0", "settings", "keyfile")
    # Open a book of the other folder from outside the library: once that folder is the library, it is selected.
    with App(os.path.join(other, "walden.pdf"), home=home, env=settings) as app:
        app.wait_find("label", "Page 1 of 7")
        app.keys("F9")
        wait_for(lambda: sorted(row_titles(app)) == ["Candide", "Zadig"], 10, "the default library")
        wait_for(lambda: os.path.exists(keyfile) and "library-sort='lastRead'" in open(keyfile).read(), 5,
                 "the older sort order carried over into GSettings")
        check(open_titles(app) == [], "the open book is not in this library")

        app.keys("ctrl+comma")
        app.wait_find("label", "Library Folder")
        default_text = f"{folder} (default)"
        app.wait_find("label", default_text)
        check(not app.find("push button", "Use Default").get_state_set().contains(Atspi.StateType.SENSITIVE),
              "Use Default is off while the default is used")
        screenshot(os.path.join(home, "preferences.png"))
        press(app.wait_find("push button", "Choose…"))
        choose_folder(app, "Choose the Library Folder", other)
        app.wait_find("label", other)
        wait_for(lambda: sorted(row_titles(app)) == ["Emile", "Walden"], 5, "the other folder's books")
        wait_for(lambda: open_titles(app) == ["Walden"], 5, "the open book selected in its new library")
        check("library-folder=" in open(keyfile).read(), "the folder is kept in GSettings")

        # The new folder is followed; the old one no longer is.
        make_pdf(os.path.join(folder, "ignored.pdf"), "Ignored", pages=1)
        shutil.copy(os.path.join(folder, "candide.pdf"), os.path.join(other, "candide.pdf"))
        wait_for(lambda: sorted(row_titles(app)) == ["Candide", "Emile", "Walden"], 5, "a book copied in appears")
        time.sleep(1.0)  # a check that a book added to the old folder does NOT appear: given a second to
        check("Ignored" not in row_titles(app), "the old folder is not followed")
        screenshot(os.path.join(home, "other-folder.png"))

        press(app.wait_find("push button", "Use Default"))
        app.wait_find("label", default_text)
        wait_for(lambda: sorted(row_titles(app)) == ["Candide", "Ignored", "Zadig"], 5, "the default library again")
        press(app.wait_find("push button", "Choose…"))
        choose_folder(app, "Choose the Library Folder", other)
        wait_for(lambda: sorted(row_titles(app)) == ["Candide", "Emile", "Walden"], 5, "the other folder again")
    # Next start: the chosen folder and the sort order come from GSettings.
    os.remove(os.path.join(state, "library.json"))
    with App(home=home, env=settings) as again:
        again.keys("F9")
        wait_for(lambda: sorted(row_titles(again)) == ["Candide", "Emile", "Walden"], 10, "the chosen folder")
        check(not os.path.exists(os.path.join(state, "library.json")), "the sort order is not written to the file")
        # Walden was read last: it leads a list sorted by last read.
        wait_for(lambda: row_titles(again)[0] == "Walden", 5, "the last-read order")
