"""Read aloud with the real voice: speech-dispatcher and espeak-ng speaking into a PulseAudio null sink, each
with a private runtime folder; Recto is pointed at that speech-dispatcher (SPEECHD_ADDRESS). On a book whose
pages carry a running head and a page number, reading starts on the first body line, the sentence's mark
(its own green-blue) moves down the page as it is heard, and the page turns when reading crosses into the next."""
import os
import shutil
import subprocess
import tempfile

import numpy

from harness import stop_processes, App, _screen_bands, check, wait_for, write_pdf

PAGE_AREA = "900x860+0+50"


def make_headed_book(path):
    """Three pages, each with a running head and a number at its foot, around short sentences one to a line;
    the last sentence of page 1 runs on to page 2."""
    bodies = [
        ["The first sentence is here.", "The second sentence follows it.", "A third one comes next.",
         "The fourth sentence runs on to the"],
        ["next page, where it ends.", "Then a sixth sentence.", "And a seventh one."],
        ["The last page has this.", "It ends the book."],
    ]
    objects = ["<< /Type /Catalog /Pages 2 0 R >>"]
    kids = " ".join(f"{4 + 2 * index} 0 R" for index in range(len(bodies)))
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {len(bodies)} >>")
    objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for index, body in enumerate(bodies):
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 420] /Contents {5 + 2 * index} 0 R "
                       "/Resources << /Font << /F1 3 0 R >> >> >>")
        lines = [f"BT /F1 11 Tf 40 395 Td (A Tale of Reading {index + 1}) Tj ET"]
        lines += [f"BT /F1 16 Tf 40 {340 - 50 * number} Td ({line}) Tj ET" for number, line in enumerate(body)]
        lines.append(f"BT /F1 11 Tf 200 20 Td ({index + 1}) Tj ET")
        text = " ".join(lines)
        objects.append(f"<< /Length {len(text)} >>\nstream\n{text}\nendstream")
    write_pdf(path, objects)
    return path


class Voice:
    """A silent sound server and speech-dispatcher with espeak-ng, stopped by their own process ids.
    `speech_runtime`: the runtime folder of speech-dispatcher's socket when not the sound server's private one
    (make flatpak-check's, which the sandbox shares)."""

    def __init__(self, speech_runtime=None):
        self.home = tempfile.mkdtemp(prefix="recto-voice-")
        runtime = os.path.join(self.home, "runtime")
        os.makedirs(runtime, mode=0o700)
        self.environment = dict(os.environ, XDG_RUNTIME_DIR=runtime, HOME=self.home,
                                XDG_CONFIG_HOME=os.path.join(self.home, "config"))
        self.socket = os.path.join(speech_runtime or runtime, "speech-dispatcher", "speechd.sock")
        self.processes = []
        self._start(["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1",
                     "-L", "module-null-sink sink_name=quiet", "-L", "module-native-protocol-unix"], "pulseaudio")
        wait_for(lambda: os.path.exists(os.path.join(runtime, "pulse", "native")), 30, "the null sound server")
        if speech_runtime:
            self.environment.update(XDG_RUNTIME_DIR=speech_runtime, PULSE_SERVER=f"unix:{runtime}/pulse/native")
        self._start(["speech-dispatcher", "--run-single", "--timeout", "0",
                     "--log-dir", os.path.join(self.home, "speechd")], "speech-dispatcher")
        wait_for(lambda: os.path.exists(self.socket), 30, "speech-dispatcher's socket")

    def _start(self, command, name):
        output = open(os.path.join(self.home, f"{name}.out"), "w")
        self.processes.append(subprocess.Popen(command, env=self.environment, stdout=output,
                                               stderr=subprocess.STDOUT))

    def stop(self):
        stop_processes(self.processes)


def marked_rows(geometry=PAGE_AREA):
    """The rows of `geometry` holding the line under the sentence heard (green-blue: green and blue well above
    red), and the rows holding dark text; each as screen y."""
    pixels = _screen_bands().raw(geometry)
    width, height, top = 900, 860, 50
    data, stride = pixels
    image = numpy.frombuffer(data, dtype=numpy.uint8)[:stride * height].reshape(height, stride)[:, :width * 4]
    image = image.reshape(height, width, 4).astype(int)
    blue, green, red = image[:, :, 0], image[:, :, 1], image[:, :, 2]
    teal = (green - red > 60) & (blue - red > 50)
    dark = (red < 90) & (green < 90) & (blue < 90)
    return ([top + y for y in numpy.nonzero(teal.sum(axis=1) > 20)[0]],
            [top + y for y in numpy.nonzero(dark.sum(axis=1) > 0)[0]])


def text_lines(rows):
    """Runs of rows a few pixels apart at most: the printed lines, top to bottom, as (first, last) y."""
    lines = []
    for y in rows:
        if lines and y - lines[-1][1] <= 6:
            lines[-1] = (lines[-1][0], y)
        else:
            lines.append((y, y))
    return lines


def test_read_aloud_skips_the_head_marks_each_sentence_and_turns_the_page():
    if shutil.which("speech-dispatcher") is None or shutil.which("pulseaudio") is None:
        print("SKIP test_read_aloud: speech-dispatcher or pulseaudio is not installed (tools/setup.sh test)")
        return
    voice = Voice()
    book = make_headed_book(os.path.join(tempfile.mkdtemp(prefix="recto-read-aloud-"), "book.pdf"))
    app = App(book, env={"SPEECHD_ADDRESS": f"unix_socket:{voice.socket}"})
    try:
        app.wait_find("label", "Page 1 of 3")
        app.wait_page_text("Page 1 of 3")
        _, dark = marked_rows()
        lines = text_lines(dark)
        check(len(lines) >= 6, f"the page shows its head, four body lines and its number; saw lines {lines}")
        head, first_body, second_body = lines[0], lines[1], lines[2]
        app.keys("ctrl+shift+s")
        app.wait_find("push button", "Pause", timeout=20)

        def mark():
            teal, _ = marked_rows()
            return text_lines(teal) or None

        # The mark's line lies just under the words of the sentence heard.
        first = wait_for(mark, 30, "the first sentence to be marked")
        check(first[0][0] > head[1] + 12, f"the running head {head} is not read: the first mark is at {first}")
        check(first_body[0] < first[0][0] <= first_body[1] + 12,
              f"reading starts on the first body line {first_body}; the mark is at {first}")
        later = wait_for(lambda: (found := mark()) and found[0][0] > second_body[0] and found, 30,
                         "the mark to move down to the second sentence")
        check(later[0][0] <= second_body[1] + 12, f"the second sentence {second_body} is marked: {later}")
        app.wait_find("label", "Page 2 of 3", timeout=60)
        wait_for(mark, 30, "the sentence on page 2 to be marked")
        # Read Aloud again stops reading: the bar goes.
        app.keys("ctrl+shift+s")
        wait_for(lambda: app.find("push button", "Stop") is None, 20, "the bar to go when reading stops")
    finally:
        app.close()
        voice.stop()
