"""Reading modes as a reader sees them: Ctrl+I turns a text page warm (Sepia) and then dark (Night), a
photograph keeps its colours in Night while a scanned page (one picture of print) goes dark, a book remembers its mode after a restart, and full screen (F11) hides
the header bar and the scrubber, which come back at the screen's edges and for Ctrl+L, until Escape."""
import os
import re
import subprocess
import tempfile

from harness import App, Atspi, check, fresh_book, pointer_to, screenshot, wait_for, wait_still, walk


def mean_colour(path, geometry):
    """The mean (red, green, blue) in 0…1 of `geometry` (WxH+X+Y) in a screenshot."""
    output = subprocess.run(["convert", path, "-crop", geometry, "+repage", "-format",
                             "%[fx:mean.r] %[fx:mean.g] %[fx:mean.b]", "info:"], capture_output=True, text=True).stdout
    return tuple(float(value) for value in output.split())


def pixel(path, x, y):
    """One pixel's (red, green, blue) in 0…255."""
    output = subprocess.run(["convert", path, "-format", f"%[fx:int(255*p{{{x},{y}}}.r)] "
                             f"%[fx:int(255*p{{{x},{y}}}.g)] %[fx:int(255*p{{{x},{y}}}.b)]", "info:"],
                            capture_output=True, text=True).stdout
    return tuple(int(value) for value in output.split())


def page_box(app, page, width, height):
    """Where page `page` (one-based, `width`×`height` points) is painted on screen: (left, top, scale)."""
    picture = app.wait_find(None, f"Page {page}")
    box = picture.get_extents(Atspi.CoordType.SCREEN)
    scale = min(box.width / width, box.height / height)
    return box.x + (box.width - width * scale) / 2, box.y + (box.height - height * scale) / 2, scale


def text_area(app, page=2):
    """A band of text in the middle of a sample-book page (420×595 points), as a crop geometry."""
    left, top, scale = page_box(app, page, 420, 595)
    return f"{int(260 * scale)}x{int(200 * scale)}+{int(left + 80 * scale)}+{int(top + 200 * scale)}"


def settled_shot(app, name):
    """A screenshot once the pages are drawn again in the new mode (on the worker) and the screen is still."""
    return app.settled_shot(name, message="the pages drawn again in the new mode")


def test_ctrl_i_turns_the_page_sepia_then_night_then_day():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        area = text_area(app)
        day = mean_colour(settled_shot(app, "day.png"), area)
        check(min(day) > 0.8, f"a Day page is white with dark text: {day}")
        app.keys("ctrl+i")
        shot = settled_shot(app, "sepia.png")
        sepia = mean_colour(shot, area)
        check(sepia[0] > 0.75 and sepia[0] - sepia[2] > 0.06, f"a Sepia page is warm paper ({shot}): {sepia}")
        app.keys("ctrl+i")
        shot = settled_shot(app, "night.png")
        night = mean_colour(shot, area)
        check(max(night) < 0.35, f"a Night page is dark ({shot}): {night}")
        # The desk around the page is dark too.
        left, top, scale = page_box(app, 2, 420, 595)
        desk = pixel(shot, max(int(left) - 12, 2), int(top + 300 * scale))
        check(max(desk) < 60, f"the desk beside a Night page is dark ({shot}): {desk}")
        # Text is still there: light strokes on the dark paper.
        bright = float(subprocess.run(["convert", shot, "-crop", area, "+repage", "-colorspace", "Gray", "-fx",
                                       "u > 0.6 ? 1 : 0", "-format", "%[fx:mean]", "info:"],
                                      capture_output=True, text=True).stdout or 0)
        check(bright > 0.01, f"the Night page's text shows light ({shot}): {bright}")
        app.keys("ctrl+i")
        back = mean_colour(settled_shot(app, "day-again.png"), area)
        check(min(back) > 0.8, f"Ctrl+I a third time is Day again: {back}")


# The photograph book: one 400×600-point page with a 4×4 grid of coloured squares in a 200×200-point picture at
# (100, 50) from the top left, and a line of text below it.
SQUARES = [(220, 60, 40), (40, 120, 220), (60, 170, 70), (240, 200, 60), (150, 60, 160), (30, 180, 190),
           (200, 110, 50), (110, 110, 110), (250, 150, 170), (20, 60, 30), (180, 30, 90), (120, 200, 240),
           (90, 50, 30), (230, 230, 210), (60, 60, 140), (170, 190, 40)]


def write_photograph_pdf(path):
    pixels = bytearray()
    for row in range(64):
        for column in range(64):
            pixels += bytes(SQUARES[(row // 16) * 4 + column // 16])
    image = pixels.hex().encode() + b">"
    text = b"BT /F1 20 Tf 60 200 Td (A photograph, and this text below it.) Tj ET"
    content = b"q 200 0 0 200 100 350 cm /Im1 Do Q " + text
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 600] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceRGB /BitsPerComponent 8 "
        b"/Filter /ASCIIHexDecode /Length %d >>\nstream\n" % len(image) + image + b"\nendstream",
    ]
    data, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(data))
        data += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(data)
    data += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    data += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    data += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open(path, "wb") as file:
        file.write(data)


def test_a_photograph_keeps_its_colours_in_night():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-photo-"), "photograph.pdf")
    write_photograph_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 1")
        left, top, scale = page_box(app, 1, 400, 600)
        # The centre of each square on screen: the picture spans 100…300 points across, 50…250 down.
        centres = [(int(left + (100 + 25 * (2 * column + 1)) * scale), int(top + (50 + 25 * (2 * row + 1)) * scale))
                   for row in range(4) for column in range(4)]
        day_shot = settled_shot(app, "photo-day.png")
        day = [pixel(day_shot, x, y) for x, y in centres]
        for expected, seen in zip(SQUARES, day):
            check(max(abs(a - b) for a, b in zip(expected, seen)) <= 12, f"Day shows the picture as it is: {seen}")
        app.keys("ctrl+i", "ctrl+i")
        night_shot = settled_shot(app, "photo-night.png")
        night = [pixel(night_shot, x, y) for x, y in centres]
        for before, after in zip(day, night):
            distance = max(abs(a - b) for a, b in zip(before, after))
            check(distance <= 45, f"a picture pixel {before} stays near its colour in Night, got {after} ({night_shot})")
        # …while the page around it went dark.
        paper = pixel(night_shot, int(left + 20 * scale), int(top + 300 * scale))
        check(max(paper) < 60, f"the paper beside the picture is dark in Night: {paper} ({night_shot})")


# The scanned book: one 400×600-point page that is a single greyscale image, as a scanner makes it: off-white
# paper with ten lines of dark print, each 12 points tall, from 100 points down, every 30 points.
SCAN_LINES = [100 + 30 * line for line in range(10)]


def write_scanned_pdf(path):
    from test_text import write_pdf
    rows = []
    for row in range(600):  # one image pixel a point
        print_row = any(top <= row < top + 12 for top in SCAN_LINES)
        rows.append("".join("38" if print_row and 50 <= column < 350 and column % 9 < 6 else "EE"
                            for column in range(400)))
    image = "".join(rows) + ">"
    content = "q 400 0 0 600 0 0 cm /Scan Do Q"
    write_pdf(path, [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 600] /Contents 4 0 R "
        "/Resources << /XObject << /Scan 5 0 R >> >> >>",
        f"<< /Length {len(content)} >>\nstream\n{content}\nendstream",
        "<< /Type /XObject /Subtype /Image /Width 400 /Height 600 /ColorSpace /DeviceGray /BitsPerComponent 8 "
        f"/Filter /ASCIIHexDecode /Length {len(image)} >>\nstream\n{image}\nendstream",
    ])


def test_a_scanned_page_goes_dark_in_night_with_light_print():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-scan-"), "scan.pdf")
    write_scanned_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 1")
        left, top, scale = page_box(app, 1, 400, 600)
        # The paper between two lines of print, and a line of print, across the page's middle.
        gap = f"{int(280 * scale)}x{int(10 * scale)}+{int(left + 60 * scale)}+{int(top + 116 * scale)}"
        line = f"{int(280 * scale)}x{int(8 * scale)}+{int(left + 60 * scale)}+{int(top + 102 * scale)}"
        day_shot = settled_shot(app, "scan-day.png")
        check(min(mean_colour(day_shot, gap)) > 0.85, f"the scan's paper is light in Day ({day_shot})")
        check(max(mean_colour(day_shot, line)) < 0.6, f"its print is dark in Day ({day_shot})")
        app.keys("ctrl+i", "ctrl+i")
        # The page is drawn again in Night a moment later (longer on a busy machine): wait for its paper to go
        # dark, then look at the settled screen.
        night = os.path.join(app.home, "scan-night.png")
        wait_for(lambda: max(mean_colour(screenshot(night), gap)) < 0.25, 15,
                 f"a scanned page's paper to go dark in Night, not kept as a picture ({night})")
        shot = settled_shot(app, "scan-night.png")
        paper, ink = mean_colour(shot, gap), mean_colour(shot, line)
        check(max(paper) < 0.25, f"a scanned page's paper stays dark in Night ({shot}): {paper}")
        check(min(ink) > max(paper) + 0.25, f"its print shows light on the dark paper ({shot}): {ink}")


def test_the_colour_mode_is_remembered_for_the_book():
    book = fresh_book()
    app = App(book)
    home = app.home
    try:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        # A page turn right after the choice (within the half second a save waits) keeps the choice.
        app.keys("ctrl+i", "ctrl+i", "Right")
        app.wait_find("label", "Page 3 of 23")
        # The state is written half a second after the last change: the book's state file with page 3 and Night.
        wait_for(lambda: saved_state(app.home).get("page") == 2 and saved_state(app.home).get("colourMode"), 15,
                 "the reading state saved with page 3 and a colour mode")
    finally:
        app.close()
    with App(book, home=home) as again:
        again.wait_find("label", "Page 3 of 23")
        shot = settled_shot(again, "remembered.png")
        colour = mean_colour(shot, text_area(again, page=3))
        check(max(colour) < 0.35, f"the book opens in Night again ({shot}): {colour}")
    # Another book opens in the default, Day.
    with App(fresh_book(), home=home) as other:
        other.wait_find("label", "Page 1 of 23")
        other.keys("Right")
        other.wait_find("label", "Page 2 of 23")
        colour = mean_colour(settled_shot(other, "other-book.png"), text_area(other))
        check(min(colour) > 0.8, f"another book opens in Day: {colour}")


def window_manager():
    """Full screen is the window manager's to grant: openbox, for the length of a test."""
    manager = subprocess.Popen(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(lambda: "window id" in subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True,
                                                   text=True).stdout, 15, "openbox to manage the screen")
    return manager


def saved_state(home):
    """The one book's saved reading state ($XDG_STATE_HOME/recto/books/*.json), or {} while there is none."""
    import glob
    import json
    for path in glob.glob(os.path.join(home, "state", "recto", "books", "*.json")):
        try:
            return json.load(open(path))
        except ValueError:  # written by rename, so whole; but a reader never trusts a file
            return {}
    return {}


def page_extent(app, page=1):
    """The top and bottom, on screen, of the area page `page` is drawn in (it grows into the bars' room)."""
    app.root.clear_cache()
    for node in walk(app.root):
        try:
            if node.get_name() == f"Page {page}":
                box = node.get_extents(Atspi.CoordType.SCREEN)
                if box.width > 0 and box.height > 0:
                    return box.y, box.y + box.height
        except Exception:
            continue
    return None


def finding(app):
    """Whether the find bar is open: its header toggle is pressed (the bar's own entry stays in the tree)."""
    return app.toggled("Find")


def bars(app, page=1):
    """Which bars take room beside the page: (header, scrubber). Under a hidden bar the page area reaches the
    screen's edge; AT-SPI still reports a hidden revealer's child as it was, so the page area is the witness."""
    extent = page_extent(app, page)
    if extent is None:
        return None
    top, bottom = extent
    return top > 20, bottom < 1004


def test_full_screen_hides_the_bars_until_the_pointer_or_a_key_needs_them():
    manager = window_manager()
    app = App(fresh_book())
    try:
        app.wait_find("label", "Page 1 of 23")
        app.wait_find(None, "Main Menu")
        check(bars(app) == (True, True), f"both bars show before full screen: {page_extent(app)}")
        subprocess.run(["xdotool", "mousemove", "640", "500"], check=True)
        app.keys("F11")
        wait_for(lambda: bars(app) == (False, False), 10, "the header bar and the scrubber to hide")
        shot = settled_shot(app, "fullscreen.png")
        geometry = subprocess.run(["xdotool", "getwindowgeometry", app.window_id()], capture_output=True,
                                  text=True).stdout
        check("1280x1024" in geometry, f"the window fills the screen ({shot}): {geometry}")
        # The pointer at the top edge brings the header back; away from it, it goes again.
        subprocess.run(["xdotool", "mousemove", "640", "0"], check=True)
        wait_for(lambda: bars(app) == (True, False), 10, "the header bar at the top edge")
        screenshot(os.path.join(app.home, "fullscreen-header.png"))
        subprocess.run(["xdotool", "mousemove", "640", "500"], check=True)
        subprocess.run(["xdotool", "mousemove", "650", "520"], check=True)
        wait_for(lambda: bars(app) == (False, False), 10, "the header bar to hide again")
        # The bottom edge brings the scrubber.
        subprocess.run(["xdotool", "mousemove", "640", "1023"], check=True)
        wait_for(lambda: bars(app) == (False, True), 10, "the scrubber at the bottom edge")
        subprocess.run(["xdotool", "mousemove", "640", "500"], check=True)
        subprocess.run(["xdotool", "mousemove", "650", "520"], check=True)
        wait_for(lambda: bars(app) == (False, False), 10, "the scrubber to hide again")
        # Ctrl+L needs the scrubber's entry: it shows, takes a page, and the book goes there.
        app.keys("ctrl+l")
        wait_for(lambda: bars(app) == (False, True), 10, "the scrubber for Ctrl+L")
        app.wait_find("text", "Go to page")
        app.type_text("5")
        app.keys("Return")
        app.wait_find("label", "Page 5 of 23", showing=False)
        wait_for(lambda: bars(app, 5) == (False, False), 10, "the scrubber to go after Go to Page")
        # Ctrl+F opens the find bar; the first Escape closes it, the second leaves full screen.
        app.keys("ctrl+f")
        app.wait_find("text", "Find in the book")
        check(finding(app), "the find toggle is on while the bar is open")
        check(bars(app, 5)[0], "Ctrl+F brings the header with its find toggle")
        app.keys("Escape")
        wait_for(lambda: not finding(app), 10, "the find bar to close")
        wait_still(message="the bars to settle")
        geometry = subprocess.run(["xdotool", "getwindowgeometry", app.window_id()], capture_output=True,
                                  text=True).stdout
        check("1280x1024" in geometry, f"Escape closed the find bar, not full screen: {geometry}")
        app.keys("Escape")
        wait_for(lambda: bars(app, 5) == (True, True), 10, "both bars back after Escape")
        screenshot(os.path.join(app.home, "windowed.png"))
        # F11 goes full screen again, and F11 leaves it too.
        app.keys("F11")
        wait_for(lambda: bars(app, 5) == (False, False), 10, "the bars to hide (F11)")
        app.keys("F11")
        wait_for(lambda: bars(app, 5) == (True, True), 10, "both bars back (F11)")
    finally:
        app.close()
        manager.terminate()
        manager.wait()


def test_night_follows_the_dark_style_once_preferences_say_so():
    # libadwaita's own switch for the system's preference: the desktop asks for dark.
    with App(fresh_book(), env={"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"}) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        area = text_area(app)
        before = mean_colour(settled_shot(app, "dark-style-day.png"), area)
        check(min(before) > 0.8, f"by default the page stays Day under the dark style: {before}")
        app.keys("ctrl+comma")
        row = app.wait_find(None, "Night With the Dark Style")
        screenshot(os.path.join(app.home, "preferences.png"))
        # The row is activatable: a click anywhere on it flips its switch, as a person would do.
        box = row.get_extents(Atspi.CoordType.SCREEN)
        pointer_to(box.x + box.width - 40, box.y + box.height // 2)
        wait_still(message="the row drawn under the pointer")
        subprocess.run(["xdotool", "click", "1"], check=True)
        wait_still(message="the switch to turn")
        app.keys("Escape")
        shot = settled_shot(app, "dark-style-night.png")
        after = mean_colour(shot, text_area(app))
        check(max(after) < 0.35, f"with the switch on, the page is Night ({shot}): {after}")
        # A choice for this book still wins: Ctrl+I goes on from Night to Day.
        app.keys("ctrl+i")
        chosen = mean_colour(settled_shot(app, "dark-style-chosen.png"), text_area(app))
        check(min(chosen) > 0.8, f"Ctrl+I after Night is Day: {chosen}")


def test_the_main_menu_offers_the_modes_and_marks_the_one_showing():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+i", "ctrl+i")
        app.keys("F10")  # the primary menu opens with F10
        items = {name: wait_for(lambda name=name: next(
            (node for node in walk(app.root) if node.get_name() == name and "menu item" in node.get_role_name()), None),
            10, f"the menu item {name}") for name in ("Day", "Sepia", "Night", "Full Screen")}
        shot = screenshot(os.path.join(app.home, "menu.png"))
        roles = {name: node.get_role_name() for name, node in items.items()}
        check(roles == {"Day": "radio menu item", "Sepia": "radio menu item", "Night": "radio menu item",
                         "Full Screen": "check menu item"}, f"the modes are radio items, Full Screen a check item: {roles}")
        check(app.find("check menu item", "Two-Page Spread") is not None, "the view menu's own check items keep their role")
        checked = {name for name, node in items.items() if node.get_state_set().contains(Atspi.StateType.CHECKED)}
        check(checked == {"Night"}, f"Night is the one checked, not full screen ({shot}): {checked}")
        # Choosing Sepia in the menu shows it.
        items["Sepia"].get_action_iface().do_action(0)
        wait_still(message="Sepia chosen in the menu")
        app.keys("Escape")
        area = text_area(app, page=1)
        colour = mean_colour(settled_shot(app, "menu-sepia.png"), area)
        check(colour[0] - colour[2] > 0.06 and colour[0] > 0.6, f"Sepia from the menu: {colour}")


def test_the_shortcuts_window_lists_ctrl_i_and_f11():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+question")
        app.wait_find("label", "Day, sepia or night colours")
        app.wait_find("label", "Full screen (Escape leaves it)")
        # Every group of the section on its one page: General too, beside View.
        app.wait_find("label", "Turning Pages")
        app.wait_find("label", "General")
        app.wait_find("label", "Open a book")
        screenshot(os.path.join(app.home, "shortcuts.png"))


def test_search_matches_show_on_a_night_page():
    from test_text import WARM, share_of, status
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        app.keys("ctrl+i", "ctrl+i")
        before = settled_shot(app, "night-before-find.png")
        app.keys("ctrl+f")
        app.type_text("pages")
        wait_for(lambda: (s := status(app)) and " of " in s, 15, "matches")
        after = settled_shot(app, "night-find.png")
        check(share_of(after, WARM) > share_of(before, WARM) + 0.0005,
              f"the matches show in yellow and orange on the dark page ({after})")
