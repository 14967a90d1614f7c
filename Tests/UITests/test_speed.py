"""Big books stay fast (issue #10) and a slow page does not hold the book (#9): what a reader sees when a page
takes long to draw, and the room the scrubber gets."""
import os

from gi.repository import Atspi

from harness import App, check, is_on_screen, fresh_book, region_stddev, screenshot, wait_for, walk

# The page area of a 900×1000 window at the top left of the Xvfb screen, inside the header and scrubber.
PAGE_AREA = "700x700+100+150"
SLOW_NOTE = "This page is taking long to draw"


def page_is_drawn(app, name):
    return region_stddev(screenshot(os.path.join(app.home, name)), PAGE_AREA) > 0.05


def test_a_slow_page_says_so_and_does_not_hold_the_pages_after_it():
    # The test-only flag makes page 4 take 30 seconds to draw, on either of the book's documents.
    with App(fresh_book(), env={"RECTO_TEST_SLOW_PAGE": "3"}) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right", "Right")
        app.wait_find("label", "Page 4 of 23")
        app.wait_find("label", SLOW_NOTE)

        # Page 5 was queued behind page 4 on the first document; it must come from the second one, long before
        # page 4 is done.
        app.keys("Right")
        app.wait_find("label", "Page 5 of 23")
        wait_for(lambda: app.find("label", SLOW_NOTE) is None, message="the note gone on page 5")
        wait_for(lambda: page_is_drawn(app, "page5.png"), message="page 5 drawn while page 4 is still drawing")

        app.keys("Left")
        app.wait_find("label", "Page 4 of 23")
        app.wait_find("label", SLOW_NOTE)
        check(app.exited_cleanly(), "Recto is still running")


def test_the_scrubber_takes_the_width_the_labels_leave():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        slider = app.wait_find("slider", "Page")
        scale = slider.get_component_iface().get_extents(Atspi.CoordType.WINDOW)
        # The header's subtitle says the same; the bar's label is the lower one.
        labels = [node.get_component_iface().get_extents(Atspi.CoordType.WINDOW) for node in walk(app.root)
                  if node.get_role_name() == "label" and node.get_name() == "Page 1 of 23" and is_on_screen(node)]
        label = max(labels, key=lambda extents: extents.y)
        # The window is 900 pixels wide; the position label and the chapter name share one column at the end.
        check(scale.width > 600, f"the scale is {scale.width} px wide in a 900 px window")
        check(scale.x + scale.width <= label.x, "the scale ends before the position label")
