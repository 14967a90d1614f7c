"""Recto as shipped: in German with LANGUAGE=de, the shortcuts window on Ctrl+?, About from the main menu,
settings (window size, spread, reading direction) kept between runs through GSettings, an installed copy started
by name as a desktop does, and where the library and contents go inside a Flatpak sandbox."""
import os
import plistlib
import re
import shutil
import subprocess
import tempfile

import harness
from harness import ROOT, App, check, fresh_book, wait_for, wait_still, walk

SCHEMAS = os.path.join(ROOT, ".build", "schemas")


def keyfile_env(home):
    """Settings in a keyfile inside the test's own config folder, so a second run sees what the first saved."""
    return {"GSETTINGS_BACKEND": "keyfile", "GSETTINGS_SCHEMA_DIR": SCHEMAS,
            "XDG_CONFIG_HOME": os.path.join(home, "config")}


def read_keyfile(home):
    path = os.path.join(home, "config", "glib-2.0", "settings", "keyfile")
    return open(path).read() if os.path.exists(path) else ""


def window_size(app):
    window = wait_for(app.window_id, 5, "Recto's X window")
    output = subprocess.run(["xdotool", "getwindowgeometry", window], capture_output=True, text=True).stdout
    width, height = re.search(r"Geometry: (\d+)x(\d+)", output).groups()
    return int(width), int(height)


def test_german_interface_with_language_de():
    with App(fresh_book(), env={"LANGUAGE": "de"}) as app:
        app.wait_find("label", "Seite 1 von 23")
        app.wait_find("slider", "Seite")
        app.wait_find("push button", "Öffnen")
        app.wait_find("push button", "Hauptmenü")
        app.keys("F10")  # the primary menu opens with F10
        app.wait_find("check menu item", "Doppelseite")
        app.wait_find("check menu item", "Von rechts nach links")
        for item in ("Vergrößern", "Verkleinern", "Seite einpassen", "Gehe zu Seite …", "Öffnen …", "Tastenkürzel",
                     "Info zu Recto", "Beenden"):
            app.wait_find("menu item", item)
        check(app.find("menu item", "Keyboard Shortcuts") is None, "no English left in the menu")
        app.keys("Escape", "ctrl+l")
        app.wait_find("text", "Gehe zu Seite")
        app.keys("Escape")
        # The contents, notes and library speak German too.
        app.wait_find("push button", "Bibliothek")
        app.keys("Right")
        app.wait_find("label", "Seite 2 von 23")
        app.keys("ctrl+t")
        app.wait_find("push button", "Kapitel hier einfügen")
        app.wait_find(None, contains=", Seite ")  # a chapter row: "title, Seite n"
        app.keys("Escape", "ctrl+shift+n")
        app.wait_find("label", "Keine Notizen")
        app.wait_find("push button", "Notiz hinzufügen")
        check(app.find("label", "No Notes") is None, "no English left on the notes page")


def test_french_interface_with_language_fr():
    with App(fresh_book(), env={"LANGUAGE": "fr"}) as app:
        app.wait_find("label", "Page 1 sur 23")
        app.wait_find("push button", "Menu principal")


def test_ctrl_question_shows_every_shortcut():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+question")
        titles = ("Next page", "Previous page", "Page on the right", "Page on the left", "First page", "Last page",
                  "Go to a page number or label", "Zoom in", "Zoom out", "Two-page spread", "Read right to left",
                  "Turn to the contents and back", "Turn to the notes and back", "Add a note",
                  "Show or hide the library", "Add books to the library", "Open a book", "Keyboard shortcuts",
                  "Close the window", "Quit")
        missing = []

        def all_listed():
            """Whether every title is a label of the window, drawn or on another of its pages (one walk)."""
            app.root = app._find_application() or app.root
            app.root.clear_cache()
            labels = {node.get_name() for node in walk(app.root) if node.get_role_name() == "label"}
            missing[:] = [title for title in titles if title not in labels]
            return not missing
        try:
            wait_for(all_listed, message="every shortcut listed")
        except harness.TestFailure as failure:
            raise harness.TestFailure(f"{failure}; not listed: {missing}") from None
        app.wait_find("label", "Next page")  # and the first page is drawn
        app.keys("Escape")
        wait_for(lambda: app.find("label", "Read right to left") is None, message="the shortcuts window to close")
        check(app.exited_cleanly(), "Recto is still running")


def test_about_window_from_the_main_menu():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F10")
        item = app.wait_find("menu item", "About Recto")
        item.get_action_iface().do_action(0)
        app.wait_find("label", "The Recto developers")
        app.wait_find("label", "0.1.0")
        app.wait_find("label", "Read PDF books a page at a time", showing=False)  # under Details


def test_window_size_spread_and_direction_are_remembered():
    home = tempfile.mkdtemp(prefix="recto-settings-")
    book = fresh_book()
    with App(book, home=home, env=keyfile_env(home)) as first:
        first.wait_find("label", "Page 1 of 23")
        window = wait_for(first.window_id, 5, "Recto's X window")
        subprocess.run(["xdotool", "windowsize", "--sync", window, "700", "800"], check=True)
        wait_for(lambda: window_size(first) == (700, 800), message="the window at 700×800")
        first.keys("ctrl+2", "ctrl+shift+r")
        wait_for(lambda: all(line in read_keyfile(home) for line in (
            "page-layout='spread'", "reading-direction='rightToLeft'")), 10, "the spread and direction saved")
    saved = read_keyfile(home)
    for line in ("page-layout='spread'", "reading-direction='rightToLeft'", "window-width=700",
                 "window-height=800", "window-maximized=false"):
        check(line in saved, f"{line} saved in the keyfile:\n{saved}")

    with App(book, home=home, env=keyfile_env(home)) as second:
        second.wait_find("label", "Page 1 of 23")
        wait_for(lambda: window_size(second) == (700, 800), message="the window at its saved size")
        # Turning back with Ctrl+2 proves the toggle started on: it now goes off and is saved as single.
        second.keys("ctrl+2")
        wait_for(lambda: "page-layout='single'" in read_keyfile(home), 10, "the spread turned off and saved")
    check("page-layout='single'" in read_keyfile(home), "the spread toggle started on and turned off")


def test_runs_without_the_schema():
    """A copy of the binary far from the build tree, with no schema anywhere GLib looks: Recto still opens the
    book and toggles the spread, and says why settings are not kept instead of aborting."""
    folder = tempfile.mkdtemp(prefix="recto-noschema-")
    binary = os.path.join(folder, "bin", "recto")
    os.makedirs(os.path.dirname(binary))
    shutil.copy2(harness.RECTO, binary)
    empty = os.path.join(folder, "share")
    os.makedirs(empty)
    original, harness.RECTO = harness.RECTO, binary
    try:
        app = App(fresh_book(), env={"GSETTINGS_SCHEMA_DIR": empty, "XDG_DATA_DIRS": empty})
    finally:
        harness.RECTO = original
    try:
        app.wait_find("label", "Page 1 of 23")
        app.keys("ctrl+2", "ctrl+shift+r")
        wait_still(message="the spread drawn right to left")
        check(app.exited_cleanly(), "Recto survives a missing schema")
    finally:
        app.close()
    log = open(app.log.name).read()
    check("settings will not be kept" in log, f"the log says settings are not kept:\n{log[-2000:]}")


def install_to_temporary_prefix():
    prefix = tempfile.mkdtemp(prefix="recto-prefix-")
    subprocess.run(["make", "-s", "install", f"PREFIX={prefix}", "CONFIG=debug"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return prefix


def test_installed_recto_started_by_name_from_root():
    """As the app grid or a file manager starts it: `recto` by name from PATH, in `/`, with no file and the
    German locale. argv[0] is then only "recto", so the installed data must be found from the executable itself:
    the installed sample book opens, the interface is German, Ctrl+? opens the shortcuts window, and settings are
    kept through the schema installed under the prefix."""
    prefix = install_to_temporary_prefix()
    home = tempfile.mkdtemp(prefix="recto-installed-")
    environment = {"LANGUAGE": "de", "GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": os.path.join(home, "config"),
                   "PATH": os.path.join(prefix, "bin") + os.pathsep + os.environ.get("PATH", "")}
    original, harness.RECTO = harness.RECTO, "recto"
    try:
        app = App(home=home, env=environment, cwd="/")  # no file: the sample book from PREFIX/share
    finally:
        harness.RECTO = original
    try:
        app.wait_find("label", "Seite 1 von 23")
        app.wait_find("push button", "Hauptmenü")
        check(app.find("push button", "Main Menu") is None, "no English in the header bar")
        app.keys("ctrl+2")
        app.keys("ctrl+question")
        app.wait_find("label", "Nächste Seite")
    finally:
        app.close()
    check("page-layout='spread'" in read_keyfile(home), "the schema installed under the prefix keeps settings")


def test_sandboxed_library_and_contents_stay_where_the_sandbox_sees_them():
    """In a Flatpak (FLATPAK_ID set) the default library is Books in the documents folder, which the manifest's
    --filesystem=xdg-documents shows to the sandbox when that folder exists, and contents made in the app are saved
    in the data folder, since the file chooser portal exports only the PDF and a sidecar beside it would be lost."""
    home = tempfile.mkdtemp(prefix="recto-sandbox-")
    user_home = os.path.join(home, "home")
    os.makedirs(os.path.join(home, "config"))
    os.makedirs(os.path.join(user_home, "Dokumente"))
    with open(os.path.join(home, "config", "user-dirs.dirs"), "w") as dirs:
        dirs.write('XDG_DOCUMENTS_DIR="$HOME/Dokumente"\n')
    folder = tempfile.mkdtemp(prefix="recto-sandbox-book-")
    book = fresh_book("plain.pdf", folder)
    beside = os.path.join(folder, "plain.toc.plist")
    os.remove(beside)
    library = os.path.join(user_home, "Dokumente", "Books")
    contents = os.path.join(home, "data", "recto", "contents")
    with App(book, home=home, env={"FLATPAK_ID": "io.github.rectoreader.Recto", "HOME": user_home}) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F9")
        wait_for(lambda: os.path.exists(os.path.join(library, "sample-book.pdf")), 10,
                 "the guide copied into ~/Dokumente/Books")
        app.keys("F9")
        app.keys("Right", "Right", "Right", "Right")
        app.wait_find("label", "Page 5 of 23")
        app.keys("ctrl+t")
        app.wait_find("push button", "Add Chapter Here").get_action_iface().do_action(0)
        app.wait_find("label", "Add Chapter Here")
        app.type_text("Turning Pages")
        app.keys("Return")
        app.wait_find(None, "Turning Pages, page 5 (you are here)")
        saved = wait_for(lambda: os.path.isdir(contents) and [name for name in os.listdir(contents)
                                                               if name.endswith(".toc.plist")],
                         10, "the contents saved in the data folder")
        with open(os.path.join(contents, saved[0]), "rb") as handle:
            check("Turning Pages" in repr(plistlib.load(handle)), "the chapter is in the data folder's sidecar")
        check(not os.path.exists(beside), "nothing is written beside the PDF in the sandbox")
        check(not os.path.exists(os.path.join(home, "data", "recto", "Library")), "no hidden library folder")
