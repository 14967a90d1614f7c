"""The window follows its one reading model: the spread and right-to-left toggles, the keys, the wheel's zoom
and the scrubber label all act on the same page, layout and direction (issue 16)."""
import tempfile

from harness import App, check, fresh_book, pixel_difference, region_stddev, wait_for

# The page area of a 900×1000 window at the top left of the Xvfb screen, inside the header and scrubber.
PAGE_AREA = "700x700+100+150"


def test_spread_and_right_to_left_follow_the_model():
    folder = tempfile.mkdtemp(prefix="recto-model-")
    with App(fresh_book("book.pdf", folder)) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right", "Right")
        app.wait_find("label", "Page 3 of 23")
        single = app.settled_shot("single.png", PAGE_AREA)

        app.keys("ctrl+2")  # the spread holding page 3: pages 2 and 3
        app.wait_find("label", "Pages 2–3 of 23")
        spread = app.settled_shot("spread.png", PAGE_AREA)
        check(region_stddev(spread, PAGE_AREA) > 0.05, "the spread is drawn")
        check(pixel_difference(single, spread, PAGE_AREA) > 0.01, "the picture changed to the spread")
        app.keys("Right")
        app.wait_find("label", "Pages 4–5 of 23")

        # Right-to-left: Left now turns onward, Right back, and the scrubber's label follows the same page.
        app.keys("ctrl+shift+r")
        app.keys("Left")
        app.wait_find("label", "Pages 6–7 of 23")
        app.keys("Right")
        app.wait_find("label", "Pages 4–5 of 23")
        wait_for(lambda: app.slider_value() in (3, 4), message="the scale to follow the spread")
        app.settled_shot("right-to-left.png", PAGE_AREA)

        # Zoom in and back to fit through the actions, then the single layout again keeps the page.
        app.keys("ctrl+plus")
        app.keys("ctrl+0")
        app.keys("ctrl+2")
        app.wait_find("label", "Page 4 of 23")
        check(app.exited_cleanly(), "Recto is still running")
