"""Reference previews: resting the pointer on a reference shows what it points to in a popover beside it,
moving away closes it, a click in it goes there and Alt+Left comes back."""
import os
import subprocess
import tempfile
import time

from harness import App, Atspi, check, colour_mask, pointer_to, screenshot, wait_for, write_pdf
from test_text import share_of

# Page 1's linked reference ("Figure 2", PDF points), leading to page 3 just above its figure (a blue block),
# and its mention without a link ("Table 1"), whose caption is on page 2 above the table (a green block).
LINK_RECT = (100, 600, 178, 624)
MENTION_RECT = (72, 496, 130, 514)
BLUE = "(b-r)>0.5"
GREEN = "(g-r)>0.4"


def write_referring_pdf(path):
    """Three pages: page 1 refers to page 3's Figure 2 through a link, and to Table 1 without one; page 2 has the
    table, a green block under its caption; page 3 has the figure, a blue block under its caption, with body
    text below; no other page has blue or green."""
    first = ("BT /F1 18 Tf 72 606 Td (See Figure 2 for the result.) Tj ET "
             "BT /F1 18 Tf 72 500 Td (Table 1 lists the numbers.) Tj ET")
    second = "BT /F1 12 Tf 72 600 Td (Table 1: Numbers.) Tj ET 0 0.6 0 rg 72 450 468 120 re f"
    body = " ".join(f"BT /F1 11 Tf 72 {y} Td (Body text of the page runs the whole width of its column, line "
                    f"after line.) Tj ET" for y in range(230, 100, -14))
    third = "BT /F1 12 Tf 72 385 Td (Figure 2: A blue block.) Tj ET 0 0 1 rg 72 250 468 120 re f 0 0 0 rg " + body
    page = ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R "
            "/Resources << /Font << /F1 9 0 R >> >> %s >>")
    x1, y1, x2, y2 = LINK_RECT
    write_pdf(path, [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
        page % (6, "/Annots [10 0 R]"), page % (7, ""), page % (8, ""),
        f"<< /Length {len(first)} >>\nstream\n{first}\nendstream",
        f"<< /Length {len(second)} >>\nstream\n{second}\nendstream",
        f"<< /Length {len(third)} >>\nstream\n{third}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Type /Annot /Subtype /Link /Rect [{x1} {y1} {x2} {y2}] /Border [0 0 0] "
        "/Dest [5 0 R /XYZ 0 400 null] >>",
    ])


def on_screen(app, rect):
    """The screen point at the centre of `rect` (PDF points) on page 1, fitted in its picture."""
    box = app.wait_find(None, "Page 1").get_extents(Atspi.CoordType.SCREEN)
    scale = min(box.width / 612, box.height / 792)
    left = box.x + (box.width - 612 * scale) / 2
    top = box.y + (box.height - 792 * scale) / 2
    x1, y1, x2, y2 = rect
    return int(left + (x1 + x2) / 2 * scale), int(top + (792 - (y1 + y2) / 2) * scale)


def move(x, y):
    pointer_to(x, y)


def rest_on(app, x, y, name=None, contains=None):
    """Rests the pointer at (`x`, `y`) until the preview named `name` (or containing `contains`) opens: the page's
    links come from the text queue and the book is indexed in the background, so the pointer moves a pixel now
    and then until Recto knows the reference there."""
    nudge = [0, 0.0]

    def previewed():
        if time.monotonic() - nudge[1] > 1.0:
            nudge[0], nudge[1] = 1 - nudge[0], time.monotonic()
            move(x + nudge[0], y)
        return app.find(None, name, contains)

    return wait_for(previewed, 15, f"the preview {name or contains!r} with the pointer at {x}, {y}")


def bounds_of(path, colour):
    """The screen box (left, top, right, bottom) around the pixels of `colour` (an ImageMagick fx test)."""
    rows, columns = colour_mask(path, colour).nonzero()
    check(len(rows) > 100, f"the colour is on screen ({len(rows)} pixels in {path})")
    return int(columns.min()), int(rows.min()), int(columns.max()) + 1, int(rows.max()) + 1


def blue_share(app, name, colour=BLUE):
    return share_of(screenshot(os.path.join(app.home, name)), colour, "1280x1024+0+0")


def test_resting_on_a_link_previews_its_target_and_a_click_goes_there():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-previews-"), "linked.pdf")
    write_referring_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        x, y = on_screen(app, LINK_RECT)
        check(blue_share(app, "before.png") < 0.0005, "no blue before the preview")
        preview = rest_on(app, x, y, "Preview of Figure 2, page 3")
        wait_for(lambda: blue_share(app, "preview.png") > 0.01, 10, "the preview shows the blue figure")
        app.wait_find("label", "Page 3")
        # A screen reader meets the popover itself, named for the reference and described by the text it shows.
        check(preview.get_role_name() != "label", f"the preview is an object of its own ({preview.get_role_name()})")
        check("Figure 2: A blue block." in (preview.get_description() or ""),
              f"the preview's description is its text ({preview.get_description()!r})")
        # The link's tooltip would cover the preview: GTK shows one half a second after the pointer stops.
        time.sleep(1.5)  # only to check that no tooltip comes
        check(app.find("label", "Go to page 3") is None, "no tooltip over a link that shows its preview")
        check(app.find(None, "Preview of Figure 2, page 3") is not None, "the preview stays while the pointer rests")

        # Away from the link and the popover, the preview goes.
        move(x + 480, y - 150)
        wait_for(lambda: app.find(None, "Preview of Figure 2, page 3") is None, 10, "the preview closes")
        check(blue_share(app, "closed.png") < 0.0005, "no blue once the preview is closed")

        # A quick pass over the link opens nothing.
        move(x, y)
        move(x + 480, y - 150)
        time.sleep(1.0)  # only to check that no preview comes
        check(app.find(None, "Preview of Figure 2, page 3") is None, "a quick pass opens no preview")

        # Back on it, the preview comes; a click in it goes to page 3, and Alt+Left comes back.
        move(x, y)
        preview = app.wait_find(None, "Preview of Figure 2, page 3", timeout=10)
        wait_for(lambda: blue_share(app, "again.png") > 0.01, 10, "the preview shows again")
        # A click on the blue figure, where the screen shows it (GTK 4.8 gives a popover's extents in its own
        # surface's coordinates, so they cannot place the click).
        left, top, right, bottom = bounds_of(screenshot(os.path.join(app.home, "figure.png")), BLUE)
        app.click((left + right) // 2, (top + bottom) // 2)
        app.wait_find("label", "Page 3 of 3")
        app.keys("alt+Left")
        app.wait_find("label", "Page 1 of 3")


def test_resting_on_a_mention_without_a_link_previews_its_target():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-previews-"), "mention.pdf")
    write_referring_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        x, y = on_screen(app, MENTION_RECT)
        check(blue_share(app, "before.png", GREEN) < 0.0005, "no green before the preview")
        preview = rest_on(app, x, y, "Preview of Table 1, page 2")
        check("Table 1: Numbers." in (preview.get_description() or ""),
              f"the preview's description is its text ({preview.get_description()!r})")
        wait_for(lambda: blue_share(app, "table.png", GREEN) > 0.01, 10, "the preview shows the green table")
        move(x + 480, y - 150)
        wait_for(lambda: app.find(None, "Preview of Table 1, page 2") is None, 10, "the preview closes")


def write_author_year_pdf(path):
    """Three pages: page 1 cites "Knuth (1984)" without a link; page 3 is an alphabetical list of references
    whose middle entry is Knuth's."""
    first = "BT /F1 18 Tf 72 500 Td (Knuth \\(1984\\) shows how lines break.) Tj ET"
    second = "BT /F1 12 Tf 72 600 Td (A page between.) Tj ET"
    entries = ["References", "Aho, A. V. (1986). Compilers.", "Knuth, D. E. (1984). The TeXbook.",
               "Lamport, L. (1994). A Document Preparation System."]
    escaped = [line.replace("(", "\\(").replace(")", "\\)") for line in entries]
    third = " ".join(f"BT /F1 12 Tf 72 {700 - 20 * n} Td ({line}) Tj ET" for n, line in enumerate(escaped))
    page = ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R "
            "/Resources << /Font << /F1 9 0 R >> >> >>")
    write_pdf(path, [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
        page % 6, page % 7, page % 8,
        f"<< /Length {len(first)} >>\nstream\n{first}\nendstream",
        f"<< /Length {len(second)} >>\nstream\n{second}\nendstream",
        f"<< /Length {len(third)} >>\nstream\n{third}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ])


def test_resting_on_an_author_year_citation_previews_its_entry_in_the_references():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-previews-"), "author-year.pdf")
    write_author_year_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        # Within "Knuth (1984)" at 18 points from the left margin.
        x, y = on_screen(app, (100, 496, 140, 514))
        preview = rest_on(app, x, y, contains="Preview of Knuth")
        name = preview.get_name()
        check("1984" in name and name.endswith("page 3"), f"the preview leads to the references' page ({name!r})")
        description = preview.get_description() or ""
        check("Knuth, D. E. (1984). The TeXbook." in description and "Aho" not in description,
              f"the preview starts at Knuth's entry ({description!r})")


def test_the_shortcut_previews_the_reference_at_the_caret_and_escape_returns_to_it():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-previews-"), "caret.pdf")
    write_referring_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        app.click(450, 500)  # the page takes the keyboard (its middle turns nothing); Tab goes on to its text
        app.keys("Tab")
        wait_for(lambda: (node := app.focused()) and node.get_role_name() == "text", 5, "the page text focused")
        # The caret onto "Table 1", as a screen reader's caret keys would put it.
        node = app.focused()
        words = Atspi.Text.get_text(node, 0, -1)
        check("Table 1" in words, f"the page text has the mention ({words!r})")
        Atspi.Text.set_caret_offset(node, words.index("Table 1") + 2)

        def previewed():
            # The book is indexed in the background: the shortcut is pressed until the mention is known.
            app.keys("alt+Return")
            return app.find(None, "Preview of Table 1, page 2")

        wait_for(previewed, 15, "the preview of the reference at the caret")
        wait_for(lambda: blue_share(app, "caret.png", GREEN) > 0.01, 10, "the preview shows the green table")
        app.keys("Escape")
        wait_for(lambda: app.find(None, "Preview of Table 1, page 2") is None, 10, "Escape closes the preview")
        wait_for(lambda: (node := app.focused()) and node.get_role_name() == "text", 5, "the caret keeps the keyboard")
