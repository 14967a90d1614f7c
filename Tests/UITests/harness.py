"""Drives the real Recto window under Xvfb: launches it, reads it through AT-SPI (what a screen reader sees),
types with xdotool (what a keyboard does) and looks at screenshots (what a person sees)."""
import os
import subprocess
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECTO = os.path.join(ROOT, ".build", "debug", "recto")
SAMPLE_BOOK_TOOL = os.path.join(ROOT, ".build", "debug", "SampleBook")


class TestFailure(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise TestFailure(message)


def wait_for(predicate, timeout=10.0, message="condition"):
    """Polls `predicate` until it returns a truthy value; fails the test after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        # libatspi learns of new applications and changes through D-Bus events on the GLib main context.
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)
        try:
            last = predicate()
            if last:
                return last
        except Exception as error:  # the accessibility tree changes under us while the app works
            last = error
        time.sleep(0.1)
    shot = os.path.join(tempfile.gettempdir(), f"recto-ui-failure-{int(time.time())}.png")
    subprocess.run(["import", "-window", "root", shot], check=False)
    raise TestFailure(f"timed out waiting for {message} (last: {last!r}); the screen then: {shot}")


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

    def __init__(self, *args, home=None, env=None, cwd=None):
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
        self.environment = environment
        self.log = open(os.path.join(self.home, "recto.log"), "w")
        # Now and then the accessibility registry misses an application that registers while it is busy;
        # a second launch is what a person would do, and the log of the first is kept.
        for attempt in range(2):
            # A bare name in RECTO is looked up in the environment's PATH, as a desktop launcher does.
            self.process = subprocess.Popen([RECTO, *args], env=environment, cwd=cwd, stdout=self.log,
                                            stderr=subprocess.STDOUT)
            try:
                self.root = wait_for(self._find_application, 20, "Recto on the accessibility bus")
                return
            except TestFailure:
                # Never leave a stray instance holding the application's bus name for the next test.
                self.process.kill()
                self.process.wait()
                self.log.write(f"--- Recto was not seen on the accessibility bus (attempt {attempt + 1})\n")
                self.log.flush()
        self.log.close()
        raise TestFailure("Recto did not come up; its log:\n" + open(self.log.name).read()[-3000:])

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

    def focused(self):
        """The accessible that has the keyboard focus, if any."""
        self.root.clear_cache()
        for node in walk(self.root):
            try:
                if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                    return node
            except Exception:
                continue
        return None

    def labels(self):
        return [node.get_name() for node in walk(self.root) if node.get_role_name() == "label" and is_on_screen(node)]

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
            time.sleep(0.15)

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
        subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y), "click", "1"], check=True)

    def close(self):
        if self.process.poll() is None:
            self.keys("ctrl+q")
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()

    def exited_cleanly(self):
        return self.process.poll() in (0, None)


def screenshot(path):
    subprocess.run(["import", "-window", "root", path], check=True)
    return path


def region_stddev(path, geometry):
    """How varied the pixels in `geometry` (WxH+X+Y) are: near 0 for a blank area, higher with text on it."""
    output = subprocess.run(["convert", path, "-crop", geometry, "+repage", "-colorspace", "Gray",
                             "-format", "%[fx:standard_deviation]", "info:"], capture_output=True, text=True)
    return float(output.stdout.strip() or 0)


def pixel_difference(first, second, geometry):
    """The share of pixels in `geometry` that differ between two screenshots."""
    result = subprocess.run(["compare", "-metric", "AE", "-fuzz", "5%",
                             f"{first}[{geometry}]", f"{second}[{geometry}]", "null:"],
                            capture_output=True, text=True)
    width, rest = geometry.split("x")
    height = rest.split("+")[0]
    differing = float(result.stderr.split()[0]) if result.stderr.strip() else 0.0
    return differing / (int(width) * int(height))


def make_book(path):
    """A 23-page book with a cover, two parts and real text, written by Recto's own generator."""
    subprocess.run([SAMPLE_BOOK_TOOL, path], check=True, capture_output=True)
    return path


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
        self._display = self._xlib.XOpenDisplay(None)
        self._root = self._xlib.XDefaultRootWindow(self._display)

    def grey(self, geometry):
        """The grey levels of `geometry` (WxH+X+Y) now, as a numpy array of rows (24-bit Xvfb, BGRX)."""
        import numpy
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
        pixels = numpy.frombuffer(data, dtype=numpy.uint8).reshape(height, bytes_per_line // 4, 4)[:, :width, :3]
        return pixels.mean(axis=2).astype(numpy.int16)

    def close(self):
        self._xlib.XCloseDisplay(self._display)

