"""The reader as a person uses it: a page is drawn, keys turn it, the scrubber and label follow, the place is
remembered, and bad files get a clear message instead of a crash."""
import os
import shutil
import subprocess
import tempfile
import time

from harness import RECTO, App, check, make_book, pixel_difference, region_stddev, screenshot, wait_for

# The page area of a 900×1000 window at the top left of the Xvfb screen, inside the header and scrubber.
PAGE_AREA = "700x700+100+150"


def fresh_book(name="book.pdf"):
    folder = tempfile.mkdtemp(prefix="recto-book-")
    return make_book(os.path.join(folder, name))


def test_page_is_drawn_and_keys_turn_it():
    book = fresh_book()
    app = App(book)
    try:
        app.wait_find("label", "Page 1 of 23")
        check(app.slider_value() == 0, "the scale starts on the first page")
        time.sleep(1.0)
        before = screenshot(os.path.join(app.home, "page1.png"))
        check(region_stddev(before, PAGE_AREA) > 0.05, "the cover is drawn (the page area is not blank)")

        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        wait_for(lambda: app.slider_value() == 1, message="the scale to follow the page")
        time.sleep(1.0)
        after = screenshot(os.path.join(app.home, "page2.png"))
        check(pixel_difference(before, after, PAGE_AREA) > 0.01, "the picture changed after the turn")

        app.keys("End")
        app.wait_find("label", "Page 23 of 23")
        app.keys("Right")  # past the end: nothing happens
        time.sleep(0.5)
        check(app.find("label", "Page 23 of 23") is not None, "turning past the last page does nothing")
        app.keys("Home")
        app.wait_find("label", "Page 1 of 23")
        app.keys("Page_Down", "space", "shift+space")
        app.wait_find("label", "Page 2 of 23")
        check(app.exited_cleanly(), "Recto is still running")
    finally:
        app.close()


def test_go_to_page_entry_accepts_a_number():
    app = App(fresh_book())
    try:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+l")
        app.wait_find("text", "Go to page")
        app.type_text("14")
        app.keys("Return")
        app.wait_find("label", "Page 14 of 23")
        wait_for(lambda: app.slider_value() == 13, message="the scale on page 14")
    finally:
        app.close()


def test_reopening_returns_to_the_page_even_after_a_rename():
    book = fresh_book()
    first = App(book)
    home = first.home
    try:
        first.wait_find("label", "Page 1 of 23")
        first.keys("Right", "Right", "Right")
        first.wait_find("label", "Page 4 of 23")
    finally:
        first.close()
    moved = os.path.join(tempfile.mkdtemp(prefix="recto-moved-"), "renamed.pdf")
    shutil.move(book, moved)
    second = App(moved, home=home)
    try:
        second.wait_find("label", "Page 4 of 23")
    finally:
        second.close()


def test_bad_files_get_a_message_not_a_crash():
    folder = tempfile.mkdtemp(prefix="recto-bad-")
    good = make_book(os.path.join(folder, "good.pdf"))
    with open(good, "rb") as source:
        data = source.read()
    cases = {
        "truncated.pdf": data[: len(data) // 3],
        "notes.pdf": b"These are plain words, not a PDF document.\n" * 20,
        "empty.pdf": b"",
    }
    for name, content in cases.items():
        path = os.path.join(folder, name)
        with open(path, "wb") as target:
            target.write(content)
    cases["missing.pdf"] = None
    for name in cases:
        app = App(os.path.join(folder, name))
        try:
            app.wait_find("label", f"Could Not Open “{name}”")
            app.wait_find("push button", "Open Another File…")
            check(app.exited_cleanly(), f"Recto survives {name}")
        finally:
            app.close()


def password_dialogs():
    """The X windows titled "Password Required" (found through X: the accessibility registry now and then
    misses a dialog that opens in a running application)."""
    output = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Password Required$"],
                            capture_output=True, text=True).stdout.split()
    return set(output)


def test_encrypted_pdf_asks_for_its_password():
    folder = tempfile.mkdtemp(prefix="recto-locked-")
    plain = make_book(os.path.join(folder, "plain.pdf"))
    locked = os.path.join(folder, "locked.pdf")
    subprocess.run(["qpdf", "--encrypt", "secret", "owner", "256", "--", plain, locked], check=True)
    app = App(make_book(os.path.join(folder, "first.pdf")))
    try:
        app.wait_find("label", "Page 1 of 23")
        app.keys("End")
        app.wait_find("label", "Page 23 of 23")
        # A second `recto FILE` opens in the running instance, which asks for the password.
        subprocess.run([RECTO, locked], env=app.environment, timeout=20, check=True)
        first = wait_for(password_dialogs, message="the password dialog")
        app.type_text("wrong")
        app.keys("Return")
        # A wrong password is refused and asked for again, in a new dialog.
        wait_for(lambda: password_dialogs() - first, message="the password asked for again")
        app.type_text("secret")
        app.keys("Return")
        app.wait_find("label", "Page 1 of 23")  # the unlocked book, from its first page
        wait_for(lambda: not password_dialogs(), message="the dialog to close")
    finally:
        app.close()
