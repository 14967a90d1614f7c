#!/usr/bin/env python3
"""`make bench`, desktop part: what a person sees, measured from outside each app under Xvfb.

Each reader opens the same stamped book (page 1 carries a pure red square, page 2 a pure green one, page 3 red
again), and the screen is polled for those colours:
  - launch -> first frame showing page 1 (red on screen);
  - XTest key press -> the next page on screen (green replaces red, and back), alternating forward and back so
    every turn goes to a page the reader has had the chance to prefetch;
  - Recto's contents (Ctrl+T) -> the page gone from the screen;
  - RSS after launch and after flipping through many pages;
  - on the long books, Recto's page overview scrolled with the wheel: its frames, and RSS at the book's end
    against the reader's before it opened (--overview-only runs just that).
Recto runs beside zathura, evince and a bare AdwApplicationWindow drawing one red rectangle (`RectoBench
bare-window`), in the same run, and again with GSK_RENDERER=cairo. Figures are printed with ratios.

Run by tools/run-bench.sh inside its own Xvfb and D-Bus session:
    desktop-bench.py --recto BIN --bench BIN NAME=PDF [NAME=PDF ...]
"""
import argparse
import ctypes
import ctypes.util
import os
import shutil
import signal
import statistics
import subprocess
import tempfile
import time

# --- X11 through ctypes: XGetImage to look at the screen, XTest to press keys. ---------------------------------

xlib = ctypes.CDLL(ctypes.util.find_library("X11"))
xtst = ctypes.CDLL(ctypes.util.find_library("Xtst"))


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
xlib.XDefaultRootWindow.restype = ctypes.c_ulong
xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
xlib.XGetImage.restype = ctypes.POINTER(XImage)
xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                           ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
xlib.XDestroyImage = None  # a macro; the image is freed through XFree of data and struct below
xlib.XFree.argtypes = [ctypes.c_void_p]
xlib.XKeysymToKeycode.restype = ctypes.c_ubyte
xlib.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
xlib.XStringToKeysym.restype = ctypes.c_ulong
xlib.XStringToKeysym.argtypes = [ctypes.c_char_p]
xlib.XFlush.argtypes = [ctypes.c_void_p]
xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]

ZPIXMAP = 2
ALL_PLANES = 0xFFFFFFFF
FULL_SCREEN = (0, 0, 1280, 1024)
# Where a 900×1000 window at the top left (Recto, zathura, the bare window) has the middle of its page.
CENTRE = (400, 450, 100, 100)
# Channel byte -> 1 where it is fully on / fully off, else 0 (bytes.translate runs at C speed).
FULL = bytes(1 if value == 255 else 0 for value in range(256))
NONE = bytes(1 if value == 0 else 0 for value in range(256))


try:
    import numpy
except ImportError:
    numpy = None


def pure_counts(data, width):
    """Pure red and pure green pixels in a BGRX (little-endian 24-bit Xvfb) buffer. Without numpy, every
    fourth pixel of every fourth row is looked at (and the count scaled up): plenty for a stamp."""
    if numpy is not None:
        pixels = numpy.frombuffer(data, dtype=numpy.uint32) & 0xFFFFFF
        return int(numpy.count_nonzero(pixels == 0xFF0000)), int(numpy.count_nonzero(pixels == 0x00FF00))
    row = width * 4
    data = b"".join(data[start:start + row] for start in range(0, len(data), 4 * row))
    data = b"".join(data[index:index + 4] for index in range(0, len(data), 16))
    counts = _pure_counts_slow(data)
    return counts[0] * 16, counts[1] * 16


def _pure_counts_slow(data):
    blue, green, red = data[0::4], data[1::4], data[2::4]
    def bits(channel, table):
        return int.from_bytes(channel.translate(table), "little")
    no_blue = bits(blue, NONE)
    reds = (bits(red, FULL) & bits(green, NONE) & no_blue).bit_count()
    greens = (bits(green, FULL) & bits(red, NONE) & no_blue).bit_count()
    return reds, greens


class Screen:
    def __init__(self):
        self.display = xlib.XOpenDisplay(None)
        if not self.display:
            raise SystemExit("desktop-bench: cannot open the X display")
        self.root = xlib.XDefaultRootWindow(self.display)

    def grab(self, region):
        x, y, width, height = region
        image = xlib.XGetImage(self.display, self.root, x, y, width, height, ALL_PLANES, ZPIXMAP)
        if not image:
            return None
        contents = image.contents
        data = ctypes.string_at(contents.data, contents.bytes_per_line * contents.height)
        xlib.XFree(contents.data)
        xlib.XFree(image)
        return data

    def colours(self, region=FULL_SCREEN):
        """The fractions of pure red and pure green pixels in `region` (x, y, width, height)."""
        data = self.grab(region)
        if data is None:
            return 0.0, 0.0
        red, green = pure_counts(data, region[2])
        area = region[2] * region[3]
        return red / area, green / area

    def stamp(self):
        """The middle of the red stamp on screen, as a small region to watch, or None."""
        if numpy is None:
            return None
        data = self.grab(FULL_SCREEN)
        pixels = (numpy.frombuffer(data, dtype=numpy.uint32) & 0xFFFFFF).reshape(FULL_SCREEN[3], FULL_SCREEN[2])
        ys, xs = numpy.nonzero(pixels == 0xFF0000)
        if len(xs) < 400:
            return None
        x, y = int(numpy.median(xs)), int(numpy.median(ys))
        return (max(x - 16, 0), max(y - 16, 0), 32, 32)

    def stamp_edge(self):
        """A thin strip just inside the red stamp's right edge: a page sliding left leaves it at once."""
        if numpy is None:
            return None
        data = self.grab(FULL_SCREEN)
        pixels = (numpy.frombuffer(data, dtype=numpy.uint32) & 0xFFFFFF).reshape(FULL_SCREEN[3], FULL_SCREEN[2])
        ys, xs = numpy.nonzero(pixels == 0xFF0000)
        if len(xs) < 400:
            return None
        right, y = int(xs.max()), int(numpy.median(ys))
        return (max(right - 3, 0), max(y - 16, 0), 4, 32)

    def stamp_left_edge(self):
        """A thin strip just inside the red stamp's left edge: the next page's stamp, sliding in from the
        right, covers it only once it is in place."""
        if numpy is None:
            return None
        data = self.grab(FULL_SCREEN)
        pixels = (numpy.frombuffer(data, dtype=numpy.uint32) & 0xFFFFFF).reshape(FULL_SCREEN[3], FULL_SCREEN[2])
        ys, xs = numpy.nonzero(pixels == 0xFF0000)
        if len(xs) < 400:
            return None
        left, y = int(xs.min()), int(numpy.median(ys))
        return (left, max(y - 16, 0), 2, 32)

    def key(self, name, *modifiers):
        codes = [xlib.XKeysymToKeycode(self.display, xlib.XStringToKeysym(m.encode())) for m in modifiers]
        code = xlib.XKeysymToKeycode(self.display, xlib.XStringToKeysym(name.encode()))
        for c in codes:
            xtst.XTestFakeKeyEvent(self.display, c, 1, 0)
        xtst.XTestFakeKeyEvent(self.display, code, 1, 0)
        xtst.XTestFakeKeyEvent(self.display, code, 0, 0)
        for c in reversed(codes):
            xtst.XTestFakeKeyEvent(self.display, c, 0, 0)
        xlib.XFlush(self.display)

    def wheel(self, button=5):
        """One wheel click (button 5 scrolls down), as a mouse sends it."""
        xtst.XTestFakeButtonEvent(self.display, button, 1, 0)
        xtst.XTestFakeButtonEvent(self.display, button, 0, 0)
        xlib.XFlush(self.display)

    def point(self, x, y):
        # Without a window manager the keyboard follows the pointer (PointerRoot focus).
        xtst.XTestFakeMotionEvent(self.display, -1, x, y, 0)
        xlib.XSync(self.display, 0)


SHOWN = 0.5   # the share of watched pixels in a stamp's colour that means "this page is on screen"
GONE = 0.02
SHOWN_ANYWHERE = 0.01  # on the whole screen


def wait_until(screen, predicate, timeout, region=FULL_SCREEN, start=None):
    """Polls `region` of the screen; returns the seconds from `start` (default now) until
    `predicate(red, green)` held, or None."""
    start = start or time.monotonic()
    while time.monotonic() - start < timeout:
        red, green = screen.colours(region)
        if predicate(red, green):
            return time.monotonic() - start
        time.sleep(0.001)
    return None


def wait_first_page(screen, start, timeout):
    """Seconds from `start` until page 1's stamp shows: the middle of the screen is polled cheaply, the whole
    screen every tenth time (a window of another size or place)."""
    polls = 0
    while time.monotonic() - start < timeout:
        polls += 1
        region = FULL_SCREEN if polls % 10 == 0 else CENTRE
        red, _ = screen.colours(region)
        if red > (SHOWN_ANYWHERE if region == FULL_SCREEN else SHOWN):
            return time.monotonic() - start
        time.sleep(0.001)
    return None


def rss_mib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


# --- The apps ---------------------------------------------------------------------------------------------------

class Reader:
    """How to start one app on a book and which keys turn its pages."""

    def __init__(self, name, command, forward, back, env=None, prepare=None, contents=None, animated=False):
        self.name, self.command, self.forward, self.back = name, command, forward, back
        self.env, self.prepare, self.contents = env or {}, prepare, contents
        # Animated: the turns are timed from the key to the first frame of the slide, not to its end.
        self.animated = animated


def fresh_environment(reader):
    home = tempfile.mkdtemp(prefix="recto-desk-")
    env = dict(os.environ)
    for variable, folder in [("HOME", ""), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                             ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")]:
        path = os.path.join(home, folder)
        os.makedirs(path, exist_ok=True)
        env[variable] = path
    env["GSETTINGS_BACKEND"] = "keyfile"
    env["NO_AT_BRIDGE"] = "1"
    env["GTK_A11Y"] = "none"
    settings = os.path.join(env["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(settings, exist_ok=True)
    with open(os.path.join(settings, "keyfile"), "w") as keyfile:
        # Animations off, as the page-turn figures are defined; evince opens one page at a time, fitted.
        animations = "true" if reader.animated else "false"
        keyfile.write(f"[io/github/rectoreader/Recto]\nenable-animations={animations}\n\n"
                      "[org/gnome/desktop/interface]\nenable-animations=false\n\n"
                      "[org/gnome/evince/default]\ncontinuous=false\nsizing-mode='fit-page'\n")
    if reader.prepare:
        reader.prepare(env)
    env.update(reader.env)
    return home, env


def zathura_config(env):
    folder = os.path.join(env["XDG_CONFIG_HOME"], "zathura")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "zathurarc"), "w") as rc:
        rc.write("set adjust-open best-fit\nset window-width 900\nset window-height 1000\n")


def measure(reader, book, screen, turns, flips):
    """One run of `reader` on `book`: first-frame seconds, turn times, contents seconds, RSS figures."""
    home, env = fresh_environment(reader)
    stats = os.path.join(home, "frames.txt")
    if reader.name.startswith("Recto"):
        env["RECTO_FRAME_STATS"] = stats
    screen.point(450, 500)
    start = time.monotonic()
    process = subprocess.Popen(reader.command + [book], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    result = {"first": None, "turns": [], "ends": [], "contents": None, "rss_start": None, "rss_flipped": None,
              "pressed": [], "inside": []}
    try:
        result["first"] = wait_first_page(screen, start, 30)
        if result["first"] is None:
            return result
        time.sleep(1.0)  # let the prefetch and the background work of the launch finish
        watch = screen.stamp() or CENTRE
        result["rss_start"] = rss_mib(process.pid)
        if reader.forward is None:
            return result
        edge = screen.stamp_edge() if reader.animated else None
        left_edge = screen.stamp_left_edge() if reader.animated else None
        # Text may cross the stamp (the generated book): "covered" is measured against the share at rest.
        at_rest = screen.colours(left_edge)[0] if left_edge else 1.0
        for turn in range(turns if not reader.animated or edge else 0):
            if reader.animated:
                # Forward: the slide has started when page 1's stamp leaves its right edge, and is over when
                # page 2's stamp covers the left one; then back to page 1 untimed.
                pressed = time.monotonic()
                screen.key(*reader.forward)
                seconds = wait_until(screen, lambda r, g: r < SHOWN, 10, edge, start=pressed)
                if seconds is None:
                    break
                result["turns"].append(seconds)
                result["pressed"].append(pressed)
                if left_edge:
                    result["ends"].append(wait_until(screen, lambda r, g: g > 0.6 * at_rest, 10, left_edge,
                                                          start=pressed))
                wait_until(screen, lambda r, g: g > SHOWN, 10, watch)
                time.sleep(0.6)
                screen.key(*reader.back)
                wait_until(screen, lambda r, g: r > SHOWN, 10, watch)
                time.sleep(0.6)
                continue
            forward = turn % 2 == 0
            keys = reader.forward if forward else reader.back
            pressed = time.monotonic()
            screen.key(*keys)
            wanted = (lambda r, g: g > SHOWN and r < GONE) if forward else (lambda r, g: r > SHOWN and g < GONE)
            seconds = wait_until(screen, wanted, 10, watch, start=pressed)
            if seconds is None:
                break
            result["turns"].append(seconds)
            result["pressed"].append(pressed)
            time.sleep(0.15)
        if reader.contents and not reader.animated:
            screen.key(reader.forward[0], *reader.forward[1:])  # to page 2 (green), where Contents is offered
            wait_until(screen, lambda r, g: g > SHOWN, 10, watch)
            time.sleep(0.5)
            screen.key(*reader.contents)
            result["contents"] = wait_until(screen, lambda r, g: g < GONE and r < GONE, 15, watch)
            screen.key("Escape")
            wait_until(screen, lambda r, g: g > SHOWN, 10, watch)
            time.sleep(0.3)
        if flips:
            for _ in range(flips):
                screen.key(*reader.forward)
                time.sleep(0.02)
            time.sleep(3.0)
            result["rss_flipped"] = rss_mib(process.pid)
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        if os.path.exists(stats):
            result["inside"] = turns_inside(stats, result["pressed"])
        shutil.rmtree(home, ignore_errors=True)
    return result


def turns_inside(stats, pressed):
    """Recto's side of each timed turn, from its RECTO_FRAME_STATS log (the same monotonic clock as ours): from
    our key press to the app getting the key, to the end of the first frame it drew after it, and the main
    thread's processor time from the key to that frame's end."""
    keys, frames = [], []
    with open(stats) as log:
        for line in log:
            parts = line.split()
            if parts and parts[0] == "K" and len(parts) == 3:
                keys.append((int(parts[1]) / 1e6, int(parts[2]) / 1e6))
            elif len(parts) >= 4:
                frames.append((int(parts[1]) / 1e6, int(parts[3]) / 1e6))
    inside = []
    for press in pressed:
        key = next((k for k in keys if k[0] >= press), None)
        frame = key and next((f for f in frames if f[0] > key[0]), None)
        if frame:
            inside.append((key[0] - press, frame[0] - press, frame[1] - key[1]))
    return inside


def stop(process):
    """Ends Recto's process group: asked first, then killed."""
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def frames_between(stats, begin, end):
    """The frames Recto's frame log (RECTO_FRAME_STATS) records between `begin` and `end` (monotonic seconds):
    (first, last, main-thread CPU seconds or None) each; "K" lines are key events."""
    frames = []
    with open(stats) as log:
        for line in log:
            parts = line.split()
            if len(parts) >= 2 and parts[0] != "K":
                first, last = int(parts[0]) / 1e6, int(parts[1]) / 1e6
                cpu = int(parts[2]) / 1e6 if len(parts) >= 3 else None
                if begin <= first <= end:
                    frames.append((first, last, cpu))
    return frames


def measure_scroll(recto, book, screen, seconds, renderer=None):
    """Recto in continuous scrolling (Ctrl+Shift+C) on `book`, the wheel turned down at a steady 60 clicks a
    second for `seconds`: the main thread's frame times (before-paint → after-paint, logged by the app through
    RECTO_FRAME_STATS) and the longest gap between frames, while the wheel turns."""
    reader = Reader("Recto", [recto], None, None, env={"GSK_RENDERER": renderer} if renderer else {})
    home, env = fresh_environment(reader)
    stats = os.path.join(home, "frames.txt")
    env["RECTO_FRAME_STATS"] = stats
    screen.point(450, 500)
    start = time.monotonic()
    process = subprocess.Popen([recto, book], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    try:
        if wait_first_page(screen, start, 30) is None:
            return None
        time.sleep(1.0)
        screen.key("c", "Control_L", "Shift_L")
        time.sleep(2.0)  # the page sizes are read and the first rows drawn
        begin = time.monotonic()
        clicks = 0
        while time.monotonic() - begin < seconds:
            screen.wheel()
            clicks += 1
            next_click = begin + clicks / 60.0
            time.sleep(max(next_click - time.monotonic(), 0))
        end = time.monotonic()
        time.sleep(0.3)
    finally:
        stop(process)
    frames = frames_between(stats, begin, end)
    shutil.rmtree(home, ignore_errors=True)
    if len(frames) < 2:
        return None
    work = [last - first for first, last, _ in frames]
    cpu = sorted(c for _, _, c in frames if c is not None)
    gaps = [frames[i + 1][0] - frames[i][0] for i in range(len(frames) - 1)]
    p95 = sorted(work)[min(len(work) - 1, int(len(work) * 0.95))]
    return {"frames": len(frames), "seconds": end - begin, "median": statistics.median(work), "max": max(work),
            "p95": p95, "cpu_median": statistics.median(cpu) if cpu else None,
            "cpu_p95": cpu[min(len(cpu) - 1, int(len(cpu) * 0.95))] if cpu else None, "cpu_max": cpu[-1] if cpu else None,
            "gap_median": statistics.median(gaps), "gap_max": max(gaps)}


def measure_overview_scroll(recto, book, screen, seconds):
    """Recto's page overview (Ctrl+Alt+O) on `book`, the wheel turned down at 60 clicks a second for `seconds`:
    the main thread's frame times (RECTO_FRAME_STATS) while it turns; then the wheel goes on, untimed, until the
    grid stops moving (the end of the book), and RSS there against RSS in the reader before the overview opened."""
    reader = Reader("Recto", [recto], None, None)
    home, env = fresh_environment(reader)
    stats = os.path.join(home, "frames.txt")
    env["RECTO_FRAME_STATS"] = stats
    screen.point(450, 500)
    start = time.monotonic()
    process = subprocess.Popen([recto, book], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    result = None
    try:
        if wait_first_page(screen, start, 30) is None:
            return None
        time.sleep(2.0)  # the launch's background work (prefetch, contents, page sizes) settles
        rss_reader = rss_mib(process.pid)
        screen.key("o", "Control_L", "Alt_L")
        time.sleep(2.0)  # the grid is built and its first thumbnails drawn
        begin = time.monotonic()
        clicks = 0
        while time.monotonic() - begin < seconds:
            screen.wheel()
            clicks += 1
            time.sleep(max(begin + clicks / 60.0 - time.monotonic(), 0))
        end = time.monotonic()
        # On to the end of the book: the grid is at its end when a burst of clicks leaves the screen as it was
        # (after the thumbnails where it stopped have been drawn).
        previous, shot = None, None
        while time.monotonic() - end < 180:
            for _ in range(30):
                screen.wheel()
                time.sleep(1 / 120)
            time.sleep(0.4)
            shot = hash(screen.grab(FULL_SCREEN))
            if shot == previous:
                break
            previous = shot
        time.sleep(2.0)
        result = {"rss_reader": rss_reader, "rss_end": rss_mib(process.pid), "reached_end": shot == previous,
                  "to_end": time.monotonic() - end}
    finally:
        stop(process)
    frames = frames_between(stats, begin, end)
    shutil.rmtree(home, ignore_errors=True)
    if len(frames) < 2:
        return None
    work = sorted(last - first for first, last, _ in frames)
    # The main thread's CPU time in each frame: a long frame with little CPU waited for the processor (the
    # background indexing and the render workers share it), one with much did the work itself.
    cpu = sorted(c for _, _, c in frames if c is not None)
    result.update({"frames": len(frames), "median": statistics.median(work), "max": work[-1],
                   "p95": work[min(len(work) - 1, int(len(work) * 0.95))],
                   "over_16": sum(1 for w in work if w > 0.016),
                   "cpu_p95": cpu[min(len(cpu) - 1, int(len(cpu) * 0.95))] if cpu else None,
                   "cpu_max": cpu[-1] if cpu else None})
    return result


def overview_figures(arguments, name, path, screen):
    """Prints the overview's scrolling figures on the long books (#28: no frame over 16 ms on the main thread;
    RSS at most 40 MB above the reader's after scrolling the whole book)."""
    if arguments.scroll_seconds <= 0 or not ("2,000" in name or "refman" in name):
        return
    figures = measure_overview_scroll(arguments.recto, path, screen, arguments.scroll_seconds)
    if figures is None:
        print("  overview scrolling: no frames logged")
        return
    above = figures["rss_end"] - figures["rss_reader"]
    print(f"  overview, the wheel at 60 clicks/s for {arguments.scroll_seconds:.0f} s: {figures['frames']} frames,"
          f" main-thread frame median / p95 / longest {fmt(figures['median']).strip()} /"
          f" {fmt(figures['p95']).strip()} / {fmt(figures['max']).strip()} ({figures['over_16']} over 16 ms),"
          f" its CPU p95 / longest {fmt(figures['cpu_p95']).strip()} / {fmt(figures['cpu_max']).strip()};"
          f" RSS in the reader {fmt(figures['rss_reader'], 'MiB', 1).strip()}, after scrolling to the end"
          f"{'' if figures['reached_end'] else ' (end not reached)'} {fmt(figures['rss_end'], 'MiB', 1).strip()}"
          f" ({above:+.1f} MiB; goal at most +40 MB)")


def rewrite(path, source, in_place):
    """Writes `source`'s bytes to `path` as another program would: in place, truncated first and written in
    pieces a moment apart (as pdflatex does), or written beside it and renamed over it (as sync tools do).
    Returns the monotonic time of the last write."""
    with open(source, "rb") as handle:
        data = handle.read()
    if in_place:
        with open(path, "r+b") as book:
            book.truncate(0)
            for offset in range(0, len(data), 256 * 1024):
                book.write(data[offset:offset + 256 * 1024])
                book.flush()
                time.sleep(0.002)
    else:
        beside = path + ".part"
        with open(beside, "wb") as book:
            book.write(data)
        os.replace(beside, path)
    return time.monotonic()


def measure_reload(reader, stamped, plain, screen, rounds):
    """`reader` on a copy of `stamped` (page 1 carries a red stamp), the copy rewritten `rounds` times each way
    in turn with `plain` (no stamp) and `stamped` again: seconds from the last write to page 1 on screen as the
    new file has it (the stamp gone, or back), per way; None for a rewrite never shown within 10 s."""
    home, env = fresh_environment(reader)
    book = os.path.join(home, "book.pdf")
    shutil.copyfile(stamped, book)
    screen.point(450, 500)
    start = time.monotonic()
    process = subprocess.Popen(reader.command + [book], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    times = {"in place": [], "replaced": []}
    try:
        if wait_first_page(screen, start, 30) is None:
            return None
        time.sleep(2.0)  # the launch's background work settles
        watch = screen.stamp() or CENTRE
        for _ in range(rounds):
            for way in times:
                for source, shown in [(plain, lambda red, _: red < GONE), (stamped, lambda red, _: red > SHOWN)]:
                    written = rewrite(book, source, way == "in place")
                    times[way].append(wait_until(screen, shown, 10, watch, start=written))
                    time.sleep(1.0)  # the reader's own after-work (prefetch, text) settles before the next write
    finally:
        stop(process)
        shutil.rmtree(home, ignore_errors=True)
    return times


def reload_figures(arguments, path, screen, readers):
    """Prints the times from a rewrite of the book to its new page on screen (#29: under 300 ms plus Recto's
    quiet time of 0.3 s), Recto beside the other readers that follow their file."""
    if not arguments.reload_plain:
        return
    print(f"  the book rewritten by another program, {arguments.reload_rounds}×2 times each way: last write → the"
          " new page on screen, median / longest (Recto waits for 0.3 s of quiet first; goal under 0.6 s)")
    for reader in readers:
        times = measure_reload(reader, path, arguments.reload_plain, screen, arguments.reload_rounds)
        if times is None:
            print(f"  {reader.name:34} page 1 never shown")
            continue
        words = []
        for way, seconds in times.items():
            shown = [s for s in seconds if s is not None]
            missed = len(seconds) - len(shown)
            words.append(f"{way} {fmt(median(shown)).strip()} / {fmt(max(shown, default=None)).strip()}"
                         + (f" ({missed} of {len(seconds)} not shown in 10 s)" if missed else ""))
        print(f"  {reader.name:34} " + ";  ".join(words))


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def fmt(value, unit="ms", scale=1000.0):
    return "—" if value is None else f"{value * scale:8.1f} {unit}"


def ratio(value, reference):
    if value is None or reference is None or reference == 0:
        return "    —"
    return f"{value / reference:5.2f}×"


def scroll_figures(arguments, path, screen, chosen, other):
    """Prints the continuous-scrolling frame times on `path`, with the renderer Recto picks and the other."""
    if arguments.scroll_seconds <= 0:
        return
    print(f"  continuous scrolling, the wheel at 60 clicks/s for {arguments.scroll_seconds:.0f} s: main-thread"
          " frame (before-paint → after-paint) median / p95 / longest; the main thread's CPU time in it, median /"
          " p95 / longest; gap between frames median / longest")
    for renderer in [None, other]:
        label = f"Recto, GSK_RENDERER={renderer}" if renderer else f"Recto (picks {chosen})"
        for _ in range(arguments.scroll_runs):
            figures = measure_scroll(arguments.recto, path, screen, arguments.scroll_seconds, renderer)
            if figures is None:
                print(f"  {label:34} no frames logged")
                continue
            print(f"  {label:34} {figures['frames']:5d} frames  frame {fmt(figures['median'])} / "
                  f"{fmt(figures['p95'])} / {fmt(figures['max'])}  CPU {fmt(figures['cpu_median'])} / "
                  f"{fmt(figures['cpu_p95'])} / {fmt(figures['cpu_max'])}  gap {fmt(figures['gap_median'])} / "
                  f"{fmt(figures['gap_max'])}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--recto", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--launches", type=int, default=3)
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--flips", type=int, default=100)
    parser.add_argument("--flips-refman", type=int, default=500)
    parser.add_argument("--scroll-seconds", type=float, default=8.0,
                        help="continuous scrolling with the wheel, per book (0: skip)")
    parser.add_argument("--readers", default="", help="only these readers (comma-separated name prefixes)")
    parser.add_argument("--scroll-only", action="store_true",
                        help="only the continuous-scrolling frame times (with --scroll-runs runs each)")
    parser.add_argument("--scroll-runs", type=int, default=1)
    parser.add_argument("--overview-only", action="store_true",
                        help="only the page overview's scrolling figures (the long books)")
    parser.add_argument("--reload-plain", help="refman.pdf without the stamps, to rewrite the stamped copy with")
    parser.add_argument("--reload-rounds", type=int, default=3)
    parser.add_argument("--reload-only", action="store_true", help="only the rewrite → new page figures")
    parser.add_argument("books", nargs="+", help="NAME=PDF")
    arguments = parser.parse_args()
    screen = Screen()

    # Recto picks GTK's cairo renderer itself when there is no GPU (RendererChoice); it is also run with the
    # other renderer, and each row is compared with the bare window on the renderer it used.
    gpu = os.path.isdir("/dev/dri") and any(n.startswith(("renderD", "card")) for n in os.listdir("/dev/dri"))
    chosen = "gl" if gpu and not os.environ.get("GSK_RENDERER") else os.environ.get("GSK_RENDERER") or "cairo"
    other = "cairo" if chosen != "cairo" else "gl"
    readers = [
        Reader(f"Recto (picks {chosen})", [arguments.recto], ("Right",), ("Left",), contents=("t", "Control_L")),
        Reader(f"Recto, GSK_RENDERER={other}", [arguments.recto], ("Right",), ("Left",),
               env={"GSK_RENDERER": other}, contents=("t", "Control_L")),
        Reader("Recto, animations on: slide starts", [arguments.recto], ("Right",), ("Left",), animated=True),
        Reader("bare window, GSK_RENDERER=gl", [arguments.bench, "bare-window"], None, None,
               env={"GSK_RENDERER": "gl"}),
        Reader("bare window, GSK_RENDERER=cairo", [arguments.bench, "bare-window"], None, None,
               env={"GSK_RENDERER": "cairo"}),
        # Recto, picking cairo itself, also keeps GTK from preparing OpenGL (RendererChoice.gdkDebug): the bare
        # window that does the same, to compare launches without that head start.
        Reader("bare window, cairo, GL not prepared", [arguments.bench, "bare-window"], None, None,
               env={"GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"}),
    ]
    if shutil.which("zathura"):
        readers.append(Reader("zathura", ["zathura"], ("J", "Shift_L"), ("K", "Shift_L"), prepare=zathura_config))
    if shutil.which("evince"):
        readers.append(Reader("evince", ["evince"], ("Next",), ("Prior",)))

    wanted = [prefix for prefix in arguments.readers.split(",") if prefix]
    if wanted:
        readers = [r for r in readers if any(r.name.startswith(prefix) for prefix in wanted) or "bare" in r.name]

    for spec in arguments.books:
        name, _, path = spec.partition("=")
        print(f"\n{name}: launch → page 1 on screen, key → next page on screen (animations off), "
              f"median of {arguments.launches} launches and {arguments.turns} turns each; Xvfb 1280×1024")
        if arguments.overview_only:
            overview_figures(arguments, name, path, screen)
            continue
        followers = [r for r in readers if r.forward and not r.animated and "GSK_RENDERER" not in r.name]
        if "refman" in name and arguments.reload_only:
            reload_figures(arguments, path, screen, followers)
        if arguments.reload_only:
            continue
        rows = {}
        for reader in [] if arguments.scroll_only else readers:
            runs = []
            for launch in range(arguments.launches):
                # Memory is measured once, on the last launch, after flipping through the book.
                count = arguments.flips_refman if "refman" in name else arguments.flips
                flips = count if launch == arguments.launches - 1 and reader.forward and not reader.animated else 0
                turns = arguments.turns // 2 if reader.animated else arguments.turns
                runs.append(measure(reader, path, screen, turns if reader.forward else 0, flips))
            rows[reader.name] = {
                "first": median([r["first"] for r in runs]),
                "turn": median([t for r in runs for t in r["turns"]]),
                "turn_max": max([t for r in runs for t in r["turns"]], default=None),
                "end": median([t for r in runs for t in r["ends"]]),
                "contents": median([r["contents"] for r in runs]),
                "rss_start": median([r["rss_start"] for r in runs]),
                "rss_flipped": runs[-1]["rss_flipped"],
                "inside": [i for r in runs for i in r["inside"]],
            }
        if arguments.scroll_only:
            scroll_figures(arguments, path, screen, chosen, other)
            continue
        bare = {"gl": rows["bare window, GSK_RENDERER=gl"], "cairo": rows["bare window, GSK_RENDERER=cairo"]}
        zathura = rows.get("zathura")
        print(f"  {'':34} {'first page':>11} {'÷bare':>6} {'÷zathura':>8} {'turn':>11} {'worst turn':>11}"
              f" {'÷zathura':>8} {'slide ends':>11} {'contents':>11} {'RSS start':>10} {'RSS flipped':>12} {'−bare':>8}")
        for label, row in rows.items():
            renderer = label.split("GSK_RENDERER=")[1].split()[0] if "GSK_RENDERER=" in label else chosen
            reference = bare.get(renderer, bare["cairo"])
            flipped = row["rss_flipped"]
            above = None if flipped is None or reference["rss_start"] is None else flipped - reference["rss_start"]
            print(f"  {label:34} {fmt(row['first']):>11} {ratio(row['first'], reference['first']):>6}"
                  f" {ratio(row['first'], zathura and zathura['first']):>8}"
                  f" {fmt(row['turn']):>11} {fmt(row['turn_max']):>11}"
                  f" {ratio(row['turn'], zathura and zathura['turn']):>8} {fmt(row['end']):>11}"
                  f" {fmt(row['contents']):>11}"
                  f" {fmt(row['rss_start'], 'MiB', 1):>10} {fmt(flipped, 'MiB', 1):>12}"
                  f" {fmt(above, 'MiB', 1):>8}")
        for label, row in rows.items():
            if row["inside"]:
                got, drawn, cpu = (median([i[n] for i in row["inside"]]) for n in range(3))
                print(f"  {label:34} a turn inside Recto: key → Recto has it {fmt(got).strip()}, → its frame drawn"
                      f" {fmt(drawn).strip()} (main thread CPU {fmt(cpu).strip()}), → on screen {fmt(row['turn']).strip()}")
        scroll_figures(arguments, path, screen, chosen, other)
        overview_figures(arguments, name, path, screen)
        if "refman" in name:
            reload_figures(arguments, path, screen, followers)
        count = arguments.flips_refman if "refman" in name else arguments.flips
        print(f"  (÷bare: against the bare AdwApplicationWindow on the same renderer (zathura and evince: on the one"
              f" Recto picks); RSS flipped: after {count} forward turns, 3 s settled; −bare: that minus the bare"
              " window's RSS at start; contents: Ctrl+T → the page gone, Recto only; animations on: key → the first frame"
              " of the slide (turn) and → its last frame, the page in place (slide ends))")


if __name__ == "__main__":
    main()
