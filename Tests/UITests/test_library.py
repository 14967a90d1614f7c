"""The library sidebar as a person uses it: F9 shows the books in the library folder with their titles, authors
and lengths; a PDF copied into the folder by another program appears; Add (through the file chooser) copies a
book in under the first free name and refuses what is not a PDF; Delete hides a book, Undo brings it back, and
the book goes to the trash when the toast goes."""
import os
import shutil
import subprocess
import tempfile
import time

from harness import App, Atspi, check, pointer_to, screenshot, wait_for, wait_still, walk


def make_pdf(path, title=None, author=None, pages=1):
    """A small valid PDF with the given metadata, so rows can be told apart (make_book's all share a title)."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>"]
    kids = " ".join(f"{3 + index} 0 R" for index in range(pages))
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>")
    for _ in range(pages):
        objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>")
    info = []
    if title:
        info.append(f"/Title ({title})")
    if author:
        info.append(f"/Author ({author})")
    objects.append("<< " + " ".join(info) + " >>")
    data = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(data))
        data += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(data)
    data += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    data += "".join(f"{offset:010d} 00000 n \n" for offset in offsets).encode()
    data += (f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info {len(objects)} 0 R >>\n"
             f"startxref\n{xref}\n%%EOF\n").encode()
    with open(path, "wb") as target:
        target.write(data)
    return path


def on_screen(node):
    """Whether a node is really drawn: GTK 4.8 reports hidden stack pages as visible, with an empty extent."""
    try:
        extents = node.get_component_iface().get_extents(Atspi.CoordType.WINDOW)
        return extents.width > 0 and extents.height > 0
    except Exception:
        return False


def shown(app, role, name):
    return [node for node in walk(app.root)
            if node.get_role_name() == role and node.get_name() == name and on_screen(node)]


def wait_shown(app, role, name, timeout=10.0):
    return wait_for(lambda: (shown(app, role, name) or [None])[0], timeout, f"{role} {name!r} on screen")


def row_label(app, title):
    """The label of the row showing `title` (the header shows the open book's title too)."""
    def find():
        books = next(node for node in walk(app.root)
                     if node.get_role_name() == "list" and node.get_name() == "Books")
        return next((node for node in walk(books) if node.get_role_name() == "label"
                     and node.get_name() == title and on_screen(node)), None)
    return wait_for(find, 10, f"the row {title!r}")


def row_titles(app):
    """The titles in the library list, top to bottom, as a screen reader reads them."""
    books = next(node for node in walk(app.root) if node.get_role_name() == "list" and node.get_name() == "Books")
    titles = []
    for row in walk(books):
        if row.get_role_name() == "list item" and on_screen(row):
            labels = [node.get_name() for node in walk(row) if node.get_role_name() == "label"]
            titles.append(labels[0] if labels else "")
    return titles


def steady_extents(node, quiet=0.3, timeout=10.0):
    """Where `node` is on screen once it stays put for `quiet` seconds (a sidebar slides in, a list settles)."""
    seen = [None, 0.0]

    def steady():
        extents = node.get_component_iface().get_extents(Atspi.CoordType.SCREEN)
        box = (extents.x, extents.y, extents.width, extents.height)
        if box != seen[0]:
            seen[0], seen[1] = box, time.monotonic()
            return None
        return extents if time.monotonic() - seen[1] >= quiet and extents.width > 0 else None
    return wait_for(steady, timeout, f"{node.get_name()!r} to stay put on screen")


def click_node(node):
    """Clicks the middle of `node` as a hand does, once it is where it stays: the pointer arrives, the row shows
    it is under it (GTK has seen the pointer: a click without a preceding motion can miss the row), then clicks."""
    extents = steady_extents(node)
    area = f"{extents.width}x{extents.height}+{extents.x}+{extents.y}"
    wait_still(area, quiet=0.3, message=f"{node.get_name()!r} drawn where it stays")
    x, y = extents.x + extents.width // 2, extents.y + extents.height // 2
    pointer_to(x + 1, y)
    wait_still(area, quiet=0.3, message=f"{node.get_name()!r} drawn under the pointer")
    pointer_to(x, y)
    subprocess.run(["xdotool", "click", "1"], check=True)


def press(node):
    """Presses a button through AT-SPI, as a screen reader user would. A menu button shows as a button holding
    a button; the inner one has the action."""
    for candidate in walk(node):
        action = candidate.get_action_iface()
        if action is not None and action.get_n_actions() > 0:
            action.do_action(0)
            return
    raise AssertionError(f"{node.get_name()!r} cannot be pressed")


def library_home():
    home = tempfile.mkdtemp(prefix="recto-ui-")
    folder = os.path.join(home, "data", "recto", "Library")
    os.makedirs(folder)
    return home, folder


def choose_in_file_chooser(app, path):
    """Picks `path` in GTK's file chooser the way a keyboard user does: Ctrl+L, the path, Enter."""
    app.choose_file("Add Books to the Library", path, "ctrl+l")


def test_library_lists_follows_adds_and_deletes():
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    make_pdf(os.path.join(folder, "emile.pdf"), "Emile, or On Education", "Jean-Jacques Rousseau", pages=5)
    make_pdf(os.path.join(folder, "Book.pdf"), pages=2)  # no title: the file name stands in
    with App(home=home) as app:
        app.wait_find("label", "Page 1 of 23")  # the sample book, from outside the library
        app.keys("F9")
        wait_shown(app, "label", "Candide")
        wait_shown(app, "label", "Voltaire")
        wait_shown(app, "label", "5 pages")
        wait_for(lambda: row_titles(app) == ["Book", "Candide", "Emile, or On Education"], 10,
                 "the rows in title order")
        screenshot(os.path.join(home, "library.png"))

        # Another program copies a book into the folder: it appears without any action.
        outside = tempfile.mkdtemp(prefix="recto-outside-")
        make_pdf(os.path.join(outside, "zadig.pdf"), "Zadig", "Voltaire", pages=4)
        shutil.copy(os.path.join(outside, "zadig.pdf"), os.path.join(folder, "zadig.pdf"))
        wait_shown(app, "label", "Zadig")
        wait_for(lambda: row_titles(app) == ["Book", "Candide", "Emile, or On Education", "Zadig"], 5,
                 "Zadig in its place")

        # The search narrows the list by title or author.
        search = wait_shown(app, "entry", "Search Library")
        click_node(search)
        subprocess.run(["xdotool", "type", "--delay", "30", "voltaire"], check=True)
        wait_for(lambda: row_titles(app) == ["Candide", "Zadig"], 10, "only Voltaire's books")
        subprocess.run(["xdotool", "key", "Escape"], check=True)
        wait_for(lambda: len(row_titles(app)) == 4, 10, "every book again")

        # Choosing a book opens it; it is selected and its row shows progress.
        click_node(row_label(app, "Candide"))
        app.wait_find("label", "Page 1 of 3")
        # The list keeps its own keys; a click in the middle of the page (which turns nothing) hands them over.
        app.click(600, 500)
        app.wait_find("label", "Page 1 of 3")
        subprocess.run(["xdotool", "key", "Page_Down"], check=True)
        app.wait_find("label", "Page 2 of 3")
        wait_shown(app, "label", "p. 2 of 3")

        # Add with a name already in use: the copy becomes "Book 2.pdf".
        source = make_pdf(os.path.join(outside, "Book.pdf"), pages=6)
        app.keys("ctrl+shift+o")
        choose_in_file_chooser(app, source)
        wait_shown(app, "label", "Book 2")
        check(os.path.exists(os.path.join(folder, "Book 2.pdf")), "the copy is Book 2.pdf")
        check(os.path.getsize(os.path.join(folder, "Book.pdf")) != os.path.getsize(source),
              "the book already there is untouched")
        check(not [name for name in os.listdir(folder) if name.startswith(".")], "no temporary file is left")
        app.wait_find("label", "Page 1 of 6")  # the added book opens

        # Something that is not a PDF is refused, by name.
        notes = os.path.join(outside, "notes.txt")
        with open(notes, "w") as text:
            text.write("not a book\n")
        app.keys("ctrl+shift+o")
        choose_in_file_chooser(app, notes)
        app.wait_find("label", "“notes.txt” is not a PDF, so it was not added")
        check(sorted(os.listdir(folder)) == ["Book 2.pdf", "Book.pdf", "candide.pdf", "emile.pdf", "zadig.pdf"],
              f"nothing else was copied: {sorted(os.listdir(folder))}")

        # Delete: the row goes at once and the file waits, hidden, while the toast offers Undo.
        click_node(row_label(app, "Zadig"))
        app.wait_find("label", "Page 1 of 4")
        app.keys("Delete")
        wait_for(lambda: "Zadig" not in row_titles(app), 10, "the Zadig row to go")
        # The open book was deleted: the reader moved on to its neighbour rather than showing a deleted one.
        app.wait_find("label", "Page 1 of 5")
        # The toast offers Undo for five seconds: the pointer rests on its button (which holds the toast) while
        # the file is checked, as a person's hand does on its way to the button.
        undo = app.hold_toast_button("Undo", "“Zadig” moved to the trash")
        trash = os.path.join(home, "data", "Trash")
        check(os.path.exists(os.path.join(folder, "zadig.pdf")), "zadig.pdf waits in the folder while Undo is offered")
        screenshot(os.path.join(home, "deleted.png"))
        app.press_held(undo)
        wait_for(lambda: "Zadig" in row_titles(app), 10, "the Zadig row to come back")
        check(os.path.exists(os.path.join(folder, "zadig.pdf")), "zadig.pdf never left the library")
        check(not os.path.exists(os.path.join(trash, "files")) or os.listdir(os.path.join(trash, "files")) == [],
              "nothing went through the trash")
        app.wait_find("label", "Page 1 of 4")  # and it is open again

        # The same row again: a click and Delete delete it again (they did nothing after an Undo once).
        click_node(row_label(app, "Zadig"))
        app.wait_find("label", "Page 1 of 4")
        app.keys("Delete")
        wait_for(lambda: "Zadig" not in row_titles(app), 10, "the Zadig row to go a second time")
        # Once the toast goes by itself, the book is in the trash.
        wait_for(lambda: app.find("label", "“Zadig” moved to the trash") is None, 20, "the toast to go")
        wait_for(lambda: "zadig.pdf" in os.listdir(os.path.join(trash, "files")), 10, "zadig.pdf in the trash")
        check(not os.path.exists(os.path.join(folder, "zadig.pdf")), "zadig.pdf left the library folder")
        check("Zadig" not in row_titles(app), "and it stays out of the list")
        screenshot(os.path.join(home, "restored.png"))
        check(app.exited_cleanly(), "Recto is still running")


def description(node):
    node.clear_cache()  # libatspi keeps descriptions it has read; GTK 4.8 does not always say they changed
    return node.get_description() or ""


def open_titles(app):
    """The rows a screen reader announces as the open book (GTK 4.8 exports no list selection)."""
    books = next(node for node in walk(app.root) if node.get_role_name() == "list" and node.get_name() == "Books")
    result = []
    for row in walk(books):
        if row.get_role_name() == "list item" and on_screen(row) \
                and any(description(node).startswith("Open now") for node in walk(row)):
            labels = [node.get_name() for node in walk(row) if node.get_role_name() == "label"]
            result.append(labels[0] if labels else "")
    return result


def test_first_start_renames_and_an_emptied_library():
    with App() as app:  # a new home: the library folder does not exist yet
        folder = os.path.join(app.home, "data", "recto", "Library")
        title = "A Short Guide to Recto"
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        # The new folder gets the guide, so a first start shows what the library is for.
        wait_for(lambda: row_titles(app) == [title], 10, "the guide in the new library")
        check(os.listdir(folder) == ["sample-book.pdf"], f"the guide was copied in: {os.listdir(folder)}")
        click_node(row_label(app, title))
        wait_for(lambda: open_titles(app) == [title], 10, "the open book selected")

        # Another program renames the open book: the row stays, still selected.
        os.rename(os.path.join(folder, "sample-book.pdf"), os.path.join(folder, "Guide.pdf"))
        # A check that the row does NOT go: nothing on screen says the monitor has seen the rename, so it is
        # given a second to (the rows are the same before and after).
        time.sleep(1.0)
        wait_for(lambda: row_titles(app) == [title] and open_titles(app) == [title], 5,
                 "the renamed book still listed and selected")

        # Delete from the row's menu: the library is empty, and says so on both sides.
        press(app.wait_find("push button", f"Menu for “{title}”"))
        press(app.wait_find("menu item", "Move to Trash"))
        wait_shown(app, "label", "No Books Yet")
        wait_shown(app, "label", "Your library is empty. Add PDF books to read them here.")
        # The sidebar's empty page says where the library is (in a Flatpak it is not always ~/Documents/Books).
        home = os.path.expanduser("~")
        shown_folder = "~" + folder[len(home):] if folder.startswith(home + "/") else folder
        wait_shown(app, "label", "Add PDF books to your library, or drop them here.\n"
                   f"Your library is the folder “{shown_folder}”.")
        check(os.listdir(folder) == ["Guide.pdf"], "the file waits in place while Undo is offered")
        screenshot(os.path.join(app.home, "empty.png"))

        app.press_toast_button("Undo", "“A Short Guide to Recto” moved to the trash")
        wait_for(lambda: row_titles(app) == [title], 10, "the guide back")
        check(os.listdir(folder) == ["Guide.pdf"], "restored under its name")
        app.wait_find("label", "Page 1 of 23")
        app.keys("Page_Down")
        app.wait_find("label", "Page 2 of 23")
    # Next time, the row shows how far the reader got, read from the saved state without opening the book.
    with App(home=app.home) as again:
        again.keys("F9")
        wait_shown(again, "label", "p. 2 of 23")


def test_the_first_f9_puts_the_keyboard_in_the_library():
    """F9 shows the library with the keyboard in it, the first time too: the sidebar was not on screen yet when
    the list was asked to take the focus, so the keyboard stayed on the page (Down read the page, not the books)
    until F9 was pressed twice more."""
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    with App(home=home) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        wait_shown(app, "label", "Candide")

        def in_library():
            node = app.focused()
            while node is not None:
                if node.get_role_name() == "list" and node.get_name() == "Books":
                    return True
                if node.get_role_name() == "entry" and node.get_name() == "Search Library":
                    return True
                node = node.get_parent()
            return False

        wait_for(in_library, 5, "the keyboard in the library after the first F9")


def test_delete_works_again_after_undo_pressed_with_the_pointer():
    """Three books, F9: a click opens one, Delete hides it, Undo pressed with the pointer brings it back, and a
    click on the same row and Delete hide it again, with the keyboard still in the window throughout."""
    home, folder = library_home()
    make_pdf(os.path.join(folder, "candide.pdf"), "Candide", "Voltaire", pages=3)
    make_pdf(os.path.join(folder, "emile.pdf"), "Emile", "Rousseau", pages=5)
    make_pdf(os.path.join(folder, "zadig.pdf"), "Zadig", "Voltaire", pages=4)
    with App(home=home) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        wait_for(lambda: row_titles(app) == ["Candide", "Emile", "Zadig"], 10, "the three rows")
        click_node(row_label(app, "Emile"))
        app.wait_find("label", "Page 1 of 5")
        app.keys("Delete")
        wait_for(lambda: "Emile" not in row_titles(app), 10, "the Emile row to go")
        undo = app.hold_toast_button("Undo", "“Emile” moved to the trash")
        # A real click (press and release of the pointer's button), not the accessible action.
        subprocess.run(["xdotool", "click", "1"], check=True)
        app.release_pointer()
        wait_for(lambda: row_titles(app) == ["Candide", "Emile", "Zadig"], 10, "the Emile row to come back")
        app.wait_find("label", "Page 1 of 5")
        click_node(row_label(app, "Emile"))
        wait_for(lambda: app.focused() is not None, 5, "a focused widget in the window after the click")
        check(app.focused().get_role_name() == "list item", "the click put the keyboard on the row")
        app.keys("Delete")
        wait_for(lambda: "Emile" not in row_titles(app), 10, "the Emile row to go a second time")
