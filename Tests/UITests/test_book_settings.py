"""A book's own settings: a PDF that asks for right-to-left spreads with the cover alone and for its outline
opens that way the first time (the Contents button pointed out on the cover, the contents not opened), and once
the reader chooses otherwise, the book opens as the reader chose."""
import os
import tempfile

from harness import App, check, write_pdf


def manga(folder):
    """Six pages asking for /TwoPageRight, /Direction /R2L and /UseOutlines."""
    path = os.path.join(folder, "manga.pdf")
    count = 6
    kids = " ".join(f"{4 + 2 * index} 0 R" for index in range(count))
    objects = [
        "<< /Type /Catalog /Pages 2 0 R /PageLayout /TwoPageRight /PageMode /UseOutlines"
        " /ViewerPreferences << /Direction /R2L >> >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {count} >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    for index in range(count):
        text = f"BT /F1 36 Tf 60 300 Td (Panel {index + 1}) Tj ET"
        objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 3 0 R >> >>"
                       f" /Contents {5 + 2 * index} 0 R >>")
        objects.append(f"<< /Length {len(text)} >>\nstream\n{text}\nendstream")
    write_pdf(path, objects)
    return path


def test_a_book_opens_as_its_file_asks_until_the_reader_chooses_otherwise():
    book = manga(tempfile.mkdtemp(prefix="recto-prefs-"))
    home = tempfile.mkdtemp(prefix="recto-ui-")
    with App(book, home=home) as app:
        app.wait_find("label", "Page 1 of 6")
        check(app.wait_find("push button", "Contents") is not None,
              "the Contents button is pointed out on the cover, as the book asks")
        check(app.find("label", "No Contents") is None, "the contents are not opened for the reader")
        # Right to left: Left turns forward, to the spread after the lone cover.
        app.keys("Left")
        app.wait_find("label", "Pages 2–3 of 6", timeout=10)
        # The reader turns both off (Ctrl+2, Ctrl+Shift+R) and reads on.
        app.keys("ctrl+2")
        app.wait_find("label", "Page 2 of 6", timeout=10)
        app.keys("ctrl+shift+r", "Right")
        app.wait_find("label", "Page 3 of 6", timeout=10)
    with App(book, home=home) as app:
        app.wait_find("label", "Page 3 of 6")
        app.keys("Right")
        app.wait_find("label", "Page 4 of 6", timeout=10)
        check(app.find("label", "Pages 4–5 of 6") is None, "single pages, left to right, as the reader chose")
