"""The book's text as a reader uses it: Ctrl+F finds a word in the whole book ("1 of N"), Enter goes to the
next match's page, the list of all matches is sorted into chapters, Alt+Left comes back from a jump, and a
book of scanned pages says it has no searchable text."""
import os
import re
import subprocess
import tempfile
import time

from harness import (App, Atspi, check, colour_mask, fresh_book, is_on_screen,
                     pointer_to, screenshot, wait_for, wait_still, walk, write_pdf)
from page_selection import drag_select


def status(app):
    """The find bar's "3 of 41", or its other messages."""
    for label in app.labels():
        if re.fullmatch(r"\d+ of \d+(, from the (start|end))?", label or "") or label in (
                "No matches", "Searching…", "This book has no searchable text"):
            return label
    return None


# Pixels of the search highlights (yellow or orange: much more red than blue) and of the selection (blue).
WARM = "(r-b)>0.3"
BLUE = "(b-r)>0.15"


def share_of(path, condition, area="700x700+100+150"):
    """The share of the page area's pixels in a screenshot that meet `condition` (`colour_mask`'s)."""
    return float(colour_mask(path, condition, area).mean())


def pages_with(book, word):
    """The one-based pages pdftotext finds `word` on (any case), for what the find bar should agree with."""
    found = []
    for page in range(1, 24):
        text = subprocess.run(["pdftotext", "-f", str(page), "-l", str(page), book, "-"],
                              capture_output=True, text=True).stdout
        if word.lower() in text.lower():
            found.append(page)
    return found


def test_find_steps_through_matches_and_back_returns():
    book = fresh_book()
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+f")
        app.wait_find("text", "Find in the book")
        app.type_text("scrubber")
        first = wait_for(lambda: (s := status(app)) and s.startswith("1 of ") and s, 15, "the first match")
        expected = pages_with(book, "scrubber")
        check(len(expected) >= 2, "the sample book mentions the scrubber on several pages")
        # The first match is on the first page that has the word; the page turns there by itself.
        app.wait_find("label", f"Page {expected[0]} of 23")
        total = int(first.split(" of ")[1])
        wait_for(lambda: status(app) == f"1 of {total}", message="the count to settle")
        screenshot(os.path.join(app.home, "find.png"))

        # Enter steps through the matches until a later page; Back (Alt+Left) returns to the page before it.
        for _ in range(total):
            app.keys("Return")
            label = next((l for l in app.labels() if re.fullmatch(r"Page \d+ of 23", l or "")), "")
            if label != f"Page {expected[0]} of 23":
                break
        later = int(re.match(r"Page (\d+)", label).group(1))
        check(later in expected[1:], f"Enter went on to a later page with the word ({later}, expected {expected})")
        app.keys("Escape")
        wait_for(lambda: status(app) is None, message="the bar to close")
        app.keys("alt+Left")
        app.wait_find("label", f"Page {expected[0]} of 23")
        app.keys("alt+Right")
        app.wait_find("label", f"Page {later} of 23")


def test_the_find_bar_opened_again_searches_its_query_again():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+f")
        app.wait_find("text", "Find in the book")
        app.type_text("scrubber")
        found = wait_for(lambda: (s := status(app)) and s.startswith("1 of ") and s, 15, "the first match")
        app.keys("Escape")
        wait_for(lambda: status(app) is None, message="the bar to close")
        # The header's Find button opens the bar over the last query, and that query is searched again (it was
        # shown, yet nothing was found, nor could F3 step).
        app.find("push button", "Find").get_action_iface().do_action(0)
        wait_for(lambda: status(app) == found, 15, f"the last query searched again ({found})")
        app.keys("F3")
        wait_for(lambda: status(app) == "2 of " + found.split(" of ")[1], 10, "F3 to step to the next match")


def test_all_matches_are_listed_by_chapter_and_one_is_chosen():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+f")
        app.type_text("library")
        wait_for(lambda: (s := status(app)) and " of " in s, 15, "matches")
        app.wait_find("label", "Page 4 of 23")  # the first page that names the library
        for _ in range(30):  # on to a later page, so that choosing the first match moves back
            app.keys("Return")
            if app.find("label", "Page 4 of 23") is None:
                break
        app.keys("ctrl+shift+f")
        listing = app.wait_find("list", "All Matches")
        wait_for(lambda: app.find(None, "The Library"), message="the chapter heading in the results")
        wait_for(lambda: app.find("label", contains="p. 18"), message="a match on page 18, with its page")
        check(listing.get_child_count() > 2, "the list has headings and matches")
        # The words around each match on screen are read after the list is shown, and fill the rows in.
        wait_for(lambda: any(re.match(r"p\. \d+  .*library", node.get_name() or "", re.I)
                             for node in walk(listing) if node.get_role_name() == "label"),
                 message="a match shown in its context")
        screenshot(os.path.join(app.home, "find-results.png"))
        # Choosing a match with the keyboard goes to its page.
        first = next(node.get_name() for node in walk(listing) if node.get_role_name() == "label"
                     and re.match(r"p\. \d+  ", node.get_name() or ""))
        page = re.match(r"p\. (\d+)", first).group(1)
        check(page == "4", f"the first match listed is the first in the book ({first!r})")
        app.keys("Home", "Down", "Return")  # the keyboard is on the current match; the first heads the list
        app.wait_find("label", f"Page {page} of 23")


def write_pdf_without_text(path, pages):
    """A PDF whose pages are drawn with paths only, as a scan is an image: no text to find."""
    objects = ["<< /Type /Catalog /Pages 2 0 R >>",
               "<< /Type /Pages /Kids [%s] /Count %d >>" % (" ".join(f"{3 + 2 * i} 0 R" for i in range(pages)), pages)]
    for index in range(pages):
        stream = "0 0 0 rg 40 300 220 60 re f"
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents {4 + 2 * index} 0 R >>")
        objects.append(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream")
    write_pdf(path, objects)


# The linked book: three 612×792 pages; page 1 has a link to page 3 in its right third, where a click would
# otherwise turn to page 2.
LINK_RECT = (430, 380, 570, 420)


def write_linked_pdf(path):
    text = "BT /F1 24 Tf 440 392 Td (Chapter 3) Tj ET"
    page = ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R "
            "/Resources << /Font << /F1 7 0 R >> >> %s >>")
    x1, y1, x2, y2 = LINK_RECT
    write_pdf(path, [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
        page % "/Annots [8 0 R]", page % "", page % "",
        f"<< /Length {len(text)} >>\nstream\n{text}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Type /Annot /Subtype /Link /Rect [{x1} {y1} {x2} {y2}] /Border [0 0 0] /Dest [5 0 R /Fit] >>",
    ])


def test_a_book_of_scanned_pages_says_it_has_no_searchable_text():
    folder = tempfile.mkdtemp(prefix="recto-scan-")
    scan = os.path.join(folder, "scan.pdf")
    write_pdf_without_text(scan, pages=3)
    with App(scan) as app:
        app.wait_find("label", "Page 1 of 3")
        app.keys("ctrl+f")
        app.type_text("anything")
        wait_for(lambda: status(app) == "This book has no searchable text", 15, "the no-text message")


def shown_labels(app):
    """The names of the labels on screen."""
    app.root = app._find_application() or app.root
    app.root.clear_cache()
    return {node.get_name() for node in walk(app.root) if node.get_role_name() == "label" and is_on_screen(node)}


def point_at_link(app, x, y, timeout=20.0):
    """Rests the pointer on the link at (`x`, `y`) until Recto shows the tooltip naming its target, as a person
    sees it: the page's links come from the text queue a moment after the page is drawn. The pointer is nudged by
    a pixel now and then, since GTK looks for a tooltip as the pointer moves."""
    moved = [0.0, 0]
    # The pointer may already rest on the link (where the last test left it, or the screen's middle): a preview
    # opened before the look below would count as there before. It leaves the window until none shows.
    pointer_to(0, 0)
    wait_for(lambda: app.find(None, contains="Preview of") is None, 10, "no preview open before pointing")
    before = shown_labels(app)

    def tooltip():
        if time.monotonic() - moved[0] > 1.5:
            moved[0], moved[1] = time.monotonic(), 1 - moved[1]
            pointer_to(x + moved[1], y)
        # The tooltip (or the reference preview, which also names the target) is a label that was not there.
        return shown_labels(app) - before - {""}
    wait_for(tooltip, timeout, f"the link's tooltip with the pointer at {x}, {y}")


def test_a_link_is_followed_even_on_the_outer_third_and_back_returns():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-links-"), "linked.pdf")
    write_linked_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        picture = app.wait_find(None, "Page 1")
        box = picture.get_extents(Atspi.CoordType.SCREEN)
        # The page is fitted inside its picture and centred; the link's centre, in screen pixels.
        scale = min(box.width / 612, box.height / 792)
        left = box.x + (box.width - 612 * scale) / 2
        top = box.y + (box.height - 792 * scale) / 2
        x1, y1, x2, y2 = LINK_RECT
        x = int(left + (x1 + x2) / 2 * scale)
        y = int(top + (792 - (y1 + y2) / 2) * scale)
        check(x > box.x + box.width * 2 / 3, "the link is in the page's right third")
        point_at_link(app, x, y)
        app.click(x, y)
        app.wait_find("label", "Page 3 of 3")
        app.keys("alt+Left")
        app.wait_find("label", "Page 1 of 3")
        # Back leaves the pointer resting on the link, whose preview then opens over the spot below it (seen on a
        # busy machine): the pointer leaves the window until no preview shows, as a person's hand would move.
        pointer_to(0, 0)
        wait_for(lambda: app.find(None, contains="Preview of") is None, 10, "the link's preview to close")
        # Beside the link, the same third turns the page as before.
        app.click(x, y + int(60 * scale))
        app.wait_find("label", "Page 2 of 3")


# The book with a link no program opens: one page, a link whose address has a scheme nothing on any system handles.
UNOPENABLE_URI = "recto-test-no-such-scheme://example/page"
URI_LINK_RECT = (90, 380, 320, 420)


def write_unopenable_link_pdf(path):
    text = "BT /F1 24 Tf 100 392 Td (Open the link) Tj ET"
    x1, y1, x2, y2 = URI_LINK_RECT
    write_pdf(path, [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        "/Resources << /Font << /F1 5 0 R >> >> /Annots [6 0 R] >>",
        f"<< /Length {len(text)} >>\nstream\n{text}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Type /Annot /Subtype /Link /Rect [{x1} {y1} {x2} {y2}] /Border [0 0 0] "
        f"/A << /S /URI /URI ({UNOPENABLE_URI}) >> >>",
    ])


def test_a_link_no_program_can_open_is_reported_in_the_window():
    """Seen under Xvfb: a link whose address no program opens (a scheme with no handler) was reported only on
    standard error, and the person clicking it saw nothing happen. The window now says so in a toast."""
    book = os.path.join(tempfile.mkdtemp(prefix="recto-nolauncher-"), "link.pdf")
    write_unopenable_link_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 1")
        box = app.wait_find(None, "Page 1").get_extents(Atspi.CoordType.SCREEN)
        scale = min(box.width / 612, box.height / 792)
        left = box.x + (box.width - 612 * scale) / 2
        top = box.y + (box.height - 792 * scale) / 2
        x1, y1, x2, y2 = URI_LINK_RECT
        point_at_link(app, int(left + (x1 + x2) / 2 * scale), int(top + (792 - (y1 + y2) / 2) * scale))
        app.click(int(left + (x1 + x2) / 2 * scale), int(top + (792 - (y1 + y2) / 2) * scale))
        message = "No app can open this link"
        wait_for(lambda: app.first(lambda node: node.get_role_name() == "label" and node.get_name() == message),
                 10, f"the toast {message!r}")
        screenshot(os.path.join(app.home, "no-app-toast.png"))
        check(app.find("label", "Page 1 of 1") is not None, "the page stays where it was")
    log = open(app.log.name).read()
    check("could not open the link" in log, f"the failure is still logged for a developer: {log[-500:]!r}")


# The zoomed book: page 1 is one big link to a point low on page 3 (/XYZ, 150 points from the bottom), where a
# red box sits; page 3 has a blue box at its top.
RED = "(r-g)>0.5&&(r-b)>0.5"


def write_zoom_linked_pdf(path):
    marks = "1 0 0 rg 100 60 412 80 re f 0 0 1 rg 100 680 412 80 re f"
    page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R %s >>"
    write_pdf(path, [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
        page % (6, "/Annots [8 0 R]"), page % (6, ""), page % (7, ""),
        "<< /Length 0 >>\nstream\n\nendstream",
        f"<< /Length {len(marks)} >>\nstream\n{marks}\nendstream",
        "<< /Type /Annot /Subtype /Link /Rect [50 50 562 742] /Border [0 0 0] /Dest [5 0 R /XYZ 0 150 null] >>",
    ])


def test_a_link_followed_zoomed_scrolls_to_its_point():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-zoom-links-"), "zoomed.pdf")
    write_zoom_linked_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        for _ in range(4):
            app.keys("ctrl+plus")
        wait_still(message="the zoomed page to be drawn")
        # Zoomed, the page is larger than its view: the part on screen is where the two overlap.
        page = app.wait_find(None, "Page 1").get_extents(Atspi.CoordType.SCREEN)
        frame = app.wait_find("frame").get_extents(Atspi.CoordType.SCREEN)
        header, bar = 60, 80  # the header bar above the page, the scrubber below it
        left, top = max(page.x, frame.x), max(page.y, frame.y + header)
        right = min(page.x + page.width, frame.x + frame.width)
        bottom = min(page.y + page.height, frame.y + frame.height - bar)
        area = f"{right - left}x{bottom - top}+{left}+{top}"
        point_at_link(app, (left + right) // 2, (top + bottom) // 2)
        app.click((left + right) // 2, (top + bottom) // 2)
        app.wait_find("label", "Page 3 of 3")
        shot = app.settled_shot("zoomed-link.png")
        check(share_of(shot, RED, area) > 0.02, f"the link's point, low on the page, is in view ({shot})")
        check(share_of(shot, "(b-r)>0.5", area) < 0.001, f"the top of the page is scrolled away ({shot})")


def test_matches_are_highlighted_on_the_page():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        before = app.settled_shot("before-highlight.png")
        app.keys("ctrl+f")
        app.type_text("pages")
        wait_for(lambda: (s := status(app)) and " of " in s, 15, "matches")
        after = app.settled_shot("highlight.png")
        # The highlight is yellow or orange: pixels with much more red than blue, which the page had none of.
        check(share_of(after, WARM) > share_of(before, WARM) + 0.0005, f"the matches show in colour ({after})")
        app.keys("Escape")
        cleared = app.settled_shot("cleared.png")
        check(share_of(cleared, WARM) < share_of(after, WARM), "closing the bar clears the highlights")


def test_a_drag_selects_text_ctrl_c_copies_it_and_the_page_stays():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right")
        app.wait_find("label", "Page 3 of 23")
        app.wait_page_text("Page 3 of 23")
        # From the left margin of the first lines of the chapter to the right of them, inside the page.
        drag_select(app, 3)
        check(app.find("label", "Page 3 of 23") is not None, "a drag never turns the page")
        shot = screenshot(os.path.join(app.home, "selection.png"))
        app.keys("ctrl+c")
        # What the clipboard holds, pasted into the find bar: the selected passage, found once, on this page.
        app.keys("ctrl+f")
        app.wait_find("text", "Find in the book")
        app.keys("ctrl+a", "ctrl+v")
        wait_for(lambda: status(app) == "1 of 1", 15, f"the copied passage found once ({shot})")
        app.wait_find("label", "Page 3 of 23")


def test_a_long_scrub_is_a_jump_back_returns_from():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        app.click(450, 500)  # the page takes the keyboard; Tab goes on to its text, then the scale
        app.keys("Tab", "Tab")
        wait_for(lambda: (node := app.focused()) and node.get_role_name() == "slider", 5, "the scale focused")
        app.keys("End")
        app.wait_find("label", "Page 23 of 23")
        # The hand rests: the scrub is over once the scale has the keyboard and the page is drawn.
        wait_still(message="page 23 to be drawn")
        app.keys("alt+Left")
        app.wait_find("label", "Page 2 of 23")



def test_ctrl_a_selects_the_page_text():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right")
        app.wait_find("label", "Page 3 of 23")
        app.wait_page_text("Page 3 of 23")
        app.click(450, 500)
        before = screenshot(os.path.join(app.home, "before-select-all.png"))
        app.keys("ctrl+a")
        after = app.settled_shot("select-all.png")

        check(share_of(after, BLUE) > share_of(before, BLUE) + 0.1, f"the page's text shows selected ({after})")
