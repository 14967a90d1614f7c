"""Following the book's file as other programs rewrite it: rewritten in place in pieces (as pdflatex does) and
then replaced at once (as sync tools do), the book reloads on the same page with its new page count; truncated,
Recto stays up on the old pages and says, quietly, that the file cannot be read yet."""
import os
import tempfile
import time

from harness import App, check, wait_for, write_pdf


def book_bytes(folder, count, word):
    """The bytes of a `count`-page PDF whose pages say `word` and their number."""
    path = os.path.join(folder, f"scratch-{word}-{count}.pdf")
    kids = " ".join(f"{4 + 2 * index} 0 R" for index in range(count))
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", f"<< /Type /Pages /Kids [{kids}] /Count {count} >>",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    for index in range(count):
        text = f"BT /F1 36 Tf 60 300 Td ({word} {index + 1}) Tj ET"
        objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 3 0 R >> >>"
                       f" /Contents {5 + 2 * index} 0 R >>")
        objects.append(f"<< /Length {len(text)} >>\nstream\n{text}\nendstream")
    write_pdf(path, objects)
    with open(path, "rb") as file:
        data = file.read()
    os.remove(path)
    return data


def test_the_book_follows_its_file_rewritten_in_place_replaced_and_truncated():
    folder = tempfile.mkdtemp(prefix="recto-reload-")
    book = os.path.join(folder, "draft.pdf")
    with open(book, "wb") as file:
        file.write(book_bytes(folder, 10, "First"))
    with App(book) as app:
        app.wait_find("label", "Page 1 of 10")
        app.keys("Right", "Right", "Right")
        app.wait_find("label", "Page 4 of 10")

        # In place, truncated first and written in pieces, as pdflatex does.
        data = book_bytes(folder, 12, "Second")
        with open(book, "r+b") as file:
            file.truncate(0)
            for start in range(0, len(data), 700):
                file.write(data[start:start + 700])
                file.flush()
                time.sleep(0.02)  # the writer's pace, not a wait for Recto
        app.wait_find("label", "Page 4 of 12", timeout=15)

        # Replaced at once, by a rename over it.
        temporary = os.path.join(folder, ".draft.pdf.partial")
        with open(temporary, "wb") as file:
            file.write(book_bytes(folder, 6, "Third"))
        os.replace(temporary, book)
        app.wait_find("label", "Page 4 of 6", timeout=15)

        # Truncated and left so: the old pages stay, with a quiet word.
        with open(book, "r+b") as file:
            file.truncate(100)
        app.wait_find("label", "The file changed and cannot be read yet", timeout=15)
        check(app.process.poll() is None, "Recto is still running")
        check(app.find("label", "Page 4 of 6") is not None, "the page being read stays")
        app.keys("Right")
        app.wait_find("label", "Page 5 of 6", timeout=10)

        # Written whole again: it reads, on the same page.
        with open(book, "wb") as file:
            file.write(book_bytes(folder, 9, "Fourth"))
        app.wait_find("label", "Page 5 of 9", timeout=15)
