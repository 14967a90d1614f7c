"""Recto as a screen-reader user meets it, through the AT-SPI tree Orca reads: started straight onto a locked
book it is on the bus and its dialog is named; every control in every view, dialogs and toasts included, has
one name as a person reads it; the page's own words are there to read and follow the page; Tab and F6 reach
the controls."""
import os
import re
import subprocess
import tempfile

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

from harness import (App, XSettings, check, fresh_book, grab, is_on_screen, make_book, screenshot,  # noqa: E402
                     wait_changed, wait_for, wait_still, walk)

# Roles a person operates, whose names a screen reader speaks as the control's name.
CONTROLS = {"push button", "toggle button", "check box", "radio button", "slider", "entry", "password text",
            "text", "spin button", "list", "list box", "table", "tree table", "tree", "combo box", "switch",
            "page tab", "menu button"}


def naming_problems(root):
    """What is wrong with the names of the controls on screen under `root`, one line each. One walk down: each
    control's nearest control ancestor is carried along, not looked up (every step up is a D-Bus call)."""
    problems = []

    def visit(node, outer, depth):
        if node is None or depth > 40:
            return
        try:
            role = node.get_role_name()
            if role in CONTROLS:
                name = node.get_name() or ""
                if is_on_screen(node):
                    problem = name_problem(role, name, outer)
                    if problem:
                        problems.append(problem)
                outer = (role, name)
            children = [node.get_child_at_index(index) for index in range(node.get_child_count())]
        except Exception:
            return  # the tree changes under us while the app works
        for child in children:
            visit(child, outer, depth + 1)

    visit(root, None, 0)
    return problems


def name_problem(role, name, outer):
    """What is wrong with a control's name, or None; `outer` is the (role, name) of the control it is in."""
    words = name.split()
    half = len(words) // 2
    if not name.strip():
        return f"a {role} has no name"
    if re.match(r"^(Gtk|Adw)[A-Z]", name):
        return f"a {role} is named by its class: {name!r}"
    if "_" in name:
        return f"a {role} name shows its mnemonic mark: {name!r}"
    if any(a == b for a, b in zip(words, words[1:])) or (half and words[:half] == words[half:]):
        return f"a {role} name repeats itself: {name!r}"
    if outer is not None and outer[1] == name:
        return f"a {role} is named {name!r} inside a {outer[0]} of the same name"
    return None


def check_names(app, where):
    app.root = app._find_application() or app.root
    app.root.clear_cache()
    problems = naming_problems(app.root)
    if problems:
        shot = screenshot(os.path.join(app.home, f"names-{where}.png"))
        raise AssertionError(f"in {where}: " + "; ".join(problems) + f" (screen: {shot})")


def page_text(app):
    """The page's accessible text: the one multi-line text named after the position."""
    for node in walk(app.root):
        if node.get_role_name() == "text" and (node.get_name() or "").startswith("Page "):
            return node
    return None


def words_of_page(book, page):
    """A few long words that pdftotext finds on `page` (one-based), to look for in what Orca would read."""
    text = subprocess.run(["pdftotext", "-f", str(page), "-l", str(page), book, "-"],
                          capture_output=True, text=True, check=True).stdout
    words = sorted({w for w in re.findall(r"[A-Za-z]{7,}", text)}, key=len, reverse=True)
    return words[:4]






def test_started_on_a_locked_book_recto_is_on_the_bus_and_its_dialog_named():
    folder = tempfile.mkdtemp(prefix="recto-locked-")
    plain = make_book(os.path.join(folder, "plain.pdf"))
    locked = os.path.join(folder, "locked.pdf")
    subprocess.run(["qpdf", "--encrypt", "secret", "owner", "256", "--", plain, locked], check=True)
    # Straight onto the locked book: the harness fails unless Recto shows up on the accessibility bus.
    with App(locked) as app:
        dialog = app.wait_find("dialog", "Password Required", timeout=20)
        entry = app.wait_find("password text", "Password")
        check(entry is not None, "the password entry is named")
        for name in ("Cancel", "Unlock"):
            app.wait_find("push button", name)
        app.find("image", "Show Password")
        problems = naming_problems(dialog)
        check(app.find("image", "GtkImage") is None, "no image is named by its class")
        check(not problems, "the dialog's controls are named: " + "; ".join(problems))
        app.type_text("secret")
        app.keys("Return")
        app.wait_find("label", "Page 1 of 23", timeout=20)


def test_every_control_in_every_view_has_one_readable_name():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        check_names(app, "the reader")

        app.keys("ctrl+t")
        app.wait_find(None, contains="The Scrubber")
        check_names(app, "the contents")
        app.keys("Escape")

        app.keys("ctrl+alt+o")
        app.wait_find("push button", "Page 7, The Scrubber")
        check_names(app, "the overview")
        app.keys("Escape")

        app.keys("ctrl+shift+n")
        app.wait_find("label", "No Notes")
        app.keys("ctrl+n")
        wait_for(lambda: app.window_named("Add Note"), message="the Add Note dialog")
        check_names(app, "the Add Note dialog")
        app.type_text("Orca reads this")
        app.keys("ctrl+Return")
        app.wait_find("list", "Notes")
        check_names(app, "the notes")

        # A toast: its Undo and close buttons are named as they read.
        delete = app.wait_find("push button", "Delete Note")
        delete.get_action_iface().do_action(0)
        # The pointer on Undo holds the toast (five seconds otherwise) while the whole window is checked.
        app.hold_toast_button("Undo", "Note deleted")
        check(app.toast_button("Dismiss", "Note deleted") is not None, "the toast can be dismissed")
        check_names(app, "a toast")
        check(app.toast_button("Undo", "Note deleted") is not None, "the toast was there while it was checked")
        app.release_pointer()

        app.keys("Escape", "F9")
        app.wait_find("entry", "Search Library")
        check_names(app, "the library")
        app.keys("F9")

        app.keys("ctrl+comma")
        wait_for(lambda: app.window_named("Preferences"), message="the preferences window")
        check_names(app, "the preferences")


def test_the_page_text_holds_the_words_of_the_page_and_follows_it():
    book = fresh_book()
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        expected = words_of_page(book, 2)
        check(expected, "the sample book's second page has words")

        def text_of(position):
            node = page_text(app)
            if node is None or node.get_name() != position:
                return None
            text = node.get_text_iface().get_text(0, -1)
            return text if text.strip() else None

        second = wait_for(lambda: text_of("Page 2 of 23"), message="the second page's text")
        missing = [word for word in expected if word not in second]
        check(not missing, f"the page text has the page's words; missing {missing} in {second[:200]!r}")
        check("-\n" not in second, "hyphenated line ends are joined")

        app.keys("Right")
        third = wait_for(lambda: text_of("Page 3 of 23"), message="the third page's text")
        check(third != second, "the text changes with the page")
        missing = [word for word in words_of_page(book, 3) if word not in third]
        check(not missing, f"the third page's words are there; missing {missing}")


def focus_ring_blue(app):
    """How much bluer than red the page area's left edge is now (the focus ring's colour)."""
    ring = screenshot(os.path.join(app.home, "page-text-focused.png"))
    blue = subprocess.run(["convert", ring, "-crop", "12x300+2+300", "+repage", "-format",
                           "%[fx:mean.b-mean.r]", "info:"], capture_output=True, text=True).stdout
    return float(blue or 0)


def test_tab_and_f6_reach_the_controls_of_the_reader():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        reached = []
        for _ in range(30):
            node = app.focus_after("Tab") or wait_for(lambda: app.focused(), 3, "a focused control")
            reached.append((node.get_role_name(), node.get_name()))
            if node.get_role_name() == "text" and node.get_name() == "Page 2 of 23":
                # The page's text is invisible, so while it has the keyboard the page area draws the focus ring.
                wait_for(lambda: focus_ring_blue(app) > 0.04, 5,
                         "a blue focus ring at the page's edge while its text has the keyboard")
        names = {name for _, name in reached}
        for name in ("Open", "Contents", "Library", "Notes", "Main Menu", "Page", "Page 2 of 23"):
            check(name in names, f"Tab reaches {name!r}; it reached {sorted(n for n in names if n)}")

        # F6 goes from the page to the header bar and back.
        app.keys("Escape")
        app.click(450, 500)  # the middle of the page: it takes the keyboard without turning
        wait_for(lambda: (app.focused() or Atspi.Accessible()).get_name() == "Page", 3, "the page focused")
        header_focus = app.focus_after("F6") or wait_for(lambda: app.focused(), 3, "a focused control")
        check(header_focus.get_name() in ("Open", "Library", "Contents"),
              f"F6 moves into the header bar, to {header_focus.get_name()!r}")
        back = app.focus_after("F6") or wait_for(lambda: app.focused(), 3, "a focused control")
        check(back.get_name() == "Page", f"a second F6 comes back to the page, not {back.get_name()!r}")


def outside_window(app):
    """Controls on screen that stick out of the window they are in."""
    found = []
    app.root.clear_cache()
    for index in range(app.root.get_child_count()):
        window = app.root.get_child_at_index(index)
        frame = window.get_extents(Atspi.CoordType.SCREEN)
        for node in walk(window):
            try:
                if node.get_role_name() not in CONTROLS | {"label"} or not is_on_screen(node):
                    continue
                box = node.get_extents(Atspi.CoordType.SCREEN)
            except Exception:
                continue
            right, bottom = frame.x + frame.width + 1, frame.y + frame.height + 1
            # Wholly outside is folded away (the library sidebar slides out to the left); across the edge is cut.
            if box.x + box.width <= frame.x or box.x >= right or box.y + box.height <= frame.y or box.y >= bottom:
                continue
            if box.x < frame.x - 1 or box.y < frame.y - 1 or box.x + box.width > right or box.y + box.height > bottom:
                found.append(f"{node.get_role_name()} {node.get_name()!r}")
    return found


def test_large_text_and_high_contrast_keep_every_control_in_the_window():
    home = tempfile.mkdtemp(prefix="recto-a11y-")
    # The high-contrast style, and text scaled by 1.5 as GNOME's Large Text does (through XSETTINGS).
    os.makedirs(os.path.join(home, "config", "glib-2.0", "settings"))
    with open(os.path.join(home, "config", "glib-2.0", "settings", "keyfile"), "w") as file:
        file.write("[org/gnome/desktop/a11y/interface]\nhigh-contrast=true\n")
    with XSettings(home, ["Xft/DPI 147456"]), App(fresh_book(), home=home, env={"GSETTINGS_BACKEND": "keyfile"}) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        views = [("reader", []), ("contents", ["ctrl+t"]), ("notes", ["Escape", "ctrl+shift+n"]),
                 ("library", ["Escape", "F9"])]
        for view, keys in views:
            if keys:
                before = grab()
                app.keys(*keys)
                wait_changed(before, message=f"the {view} to show")
            wait_still(message=f"the turn-over and slide transitions into the {view} to end")
            screenshot(os.path.join(home, f"large-text-{view}.png"))
            stray = outside_window(app)
            check(not stray, f"with large text, in the {view}, these leave the window: {stray}")


def test_with_animations_off_a_page_turn_never_slides():
    from harness import pixel_difference
    home = tempfile.mkdtemp(prefix="recto-a11y-")
    page_area = "700x700+100+150"
    with XSettings(home, ["Gtk/EnableAnimations 0"]), App(fresh_book(), home=home) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        wait_still(page_area, message="page 2 drawn")
        shown = grab(page_area)
        before = screenshot(os.path.join(home, "before.png"))
        subprocess.run(["xdotool", "key", "Right"], check=True)
        # Frames caught while the turn would be sliding (a slide takes 250 ms); xwd grabs far faster than import.
        during = []
        for index in range(6):
            frame = os.path.join(home, f"during-{index}.xwd")
            subprocess.run(["xwd", "-root", "-silent", "-out", frame], check=True)
            during.append(frame)
        app.wait_find("label", "Page 3 of 23")
        wait_changed(shown, page_area, message="the turn to change the page area")
        wait_still(page_area, message="page 3 drawn")
        after = screenshot(os.path.join(home, "after.png"))
        check(pixel_difference(before, after, page_area) > 0.01, "the turn changed the page")
        for frame in during:
            closest = min(pixel_difference(frame, before, page_area), pixel_difference(frame, after, page_area))
            check(closest < 0.005, f"{frame} shows the old page or the new one, never a slide between them")


def tab_names(app, count):
    """The names Tab reaches, `count` presses from where the focus is."""
    names = []
    for _ in range(count):
        node = app.focus_after("Tab")
        names.append(node.get_name() if node is not None else None)
    return names


def test_tab_reaches_the_controls_of_the_contents_notes_library_and_preferences():
    with App(fresh_book()) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        app.keys("ctrl+t")
        app.wait_find(None, contains="The Scrubber")
        reached = tab_names(app, 24)
        check(any(name and ", page " in name for name in reached), f"Tab reaches the chapters: {reached}")
        check("Add Chapter Here" in reached, f"Tab reaches the contents' tools: {reached}")
        app.keys("Escape")

        app.keys("ctrl+shift+n")
        app.wait_find("label", "No Notes")
        app.keys("ctrl+n")
        wait_for(lambda: app.window_named("Add Note"), message="the Add Note dialog")
        app.type_text("Keyboard walk")
        app.keys("ctrl+Return")
        app.wait_find("list", "Notes")
        reached = tab_names(app, 12)
        for name in ("Delete Note", "Jump to K", "Add Note"):
            check(name in reached, f"Tab reaches {name!r} in the notes: {reached}")
        app.keys("Escape")

        app.keys("F9")
        app.wait_find("entry", "Search Library")
        reached = tab_names(app, 16)
        for name in ("Search Library", "Sort Books", "Select", "Add Books"):
            check(name in reached, f"Tab reaches {name!r} in the library: {reached}")
        app.keys("F9")

        app.keys("ctrl+comma")
        wait_for(lambda: app.window_named("Preferences"), message="the preferences window")
        reached = tab_names(app, 6)
        check("Choose…" in reached, f"Tab reaches the library folder's button in the preferences: {reached}")


# What GTK 4.8 calls an accessible it was given no name for: its class ("GtkImage", "AdwFlap").
CLASS_NAME = re.compile(r"^(Gtk|Adw)[A-Z]")


def class_name_problems(app):
    """Every accessible of Recto (all its windows, shown or not) named after a widget class, and every button
    without a name, one line each. The accessibles a relation points at are looked at too: Orca reads a
    button's labelled-by icon before the button's own name ("GtkImage Open push button")."""
    app.root = app._find_application() or app.root
    app.root.clear_cache()
    problems = []
    for node in walk(app.root):
        try:
            role, name = node.get_role_name(), node.get_name() or ""
            if CLASS_NAME.match(name):
                problems.append(f"a {role} named {name!r}")
            elif role in ("push button", "toggle button") and not name.strip():
                problems.append(f"a {role} without a name")
            for relation in node.get_relation_set():
                for index in range(relation.get_n_targets()):
                    target = relation.get_target(index)
                    target_name = target.get_name() or ""
                    if CLASS_NAME.match(target_name):
                        problems.append(f"the {relation.get_relation_type().value_nick} of a {role} {name!r} is "
                                        f"a {target.get_role_name()} named {target_name!r}")
        except Exception:
            continue  # the tree changes under us while the app works
    return problems


def check_no_class_names(app, where):
    problems = class_name_problems(app)
    if problems:
        counted = {line: problems.count(line) for line in problems}
        shot = screenshot(os.path.join(app.home, f"class-names-{where.replace(' ', '-')}.png"))
        raise AssertionError(f"in {where}, {len(problems)} named by a class or not at all: "
                             + "; ".join(f"{count} × {line}" for line, count in counted.items()) + f" (screen: {shot})")


def test_nothing_is_named_after_its_widget_class_in_any_view():
    folder = tempfile.mkdtemp(prefix="recto-a11y-")
    book = make_book(os.path.join(folder, "book.pdf"))
    with App(book) as app:
        app.wait_find("label", "Page 1 of 23")
        app.keys("Right")
        app.wait_find("label", "Page 2 of 23")
        for find_bar in ("closed", "open"):
            if find_bar == "open":
                app.keys("ctrl+f")
                app.wait_find("text", "Find in the book")
            check_no_class_names(app, f"the reader, the find bar {find_bar}")
            if find_bar == "open":
                check(app.find("push button", "Close Find Bar") is not None, "the find bar's close button is named")

            app.keys("ctrl+t")
            app.wait_find(None, "The Scrubber, page 7")
            check_no_class_names(app, f"the contents, the find bar {find_bar}")
            app.keys("Escape")

            app.keys("ctrl+shift+n")
            app.wait_find("label", "No Notes")
            check_no_class_names(app, f"the notes, the find bar {find_bar}")
            app.keys("Escape")

            app.keys("F9")
            app.wait_find("entry", "Search Library")
            check_no_class_names(app, f"the library, the find bar {find_bar}")
            app.keys("F9")

    locked = os.path.join(folder, "locked.pdf")
    subprocess.run(["qpdf", "--encrypt", "secret", "owner", "256", "--", book, locked], check=True)
    with App(locked) as app:
        app.wait_find("dialog", "Password Required", timeout=20)
        check_no_class_names(app, "the password prompt")
