"""Trim Margins as a person uses it: View ▸ Trim Margins (Ctrl+Shift+M) shows the page cropped to its content, so
the content is drawn larger; a find match stays marked on its word, a link on the trimmed page is still followed,
and the book opens trimmed again, at once, after a restart."""
import os
import tempfile

from harness import App, check, colour_mask, wait_for, wait_still, write_pdf
from test_overview import extents, overview_cell
from test_text import point_at_link, status

# Each page's content sits in a frame well inside the page (PDF points, origin bottom left): wide margins to trim.
FRAME = (150, 250, 462, 550)
# Page 1: a blue box inside a link to page 3, and the word the test finds.
BLUE_BOX = (300, 400, 400, 430)
WORD_AT = (170, 300)
WORD = "Findme"
PAGE_AREA = "900x860+0+60"
BLUE = "(b-r)>0.5&&(b-g)>0.5"
WARM = "(r-b)>0.3"


def write_trim_pdf(path):
    x1, y1, x2, y2 = FRAME
    frame = f"0 0 0 RG 2 w {x1} {y1} {x2 - x1} {y2 - y1} re S"
    bx1, by1, bx2, by2 = BLUE_BOX
    first = (f"{frame} 0 0 1 rg {bx1} {by1} {bx2 - bx1} {by2 - by1} re f "
             f"0 g BT /F1 24 Tf {WORD_AT[0]} {WORD_AT[1]} Td ({WORD}) Tj ET")
    other = f"{frame} 0 g BT /F1 24 Tf 200 480 Td (Another page) Tj ET"
    page = ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R "
            "/Resources << /Font << /F1 8 0 R >> >> %s >>")
    write_pdf(path, [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
        page % (6, "/Annots [9 0 R]"), page % (7, ""), page % (7, ""),
        f"<< /Length {len(first)} >>\nstream\n{first}\nendstream",
        f"<< /Length {len(other)} >>\nstream\n{other}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        f"<< /Type /Annot /Subtype /Link /Rect [{bx1} {by1} {bx2} {by2}] /Border [0 0 0] /Dest [5 0 R /Fit] >>",
    ])


def bounds_of(path, condition, area=PAGE_AREA):
    """The box (x, y, width, height) on screen around the pixels of `area` (the page area unless given) that meet
    `condition` (`colour_mask`'s), or None when there are none."""
    rows, columns = colour_mask(path, condition, area).nonzero()
    if len(rows) == 0:
        return None
    left, top = (int(value) for value in area.split("+")[1:])
    return (left + int(columns.min()), top + int(rows.min()),
            int(columns.max() - columns.min()) + 1, int(rows.max() - rows.min()) + 1)


def blue_box(app, name):
    return bounds_of(app.settled_shot(name), BLUE)


def check_marks_and_link(app, trimmed, arrival="Page 3 of 3"):
    """On the trimmed page whose blue box is drawn at `trimmed`: the find match is marked on its word, and the
    link over the blue box is followed to page 3 (the label then reads `arrival`)."""
    x, y, width, height = trimmed
    scale = width / (BLUE_BOX[2] - BLUE_BOX[0])
    # Where the middle of the word is drawn, from the blue box's place and scale.
    word_x = x + (WORD_AT[0] + 36 - BLUE_BOX[0]) * scale
    word_y = y + (BLUE_BOX[3] - WORD_AT[1] - 8) * scale
    app.keys("ctrl+f")
    app.type_text(WORD)
    wait_for(lambda: (s := status(app)) and s.startswith("1 of"), 15, "the match")
    mark = wait_for(lambda: bounds_of(app.settled_shot("found.png"), WARM), 15, "the match marked")
    centre = (mark[0] + mark[2] / 2, mark[1] + mark[3] / 2)
    check(abs(centre[0] - word_x) < 20 * scale and abs(centre[1] - word_y) < 12 * scale,
          f"the match is marked on its word at {(word_x, word_y)}, not at {centre} ({app.home}/found.png)")
    app.keys("Escape")
    # The link over the blue box, followed from where it is drawn now.
    link = (int(x + width / 2), int(y + height / 2))
    point_at_link(app, *link)
    app.click(*link)
    app.wait_find("label", arrival)


def test_trimmed_page_is_larger_and_its_marks_and_links_stay_on_their_words():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-trim-"), "margins.pdf")
    write_trim_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        whole = wait_for(lambda: blue_box(app, "whole.png"), 20, "the page drawn whole")
        app.keys("ctrl+shift+m")
        trimmed = wait_for(lambda: (box := blue_box(app, "trimmed.png")) and box[2] > whole[2] * 1.5 and box,
                           20, f"the trimmed page's content drawn larger than {whole}")
        check_marks_and_link(app, trimmed)
        home = app.home

    # Reopened, the book shows trimmed from its first drawn page: the crops were kept with it.
    with App(book, home=home) as app:
        app.wait_find("label", "Page 3 of 3")
        app.keys("Home")
        app.wait_find("label", "Page 1 of 3")
        first = wait_for(lambda: bounds_of(app.settled_shot("reopened.png"), BLUE), 20, "the page drawn")
        check(abs(first[2] - trimmed[2]) <= 2, f"the reopened book is trimmed at once ({first} vs {trimmed})")


def test_the_trimmed_strip_keeps_marks_and_links_on_their_words():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-trim-strip-"), "margins.pdf")
    write_trim_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        app.keys("ctrl+shift+c")
        whole = wait_for(lambda: blue_box(app, "strip-whole.png"), 20, "the strip drawn whole")
        app.keys("ctrl+shift+m")
        trimmed = wait_for(lambda: (box := blue_box(app, "strip-trimmed.png")) and box[2] > whole[2] * 1.5 and box,
                           20, f"the trimmed strip's content drawn larger than {whole}")
        check_marks_and_link(app, trimmed)


def trimmed_in(app, name, view_keys, arrival="Page 3 of 3"):
    """The blue box drawn whole and then trimmed, after `view_keys` set the view up (zoom, spreads): the trimmed
    content is drawn larger and its marks and link stay on their words there too."""
    app.wait_find("label", "Page 1 of 3")
    app.keys(*view_keys)
    whole = wait_for(lambda: blue_box(app, f"{name}-whole.png"), 20, f"the page drawn whole ({name})")
    app.keys("ctrl+shift+m")
    trimmed = wait_for(lambda: (box := blue_box(app, f"{name}-trimmed.png")) and box[2] > whole[2] * 1.3 and box,
                       20, f"the trimmed content drawn larger than {whole} ({name})")
    check_marks_and_link(app, trimmed, arrival)


def test_a_zoomed_trimmed_page_keeps_marks_and_links_on_their_words():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-trim-zoom-"), "margins.pdf")
    write_trim_pdf(book)
    with App(book) as app:
        trimmed_in(app, "zoomed", ["ctrl+plus"])


def test_trimmed_spreads_keep_marks_and_links_on_their_words():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-trim-spreads-"), "margins.pdf")
    write_trim_pdf(book)
    with App(book) as app:
        # The cover is alone in a spread; the link leads to the spread of pages 2 and 3.
        trimmed_in(app, "spreads", ["ctrl+2"], "Pages 2–3 of 3")


# The paper's edge and the page's lines in an overview cell (the view around it is white).
INK = "r<0.85&&g<0.85&&b<0.85"


def in_cell(app, page, condition, shot):
    """The box on screen of the pixels meeting `condition` in the overview cell of `page` (1-based), or None."""
    cell = overview_cell(app, f"Page {page}")
    if cell is None:
        return None
    x, y, width, height = extents(cell)
    return bounds_of(app.settled_shot(shot), condition, f"{width}x{height}+{x}+{y}")


def test_the_overview_shows_the_pages_trimmed():
    book = os.path.join(tempfile.mkdtemp(prefix="recto-trim-overview-"), "margins.pdf")
    write_trim_pdf(book)
    with App(book) as app:
        app.wait_find("label", "Page 1 of 3")
        app.keys("ctrl+alt+o")
        wait_for(lambda: overview_cell(app, "Page 2"), 20, "the overview's cells")
        whole = wait_for(lambda: in_cell(app, 1, BLUE, "overview-whole.png"), 20, "page 1's thumbnail drawn")
        paper = in_cell(app, 2, INK, "overview-whole.png")
        check(abs(paper[3] / paper[2] - 792 / 612) < 0.08, f"page 2 is drawn as a whole Letter page: {paper}")

        # Trimmed while the overview shows: the thumbnails are drawn again, cropped, so the content is larger in
        # less white margin, and the paper takes the crop's proportions (wider than tall here), not stretched.
        app.keys("ctrl+shift+m")
        trimmed = wait_for(lambda: (box := in_cell(app, 1, BLUE, "overview-trimmed.png")) and
                           box[2] > whole[2] * 1.5 and box, 20,
                           f"page 1's thumbnail drawn trimmed, its content larger than {whole}")
        crop = (FRAME[2] - FRAME[0] + 18) / (FRAME[3] - FRAME[1] + 18)
        check(abs(trimmed[2] / trimmed[3] - (BLUE_BOX[2] - BLUE_BOX[0]) / (BLUE_BOX[3] - BLUE_BOX[1])) < 0.8,
              f"the blue box keeps its proportions: {trimmed} ({app.home}/overview-trimmed.png)")
        paper = wait_for(lambda: (box := in_cell(app, 2, INK, "overview-trimmed.png")) and
                         abs(box[3] / box[2] - 1 / crop) < 0.1 and box, 20,
                         f"page 2's paper in the crop's proportions (height {1 / crop:.2f} of its width)")
