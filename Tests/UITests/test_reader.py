"""The reader as a person uses it: a page is drawn, keys turn it, the scrubber and label follow, the place is
remembered, and bad files get a clear message instead of a crash."""
import os
import shutil
import subprocess
import tempfile
import time

from harness import (PATIENCE, RECTO, App, Atspi, ScreenBands, TestFailure, check, fresh_book, pixel_difference,
                     region_stddev, screenshot, wait_drawn, wait_for, wait_still, write_pdf)

# The page area of a 900×1000 window at the top left of the Xvfb screen, inside the header and scrubber.
PAGE_AREA = "700x700+100+150"


def test_page_is_drawn_and_keys_turn_it():
    book = fresh_book()
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        check(app.slider_value() == 0, "the scale starts on the first page")
        before = wait_drawn(os.path.join(app.home, "page1.png"), PAGE_AREA, "the cover to be drawn")
        check(region_stddev(before, PAGE_AREA) > 0.05, "the cover is drawn (the page area is not blank)")

        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        wait_for(lambda: app.slider_value() == 1, message="the scale to follow the page")
        after = wait_for(lambda: (shot := app.settled_shot("page2.png", PAGE_AREA))
                         and pixel_difference(before, shot, PAGE_AREA) > 0.01 and shot, 20, "page 2 to be drawn")
        check(pixel_difference(before, after, PAGE_AREA) > 0.01, "the picture changed after the turn")

        app.keys("End")
        app.wait_find("label", "Page 23 of 23")
        app.keys("Right")  # past the end: nothing happens
        time.sleep(0.5)  # a check that nothing happens: no condition to wait for, only time for a turn to show
        check(app.find("label", "Page 23 of 23") is not None, "turning past the last page does nothing")
        app.keys("Home")
        app.wait_find("label", "Page 1 of 23")
        app.keys("Page_Down", "space", "shift+space")
        app.wait_find("label", "Page 2 of 23")
        check(app.exited_cleanly(), "Recto is still running")


def write_full_pages(path, pages=5):
    """A book whose pages fill the page area (about 3 MB each on screen, as a letter page of a reference manual
    does), each with its number in large type."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>",
               "<< /Type /Pages /Kids [%s] /Count %d >>" % (" ".join(f"{4 + 2 * i} 0 R" for i in range(pages)), pages),
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for index in range(pages):
        stream = f"BT /F1 200 Tf 150 250 Td (p{index + 1}) Tj ET"
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 600] /Contents {5 + 2 * index} 0 R "
                       "/Resources << /Font << /F1 3 0 R >> >> >>")
        objects.append(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream")
    write_pdf(path, objects)
    return path


def test_turned_forward_and_back_the_first_page_is_drawn_again():
    # Pages that fill the view: the page cache's budget shrinks as the reader comes back to the first page, and
    # it used to let that page go after planning, leaving the page area blank.
    book = write_full_pages(os.path.join(tempfile.mkdtemp(prefix="recto-book-"), "full.pdf"))
    with App(book) as app:
        app.wait_find("label", "Page 1 of 5")
        before = wait_drawn(os.path.join(app.home, "first.png"), PAGE_AREA, "the first page to be drawn")
        check(region_stddev(before, PAGE_AREA) > 0.05, "the first page is drawn")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 5")
        wait_still(PAGE_AREA, message="page 2 to be drawn")
        app.keys("Left")
        app.wait_find("label", "Page 1 of 5")
        back = app.settled_shot("back.png", PAGE_AREA)
        check(pixel_difference(before, back, PAGE_AREA) < 0.01, "the first page is drawn again, not a blank area")


def slide_shift(now, old):
    """How far the old page moved in the band `now` (pixels, negative: to the left): the shift that best lines it
    up with the band `old`, as it was before the turn (grey levels, as `grey_band` or `ScreenBands` give them)."""
    import numpy
    width = old.shape[1]
    def mismatch(shift):
        if shift < 0:
            return numpy.abs(now[:, :width + shift] - old[:, -shift:]).mean()
        return numpy.abs(now[:, shift:] - old[:, :width - shift]).mean()
    return min(range(-width // 2, width // 2, 2), key=mismatch)


def slide_bands(key, geometry, quiet=0.5, timeout=20.0):
    """Presses `key` and grabs `geometry` as fast as the X server gives it until the band has changed and then
    stayed still for `quiet` seconds: the slide (a quarter of a second) frame by frame, which `xwd` is too slow to
    catch on a busy machine, however late a loaded Recto starts it. Only frames unlike the one before are kept."""
    import numpy
    screen = ScreenBands()
    try:
        before = screen.grey(geometry)
        subprocess.run(["xdotool", "key", key], check=True)
        bands, deadline = [before], time.monotonic() + timeout * PATIENCE
        changed, since = False, time.monotonic()
        while time.monotonic() < deadline:
            band = screen.grey(geometry)
            if not numpy.array_equal(band, bands[-1]):
                bands.append(band)
                changed, since = True, time.monotonic()
            elif changed and time.monotonic() - since >= quiet:
                return before, bands[1:]
        raise TestFailure(f"the band {geometry} to change and settle after {key}: "
                          f"not within {timeout * PATIENCE:.0f} s")
    finally:
        screen.close()


def first_move(before, bands):
    """How far the old page had moved in the first band that shows the slide under way: early in the slide most
    of the old page still shows (later, a band mostly of the new page could line up with the old one anywhere)."""
    import numpy
    final = bands[-1]
    moving = [b for b in bands if numpy.abs(b - before).mean() > 2 and numpy.abs(b - final).mean() > 2]
    return slide_shift(moving[0], before) if moving else 0


def slide_frames(app, key):
    """Presses `key` to turn and grabs the screen while the turn slides (xwd grabs far faster than import)."""
    subprocess.run(["xdotool", "key", key], check=True)
    frames = []
    for index in range(8):
        frame = os.path.join(app.home, f"slide-{key}-{index}.xwd")
        subprocess.run(["xwd", "-root", "-silent", "-out", frame], check=True)
        frames.append(frame)
    return frames


def test_with_animations_on_a_turn_slides_and_lands_on_the_page():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        before = app.settled_shot("before.png", PAGE_AREA)
        frames = slide_frames(app, "Right")
        app.wait_find("label", "Page 3 of 23")
        after = app.settled_shot("after.png", PAGE_AREA)
        check(pixel_difference(before, after, PAGE_AREA) > 0.01, "the turn changed the page")
        between = [f for f in frames if min(pixel_difference(f, before, PAGE_AREA),
                                             pixel_difference(f, after, PAGE_AREA)) > 0.01]
        check(between, "some frame shows the pages sliding, between the old page and the new one")
        check(pixel_difference(frames[-1], after, PAGE_AREA) < 0.005 or
              pixel_difference(after, screenshot(os.path.join(app.home, "again.png")), PAGE_AREA) < 0.005,
              "the slide ends on the new page, which stays")
        band = "700x200+100+400"
        # Back to page 2, then forward again while the band is grabbed frame by frame: the first step may be too
        # small to measure, so any frame early in the slide tells.
        app.keys("Left")
        app.wait_find("label", "Page 2 of 23")
        wait_still(PAGE_AREA, message="the turn back to page 2 to end")
        old, bands = slide_bands("Right", band)
        app.wait_find("label", "Page 3 of 23")
        move = first_move(old, bands)
        check(move < 0, f"forward, the old page leaves to the left (moved {move} pixels)")

        # Right to left, the same key turns forward and the slide is mirrored.
        app.keys("ctrl+shift+r")
        before = app.settled_shot("before-rtl.png", PAGE_AREA)
        frames = slide_frames(app, "Left")
        app.wait_find("label", "Page 4 of 23")
        wait_still(PAGE_AREA, message="the slide to page 4 to end")
        between = [f for f in frames if pixel_difference(f, before, PAGE_AREA) > 0.01]
        check(between, "right to left, the page slides too")
        old, bands = slide_bands("Left", band)
        app.wait_find("label", "Page 5 of 23")
        move = first_move(old, bands)
        check(move > 0, f"right to left, the old page leaves to the right (moved {move} pixels)")


def test_go_to_page_entry_accepts_a_number():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+l")
        app.wait_find("text", "Go to page")
        app.type_text("14")
        app.keys("Return")
        app.wait_find("label", "Page 14 of 23")
        wait_for(lambda: app.slider_value() == 13, message="the scale on page 14")


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
    with App(moved, home=home) as second:
        second.wait_find("label", "Page 4 of 23")


def test_bad_files_get_a_message_not_a_crash():
    folder = tempfile.mkdtemp(prefix="recto-bad-")
    good = fresh_book("good.pdf", folder)
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
        with App(os.path.join(folder, name)) as app:
            app.wait_find("label", f"Could Not Open “{name}”")
            app.wait_find("push button", "Open Another File…")
            # No book, nothing to find: the header's Find button is off like the highlight button.
            find = app.find("push button", "Find")
            check(find is not None and not find.get_state_set().contains(Atspi.StateType.SENSITIVE),
                  f"the Find button is off when {name} could not be opened")
            check(app.exited_cleanly(), f"Recto survives {name}")


def password_dialogs():
    """The X windows titled "Password Required" (found through X: the accessibility registry now and then
    misses a dialog that opens in a running application)."""
    output = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Password Required$"],
                            capture_output=True, text=True).stdout.split()
    return set(output)


def test_encrypted_pdf_asks_for_its_password():
    folder = tempfile.mkdtemp(prefix="recto-locked-")
    plain = fresh_book("plain.pdf", folder)
    locked = os.path.join(folder, "locked.pdf")
    subprocess.run(["qpdf", "--encrypt", "secret", "owner", "256", "--", plain, locked], check=True)
    with App(fresh_book("first.pdf", folder)) as app:
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
        # Enter closed each dialog with the keyboard still in its entry: GTK called the gone entry back.
        app.log.flush()
        complaints = [line for line in open(app.log.name) if "-WARNING **" in line or "-CRITICAL **" in line]
        check(not complaints, f"no GLib warnings or criticals after the password dialogs: {complaints}")
