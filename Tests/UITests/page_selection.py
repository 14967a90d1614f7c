"""Selecting text on the sample book's pages with the mouse, as a reader does: shared by the text and highlight
tests."""
import subprocess

from harness import Atspi, pointer_to, wait_still

# The sample book's pages are A5: 420 × 595 points.
PAGE_WIDTH, PAGE_HEIGHT = 420, 595


def page_area(app, page):
    """The page picture's place on screen: (left, top, scale), the page fitted and centred in its area."""
    area = app.wait_find(None, f"Page {page}").get_extents(Atspi.CoordType.SCREEN)
    scale = min(area.width / PAGE_WIDTH, area.height / PAGE_HEIGHT)
    return (area.x + (area.width - PAGE_WIDTH * scale) / 2, area.y + (area.height - PAGE_HEIGHT * scale) / 2,
            scale)


def page_point(app, page, across, down):
    """The screen point `across` of the page's width and `down` of its height from its top left corner."""
    left, top, scale = page_area(app, page)
    return int(left + PAGE_WIDTH * scale * across), int(top + PAGE_HEIGHT * scale * down)


def drag_select(app, page, start=0.33, end=0.37):
    """Selects lines of `page` with a mouse drag from the left margin (as people start one), at `start` of the
    page's height, to the right of the text at `end`; the pointer moves in steps, as a hand does."""
    left, top, scale = page_area(app, page)
    x0, y0 = int(left - 20), int(top + PAGE_HEIGHT * scale * start)
    x1, y1 = int(left + PAGE_WIDTH * scale * 0.9), int(top + PAGE_HEIGHT * scale * end)
    pointer_to(x0, y0)
    subprocess.run(["xdotool", "mousedown", "1"], check=True)
    for step in range(1, 11):
        pointer_to(x0 + (x1 - x0) * step // 10, y0 + (y1 - y0) * step // 10)
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
    wait_still(f"{int(PAGE_WIDTH * scale)}x{int(PAGE_HEIGHT * scale)}+{int(left)}+{int(top)}",
               message="the selection to be drawn")
