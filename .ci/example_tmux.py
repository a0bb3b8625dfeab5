#!/usr/bin/env python3
"""End-to-end check of the starter example (Examples/Parks): run its binary in tmux, use it as a
user would, and check that it starts, navigates, searches, saves its state when the application
delegate hears it is going to the background or ending, and quits cleanly.

Usage: example_tmux.py PATH_TO_PARKS
Prints one line per check and closes with "N passed, M failed"; exits non-zero on any failure.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tmux_session  # noqa: E402


class Pane:
    """One tmux session running a shell, into which the app is started."""

    def __init__(self, name, width=64, height=22):
        self.name = name
        self.run("kill-session", "-t", name, check=False)
        tmux_session.new_session(name, width, height, "env PS1='$ ' sh")

    def run(self, *args, check=True):
        return subprocess.run(["tmux", *args], capture_output=True, text=True, check=check).stdout

    def keys(self, *keys):
        self.run("send-keys", "-t", self.name, *keys)

    def text(self):
        return self.run("capture-pane", "-p", "-t", self.name)

    def flag(self, name):
        return self.run("display", "-p", "-t", self.name, "#{" + name + "}").strip()

    def shows(self, predicate, timeout=10.0):
        """Waits until the screen satisfies `predicate`; returns (ok, last screen)."""
        deadline = time.time() + timeout
        seen = ""
        while time.time() < deadline:
            seen = self.text()
            if predicate(seen):
                return True, seen
            time.sleep(0.1)
        return False, seen

    def app_pid(self):
        children = subprocess.run(["pgrep", "-P", self.flag("pane_pid")], capture_output=True, text=True).stdout.split()
        return int(children[0]) if children else None

    def close(self):
        self.run("kill-session", "-t", self.name, check=False)


APP = sys.argv[1]
folder = tempfile.mkdtemp(prefix="parks-e2e-")
state = os.path.join(folder, "starred.json")
status = os.path.join(folder, "status")
outcomes = []


def check(name, ok, detail=""):
    outcomes.append(ok)
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else "\n" + detail))


def starred():
    try:
        with open(state) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def process_state(pid):
    """The state letter of `pid` in /proc (T: stopped), or None once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return None


def launch(pane):
    if os.path.exists(status):
        os.remove(status)
    pane.keys(f"PARKS_STATE_FILE={state} {APP}; echo PARKS-EXITED-$? > {status}", "Enter")


def exit_status(timeout=10.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if os.path.exists(status):
            with open(status) as f:
                return f.read().strip()
        time.sleep(0.1)
    return None


pane = Pane(f"parks-e2e-{os.getpid()}")
try:
    launch(pane)
    ok, seen = pane.shows(lambda s: "Parks" in s and "Acadia" in s and "East" in s)
    check("the app starts: the window its delegate made, a navigation bar and a table with sections", ok, seen)

    pane.keys("/")
    time.sleep(0.3)
    pane.keys("-l", "gla")
    ok, seen = pane.shows(lambda s: "Glacier" in s and "Acadia" not in s)
    check("typing in the search bar filters the parks", ok, seen)
    pane.keys("Escape")
    ok, seen = pane.shows(lambda s: "Acadia" in s)
    check("Esc cancels the search and shows every park again", ok, seen)

    pane.keys("Down", "Enter")
    ok, seen = pane.shows(lambda s: "Established" in s and "Maine" in s and "Star" in s)
    check("Return opens the park's detail screen", ok, seen)
    pane.keys("?")
    ok, seen = pane.shows(lambda s: "star or unstar the park" in s)
    check("? lists the screen's own key command beside the standard keys", ok, seen)
    pane.keys("Space")
    pane.keys("s")
    ok, seen = pane.shows(lambda s: "Unstar" in s)
    check("s stars the park (the bar button says Unstar)", ok, seen)
    pane.keys("Escape")
    ok, seen = pane.shows(lambda s: "★ Acadia" in s)
    check("back on the list, the park shows its star", ok, seen)

    pane.keys("q")
    check("q quits with status 0", exit_status() == "PARKS-EXITED-0", pane.text())
    check("quitting restored the terminal (alternate screen off)", pane.flag("alternate_on") == "0")
    check("applicationWillTerminate saved the starred park", starred() == ["Acadia"], repr(starred()))

    launch(pane)
    ok, seen = pane.shows(lambda s: "★ Acadia" in s)
    check("the next launch shows the saved star", ok, seen)

    # Ctrl-Z: the application goes to the background (and saves) before the process stops.
    pane.keys("Down", "Down", "Enter")
    pane.shows(lambda s: "Shenandoah" in s and "Star" in s)
    pane.keys("s")
    pane.shows(lambda s: "Unstar" in s)
    pane.keys("C-z")
    deadline = time.time() + 10
    while time.time() < deadline and starred() != ["Acadia", "Shenandoah"]:
        time.sleep(0.1)
    check("Ctrl-Z: applicationDidEnterBackground saved before the process stopped",
          starred() == ["Acadia", "Shenandoah"], repr(starred()))
    # The shell carried on with the command line when the job stopped; fg's status is the app's.
    if os.path.exists(status):
        os.remove(status)
    pane.keys(f"fg; echo PARKS-EXITED-$? > {status}", "Enter")
    ok, seen = pane.shows(lambda s: "Shenandoah" in s and "Unstar" in s)
    check("fg brings the app back, repainted where it was", ok, seen)

    # SIGTSTP from outside stops it the same way, and fg brings it back again.
    pid = pane.app_pid()
    if pid:
        os.kill(pid, 20)
    deadline = time.time() + 10
    while time.time() < deadline and pid and process_state(pid) != "T":
        time.sleep(0.1)
    check("SIGTSTP stops the app as Ctrl-Z does", pid is not None and process_state(pid) == "T")
    if os.path.exists(status):
        os.remove(status)
    pane.keys(f"fg; echo PARKS-EXITED-$? > {status}", "Enter")
    ok, seen = pane.shows(lambda s: "Shenandoah" in s and "Unstar" in s)
    check("and fg brings it back", ok, seen)

    # SIGTERM: the application hears applicationWillTerminate, saves, and ends as SIGTERM ends a
    # process (the shell reports 128 + 15).
    pane.keys("s")
    pane.shows(lambda s: "Unstar" not in s and "Star" in s)
    pid = pane.app_pid()
    if pid:
        os.kill(pid, 15)
    check("SIGTERM ends the app as the signal does (status 143)", exit_status() == "PARKS-EXITED-143", pane.text())
    check("applicationWillTerminate saved on SIGTERM", starred() == ["Acadia"], repr(starred()))
    check("SIGTERM restored the terminal", pane.flag("alternate_on") == "0")
finally:
    pane.close()

failed = outcomes.count(False)
print(f"{len(outcomes) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
