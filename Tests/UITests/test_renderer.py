"""The no-GPU path as a person meets it: `recto` started by name from PATH with no GSK_RENDERER of theirs. With
no GPU render node (/dev/dri/renderD*, as under Xvfb) Recto picks GTK's cairo renderer itself and tells GTK not to
prepare OpenGL (GDK_DEBUG=gl-disable); the page is drawn and a page turn draws the next one, seen in screen
pixels; the window's renderer is cairo (Recto's launch trace names it) and no Mesa GL driver was loaded. On a
machine with a render node, LIBGL_ALWAYS_SOFTWARE=1 makes Recto take the same path, so the test means the same.
A link to an address opens the desktop's browser with the environment the person gave Recto: not the renderer
Recto picked for itself."""
import os
import tempfile
import time

from harness import ROOT, App, Atspi, ScreenBands, check, wait_for, write_pdf

# Three 300×400 pages, each with one black block in its own place: left on page 1, right on page 2, across the
# bottom on page 3, so the screen tells which page is drawn.
BLOCKS = [(30, 100, 100, 200), (170, 100, 100, 200), (30, 20, 240, 60)]

# The libraries GTK loads when it prepares OpenGL on X11 (EGL or GLX, Mesa's drivers and its LLVM).
GL_LIBRARIES = ("libEGL_mesa", "libGLX_mesa", "_dri.so", "libgallium", "libLLVM")


def write_block_book(path, link=None):
    """The three pages; `link` puts a /URI link over the whole of page 1."""
    pages, contents = [], []
    for index, (x, y, width, height) in enumerate(BLOCKS):
        stream = f"0 g {x} {y} {width} {height} re f"
        annots = " /Annots [9 0 R]" if link and index == 0 else ""
        pages.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents {6 + index} 0 R{annots} >>")
        contents.append(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream")
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
               *pages, *contents]
    if link:
        objects.append(f"<< /Type /Annot /Subtype /Link /Rect [0 0 300 400] /Border [0 0 0] "
                       f"/A << /S /URI /URI ({link}) >> >>")
    write_pdf(path, objects)
    return path


def has_render_node():
    try:
        return any(name.startswith(("renderD", "card")) for name in os.listdir("/dev/dri"))
    except OSError:
        return False


def person_environment(**extra):
    """What a desktop launcher gives Recto: no GSK_RENDERER or GDK_DEBUG of the person's, Recto's build on PATH
    (started by name, like the installed one). With a GPU, software GL stands in for "no GPU"."""
    environment = {"GSK_RENDERER": None, "GDK_DEBUG": None,
                   "LIBGL_ALWAYS_SOFTWARE": "1" if has_render_node() else None,
                   "PATH": os.path.join(ROOT, ".build", "debug") + os.pathsep + os.environ.get("PATH", "")}
    environment.update(extra)
    return environment


def page_box(app):
    """The page's rectangle on screen (x, y, scale): the page is fitted inside its picture and centred."""
    picture = app.wait_find(None, "Page 1")
    box = picture.get_extents(Atspi.CoordType.SCREEN)
    scale = min(box.width / 300, box.height / 400)
    return box.x + (box.width - 300 * scale) / 2, box.y + (box.height - 400 * scale) / 2, scale


def drawn_page(bands, box):
    """Which page's block the screen shows (1-3), or None: each block's area dark, the others' light."""
    left, top, scale = box
    geometry = f"{int(300 * scale)}x{int(400 * scale)}+{int(left)}+{int(top)}"
    pixels = bands.grey(geometry)
    shades = []
    for x, y, width, height in BLOCKS:
        # The middle of the block, in screen pixels (PDF y grows upwards); a margin keeps clear of its edges.
        x1, x2 = int((x + width * 0.25) * scale), int((x + width * 0.75) * scale)
        y1, y2 = int((400 - y - height * 0.75) * scale), int((400 - y - height * 0.25) * scale)
        shades.append(float(pixels[y1:y2, x1:x2].mean()))
    dark = [index for index, shade in enumerate(shades) if shade < 60]
    light = [index for index, shade in enumerate(shades) if shade > 200]
    if len(dark) == 1 and len(light) == len(BLOCKS) - 1:
        return dark[0] + 1
    return None


def loaded_gl_libraries(pid):
    with open(f"/proc/{pid}/maps") as maps:
        paths = {line.split()[-1] for line in maps if "/" in line}
    return sorted(path for path in paths if any(name in os.path.basename(path) for name in GL_LIBRARIES))


def test_without_a_gpu_recto_picks_cairo_draws_the_page_and_turns_it():
    folder = tempfile.mkdtemp(prefix="recto-nogl-")
    book = write_block_book(os.path.join(folder, "blocks.pdf"))
    trace = os.path.join(folder, "launch-trace")
    with App(book, env=person_environment(RECTO_LAUNCH_TRACE=trace), program="recto") as app:
        check("GSK_RENDERER" not in app.environment and "GDK_DEBUG" not in app.environment,
              "Recto is started without a renderer chosen for it")
        app.wait_find("label", "Page 1 of 3")
        # The trace is written once the first page's frame is painted.
        lines = wait_for(lambda: os.path.exists(trace) and open(trace).read().split("\n"), 15, "the launch trace")
        renderers = [line.split()[0] for line in lines if line.startswith("renderer=")]
        check(renderers == ["renderer=GskCairoRenderer"], f"the window draws with GTK's cairo renderer: {renderers}")
        check(not loaded_gl_libraries(app.process.pid),
              f"GTK did not prepare OpenGL: {loaded_gl_libraries(app.process.pid)}")

        bands = ScreenBands()
        try:
            box = page_box(app)
            wait_for(lambda: drawn_page(bands, box) == 1, 10, "page 1's block on screen")
            app.keys("Right")
            wait_for(lambda: drawn_page(bands, box) == 2, 10, "page 2's block on screen after a turn")
            app.keys("Right")
            wait_for(lambda: drawn_page(bands, box) == 3, 10, "page 3's block on screen after another turn")
        finally:
            bands.close()
        check(app.exited_cleanly(), "Recto is still running")


def fake_browser(home, folder):
    """Registers a browser for https links in Recto's XDG folders: a script that writes the address it was
    given and its environment to a file. Returns that file's path."""
    report = os.path.join(folder, "browser-saw")
    script = os.path.join(folder, "browser")
    with open(script, "w") as file:
        file.write(f"#!/bin/sh\n{{ echo \"URI=$1\"; env; }} > '{report}.part' && mv '{report}.part' '{report}'\n")
    os.chmod(script, 0o755)
    applications = os.path.join(home, "data", "applications")
    os.makedirs(applications, exist_ok=True)
    with open(os.path.join(applications, "recto-test-browser.desktop"), "w") as file:
        file.write("[Desktop Entry]\nType=Application\nName=Test Browser\nNoDisplay=true\n"
                   f"Exec={script} %u\nMimeType=x-scheme-handler/https;\n")
    os.makedirs(os.path.join(home, "config"), exist_ok=True)
    with open(os.path.join(home, "config", "mimeapps.list"), "w") as file:
        file.write("[Default Applications]\nx-scheme-handler/https=recto-test-browser.desktop\n")
    return report


def test_a_link_opens_the_browser_with_the_environment_the_person_gave_recto():
    folder = tempfile.mkdtemp(prefix="recto-uri-")
    address = "https://example.org/recto-test"
    book = write_block_book(os.path.join(folder, "linked.pdf"), link=address)
    home = tempfile.mkdtemp(prefix="recto-ui-")
    report = fake_browser(home, folder)
    given = person_environment(RECTO_TEST_PERSON="kept")
    with App(book, home=home, env=given, program="recto") as app:
        app.wait_find("label", "Page 1 of 3")
        left, top, scale = page_box(app)
        # The middle of the page: a click there turns nothing, so only the link can answer it. The page's links
        # arrive from the text queue after the page shows: the click is made again until the browser starts.
        x, y = int(left + 150 * scale), int(top + 200 * scale)

        def browser_started():
            if not os.path.exists(report):
                app.click(x, y)
            return os.path.exists(report) or wait_for_file(report, 2)
        wait_for(browser_started, 20, "the browser started from the link")
        saw = dict(line.split("=", 1) for line in open(report).read().splitlines() if "=" in line)
        check(saw.get("URI") == address, f"the browser was given the link's address: {saw.get('URI')}")
        check(saw.get("RECTO_TEST_PERSON") == "kept", "the person's own variables reach the browser")
        for name in ("GSK_RENDERER", "GDK_DEBUG"):
            check(name not in saw, f"{name}, which Recto set for itself, does not reach the browser: {saw.get(name)}")
        check(saw.get("LIBGL_ALWAYS_SOFTWARE") == given["LIBGL_ALWAYS_SOFTWARE"],
              "LIBGL_ALWAYS_SOFTWARE is as the person gave it")
        app.wait_find("label", "Page 1 of 3")  # an address leaves the book where it was
        check(app.exited_cleanly(), "Recto is still running")


def wait_for_file(path, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if os.path.exists(path):
            return True
        time.sleep(0.1)
    return False


def test_about_recto_reports_an_issue_in_the_browser_with_the_environment_the_person_gave_recto():
    folder = tempfile.mkdtemp(prefix="recto-about-")
    home = tempfile.mkdtemp(prefix="recto-ui-")
    report = fake_browser(home, folder)
    with App(home=home, env=person_environment(), program="recto") as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("F10")
        app.wait_find("menu item", "About Recto").get_action_iface().do_action(0)
        row = app.wait_find("list item", "Report an Issue")
        # GTK 4.8 gives the About window's rows no action: a click, as a person's.
        box = row.get_extents(Atspi.CoordType.SCREEN)
        app.click(box.x + box.width // 2, box.y + box.height // 2)
        wait_for(lambda: os.path.exists(report), 10, "the browser started from About Recto")
        saw = dict(line.split("=", 1) for line in open(report).read().splitlines() if "=" in line)
        check(saw.get("URI") == "https://github.com/rectoreader/recto/issues", f"the issues page: {saw.get('URI')}")
        for name in ("GSK_RENDERER", "GDK_DEBUG"):
            check(name not in saw, f"{name}, which Recto set for itself, does not reach the browser: {saw.get(name)}")
        check(app.exited_cleanly(), "Recto is still running")
