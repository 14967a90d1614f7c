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


def main():
    wait_for_registry()
    selected = sys.argv[1:]
    modules = sorted(name[:-3] for name in os.listdir(HERE) if name.startswith("test_") and name.endswith(".py"))
    passed = failed = 0
    module_times = {}
    for module_name in modules:
        module = importlib.import_module(module_name)
        for name in sorted(dir(module)):
            if not name.startswith("test_") or (selected and name not in selected and module_name not in selected):
                continue
            ok, took = run_test(getattr(module, name), f"{module_name}.{name}")
            module_times[module_name] = module_times.get(module_name, 0.0) + took
            if ok:
                passed += 1
            else:
                failed += 1
    for module_name, took in sorted(module_times.items(), key=lambda item: -item[1]):
        print(f"TIME {module_name} {took:.1f} s", flush=True)
    print(f"UI tests: {passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
