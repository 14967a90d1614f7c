"""Drives the real Recto window under Xvfb: launches it, reads it through AT-SPI (what a screen reader sees),
types with xdotool (what a keyboard does) and looks at screenshots (what a person sees)."""
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECTO = os.path.join(ROOT, ".build", "debug", "recto")
SAMPLE_BOOK_TOOL = os.path.join(ROOT, ".build", "debug", "SampleBook")
# How long a launched Recto may take to show on the accessibility bus: a cold start on a loaded 2-core machine
# takes a few seconds; far more means it hung.
APPEARS_WITHIN = 20.0  # times PATIENCE


class TestFailure(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise TestFailure(message)


# Every deadline is this many times what a test asks for (RECTO_UI_PATIENCE): a deadline only says when to give up
# on something that does not happen, and on a loaded machine what does happen takes a few times longer.
PATIENCE = float(os.environ.get("RECTO_UI_PATIENCE", "3"))


def wait_for(predicate, timeout=10.0, message="condition"):
    """Polls `predicate` until it returns a truthy value; fails the test after `timeout` seconds (times
    PATIENCE)."""
    timeout *= PATIENCE
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        # libatspi learns of new applications and changes through D-Bus events on the GLib main context.
        pump_events()
        try:
            last = predicate()
            if last:
                return last
        except Exception as error:  # the accessibility tree changes under us while the app works
            last = error
        time.sleep(0.1)
    handle, shot = tempfile.mkstemp(prefix="recto-ui-failure-", suffix=".png")
    os.close(handle)
    subprocess.run(["import", "-window", "root", shot], check=False)
    raise TestFailure(f"timed out after {timeout:.0f} s waiting for {message} (last: {last!r}); the screen then: "
                      f"{shot}")


def wait_still(geometry=None, quiet=0.5, timeout=20.0, message="the screen to settle"):
    """Waits until the screen, or its `geometry` (WxH+X+Y), has not changed for `quiet` seconds: what a person
    sees once Recto has finished drawing (a page rendered on its worker, its marks laid on, a transition over).
    Fails after `timeout` seconds of a screen that keeps changing."""
    bands = _screen_bands()
    geometry = geometry or SCREEN
    timeout *= PATIENCE
    started = time.monotonic()
    deadline = started + timeout
    last, since = None, started
    while time.monotonic() < deadline:
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)
        now = bands.raw(geometry)[0]
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            if since - started > 5:
                print(f"(waited {since - started:.1f} s for {message})", file=sys.stderr, flush=True)
            return
        time.sleep(0.05)
    raise TestFailure(f"timed out waiting for {message}: {geometry} still changing after {timeout:.0f} s")


def grab(geometry=None):
    """The pixels of `geometry` (WxH+X+Y, the whole screen unless given) now, to compare with later
    (`wait_changed`)."""
    return _screen_bands().raw(geometry or SCREEN)[0]


def wait_changed(before, geometry=None, timeout=10.0, message="the screen to change"):
    """Waits until `geometry` no longer shows `before` (from `grab`): what a key or click started is on screen.
    Pair it with `wait_still` to see the change through, where waiting for stillness alone could end before a
    busy Recto has begun to draw."""
    geometry = geometry or SCREEN
    wait_for(lambda: _screen_bands().raw(geometry)[0] != before, timeout, message)


def settled_shot(path, geometry=None, message="the screen to settle"):
    """A screenshot to `path` once the screen (or `geometry`) is still (see `wait_still`)."""
    wait_still(geometry, message=message)
    return screenshot(path)


def wait_drawn(path, geometry, message, threshold=0.05, timeout=20.0):
    """A screenshot to `path` once `geometry` holds something drawn (not a blank area) and is still."""
    def drawn():
        wait_still(geometry, timeout=timeout, message=message)
        return region_stddev(screenshot(path), geometry) > threshold
    wait_for(drawn, timeout, message)
    return path


# The accessibles GTK told the bus got the keyboard focus, newest last, as Orca hears of them (see App.focused).
FOCUS_TOLD = []
_focus_listener = None


def listen_for_focus():
    """Starts recording focus changes (once a test process): each is told on the bus, where finding the focused
    accessible otherwise takes a walk of the window, a D-Bus call a node."""
    global _focus_listener
    if _focus_listener is None:
        _focus_listener = Atspi.EventListener.new(lambda event: event.detail1 and FOCUS_TOLD.append(event.source))
        _focus_listener.register("object:state-changed:focused")


def pump_events():
    """Lets libatspi take the D-Bus events waiting for it (focus changes, new applications)."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def walk(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    for index in range(node.get_child_count()):
        yield from walk(node.get_child_at_index(index), depth + 1)


def is_on_screen(node):
    """Whether a person could see `node`. GTK 4.8 never sets SHOWING, and hidden stack pages keep VISIBLE,
    but a widget that is not drawn has no size."""
    if not node.get_state_set().contains(Atspi.StateType.VISIBLE):
        return False
    try:
        extents = Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)
    except Exception:
        return True  # no Component interface: judge by VISIBLE alone
    return extents.width > 0 and extents.height > 0


class App:
    """One running Recto with its own XDG folders, so tests never see each other's saved state."""

    def __init__(self, *args, home=None, env=None, cwd=None, program=None):
        """`env` adds to the test's environment; a variable given as None is left out of it. `program` is what
        is started (RECTO unless given; a bare name is looked up in the environment's PATH)."""
        self.home = home or tempfile.mkdtemp(prefix="recto-ui-")
        environment = dict(os.environ)
        environment.update({
            "XDG_DATA_HOME": os.path.join(self.home, "data"),
            "XDG_STATE_HOME": os.path.join(self.home, "state"),
            "XDG_CACHE_HOME": os.path.join(self.home, "cache"),
            "XDG_CONFIG_HOME": os.path.join(self.home, "config"),
            "GSETTINGS_BACKEND": "memory",
            "GTK_A11Y": "atspi",
        })
        # Without a GPU (as under Xvfb) Recto picks GTK's cairo renderer, and with it libatspi in this Python
        # client crashes now and then while walking the tree (seen on main as well, with GSK_RENDERER=cairo):
        # the tests pin GL unless the caller chose a renderer (GSK_RENDERER=cairo tools/run-ui-tests.sh …).
        environment.setdefault("GSK_RENDERER", "gl")
        environment.update(env or {})
        # A text field's caret blinks for GTK's first 10 s in it, and a screen that blinks is not still: every
        # screenshot taken while the find bar or a dialog's field has the keyboard waited out the blinking.
        settings = os.path.join(environment.get("XDG_CONFIG_HOME") or self.home, "gtk-4.0", "settings.ini")
        if not os.path.exists(settings):
            os.makedirs(os.path.dirname(settings), exist_ok=True)
            with open(settings, "w") as file:
                file.write("[Settings]\ngtk-cursor-blink=false\n")
        environment = {name: value for name, value in environment.items() if value is not None}
        self.environment = environment
        self.log = open(os.path.join(self.home, "recto.log"), "w")
        listen_for_focus()
        # A bare name in RECTO is looked up in the environment's PATH, as a desktop launcher does.
        self.process = subprocess.Popen([program or RECTO, *args], env=environment, cwd=cwd, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        try:
            # Once: a slow start on a busy machine is waited for, never hidden by a second launch.
            self.root = wait_for(self._find_application, APPEARS_WITHIN, "Recto on the accessibility bus "
                                 f"after its launch (pid {self.process.pid})")
        except TestFailure:
            # Never leave a stray instance holding the application's bus name for the next test.
            self.process.kill()
            self.process.wait()
            self.log.close()
            raise TestFailure("Recto did not come up on the accessibility bus; its log:\n"
                              + open(self.log.name).read()[-3000:]) from None

    def _find_application(self):
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_process_id() == self.process.pid:
                return app
        return None

    def find(self, role=None, name=None, contains=None, showing=True):
        """The first accessible with this role and name (or name fragment) that is on screen."""
        # States, names and windows change under us; libatspi would answer from its cache, and a window that
        # opened later (a dialog) is only seen through a fresh look at the application.
        self.root = self._find_application() or self.root
        self.root.clear_cache()
        for node in walk(self.root):
            try:
                if role is not None and node.get_role_name() != role:
                    continue
                node_name = node.get_name() or ""
                if name is not None and node_name != name:
                    continue
                if contains is not None and contains not in node_name:
                    continue
                if showing and not is_on_screen(node):
                    continue
                return node
            except Exception:
                continue
        return None

    def wait_find(self, role=None, name=None, contains=None, timeout=10.0, showing=True):
        """Waits for an accessible; `showing=False` also accepts one on a page not drawn now (another page of the
        shortcuts window, say)."""
        return wait_for(lambda: self.find(role, name, contains, showing), timeout, f"{role} {name or contains!r}")

    def window_named(self, title):
        """One of Recto's windows (a dialog, the preferences) by its title, whatever its role."""
        self.root = self._find_application() or self.root
        self.root.clear_cache()
        for index in range(self.root.get_child_count()):
            window = self.root.get_child_at_index(index)
            if window is not None and window.get_name() == title:
                return window
        return None

    def first(self, predicate, root=None, descend=None):
        """The shallowest accessible under `root` (the application) for which `predicate(node)` holds,
        looked for breadth first: toasts and dialogs sit near the top of a window, so they are found after a
        few dozen nodes where a walk of the whole tree (a D-Bus call or two per node: GTK 4.8 exports no cache)
        takes seconds on a busy machine. `descend(node)`, when given, says whether to look under a node."""
        if root is None:
            self.root = self._find_application() or self.root
            self.root.clear_cache()
            root = self.root
        queue = [root]
        while queue:
            node = queue.pop(0)
            try:
                if predicate(node):
                    return node
                if descend is not None and not descend(node):
                    continue
                queue.extend(node.get_child_at_index(index) for index in range(node.get_child_count()))
            except Exception:  # a node that went while we looked
                continue
        return None

    def wait_toast(self, text=None, contains=None, timeout=10.0):
        """Waits for a toast's words (or a label containing `contains`), looked for breadth first: a toast lasts a
        few seconds, and a walk of the whole tree takes longer than that on a loaded machine."""
        def shown(node):
            name = node.get_role_name() == "label" and (node.get_name() or "")
            return bool(name) and (name == text if text is not None else contains in name)
        return wait_for(lambda: self.first(shown), timeout, f"the toast {text or contains!r}")

    def toast_button(self, button="Undo", text=None):
        """The button (by a word of its name: GTK 4.8 names a toast's mnemonic button "_Undo Undo") of the toast
        saying `text`, or of any toast; None while there is none."""
        def named(node):
            return node.get_role_name() == "push button" and button in (node.get_name() or "").split()
        if text is None:
            return self.first(named)
        label = self.first(lambda node: node.get_role_name() == "label" and node.get_name() == text)
        toast = label.get_parent() if label is not None else None
        while toast is not None and toast.get_role_name() not in ("frame", "application"):
            found = self.first(named, toast)
            if found is not None:
                return found
            toast = toast.get_parent()
        return None

    def hold_toast_button(self, button="Undo", text=None, timeout=10.0):
        """Waits for the toast's button and rests the pointer on it, as a person's hand does on the way to
        pressing it: libadwaita then holds the toast (its five seconds stop while it is hovered), however long
        the checks made meanwhile take on a busy machine. `press_held` presses it and puts the pointer back."""
        where = subprocess.run(["xdotool", "getmouselocation", "--shell"], capture_output=True, text=True).stdout
        self._pointer = dict(line.split("=", 1) for line in where.split() if "=" in line)
        node = wait_for(lambda: self.toast_button(button, text), timeout,
                        f"the toast's {button!r} button" + (f" under {text!r}" if text else ""))
        box = Atspi.Component.get_extents(node, Atspi.CoordType.SCREEN)
        pointer_to(box.x + box.width // 2, box.y + box.height // 2)
        return node

    def press_held(self, node):
        """Presses a button found by `hold_toast_button` through AT-SPI (as a screen reader does), then moves
        the pointer back where it was, off the place where the next toast shows."""
        node.get_action_iface().do_action(0)
        self.release_pointer()

    def release_pointer(self):
        """Moves the pointer back to where it was before `hold_toast_button`."""
        where, self._pointer = getattr(self, "_pointer", None), None
        if where:
            pointer_to(int(where.get("X", "0")), int(where.get("Y", "0")))

    def press_toast_button(self, button="Undo", text=None, timeout=10.0):
        """Presses the toast's button as soon as it is there (see `hold_toast_button`)."""
        self.press_held(self.hold_toast_button(button, text, timeout))

    def choose_file(self, title, path, key="ctrl+l", timeout=30.0, accept="button"):
        """Types `path` into GTK's file chooser titled `title` as a keyboard user does, and waits for the chooser
        to go. Each step waits for the dialog to show it took the last: the dialog has the keyboard; after `key`
        (Ctrl+L opens the location entry; Ctrl+A selects the suggested name of a save dialog) a text field has
        the focus; the path typed is in it. Then the dialog's own button (Add, Open, Save) is pressed
        (`accept="enter"` presses Enter instead, for a folder chooser, whose button would take the folder shown
        rather than the one typed). On a busy machine GTK 4.8's location entry now and then loses that press to
        its completion, and the dialog stays with the path in its field: then the typing is done again (the
        field emptied, the path typed, the button pressed), never the test, until `timeout`."""
        deadline = time.monotonic() + timeout * PATIENCE

        def left():  # what is left of the deadline, as a wait_for timeout (which PATIENCE multiplies)
            return max(deadline - time.monotonic(), 1.0) / PATIENCE
        dialog = wait_for(lambda: self.window_named(title), left(), f"the file chooser {title!r}")
        windows = wait_for(lambda: _visible_windows(title), left(), f"the file chooser {title!r} on screen")

        def gone():
            return self.window_named(title) is None and not _visible_windows(title)
        attempt = 0
        while True:
            attempt += 1
            try:
                self._type_into_chooser(dialog, windows, title, path, key, min(5.0, left()))
                if accept == "enter":
                    subprocess.run(["xdotool", "key", "Return"], check=True)
                else:
                    buttons = [node for node in walk(dialog) if node.get_role_name() == "push button"
                               and (node.get_name() or "").startswith("_") and node.get_name() != "_Cancel Cancel"]
                    check(buttons, f"the file chooser {title!r} has a button to accept")
                    buttons[-1].get_action_iface().do_action(0)
                # A few seconds are plenty for a dialog to go once its button took the path, even when loaded.
                wait_for(gone, min(5.0, left()), f"the file chooser {title!r} to close (typing {attempt})")
                return
            except TestFailure:
                if time.monotonic() >= deadline or gone():
                    raise
                self.log.write(f"--- the file chooser {title!r} stayed open after typing {attempt}: typing again\n")
                self.log.flush()
                windows = _visible_windows(title) or windows

    def _type_into_chooser(self, dialog, windows, title, path, key, timeout):
        """One typing of `path` in the chooser's field: its text selected first, so it replaces what is there."""
        def has_keyboard():
            subprocess.run(["xdotool", "windowfocus", "--sync", windows[-1]], check=False, timeout=5)
            return subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True).stdout.strip() \
                in windows
        wait_for(has_keyboard, timeout, f"the file chooser {title!r} to have the keyboard")
        subprocess.run(["xdotool", "key", key], check=True)

        def focused_field():
            dialog.clear_cache()
            return self.first(lambda node: node.get_role_name() == "text"
                              and node.get_state_set().contains(Atspi.StateType.FOCUSED), dialog)
        entry = wait_for(focused_field, timeout, f"a text field of the file chooser {title!r} to have the focus")
        subprocess.run(["xdotool", "key", "ctrl+a"], check=True)
        subprocess.run(["xdotool", "type", "--delay", "20", path], check=True)
        wait_for(lambda: text_of(entry) == path, timeout, f"{path!r} in the file chooser {title!r}")

    def focused(self):
        """The accessible that has the keyboard focus, if any: the last one GTK told the bus of when it still has
        the focus (a call or two), else looked for breadth first under visible nodes (see `first`; a hidden
        widget's children cannot have the focus), for a widget whose focus was not told."""
        told = self._told_focus()
        if told is not None:
            return told
        states = {}

        def state_set(node):
            states[node] = states.get(node) or node.get_state_set()
            return states[node]
        return self.first(lambda node: state_set(node).contains(Atspi.StateType.FOCUSED),
                          descend=lambda node: node is self.root or state_set(node).contains(Atspi.StateType.VISIBLE))

    def _told_focus(self):
        pump_events()
        if not FOCUS_TOLD:
            return None
        node = FOCUS_TOLD[-1]
        try:
            node.clear_cache()
            if node.get_state_set().contains(Atspi.StateType.FOCUSED) and node.get_process_id() == self.process.pid:
                return node
        except Exception:  # it went with its window
            pass
        return None

    def focus_after(self, *keys):
        """Presses `keys` and gives the accessible the focus went to: waits for GTK to tell of a focus change
        (a few seconds at most, times PATIENCE, as the focus may stay), then looks (see `focused`)."""
        told = len(FOCUS_TOLD)
        self.keys(*keys)
        deadline = time.monotonic() + 2 * PATIENCE
        while len(FOCUS_TOLD) == told and time.monotonic() < deadline:
            pump_events()
            time.sleep(0.02)
        return self.focused()

    def labels(self):
        return [node.get_name() for node in walk(self.root) if node.get_role_name() == "label" and is_on_screen(node)]

    def settled_shot(self, name, geometry=None, message="the screen to settle"):
        """A screenshot named `name` in the test's home once the screen (or `geometry`) is still."""
        return settled_shot(os.path.join(self.home, name), geometry, message)

    def toggled(self, name):
        """Whether the header's toggle button `name` ("Find", "Contents") is pressed: a view it opens is showing.
        (A hidden stack page or find bar keeps its size in the tree, so its going is not seen there.)"""
        toggle = self.find(None, name, showing=False)
        states = toggle.get_state_set()
        return states.contains(Atspi.StateType.PRESSED) or states.contains(Atspi.StateType.CHECKED)

    def wait_page_text(self, position, timeout=20.0):
        """Waits until the page's accessible text (the text named after the position, "Page 3 of 23") holds the
        page's words: the text queue has read the page, whose words a selection or a link then finds."""
        def read():
            node = self.first(lambda n: n.get_role_name() == "text" and n.get_name() == position)
            return node is not None and Atspi.Text.get_character_count(node) > 0
        wait_for(read, timeout, f"the text of {position!r} to be read")

    def slider_value(self):
        slider = self.find("slider", "Page")
        return slider.get_value_iface().get_current_value()

    def window_id(self):
        output = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                                capture_output=True, text=True).stdout.split()
        # The newest window (a dialog over the main one) has the highest id: that is where typing belongs.
        return max(output, key=int) if output else None

    def keys(self, *keys):
        """Presses keys in Recto's window, as a keyboard would."""
        self.focus()
        for key in keys:
            # Real (XTEST) key events to the focused window; GTK ignores synthetic XSendEvent ones.
            subprocess.run(["xdotool", "key", key], check=True)
            time.sleep(0.15)  # keys apart as a hand types them: a key that opens a view or moves the focus has
            # been handled before the next arrives (no sign on screen tells when GTK took a key)

    def focus(self):
        """Gives Recto the keyboard unless one of its windows (a dialog, say) already has it."""
        focused = subprocess.run(["xdotool", "getwindowfocus", "getwindowpid"], capture_output=True, text=True)
        if focused.stdout.strip() == str(self.process.pid):
            return
        window = wait_for(self.window_id, 5, "Recto's X window")
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)

    def type_text(self, text):
        self.focus()
        subprocess.run(["xdotool", "type", "--delay", "30", text], check=True)

    def click(self, x, y):
        pointer_to(x, y)
        subprocess.run(["xdotool", "click", "1"], check=True)

    def close(self):
        """Quits Recto as a person does (Ctrl+Q), and stops it if it does not go. Safe to call twice."""
        if self.process.poll() is None:
            try:
                self.keys("ctrl+q")
                self.process.wait(10)
            except Exception:  # no window to type into, or it hangs: it is stopped all the same
                self.process.kill()
                self.process.wait()
        if not self.log.closed:
            self.log.close()

    def __enter__(self):
        return self

    def __exit__(self, kind, error, trace):
        """`with App(...) as app:` always closes Recto; when the test failed, its log is printed and kept."""
        self.close()
        if kind is not None:
            print(f"--- Recto's log (kept in {self.log.name}), its end:", file=sys.stderr)
            print(open(self.log.name, errors="replace").read()[-3000:], file=sys.stderr, flush=True)
        return False

    def exited_cleanly(self):
        return self.process.poll() in (0, None)


def text_of(node):
    """The text of an entry. GTK 4.8 crashes on GetText's "to the end" (-1): the length is asked first."""
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def _visible_windows(title):
    return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title],
                          capture_output=True, text=True).stdout.split()


def screenshot(path):
    subprocess.run(["import", "-window", "root", path], check=True)
    return path


def pointer_to(x, y):
    """Moves the pointer to (`x`, `y`) and waits until it is there. xdotool's `mousemove --sync` waits for the
    pointer to move, so onto the place it already is it waits out its own 15-s timeout: there, nothing is done."""
    here = subprocess.run(["xdotool", "getmouselocation", "--shell"], capture_output=True, text=True).stdout
    where = dict(line.split("=", 1) for line in here.split() if "=" in line)
    if (where.get("X"), where.get("Y")) != (str(int(x)), str(int(y))):
        subprocess.run(["xdotool", "mousemove", "--sync", str(int(x)), str(int(y))], check=True)


def region_stddev(path, geometry):
    """How varied the pixels in `geometry` (WxH+X+Y) are: near 0 for a blank area, higher with text on it."""
    output = subprocess.run(["convert", path, "-crop", geometry, "+repage", "-colorspace", "Gray",
                             "-format", "%[fx:standard_deviation]", "info:"], capture_output=True, text=True)
    return float(output.stdout.strip() or 0)


def colour_mask(path, condition, geometry=None):
    """Which pixels of a screenshot (cut to `geometry`, WxH+X+Y) meet `condition`: comparisons of r, g and b
    (0 to 1) joined by "&&", as ImageMagick's fx writes them ("(b-r)>0.5&&(b-g)>0.5"). Read with numpy: fx
    itself takes seconds a screenshot on a busy machine."""
    import numpy
    crop = ["-crop", geometry, "+repage"] if geometry else []
    size = subprocess.run(["convert", path, *crop, "-format", "%w %h", "info:"],
                          capture_output=True, text=True, check=True).stdout.split()
    raw = subprocess.run(["convert", path, *crop, "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
    width, height = int(size[0]), int(size[1])
    pixels = numpy.frombuffer(raw, dtype=numpy.uint8).reshape(height, width, 3) / 255.0
    names = {"r": pixels[..., 0], "g": pixels[..., 1], "b": pixels[..., 2]}
    mask = numpy.ones((height, width), dtype=bool)
    for comparison in condition.split("&&"):
        mask &= eval(comparison, {"__builtins__": {}}, names)  # noqa: S307 (the tests' own constants)
    return mask


def pixel_difference(first, second, geometry):
    """The share of pixels in `geometry` that differ between two screenshots."""
    result = subprocess.run(["compare", "-metric", "AE", "-fuzz", "5%",
                             f"{first}[{geometry}]", f"{second}[{geometry}]", "null:"],
                            capture_output=True, text=True)
    width, rest = geometry.split("x")
    height = rest.split("+")[0]
    differing = float(result.stderr.split()[0]) if result.stderr.strip() else 0.0
    return differing / (int(width) * int(height))


_sample_book = None


def make_book(path):
    """A 23-page book with a cover, two parts and real text, written by Recto's own generator (once a run; each
    book is a copy of that one, made a book of its own)."""
    global _sample_book
    if _sample_book is None or not os.path.exists(_sample_book):
        _sample_book = os.path.join(tempfile.mkdtemp(prefix="recto-sample-"), "book.pdf")
        subprocess.run([SAMPLE_BOOK_TOOL, _sample_book], check=True, capture_output=True)
    shutil.copyfile(_sample_book, path)
    # Each copy a book of its own: Recto keys a book's saved state by its size and ends (it has no /ID), and a
    # comment after %%EOF, which readers skip, changes both.
    with open(path, "ab") as copy:
        copy.write(f"%recto-test-copy {uuid.uuid4()}\n".encode())
    # Its contents sidecar, named as Recto looks for it beside the PDF.
    shutil.copyfile(_sidecar(_sample_book), _sidecar(path))
    return path


def _sidecar(pdf):
    return (pdf[:-4] if pdf.lower().endswith(".pdf") else pdf) + ".toc.plist"


def fresh_book(name="book.pdf", folder=None, prefix="recto-book-"):
    """The sample book (see `make_book`) as `name` in `folder`, or in a new folder of its own: each test gets a
    file no other test reads or writes."""
    folder = folder or tempfile.mkdtemp(prefix=prefix)
    os.makedirs(folder, exist_ok=True)
    return make_book(os.path.join(folder, name))


def write_pdf(path, objects):
    """Writes `objects` (PDF object bodies, numbered from 1, the first the catalog) with a correct xref table."""
    data, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(data))
        data += f"{number} 0 obj\n{body}\nendobj\n".encode()
    xref = len(data)
    data += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    data += "".join(f"{offset:010d} 00000 n \n" for offset in offsets).encode()
    data += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    with open(path, "wb") as file:
        file.write(data)


class XSettings:
    """Desktop settings served over XSETTINGS by `xsettingsd` (e.g. "Xft/DPI 147456", "Gtk/EnableAnimations 0"),
    as GNOME's settings daemon serves them: `with XSettings(home, lines):`. It is ready once it owns the
    desktop's _XSETTINGS_S0 selection, so a Recto started inside reads the settings for its first frame; on leaving,
    the daemon is stopped and its selection free again for the next test."""

    def __init__(self, home, lines):
        self.path = os.path.join(home, "xsettings")
        with open(self.path, "w") as file:
            file.write("".join(line + "\n" for line in lines))
        self.process = None

    def __enter__(self):
        bands = _screen_bands()
        wait_for(lambda: not bands.selection_owned("_XSETTINGS_S0"), 10, "no other XSETTINGS manager on the desktop")
        self.process = subprocess.Popen(["xsettingsd", "-c", self.path], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        wait_for(lambda: bands.selection_owned("_XSETTINGS_S0") or self.process.poll() is not None, 10,
                 "xsettingsd to serve the settings")
        check(self.process.poll() is None, f"xsettingsd serves {self.path} (it ended: {self.process.returncode})")
        return self

    def __exit__(self, kind, error, trace):
        self.process.kill()
        self.process.wait()
        wait_for(lambda: not _screen_bands().selection_owned("_XSETTINGS_S0"), 10, "xsettingsd's selection to go")
        return False


# The whole Xvfb screen the test desktop runs (tools/run-ui-tests.sh).
SCREEN = "1280x1024+0+0"
_bands = None


def _screen_bands():
    global _bands
    if _bands is None:
        _bands = ScreenBands()
    return _bands


class ScreenBands:
    """Grabs a band of the screen straight from the X server (XGetImage through ctypes), in a few milliseconds
    where `xwd` or `import` take a tenth of a second: fast enough to see a page slide frame by frame."""

    def __init__(self):
        import ctypes
        import ctypes.util
        self._ctypes = ctypes
        self._xlib = ctypes.CDLL(ctypes.util.find_library("X11"))
        self._xlib.XOpenDisplay.restype = ctypes.c_void_p
        self._xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self._xlib.XDefaultRootWindow.restype = ctypes.c_ulong
        self._xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        # XGetImage returns an XImage; its width, height and the data pointer come first, bytes_per_line later.
        self._xlib.XGetImage.restype = ctypes.POINTER(ctypes.c_int * 12)
        self._xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                         ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        self._xlib.XFree.argtypes = [ctypes.c_void_p]
        self._xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self._xlib.XInternAtom.restype = ctypes.c_ulong
        self._xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        self._xlib.XGetSelectionOwner.restype = ctypes.c_ulong
        self._xlib.XGetSelectionOwner.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self._display = self._xlib.XOpenDisplay(None)
        self._root = self._xlib.XDefaultRootWindow(self._display)

    def selection_owned(self, name):
        """Whether a client of the desktop owns the X selection `name` (XGetSelectionOwner)."""
        atom = self._xlib.XInternAtom(self._display, name.encode(), 0)
        return self._xlib.XGetSelectionOwner(self._display, atom) != 0

    def raw(self, geometry):
        """The pixels of `geometry` (WxH+X+Y) now, as the X server's bytes (24-bit Xvfb, BGRX), and the length of
        a row in them."""
        ctypes = self._ctypes
        width, rest = geometry.split("x")
        height, x, y = (int(v) for v in rest.split("+"))
        width = int(width)
        image = self._xlib.XGetImage(self._display, self._root, x, y, width, height, 0xFFFFFFFF, 2)
        fields = ctypes.cast(image, ctypes.POINTER(ctypes.c_int))
        data_pointer = ctypes.cast(ctypes.addressof(image.contents) + 16, ctypes.POINTER(ctypes.c_void_p))[0]
        bytes_per_line = fields[11]
        data = ctypes.string_at(data_pointer, bytes_per_line * height)
        self._xlib.XFree(data_pointer)
        self._xlib.XFree(image)
        return data, bytes_per_line

    def grey(self, geometry):
        """The grey levels of `geometry` (WxH+X+Y) now, as a numpy array of rows (24-bit Xvfb, BGRX)."""
        import numpy
        width, rest = geometry.split("x")
        height = int(rest.split("+")[0])
        data, bytes_per_line = self.raw(geometry)
        pixels = numpy.frombuffer(data, dtype=numpy.uint8).reshape(height, bytes_per_line // 4, 4)[:, :int(width), :3]
        return pixels.mean(axis=2).astype(numpy.int16)

    def close(self):
        self._xlib.XCloseDisplay(self._display)



def stop_processes(processes):
    """Ends helper processes (a speech service and its sound server), newest first: asked, then killed."""
    for process in reversed(processes):
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
