"""The library is built the first time the reader asks for it: a launch makes no sidebar and reads no folder, and
F9 (or Add) then shows the books as if they had been there all along, with the book already open selected."""
import os

from harness import App, check, wait_for, wait_still, walk
from test_library import library_home, make_pdf, open_titles, row_titles, wait_shown


def books_list(app):
    app.root.clear_cache()
    return next((node for node in walk(app.root) if node.get_role_name() == "list" and node.get_name() == "Books"),
                None)


def test_the_library_is_built_when_first_shown():
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    make_pdf(os.path.join(folder, "zadig.pdf"), "Zadig", "Voltaire", pages=4)
    # The book read is in the library, opened from the command line, so the sidebar has one to select.
    with App(os.path.join(folder, "zadig.pdf"), home=home) as app:
        app.wait_find("label", "Page 1 of 4")
        app.keys("Page_Down")
        app.wait_find("label", "Page 2 of 4")
        check(books_list(app) is None, "no library list before the library was asked for")
        check(app.find("entry", "Search Library", showing=False) is None, "no library search entry either")

        app.keys("F9")
        wait_shown(app, "label", "Candide")
        wait_for(lambda: row_titles(app) == ["Candide", "Zadig"], 10, "both books, in title order")
        wait_for(lambda: open_titles(app) == ["Zadig"], 10, "the open book selected")
        wait_shown(app, "label", "p. 2 of 4")  # the page turned before the library existed

        # Hidden and shown again, the same list comes back (it is built once). A hidden sidebar keeps its size
        # for AT-SPI, so its going is not seen there: it slides out in a moment, given a second.
        app.keys("F9")
        wait_still(message="the sidebar to slide out")
        app.keys("F9")
        wait_for(lambda: row_titles(app) == ["Candide", "Zadig"], 10, "the books again")
        check(app.exited_cleanly(), "Recto is still running")
