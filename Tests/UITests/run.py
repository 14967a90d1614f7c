"""Runs every test_* function of the test_*.py files here (or those named on the command line) and ends with
the line 'N passed, N failed'. Each test gets a fresh Recto; a failure is reported with its reason and the
log of the app it drove."""
import importlib
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def wait_for_registry():
    """The accessibility registry starts with the bus; tests begin once it answers."""
    from harness import Atspi
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            Atspi.get_desktop(0).get_child_count()
            return
        except Exception:
            time.sleep(0.2)


def run_test(test, label):
    """Runs a test once: a failure is a failure. A test that needs more time on a busy machine waits longer for
    its condition; nothing is run a second time. Returns whether it passed and how long it took."""
    started = time.monotonic()
    try:
        test()
        passed = True
    except Exception:
        passed = False
        traceback.print_exc()
    took = time.monotonic() - started
    print(f"{'PASS' if passed else 'FAIL'} {label} ({took:.1f} s)", flush=True)
    return passed, took


def measured_durations():
    """Seconds each test took when last measured ('module.test seconds' a line in durations.txt)."""
    durations = {}
    path = os.path.join(HERE, "durations.txt")
    if os.path.exists(path):
        for line in open(path):
            fields = line.split()
            if len(fields) == 2 and not line.startswith("#"):
                durations[fields[0]] = float(fields[1])
    return durations


def chosen_tests(modules, selected):
    """(module, test) pairs to run: every test of the modules, or those named; the longest measured first, so
    the desktops sharing a queue end together (a test not measured counts as a middling one)."""
    durations = measured_durations()
    tests = []
    for module_name in modules:
        module = importlib.import_module(module_name)
        for name in sorted(dir(module)):
            if name.startswith("test_") and (not selected or name in selected or module_name in selected):
                tests.append((module_name, name))
    return sorted(tests, key=lambda test: (-durations.get(f"{test[0]}.{test[1]}", 10.0), test))


def claimed(queue, label):
    """Whether this desktop takes the test: the first desktop to create its claim file in the shared queue
    folder runs it, so a desktop that finishes early takes the next test rather than idling."""
    if queue is None:
        return True
    try:
        os.close(os.open(os.path.join(queue, label), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        return True
    except FileExistsError:
        return False


def main():
    wait_for_registry()
    selected = sys.argv[1:]
    queue = None
    if selected[:1] == ["--queue"]:
        queue, selected = selected[1], selected[2:]
    modules = sorted(name[:-3] for name in os.listdir(HERE) if name.startswith("test_") and name.endswith(".py"))
    passed = failed = 0
    for module_name, name in chosen_tests(modules, selected):
        label = f"{module_name}.{name}"
        if not claimed(queue, label):
            continue
        ok, took = run_test(getattr(importlib.import_module(module_name), name), label)
        print(f"TIME {label} {took:.1f}", flush=True)
        if ok:
            passed += 1
        else:
            failed += 1
    print(f"UI tests: {passed} passed, {failed} failed")
    # A desktop may have nothing of a few named tests to run; the whole run fails when nothing ran anywhere.
    return 1 if failed or (not passed and queue is None) else 0


if __name__ == "__main__":
    sys.exit(main())
