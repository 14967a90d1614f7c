"""Printing as a reader does it: Ctrl+P opens GTK's print dialog over the book while the window stays live, the
Book tab takes the pages by the book's own labels ("ii-2"), and printing to a file gives a PDF of exactly those
pages with their text in it (read back with pdfinfo and pdftotext)."""
import os
import subprocess
import tempfile

from harness import App, check, wait_for, write_pdf

# Six pages numbered i, ii, then 1–4 (a /PageLabels number tree), each with a word naming it.
LABELS = ["i", "ii", "1", "2", "3", "4"]


def labelled_book(folder):
    path = os.path.join(folder, "labelled.pdf")
    count = len(LABELS)
    kids = " ".join(f"{4 + 2 * index} 0 R" for index in range(count))
    objects = [
        "<< /Type /Catalog /Pages 2 0 R /PageLabels << /Nums [0 << /S /r >> 2 << /S /D >>] >> >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {count} >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    for index, label in enumerate(LABELS):
        text = f"BT /F1 36 Tf 60 400 Td (Marker{label}) Tj ET".encode()
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 3 0 R >> >>"
                       f" /Contents {5 + 2 * index} 0 R >>")
        objects.append(f"<< /Length {len(text)} >>\nstream\n{text.decode()}\nendstream")
    write_pdf(path, objects)
    return path


def settings_for_file(home, output):
    """The print settings Recto keeps from an earlier print, naming GTK's Print to File printer and `output`."""
    folder = os.path.join(home, "state", "recto")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "print-settings.ini"), "w") as file:
        file.write("[Print Settings]\nprinter=Print to File\noutput-file-format=pdf\n"
                   f"output-uri=file://{output}\n")


def test_ctrl_p_prints_the_pages_named_by_their_labels_to_a_file():
    folder = tempfile.mkdtemp(prefix="recto-print-")
    book = labelled_book(folder)
    output = os.path.join(folder, "printed.pdf")
    home = tempfile.mkdtemp(prefix="recto-ui-")
    settings_for_file(home, output)
    with App(book, home=home) as app:
        app.wait_find("label", "i (1 of 6)")
        app.keys("ctrl+p")
        dialog = app.wait_find("dialog", "Print", timeout=20)
        check(dialog is not None, "Ctrl+P shows the print dialog")
        # The Book tab, two on from General: Ctrl+Page Down turns the dialog's notebook, Alt+N reaches its field.
        app.keys("ctrl+Next", "ctrl+Next")
        app.wait_find("text", "Pages by the book’s numbering", timeout=10)
        app.keys("alt+n")
        app.type_text("ii-2")
        app.keys("Return")  # Enter in the field prints, as the dialog's default
        wait_for(lambda: os.path.exists(output) and app.find("dialog", "Print") is None, 30,
                 "the print dialog closes and the file is written")
        info = wait_for(lambda: (lambda out: out if "Pages:" in out else None)(
            subprocess.run(["pdfinfo", output], capture_output=True, text=True).stdout), 30, "a whole PDF")
        check("Pages:           3" in info, f"pages ii, 1 and 2 were printed: {info}")
        text = subprocess.run(["pdftotext", output, "-"], capture_output=True, text=True).stdout
        words = [word for word in text.split() if word.startswith("Marker")]
        check(words == ["Markerii", "Marker1", "Marker2"], f"the printed pages are ii, 1 and 2, in order: {words}")
        check(app.process.poll() is None, "Recto is still running")


def test_cancelling_the_print_dialog_prints_nothing_and_ctrl_p_opens_it_again():
    folder = tempfile.mkdtemp(prefix="recto-print-")
    output = os.path.join(folder, "printed.pdf")
    home = tempfile.mkdtemp(prefix="recto-ui-")
    settings_for_file(home, output)
    with App(labelled_book(folder), home=home) as app:
        app.wait_find("label", "i (1 of 6)")
        app.keys("ctrl+p")
        app.wait_find("dialog", "Print", timeout=20)
        app.keys("Escape")
        wait_for(lambda: app.find("dialog", "Print") is None, 10, "Escape closes the print dialog")
        app.keys("Right")
        app.wait_find("label", "ii (2 of 6)", timeout=10)
        app.keys("ctrl+p")
        app.wait_find("dialog", "Print", timeout=20)
        app.keys("Escape")
        wait_for(lambda: app.find("dialog", "Print") is None, 10, "Escape closes the print dialog again")
        check(not os.path.exists(output), "nothing was printed")
