"""Continuous scrolling as a person uses it: View ▸ Continuous Scrolling (Ctrl+Shift+C) shows a 300-page book
as one strip; the wheel scrolls it to page 100 with the page label and the scale following; Page Down moves by
a screen; a jump (Go to Page) scrolls the strip; the choice is remembered for the book after a restart."""
import os
import re
import subprocess
import tempfile

from harness import App, Atspi, check, pointer_to, region_stddev, screenshot, wait_for, wait_still, walk, write_pdf

PAGE_AREA = "700x600+100+200"


def make_numbered_book(path, pages=300):
    """A book of `pages` wide pages (2:1, so the wheel crosses one in a few clicks), each with its number in large
    type, so a screenshot shows where the strip is."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>"]
    kids = " ".join(f"{4 + 2 * index} 0 R" for index in range(pages))
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>")
    objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for index in range(pages):
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 210] /Contents {5 + 2 * index} 0 R "
                       "/Resources << /Font << /F1 3 0 R >> >> >>")
        text = (f"BT /F1 96 Tf 40 90 Td (p{index + 1}) Tj ET "
                f"BT /F1 14 Tf 40 30 Td (This is page {index + 1} of the numbered book.) Tj ET")
        objects.append(f"<< /Length {len(text)} >>\nstream\n{text}\nendstream")
    write_pdf(path, objects)
    return path


def page_number(app):
    """The page the label names ("Page 12 of 300" → 12), or None. The first label found will do (the header's
    subtitle comes before the strip's rows in the tree, so the walk stays short)."""
    label = app.find("label", contains=" of 300")
    name = label.get_name() if label is not None else ""
    return int(name.split()[1]) if name.startswith("Page ") else None


def drawn(app, name, message):
    """Waits until the page area shows a drawn page (not blank), and returns that screenshot."""
    path = os.path.join(app.home, name)
    wait_for(lambda: region_stddev(screenshot(path), PAGE_AREA) > 0.05, 15, message)
    return path


def wheel(app, clicks, button=5):
    """Real (XTest) wheel clicks over the page area, at a steady rate."""
    app.focus()
    pointer_to(450, 500)
    subprocess.run(["xdotool", "click", "--repeat", str(clicks), "--delay", "8", str(button)], check=True)


def test_the_wheel_scrolls_the_strip_and_the_label_and_scale_follow():
    book = make_numbered_book(os.path.join(tempfile.mkdtemp(prefix="recto-strip-"), "numbered.pdf"))
    with App(book) as app:
        home = app.home
        app.wait_find("label", "Page 1 of 300")
        app.keys("ctrl+shift+c")
        drawn(app, "strip-start.png", "the strip to show the first page")
        check(page_number(app) == 1, "the strip starts on the page being read")

        # Wheel down until the label reaches page 100 or a little past it; each click scrolls a part of a screen.
        for _ in range(60):
            current = page_number(app) or 1
            if current >= 100:
                break
            # About five clicks a page at this window's width: four stop short, and the last round closes in.
            wheel(app, max(2, min(400, (100 - current) * 4)))
            wait_still(PAGE_AREA, message="the strip to stop scrolling")
        wheeled = page_number(app)
        check(100 <= wheeled <= 110, f"the wheel brought the strip to page 100 or just past it, not {wheeled}")
        app.wait_find("label", f"Page {wheeled} of 300")
        wait_for(lambda: app.slider_value() == wheeled - 1, message=f"the scale on page {wheeled}")
        shot = drawn(app, "strip-wheeled.png", f"page {wheeled} to be drawn in the strip")
        print("screenshot:", shot)

        # Page Down moves a screen: two pages of this book at this window's size (433 px a row, 874 a screen).
        app.keys("Page_Down")
        wait_for(lambda: page_number(app) in range(wheeled + 1, wheeled + 4),
                 message="Page Down to move the strip a screen on")
        app.keys("Page_Down", "space")
        wait_for(lambda: page_number(app) in range(wheeled + 5, wheeled + 8),
                 message="Page Down and Space to move two screens more")
        app.keys("Page_Up", "shift+space", "Page_Up")
        wait_for(lambda: page_number(app) == wheeled,
                 message=f"Page Up and Shift+Space to come back to page {wheeled}")

        # A jump scrolls the strip, and the scale agrees.
        app.keys("ctrl+l")
        app.wait_find("text", "Go to page")
        app.type_text("250")
        app.keys("Return")
        app.wait_find("label", "Page 250 of 300")
        wait_for(lambda: app.slider_value() == 249, message="the scale on page 250")
        wait_still(PAGE_AREA, message="the strip to stop on page 250")
        check(page_number(app) == 250, "the strip stays on the page jumped to")
        check(app.exited_cleanly(), "Recto is still running")

    # The choice and the place are remembered for the book.
    with App(book, home=home) as again:
        again.wait_find("label", "Page 250 of 300")
        drawn(again, "strip-again.png", "the strip to show page 250 after a restart")
        wheel(again, 15)
        wait_for(lambda: (page_number(again) or 0) > 250, message="the strip after a restart to scroll with the wheel")
        # Ctrl+Shift+C again: back to turning pages; the wheel turns one page a click there.
        again.keys("ctrl+shift+c")
        wait_still(PAGE_AREA, message="the paged view to show")
        before = page_number(again)
        again.keys("Right")
        wait_for(lambda: page_number(again) == before + 1, message="the paged view to turn on Right")


def test_the_strip_opened_far_into_the_book_is_drawn_in_its_first_frame():
    book = make_numbered_book(os.path.join(tempfile.mkdtemp(prefix="recto-strip-far-"), "numbered.pdf"))
    with App(book) as app:
        app.wait_find("label", "Page 1 of 300")
        app.keys("ctrl+l")
        app.wait_find("text", "Go to page")
        app.type_text("150")
        app.keys("Return")
        app.wait_find("label", "Page 150 of 300")
        # The strip scrolls to page 150 while GTK lays it out; rows placed then were drawn a frame late, and the
        # frame between skipped the whole strip with a warning.
        app.keys("ctrl+shift+c")
        drawn(app, "strip-far.png", "the strip to show page 150")
        wait_still(PAGE_AREA, message="the strip to stop on page 150")
        check(page_number(app) == 150, "the strip opens on the page being read")
        app.log.flush()
        skipped = [line for line in open(app.log.name) if "without a current allocation" in line]
        check(not skipped, f"every frame draws the strip: {skipped}")


def row_extents(app, page):
    """Where the strip's row of `page` (named "Page N") is on screen: the shortest of the nodes so named (the
    hidden paged view's page is named so too, and fills the page area)."""
    app.wait_find(None, f"Page {page}")
    nodes = [node for node in walk(app.root) if node.get_name() == f"Page {page}"]
    return min((node.get_extents(Atspi.CoordType.SCREEN) for node in nodes), key=lambda extents: extents.height)


def drag(x0, x1, y):
    """A mouse drag from (`x0`, `y`) to (`x1`, `y`), in small steps as a hand moves."""
    pointer_to(x0, y)
    subprocess.run(["xdotool", "mousedown", "1"], check=True)
    for step in range(1, 11):
        pointer_to(x0 + (x1 - x0) * step // 10, y)
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
    wait_still(PAGE_AREA, message="the selection to be drawn")


def test_a_drag_in_the_strip_selects_text_and_ctrl_c_copies_it():
    book = make_numbered_book(os.path.join(tempfile.mkdtemp(prefix="recto-strip-copy-"), "numbered.pdf"))
    with App(book) as app:
        app.wait_find("label", "Page 1 of 300")
        app.keys("ctrl+shift+c")
        drawn(app, "copy-start.png", "the strip to show the first page")
        wait_still(PAGE_AREA, message="the strip to be drawn with the page's text read")
        # The line "This is page 1 of the numbered book." runs 30 to 40 points above the foot of the 210-point
        # page: drag across it from the left margin, as people start one, to the right of the words.
        row = row_extents(app, 1)
        height = row.width / 2  # the page is twice as wide as tall and fills the strip's width
        y = int(row.y + height * (1 - 35 / 210))
        x0, x1 = int(row.x + row.width * 0.05), int(row.x + row.width * 0.75)
        drag(x0, x1, y)
        shot = screenshot(os.path.join(app.home, "strip-selection.png"))
        print("screenshot:", shot)
        check(page_number(app) == 1, "a drag in the strip neither scrolls nor turns")
        app.keys("ctrl+c")
        # The clipboard's text, pasted into the find bar, is found once: on page 1 alone.
        app.keys("ctrl+f")
        app.wait_find("text", "Find in the book")
        app.keys("ctrl+a", "ctrl+v")
        wait_for(lambda: any(re.fullmatch(r"1 of 1", label or "") for label in app.labels()), 15,
                 f"the copied passage found once ({shot})")
        app.keys("Escape")
        # The page below the current one takes a selection too: its line, dragged across, is what Ctrl+C copies.
        wait_for(lambda: not app.toggled("Find"), message="the find bar to close")
        wait_still(PAGE_AREA, message="the strip once the find bar closed")
        below = row_extents(app, 2)
        y2 = int(below.y + below.width / 2 * (1 - 35 / 210))
        drag(x0, x1, y2)
        check(page_number(app) == 1, "a drag on the next page leaves the current page as it is")
        app.keys("ctrl+c", "ctrl+f")
        app.wait_find("text", "Find in the book")
        app.keys("ctrl+a", "ctrl+v")
        wait_for(lambda: app.find("label", "Page 2 of 300") is not None, 15,
                 "the passage copied from page 2, found there")



# The highlight's soft yellow under black text (as in test_highlights).
YELLOW = "(r>0.85)&&(g>0.8)&&(b<0.6)"


def yellow_in(app, name, row):
    """The share of yellow pixels over the strip's row `row` (AT-SPI extents), from a fresh screenshot."""
    from test_text import share_of
    area = f"{row.width}x{row.height}+{row.x}+{row.y}"
    return share_of(app.settled_shot(name, area, "the page drawn again with its marks"), YELLOW, area)


def test_the_right_click_menu_in_the_strip_highlights_the_page_under_the_pointer():
    from test_notes import open_notes, press, rows
    book = make_numbered_book(os.path.join(tempfile.mkdtemp(prefix="recto-strip-menu-"), "numbered.pdf"))
    with App(book) as app:
        app.wait_find("label", "Page 1 of 300")
        app.keys("ctrl+shift+c")
        drawn(app, "menu-start.png", "the strip to show the first page")
        wait_still(PAGE_AREA, message="the strip to be drawn with the pages' text read")
        # Page 2 is below the current page: its line, dragged across, then right-clicked, Highlight.
        first = row_extents(app, 1)
        below = row_extents(app, 2)
        x0, x1 = int(first.x + first.width * 0.05), int(first.x + first.width * 0.75)
        y2 = int(below.y + below.width / 2 * (1 - 35 / 210))
        before = yellow_in(app, "menu-before.png", below)
        drag(x0, x1, y2)
        pointer_to((x0 + x1) // 2, y2)
        subprocess.run(["xdotool", "click", "3"], check=True)
        item = app.wait_find("menu item", "Highlight")
        screenshot(os.path.join(app.home, "strip-menu.png"))
        print("screenshot:", os.path.join(app.home, "strip-menu.png"))
        press(item)
        below = row_extents(app, 2)
        marked = yellow_in(app, "menu-highlighted.png", below)
        check(marked > before + 0.01, f"the passage on page 2 shows in yellow ({before:.4f} → {marked:.4f})")
        check(page_number(app) == 1, "the menu neither scrolls nor turns")
        open_notes(app)
        wait_for(lambda: any(row[0] == "note" and row[1].startswith("“This is page 2") and row[2] == "p. 2"
                             for row in rows(app)), 10, f"the highlight of page 2 in the notes list ({rows(app)})")
        app.keys("ctrl+shift+n")

        # The keyboard's way: a selection on page 1, then Shift+F10 on the strip, then Highlight by its name.
        first = row_extents(app, 1)
        y1 = int(first.y + first.width / 2 * (1 - 35 / 210))
        drag(x0, x1, y1)
        app.keys("shift+F10")
        press(app.wait_find("menu item", "Highlight"))
        open_notes(app)
        wait_for(lambda: len([row for row in rows(app) if row[0] == "note"]) == 2, 10,
                 f"two highlights listed after Shift+F10 ▸ Highlight ({rows(app)})")
        check(any(row[1].startswith("“This is page 1") and row[2] == "p. 1" for row in rows(app)),
              f"the keyboard's highlight is page 1's ({rows(app)})")


def tallest_dark_run(path, geometry=PAGE_AREA):
    """The longest vertical run of dark pixels in `geometry` of a screenshot: a stem of the pages' large numbers
    (96-point type), so it grows with the scale the pages are drawn at."""
    import numpy
    width, rest = geometry.split("x")
    height = rest.split("+")[0]
    raw = subprocess.run(["convert", path, "-crop", geometry, "+repage", "-colorspace", "gray", "-depth", "8",
                          "gray:-"], capture_output=True, check=True).stdout
    dark = numpy.frombuffer(raw, dtype=numpy.uint8).reshape(int(height), int(width)) < 100
    longest = 0
    for column in dark.T:
        run = 0
        for value in column:
            run = run + 1 if value else 0
            longest = max(longest, run)
    return longest


def test_the_strip_zooms_in_and_out_and_the_label_and_scale_still_agree():
    book = make_numbered_book(os.path.join(tempfile.mkdtemp(prefix="recto-strip-zoom-"), "numbered.pdf"))
    with App(book) as app:
        app.wait_find("label", "Page 1 of 300")
        app.keys("ctrl+shift+c")
        wheel(app, 12)
        wait_for(lambda: (page_number(app) or 0) >= 2, message="the wheel to scroll the strip on a page or two")
        wait_still(PAGE_AREA, message="the strip to stop scrolling")
        fitted = tallest_dark_run(drawn(app, "zoom-fitted.png", "the fitted strip to be drawn"))
        fitted_row = row_extents(app, page_number(app))
        page = page_number(app)

        # Ctrl+plus twice: 150 %. The pages are wider on screen, drawn sharp at the new scale.
        app.keys("ctrl+plus", "ctrl+plus")
        wait_for(lambda: row_extents(app, page_number(app)).width > 1.4 * fitted_row.width, 20,
                 "the rows to be drawn at 150 %")
        wait_still(PAGE_AREA, message="the zoomed strip to be drawn")
        shot = drawn(app, "zoom-150.png", "the zoomed strip to be drawn")
        print("screenshot:", shot)
        zoomed_row = row_extents(app, page_number(app))
        check(abs(zoomed_row.width - 1.5 * fitted_row.width) < 0.05 * fitted_row.width,
              f"the rows are half as wide again ({fitted_row.width} → {zoomed_row.width})")
        zoomed = tallest_dark_run(shot)
        check(zoomed > 1.35 * fitted, f"the page's type is larger on screen ({fitted} → {zoomed} px; {shot})")
        check(abs((page_number(app) or 0) - page) <= 1, f"the zoom keeps the page in view (page {page} → "
              f"{page_number(app)})")

        # Scrolled on, the label and the scale agree, and the row the label names fills the view's middle.
        wheel(app, 30)
        wait_still(PAGE_AREA, message="the zoomed strip to stop scrolling")
        current = page_number(app)
        check(current is not None and current > page, f"the zoomed strip scrolls on (page {page} → {current})")
        wait_for(lambda: app.slider_value() == page_number(app) - 1, message="the scale on the label's page")
        middle = 200 + 300
        row = row_extents(app, page_number(app))
        check(row.y <= middle + row.height // 2, f"the labelled page is in view ({row.y}, {row.height})")

        # Ctrl+0 fits the pages to the width again, Ctrl+minus makes them narrower than the window.
        app.keys("ctrl+0")
        wait_for(lambda: abs(row_extents(app, page_number(app)).width - fitted_row.width) <= 2, 20,
                 "Ctrl+0 to fit the width again")
        fitted_again = row_extents(app, page_number(app))
        check(abs(fitted_again.width - fitted_row.width) <= 2, f"Ctrl+0 fits the width ({fitted_again.width})")
        app.keys("ctrl+minus")
        wait_for(lambda: row_extents(app, page_number(app)).width < 0.9 * fitted_row.width, 20,
                 "Ctrl+minus to narrow the pages")
        narrower = row_extents(app, page_number(app))
        check(narrower.width < 0.9 * fitted_row.width, f"Ctrl+minus narrows the pages ({narrower.width})")
        screenshot(os.path.join(app.home, "zoom-out.png"))
        check(app.exited_cleanly(), "Recto is still running")
