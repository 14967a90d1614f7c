"""Recto as a blind reader hears it: Orca runs on the test desktop (the same display and accessibility bus as
Recto), speaking through speech-dispatcher and espeak-ng into a PulseAudio null sink, and its debug log's
`SPEECH OUTPUT:` lines are what a person would hear. The reader is walked with F6, Tab and Down."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from harness import stop_processes, App, check, make_book, wait_for

# What GTK 4.8 calls an accessible it was given no name for: its class.
CLASS_NAME = re.compile(r"\b(Gtk|Adw)[A-Z]\w*")

# Orca refuses to start while another process of this user is named "orca" (`pgrep -x orca`), which another
# test desktop's Orca, or any test file or process of that name, would be; and it renames itself "orca". Loaded
# as a module, its launcher runs as it would from the command line but for those two steps, and it writes its
# debug log line by line (block-buffered, an utterance would reach the file seconds after it was spoken).
LAUNCHER = """
import builtins, importlib.machinery, importlib.util, sys
loader = importlib.machinery.SourceFileLoader("screen_reader_launcher", sys.argv[1])
spec = importlib.util.spec_from_loader("screen_reader_launcher", loader)
launcher = importlib.util.module_from_spec(spec)
loader.exec_module(launcher)
launcher.otherOrcas = lambda: []
launcher.setProcessName = lambda name: False
launcher.open = lambda path, mode="r": builtins.open(path, mode, buffering=1)
sys.argv = ["screen-reader"] + sys.argv[2:]
sys.exit(launcher.main())
"""


class Listener:
    """A silent sound server, speech-dispatcher with espeak-ng and Orca, each with a private runtime folder and
    home, stopped (by their own process ids) when the walk is over."""

    def __init__(self):
        self.home = tempfile.mkdtemp(prefix="recto-listener-")
        runtime = os.path.join(self.home, "runtime")
        os.makedirs(runtime, mode=0o700)
        self.environment = dict(os.environ, XDG_RUNTIME_DIR=runtime, HOME=self.home,
                                XDG_CONFIG_HOME=os.path.join(self.home, "config"),
                                XDG_DATA_HOME=os.path.join(self.home, "data"),
                                XDG_CACHE_HOME=os.path.join(self.home, "cache"))
        self.log = os.path.join(self.home, "speech.log")
        self.processes = []
        self._start(["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1",
                     "-L", "module-null-sink sink_name=quiet", "-L", "module-native-protocol-unix"], "pulseaudio")
        wait_for(lambda: os.path.exists(os.path.join(runtime, "pulse", "native")), 20, "the null sound server")
        self._start(["speech-dispatcher", "--run-single", "--timeout", "0",
                     "--log-dir", os.path.join(self.home, "speechd")], "speech-dispatcher")
        wait_for(lambda: os.path.exists(os.path.join(runtime, "speech-dispatcher", "speechd.sock")), 20,
                 "speech-dispatcher's socket")
        self._start([sys.executable, "-c", LAUNCHER, shutil.which("orca"), "--debug-file", self.log,
                     "-e", "speech"], "screen-reader")

    def _start(self, command, name):
        output = open(os.path.join(self.home, f"{name}.out"), "w")
        self.processes.append(subprocess.Popen(command, env=self.environment, stdout=output,
                                               stderr=subprocess.STDOUT))

    def said(self):
        """Every utterance so far, in order."""
        if not os.path.exists(self.log):
            return []
        with open(self.log, errors="replace") as file:
            return [match.group(1) for match in re.finditer(r"SPEECH OUTPUT: '(.*?)'", file.read())]

    def wait_to_say(self, predicate, after, message, timeout=20):
        """The first utterance after the first `after` ones for which `predicate` holds."""
        def heard():
            return next((line for line in self.said()[after:] if predicate(line)), None)
        try:
            return wait_for(heard, timeout, f"Orca to say {message}")
        except AssertionError as error:
            raise AssertionError(f"{error}; it said {self.said()[after:]!r}") from None

    def stop(self):
        stop_processes(self.processes)


def test_orca_reads_the_reader_by_the_names_a_person_reads():
    if shutil.which("orca") is None:
        print("SKIP test_orca: Orca is not installed (tools/setup.sh test installs orca, speech-dispatcher, "
              "espeak-ng and pulseaudio)")
        return
    book = make_book(os.path.join(tempfile.mkdtemp(prefix="recto-orca-"), "book.pdf"))
    app = App(book)
    listener, named = None, []
    try:
        app.wait_find("label", "Page 1 of 23")
        # Page 3 is prose: lines for Down to read.
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 3 of 23")
        listener = Listener()
        # Orca names the window that has the focus once it is up.
        listener.wait_to_say(lambda line: "A Short Guide to Recto" in line, 0, "the window's title", timeout=60)

        def press(key, expected, message):
            before = len(listener.said())
            app.keys(key)
            return listener.wait_to_say(expected, before, f"{message} after {key}")

        def reads_button(line, name, role="push button"):
            """Whether `line` reads the button `name`: with its role, or by its name alone, as Orca once read it on
            a loaded machine (CI with a build beside it: "Open", then its tooltip; why the role went is not known).
            The name is what this test is about; a class name is checked on every line at the end."""
            return f"{name} {role}" in line or f"{name} push button" in line or line.strip(" .") == name

        # F6 from the page to the header bar, then Tab along its buttons to the page's text.
        press("F6", lambda line: reads_button(line, "Open"), "the Open button")
        heard_buttons = {"Open"}
        page, focused = None, app.focused()
        for _ in range(12):
            before, previous = len(listener.said()), (focused.get_role_name(), focused.get_name())
            app.keys("Tab")
            focused = wait_for(lambda: (node := app.focused()) is not None
                               and (node.get_role_name(), node.get_name()) != previous and node, 5,
                               f"the focus to leave {previous} after Tab")
            role, name = focused.get_role_name(), focused.get_name()
            if role == "text" and name == "Page 3 of 23":
                page = focused
                break
            if role in ("push button", "toggle button"):
                # Orca calls a menu button's toggle a push button too.
                listener.wait_to_say(lambda line: reads_button(line, name, role), before,
                                     f"the {name} button after Tab")
                heard_buttons.add(name)
        for name in ("Open", "Library", "Notes", "Find", "Main Menu"):
            check(name in heard_buttons, f"Orca read the {name} button by its name; it read {sorted(heard_buttons)}")
        check(page is not None, "Tab reaches the page's text")
        listener.wait_to_say(lambda line: "Page 3 of 23" in line, before, "the page's name")
        count = page.get_text_iface().get_character_count()
        words = set(re.findall(r"[A-Za-z]{5,}", page.get_text_iface().get_text(0, count)))
        check(len(words) > 10, "the page's text has words")
        listener.wait_to_say(lambda line: len(words & set(re.findall(r"[A-Za-z]{5,}", line))) >= 3, before,
                             "the page's words")
        # Down reads the next line of the page.
        press("Down", lambda line: len(words & set(re.findall(r"[A-Za-z]{5,}", line))) >= 1, "a line of the page")

        press("Tab", lambda line: "Page" in line and "slider" in line, "the Page slider")
        press("F6", lambda line: "push button" in line, "a header button")
    finally:
        app.close()
        if listener is not None:
            listener.stop()
            said = listener.said()
            named = [line for line in said if CLASS_NAME.search(line)]
            print(f"Orca said {len(said)} utterances, {len(named)} naming a widget class "
                  f"(log: {listener.log})")
            for line in said:
                print(f"  {'!' if CLASS_NAME.search(line) else ' '} {line}")
    check(not named, f"Orca named no widget class; it said {named!r}")
