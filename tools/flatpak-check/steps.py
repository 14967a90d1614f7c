#!/usr/bin/env python3
"""The sandboxed app's steps of `make flatpak-check` (started by flatpak-check.sh once the app is installed):
Xvfb, a private D-Bus session with the accessibility bus and the portals (xdg-desktop-portal, its GTK backend,
the document portal and the permission store, from the packages unpacked into the work folder), a home of the
check's own, then Recto run with `flatpak run` and read through AT-SPI as a screen reader would.
Usage: steps.py FIRST_STEP_NUMBER - 1"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Tests", "UITests"))
import harness  # noqa: E402
import test_library  # noqa: E402
import test_notes  # noqa: E402
import test_read_aloud  # noqa: E402
from harness import check, wait_for  # noqa: E402

APP_ID = "io.github.rectoreader.Recto"
WORK = os.environ["WORK"]
HOME = os.path.join(WORK, "home")
RUNTIME = f"/run/user/{os.getuid()}"
LOGS = os.path.join(WORK, "logs")
SAMPLE = os.path.join(ROOT, "data", "sample-book.pdf")
SAMPLE_TITLE = "A Short Guide to Recto"
runs = []  # (name, stderr file) of every run, read by the last step


class Sandboxed(harness.App):
    """Recto started with `flatpak run`. In the sandbox it has its own process ids, so the accessible
    application is told by its name, with one Recto on the private bus at a time."""

    def __init__(self, *args, env=None, name="run"):
        self.home = HOME
        environment = {key: value for key, value in os.environ.items()
                       if not key.startswith(("XDG_", "GSK_", "GSETTINGS_", "LANG", "LC_", "LANGUAGE"))}
        environment.update({"HOME": HOME, "XDG_RUNTIME_DIR": RUNTIME, "LANG": "C.UTF-8", "GTK_A11Y": "atspi"})
        environment.update(env or {})
        self.environment = environment
        self.stderr_path = os.path.join(LOGS, f"app-{len(runs) + 1:02d}-{name}.stderr")
        runs.append((name, self.stderr_path))
        self.log = open(self.stderr_path, "w")
        self.process = subprocess.Popen(["flatpak", "run", *args], env=environment, cwd=HOME,
                                        stdout=subprocess.DEVNULL, stderr=self.log)
        self.root = wait_for(self._find_application, 60, "Recto on the accessibility bus")

    def _find_application(self):
        check(self.process.poll() is None, f"Recto exited ({self.process.returncode}): "
              + open(self.stderr_path).read()[-2000:])
        desktop = harness.Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and (app.get_name() or "").lower() == "recto":
                return app
        return None

    def close(self):
        """Quits as a person does (Ctrl+Q), so saves finish and the trash takes what waits for it."""
        if self.process.poll() is None:
            self.keys("ctrl+q")
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise harness.TestFailure("Recto did not quit within 20 s of Ctrl+Q")
        subprocess.run(["flatpak", "kill", APP_ID], capture_output=True)
        wait_for(lambda: self._gone(), 20, "Recto gone from the accessibility bus")
        self.log.close()

    def _gone(self):
        try:
            return self._find_application() is None
        except harness.TestFailure:
            return True

    def focus(self):
        """Gives Recto's window the keyboard (there is no window manager: the X focus is set directly)."""
        focused = subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True).stdout.strip()
        windows = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "[Rr]ecto"], capture_output=True,
                                 text=True).stdout.split()
        if focused in windows:
            return  # a window of Recto's (a dialog, say) has the keyboard
        window = wait_for(self._window, 10, "Recto's X window")
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, timeout=10)

    def _window(self):
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "[Rr]ecto"], capture_output=True,
                               text=True).stdout.split()
        return found[-1] if found else None


def shows(app, text, timeout=30):
    return app.wait_find(name=text, timeout=timeout)


def documents_folder(shared):
    """Sets up xdg-user-dirs for the check's home: a documents folder Flatpak shares, or none at all."""
    config = os.path.join(HOME, ".config", "user-dirs.dirs")
    if shared:
        os.makedirs(os.path.join(HOME, "Documents"), exist_ok=True)
        os.makedirs(os.path.dirname(config), exist_ok=True)
        with open(config, "w") as file:
            file.write('XDG_DOCUMENTS_DIR="$HOME/Documents"\n')
    elif os.path.exists(config):
        os.remove(config)


def book(path, pages):
    """A copy of the sample book's first `pages` pages at `path` (each book of the check has its own length)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    subprocess.run(["qpdf", "--empty", "--pages", SAMPLE, f"1-{pages}", "--", path], check=True)
    return path


# ---- the steps ----

def sample_book_at_first_launch():
    app = Sandboxed(APP_ID, name="first-launch")
    try:
        shows(app, "Page 1 of 23", 60)
        shows(app, SAMPLE_TITLE)
    finally:
        app.close()


def german_interface():
    app = Sandboxed(APP_ID, env={"LANG": "de_DE.UTF-8"}, name="german")
    try:
        shows(app, "Seite 1 von 23", 60)
    finally:
        app.close()


def a_book_in_the_documents_folder_opens_by_path():
    documents_folder(True)
    path = book(os.path.join(HOME, "Documents", "Five Pages.pdf"), 5)
    app = Sandboxed(APP_ID, path, name="documents-path")
    try:
        shows(app, "Page 1 of 5", 60)
    finally:
        app.close()


def a_book_outside_opens_through_file_forwarding():
    path = book(os.path.join(HOME, "Downloads", "Seven Pages.pdf"), 7)
    app = Sandboxed("--file-forwarding", APP_ID, "@@", path, "@@", name="file-forwarding")
    try:
        shows(app, "Page 1 of 7", 60)
    finally:
        app.close()


def a_plain_path_outside_says_the_sandbox_cannot_see_it():
    path = os.path.join(HOME, "Downloads", "Seven Pages.pdf")
    app = Sandboxed(APP_ID, path, name="plain-path-outside")
    try:
        shows(app, "Recto runs in a sandbox that cannot see this file. Choose it with Open… to let Recto read it.", 60)
        app.wait_find("push button", "Open…")
    finally:
        app.close()


def add_through_the_portal_chooser(app, path):
    """Add Books (Ctrl+Shift+O) opens the portal's chooser, a window of xdg-desktop-portal-gtk's (GTK 3): the
    path is typed into its location entry, as a keyboard user does."""
    title = "Add Books to the Library"
    app.keys("ctrl+shift+o")
    window = wait_for(lambda: harness._visible_windows(title), 30, "the portal's file chooser")[-1]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, timeout=10)
    subprocess.run(["xdotool", "key", "ctrl+l"], check=True)
    time.sleep(0.5)  # the location entry opens
    subprocess.run(["xdotool", "type", "--delay", "30", path], check=True)
    time.sleep(0.5)  # the entry's completion settles before Enter
    subprocess.run(["xdotool", "key", "Return"], check=True)
    wait_for(lambda: not harness._visible_windows(title), 30, "the portal's file chooser to close")


def library_titles(app):
    app.find()  # refreshes the application's tree
    return test_library.row_titles(app)


def show_library(app):
    app.keys("F9")
    wait_for(lambda: app.find("list", "Books"), 30, "the library list")


def added_books_survive_a_restart(shared, name, pages, folder):
    documents_folder(shared)
    path = book(os.path.join(HOME, "Downloads", f"{name}.pdf"), pages)
    app = Sandboxed(APP_ID, name=f"add-{'shared' if shared else 'unshared'}")
    try:
        shows(app, "Page 1 of 23", 60)
        show_library(app)
        add_through_the_portal_chooser(app, path)
        wait_for(lambda: name in library_titles(app), 30, f"{name!r} in the library")
    finally:
        app.close()
    copied = os.path.join(folder, f"{name}.pdf")
    listing = os.listdir(folder) if os.path.isdir(folder) else "the folder does not exist"
    check(os.path.exists(copied), f"the book is not in {folder} on the host ({listing}): lost with the sandbox")
    again = Sandboxed(APP_ID, name=f"add-{'shared' if shared else 'unshared'}-again")
    try:
        shows(again, "Page 1 of 23", 60)
        show_library(again)
        wait_for(lambda: name in library_titles(again), 30, f"{name!r} still in the library after a restart")
    finally:
        again.close()


def added_books_survive_a_restart_with_the_documents_folder_shared():
    added_books_survive_a_restart(True, "Nine Pages", 9, os.path.join(HOME, "Documents", "Books"))


def added_books_survive_a_restart_without_it():
    added_books_survive_a_restart(False, "Eleven Pages", 11,
                                  os.path.join(HOME, ".var", "app", APP_ID, "data", "recto", "Library"))


def delete_with_undo_then_to_the_host_trash():
    documents_folder(False)
    name = "Eleven Pages"
    folder = os.path.join(HOME, ".var", "app", APP_ID, "data", "recto", "Library")
    trash = os.path.join(HOME, ".local", "share", "Trash", "files")
    app = Sandboxed(APP_ID, name="delete")
    try:
        shows(app, "Page 1 of 23", 60)
        show_library(app)
        test_library.press(app.wait_find("push button", f"Menu for “{name}”", timeout=30))
        test_library.press(app.wait_find("menu item", "Move to Trash"))
        wait_for(lambda: name not in library_titles(app), 30, f"{name!r} hidden")
        # Pressed through AT-SPI without the harness's pointer move, whose screen coordinates make GTK warn.
        wait_for(lambda: app.toast_button("Undo"), 30, "the toast's Undo").get_action_iface().do_action(0)
        wait_for(lambda: name in library_titles(app), 30, f"{name!r} back after Undo")
        check(os.path.exists(os.path.join(folder, f"{name}.pdf")), "Undo left the book in place")
        test_library.press(app.wait_find("push button", f"Menu for “{name}”", timeout=30))
        test_library.press(app.wait_find("menu item", "Move to Trash"))
        wait_for(lambda: name not in library_titles(app), 30, f"{name!r} hidden")
        # The toast goes by itself (or at quit): the book then goes to the trash through the portal.
        wait_for(lambda: os.path.exists(os.path.join(trash, f"{name}.pdf")), 60, f"{name!r} in the host's trash")
        check(not os.path.exists(os.path.join(folder, f"{name}.pdf")), "the book left the library folder")
    finally:
        app.close()


def notes_and_reading_state_survive_a_restart():
    path = os.path.join(HOME, "Documents", "Five Pages.pdf")
    documents_folder(True)
    app = Sandboxed(APP_ID, path, name="notes")
    try:
        shows(app, "Page 1 of 5", 60)
        app.keys("Right", "Right")
        shows(app, "Page 3 of 5")
        test_notes.open_notes(app)
        test_notes.add_note(app, "Written in the sandbox")
    finally:
        app.close()
    again = Sandboxed(APP_ID, path, name="notes-again")
    try:
        shows(again, "Page 3 of 5", 60)
        test_notes.open_notes(again)
        wait_for(lambda: any(row[1] == "Written in the sandbox" for row in test_notes.rows(again)), 30,
                 "the note after a restart")
    finally:
        again.close()


SPEECHLESS = "read-aloud-no-socket"
# In a Flatpak the server is the computer's own (SandboxPolicy.speechAdvice).
CANNOT_SPEAK = "Recto cannot reach speech-dispatcher: install it and espeak-ng on this computer, or start it."


def read_aloud_through_the_hosts_speech_dispatcher():
    """Without the socket, Read Aloud (Ctrl+Shift+S) says what to install; with the host's speech-dispatcher
    serving it, the bar shows and reading goes on until the sentence heard turns the page, which only the voice's
    index marks coming back through the socket do."""
    documents_folder(True)
    path = test_read_aloud.make_headed_book(os.path.join(HOME, "Documents", "A Tale of Reading.pdf"))
    shutil.rmtree(os.path.join(RUNTIME, "speech-dispatcher"), ignore_errors=True)
    app = Sandboxed(APP_ID, path, name=SPEECHLESS)
    try:
        shows(app, "Page 1 of 3", 60)
        app.keys("ctrl+shift+s")
        app.wait_toast(CANNOT_SPEAK, timeout=30)
    finally:
        app.close()
    # As a desktop runs it: the socket in $XDG_RUNTIME_DIR/speech-dispatcher, the folder the manifest shares
    # read-only; the sound into a silent sink of the test's own (the app has no sound socket: the server plays).
    voice = test_read_aloud.Voice(speech_runtime=RUNTIME)
    try:
        app = Sandboxed(APP_ID, path, name="read-aloud")
        try:
            shows(app, "Page 1 of 3", 60)
            app.keys("ctrl+shift+s")
            bar = wait_for(lambda: app.find("push button", "Pause") or app.find("label", CANNOT_SPEAK), 30,
                           "the read-aloud bar")
            check(bar.get_name() == "Pause", "Recto in the sandbox cannot reach the host's speech-dispatcher: "
                  + open(app.stderr_path).read()[-500:])
            shows(app, "Page 2 of 3", 90)
            check(app.find("label", CANNOT_SPEAK) is None, "the message that Recto cannot speak showed")
            app.keys("ctrl+shift+s")
            wait_for(lambda: app.find("push button", "Stop") is None, 20, "the bar to go when reading stops")
        finally:
            app.close()
    finally:
        voice.stop()
        shutil.rmtree(os.path.dirname(voice.socket), ignore_errors=True)


def nothing_on_stderr():
    # The run without speech-dispatcher's socket says why on stderr, as it should: that line alone is allowed.
    allowed = {SPEECHLESS: "recto: speech-dispatcher: "}
    printed = {name: text for name, path in runs
               if (text := "".join(line for line in open(path)
                                   if not (name in allowed and line.startswith(allowed[name]))))}
    check(not printed, "printed on stderr:\n" + "\n".join(f"--- {name}:\n{text[-1500:]}"
                                                          for name, text in printed.items()))


STEPS = [
    ("the sample book shows at first launch", sample_book_at_first_launch),
    ("the German interface with LANG=de_DE.UTF-8", german_interface),
    ("a book in the documents folder opens by path", a_book_in_the_documents_folder_opens_by_path),
    ("a book outside it opens through --file-forwarding", a_book_outside_opens_through_file_forwarding),
    ("a plain path outside it: the sandbox cannot see it, with Open…",
     a_plain_path_outside_says_the_sandbox_cannot_see_it),
    ("Add Books through the portal's chooser survives a restart (documents shared)",
     added_books_survive_a_restart_with_the_documents_folder_shared),
    ("Add Books through the portal's chooser survives a restart (documents not shared)",
     added_books_survive_a_restart_without_it),
    ("Delete with Undo, then a delete whose toast goes: in the host's trash", delete_with_undo_then_to_the_host_trash),
    ("notes and reading state written in the sandbox survive a restart", notes_and_reading_state_survive_a_restart),
    ("Read Aloud via the host's speech-dispatcher, or says what to install",
     read_aloud_through_the_hosts_speech_dispatcher),
    ("nothing printed on stderr by any run", nothing_on_stderr),
]


# ---- the session ----

def portal_services():
    """D-Bus service files for the unpacked portals, pointing at the work folder's copies."""
    portals = os.path.join(WORK, "portals")
    services = os.path.join(WORK, "session", "services")
    os.makedirs(services, exist_ok=True)
    for source in glob.glob(os.path.join(portals, "usr", "share", "dbus-1", "services", "*.service")):
        text = open(source).read().replace("Exec=/usr/libexec/", f"Exec={portals}/usr/libexec/")
        text = "\n".join(line for line in text.splitlines() if not line.startswith("SystemdService=")) + "\n"
        with open(os.path.join(services, os.path.basename(source)), "w") as file:
            file.write(text)
    config = os.path.join(WORK, "session", "session.conf")
    with open(config, "w") as file:
        file.write(f"""<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir={tempfile.gettempdir()}</listen>
  <auth>EXTERNAL</auth>
  <servicedir>{services}</servicedir>
  <standard_session_servicedirs/>
  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
    <allow own="*"/></policy>
</busconfig>
""")
    return config


def start_session():
    """Xvfb and a private session bus whose activated services (the portals, the accessibility bus) get this
    environment."""
    display = 300 + os.getpid() % 400
    while os.path.exists(f"/tmp/.X11-unix/X{display}"):
        display += 1
    xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{display}"), 10, "Xvfb")
    os.makedirs(RUNTIME, mode=0o700, exist_ok=True)
    os.makedirs(HOME, exist_ok=True)
    os.environ.update({"DISPLAY": f":{display}", "HOME": HOME, "XDG_RUNTIME_DIR": RUNTIME,
                       "XDG_CURRENT_DESKTOP": "GNOME", "NO_AT_BRIDGE": "0",
                       "XDG_DESKTOP_PORTAL_DIR": os.path.join(WORK, "portals", "usr", "share", "xdg-desktop-portal",
                                                              "portals")})
    bus = subprocess.Popen(["dbus-daemon", f"--config-file={portal_services()}", "--nofork", "--print-address=1"],
                           stdout=subprocess.PIPE, stderr=open(os.path.join(LOGS, "session-bus.log"), "w"),
                           text=True)
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # The document portal mounts itself at $XDG_RUNTIME_DIR/doc, through which flatpak run forwards files.
    subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.portal.Documents", "--object-path",
                    "/org/freedesktop/portal/documents", "--method",
                    "org.freedesktop.portal.Documents.GetMountPoint"], check=True, capture_output=True, timeout=30)
    return [launcher, bus, xvfb]


def main():
    number = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    shutil.rmtree(HOME, ignore_errors=True)
    os.makedirs(LOGS, exist_ok=True)
    processes = start_session()
    failed = False
    try:
        only = sys.argv[2] if len(sys.argv) > 2 else None
        for message, function in STEPS:
            if only and only not in function.__name__:
                continue
            number += 1
            print(f"[{number:2d}] {message:<74} ", end="", flush=True)
            begin = time.monotonic()
            try:
                function()
                print(f"ok  {time.monotonic() - begin:6.1f} s", flush=True)
            except Exception as error:  # one message per failed step, then stop
                print(f"FAILED after {time.monotonic() - begin:.1f} s\n     {error}", flush=True)
                failed = True
                break
    finally:
        for process in processes:
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
        subprocess.run(["fusermount3", "-u", "-z", os.path.join(RUNTIME, "doc")], capture_output=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
