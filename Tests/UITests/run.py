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


def shard_of(modules, shard, count):
    """The modules desktop `shard` (1…`count`) runs: longest first, each to the desktop with the least time so
    far, by the durations measured in durations.txt ('module seconds' a line; a module not there counts 60 s)."""
    durations = {}
    path = os.path.join(HERE, "durations.txt")
    if os.path.exists(path):
        for line in open(path):
            fields = line.split()
            if len(fields) == 2 and not line.startswith("#"):
                durations[fields[0]] = float(fields[1])
    loads = [0.0] * count
    mine = []
    for module in sorted(modules, key=lambda name: (-durations.get(name, 60.0), name)):
        least = loads.index(min(loads))
        loads[least] += durations.get(module, 60.0)
        if least == shard - 1:
            mine.append(module)
    return sorted(mine)


def main():
    wait_for_registry()
    selected = sys.argv[1:]
    modules = sorted(name[:-3] for name in os.listdir(HERE) if name.startswith("test_") and name.endswith(".py"))
    sharded = selected[:1] == ["--shard"]
    if sharded:
        shard, count = (int(part) for part in selected[1].split("/"))
        selected = selected[2:]
        # Modules named alone are shared out among the desktops, not all modules (one desktop got them all).
        if selected and all(name in modules for name in selected):
            modules = [name for name in modules if name in selected]
        if count > 1:
            modules = shard_of(modules, shard, count)
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
    # A desktop may have nothing of a few named tests to run; the whole run fails when nothing ran anywhere.
    return 1 if failed or (not passed and not sharded) else 0


if __name__ == "__main__":
    sys.exit(main())
