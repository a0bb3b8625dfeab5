#!/usr/bin/env python3
"""End-to-end test: run the real trestle-demo binary in tmux, send keys, read the screen back.

Usage: e2e_tmux.py PATH_TO_TRESTLE_DEMO
Prints one line per check and closes with "N passed, M failed"; exits non-zero on any failure.
"""
import os
import shlex
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import screen_contrast  # noqa: E402
import tmux_session  # noqa: E402

DEMO = sys.argv[1]
# One session per run, so that runs on the same machine do not close each other's panes.
SESSION = f"trestle-e2e-{os.getpid()}"
# The demo's exit status goes to a file as well as the screen: after a resize in the alternate
# screen, tmux may restore the main screen over the line the shell printed.
STATUS_FILE = os.path.join(tempfile.mkdtemp(prefix="trestle-e2e-"), "status")
results = []


def tmux(*args, check=True):
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=check).stdout


def screen():
    return tmux("capture-pane", "-p", "-t", SESSION)


def wait_for(predicate, timeout=10.0):
    deadline = time.time() + timeout
    last = ""
    while time.time() < deadline:
        last = screen()
        if predicate(last):
            return True, last
        time.sleep(0.1)
    return False, last


def check(name, ok, detail=""):
    results.append(ok)
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else "\n" + detail))


def pane_flag(name):
    return tmux("display", "-p", "-t", SESSION, "#{" + name + "}").strip()


def start(args, width=60, height=20, env="", style=None):
    # The demo runs under a shell, so after it exits the pane is still alive and its terminal
    # state (alternate screen, cursor) can be read back. `style` sets the pane's default colours,
    # which tmux reports to the demo when it asks for the background (OSC 11).
    tmux("kill-session", "-t", SESSION, check=False)
    tmux_session.new_session(SESSION, width, height, "env PS1='$ ' sh")
    if style:
        tmux("set", "-t", SESSION, "window-style", style)
    if os.path.exists(STATUS_FILE):
        os.remove(STATUS_FILE)
    tmux("send-keys", "-t", SESSION, f"{env} {DEMO} {args}; echo DEMO-EXITED-$? | tee {STATUS_FILE}", "Enter")


def demo_pid():
    """The demo's process id: the child of the pane's shell."""
    shell = pane_flag("pane_pid")
    children = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
    return int(children[0]) if children else None


def cpu_ticks(pid):
    """User plus system CPU time of `pid`, in clock ticks."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def clock_order(s):
    """The World Clock cities on screen, top to bottom."""
    names = ["Seoul", "Cupertino", "London", "New York", "Tokyo"]
    rows = []
    for line in s.splitlines()[1:]:
        for name in names:
            if line.lstrip(" ▌⊖").startswith(name):
                rows.append(name)
    return rows


def stored_cities(path):
    """(id, name, position) of every city in the database, in position order, read by sqlite3."""
    connection = sqlite3.connect(path)
    try:
        return connection.execute("SELECT id, name, position FROM city ORDER BY position, id").fetchall()
    finally:
        connection.close()


def exited(timeout=10.0):
    """Waits for the demo to exit; returns (exited, its status line or the screen)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if os.path.exists(STATUS_FILE):
            with open(STATUS_FILE) as f:
                status = f.read().strip()
            if status:
                return True, status
        time.sleep(0.1)
    return False, screen()


def styled_screen():
    return tmux("capture-pane", "-p", "-e", "-t", SESSION)


def hex_rgb(value):
    return tuple(int(value[i:i + 2], 16) for i in (1, 3, 5))


def focused_line(s):
    lines = s.splitlines()
    return next((i for i, line in enumerate(lines) if line.startswith("▌")), None)


# Contrast of every character on screen (WCAG 4.5:1), the focused row and the action sheet's
# focused button included, in each colour mode on a light and a dark terminal, told apart only by
# the background tmux reports to the demo.
# COLORTERM and NO_COLOR are set in each, so that what the environment has cannot change the mode.
COLOUR_MODES = [("16 colours", "TERM=screen COLORTERM= NO_COLOR="), ("256 colours", "TERM=xterm-256color COLORTERM= NO_COLOR="),
                ("24-bit colour", "TERM=xterm-256color COLORTERM=truecolor NO_COLOR=")]
BACKGROUNDS = [("light", "#ffffff", "#000000"), ("dark", "#1e1e1e", "#d0d0d0")]


def check_contrast(where, mode_name, background_name, fg, bg):
    styled = styled_screen()
    low = screen_contrast.low_contrast(styled, hex_rgb(fg), hex_rgb(bg))
    check(f"{where}: every character reads at 4.5:1 or more ({mode_name}, {background_name} terminal)",
          not low, f"{low[:12]}\n{screen()}")
    return styled


def first_second_of_output(args, answer=None):
    """Runs the demo on a pseudo-terminal of 60x20 for 1.5 s and returns every byte it wrote;
    `answer`, if given, is written back as the terminal's reply to the start-up queries."""
    import fcntl
    import pty
    import select
    import struct
    import termios
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execv(DEMO, [DEMO, *args])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 20, 60, 0, 0))
    data = b""
    deadline = time.time() + 1.5
    answered = False
    while time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            data += chunk
            if answer and not answered and b"\x1b[c" in data:
                os.write(fd, answer)
                answered = True
    os.kill(pid, signal.SIGTERM)
    try:
        while select.select([fd], [], [], 0.5)[0]:
            data += os.read(fd, 65536)
    except OSError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)
    return data


try:
    # The first frame is drawn once, whether the terminal answers the start-up queries (a white
    # background and the primary device attributes) or stays silent until the probe gives up.
    for name, answer in [("a terminal that answers", b"\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[?62;22c"),
                         ("a terminal that answers nothing", None)]:
        output = first_second_of_output(["products"], answer)
        clears = output.count(b"\x1b[0m\x1b[2J")
        check(f"the first frame is written once, with one screen clear ({name})",
              clears == 1 and b"iphone" in output, f"{clears} clears in {len(output)} bytes")

    # TERM=dumb promises no cursor movement: the demo says so and exits 1, drawing nothing.
    start("products", env="TERM=dumb")
    ok, status = exited()
    text = screen()
    check("TERM=dumb is refused with a reason and status 1, the screen left alone",
          ok and "DEMO-EXITED-1" in status and "TERM=dumb" in text and pane_flag("alternate_on") == "0", text)

    for mode_name, mode_env in COLOUR_MODES:
        for background_name, bg, fg in BACKGROUNDS:
            start("products", width=60, height=16, env=mode_env, style=f"bg={bg},fg={fg}")
            ok, text = wait_for(lambda s: "iphone" in s and "ipad" in s)
            tmux("send-keys", "-t", SESSION, "Down")
            ok, text = wait_for(lambda s: focused_line(s) is not None and "iphone" in s.splitlines()[focused_line(s)])
            check(f"↓ focuses the first product ({mode_name}, {background_name} terminal)", ok, text)
            styled = check_contrast("the product list with a focused row", mode_name, background_name, fg, bg)
            row = focused_line(text)
            if row is not None and not (mode_name == "16 colours" and background_name == "dark"):
                # The focused row's wash shows (16 colours on black have no entry near a faint blue).
                washed = screen_contrast.background_at(styled, row, 3, hex_rgb(bg))
                plain = screen_contrast.background_at(styled, row + 1, 3, hex_rgb(bg))
                check(f"the focused row's wash differs from the rows beside it ({mode_name}, {background_name} terminal)",
                      washed != plain, f"{washed} vs {plain}")
            tmux("send-keys", "-t", SESSION, "q")
            exited()

            start("grouped", width=64, height=30, env=mode_env, style=f"bg={bg},fg={fg}")
            wait_for(lambda s: "Hidden Album" in s)
            tmux("send-keys", "-t", SESSION, "Down", "Down", "Down", "Down", "Down", "Enter")
            ok, text = wait_for(lambda s: "Resetting will allow" in s and "Cancel" in s)
            tmux("send-keys", "-t", SESSION, "Down")
            ok, text = wait_for(lambda s: any(line.lstrip("│ ").startswith("▌") for line in s.splitlines()))
            check(f"the action sheet opens with a focused button ({mode_name}, {background_name} terminal)", ok, text)
            check_contrast("the action sheet with a focused button", mode_name, background_name, fg, bg)
            tmux("send-keys", "-t", SESSION, "Escape", "q")
            exited()

    # The ten-million-row screen: End reaches the last row, Home comes back.
    start("huge")
    ok, text = wait_for(lambda s: "Row 0" in s)
    check("the huge screen shows its first row", ok, text)
    check("the demo runs in the alternate screen", pane_flag("alternate_on") == "1")
    tmux("send-keys", "-t", SESSION, "End")
    ok, text = wait_for(lambda s: "Row 9,999,999" in s)
    check("End scrolls ten million rows to the last one", ok, text)
    tmux("send-keys", "-t", SESSION, "Home")
    ok, text = wait_for(lambda s: "Row 0" in s and "Row 9,999,999" not in s)
    check("Home returns to the first row", ok, text)
    tmux("send-keys", "-t", SESSION, "j", "j", "j")
    ok, text = wait_for(lambda s: "Row 3" in s)
    lines = text.splitlines()
    focused = next((i for i, line in enumerate(lines) if "Row 3" in line), -1)
    ok = ok and wait_for(lambda s: pane_flag("cursor_y") == str(focused), timeout=3)[0]
    check("j moves the focus a row at a time, and the cursor is parked on the focused row", ok,
          f"cursor_y={pane_flag('cursor_y')} expected {focused}\n{text}")
    check("the parked cursor stays hidden", pane_flag("cursor_flag") == "0")

    # Switch screens with number keys; the product list has its header and chevrons.
    tmux("send-keys", "-t", SESSION, "1")
    ok, text = wait_for(lambda s: "iphone" in s and "apple tv" in s and "›" in s)
    check("1 shows the product list", ok, text)

    # Esc goes back to the catalog, a table itself; Return opens the focused screen.
    tmux("send-keys", "-t", SESSION, "Escape")
    # (At 20 lines the catalog shows its first eight screens.)
    ok, text = wait_for(lambda s: "Screens from the seeds" in s and "Search 100,000 addresses" in s)
    check("Esc goes back to the catalog", ok, text)
    tmux("send-keys", "-t", SESSION, "?")
    ok, text = wait_for(lambda s: "move the focus" in s and "any key closes" in s)
    check("? shows the key help", ok, text)
    tmux("send-keys", "-t", SESSION, "x")
    ok, text = wait_for(lambda s: "any key closes" not in s and "Products" in s)
    check("any key closes the help", ok, text)
    tmux("send-keys", "-t", SESSION, "G")
    time.sleep(0.3)
    tmux("send-keys", "-t", SESSION, "Enter")
    ok, text = wait_for(lambda s: "Row 0" in s and "‹ Screens" in s)
    check("G then Return opens the last screen of the catalog", ok, text)
    tmux("send-keys", "-t", SESSION, "BSpace")
    ok, text = wait_for(lambda s: "Trestle" in s.splitlines()[0] and "10,000,000 rows" in s)
    check("Backspace goes back too", ok, text)
    tmux("send-keys", "-t", SESSION, "p", "h")
    time.sleep(0.3)
    tmux("send-keys", "-t", SESSION, "Enter")
    ok, text = wait_for(lambda s: "Allow Photos to Access" in s)
    check("type-ahead 'ph' finds the Photos screen, Return opens it", ok, text)

    tmux("send-keys", "-t", SESSION, "1")
    ok, text = wait_for(lambda s: "iphone" in s)

    # Resizing the pane lays the table out again at the new width.
    tmux("resize-window", "-t", SESSION, "-x", "30", "-y", "12")
    ok, text = wait_for(lambda s: any(line.rstrip().endswith("›") and len(line.rstrip()) <= 30 for line in s.splitlines()))
    check("a resize relays out to the new width", ok, text)

    # q quits and restores the terminal.
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = exited()
    check("q quits with status 0", ok and "DEMO-EXITED-0" in text, text)
    check("after q the alternate screen is gone", pane_flag("alternate_on") == "0")
    check("after q the cursor is visible", pane_flag("cursor_flag") == "1")

    # SIGTERM restores the terminal too.
    start("rows")
    ok, text = wait_for(lambda s: "0 / 0" in s)
    check("the rows screen starts", ok, text)
    subprocess.run(["pkill", "-TERM", "-f", "trestle-demo rows"])
    ok, text = exited()
    check("SIGTERM ends the demo as the signal does (status 143, not 0)", ok and "DEMO-EXITED-143" in text, text)
    check("after SIGTERM the alternate screen is gone", pane_flag("alternate_on") == "0")
    check("after SIGTERM the cursor is visible", pane_flag("cursor_flag") == "1")

    # The seed's Photos settings: a switch flips with Space, the reset row opens an action sheet
    # that Esc cancels, the disclosure row pushes a screen that Esc pops.
    start("grouped", width=64, height=30)
    ok, text = wait_for(lambda s: "Hidden Album" in s and "(━━●)" in s)
    check("the Photos settings screen starts with Hidden Album on", ok, text)
    tmux("send-keys", "-t", SESSION, "Down", "Down", "Space")
    ok, text = wait_for(lambda s: any("Hidden Album" in line and "(○──)" in line for line in s.splitlines()))
    check("Space flips the focused row's switch", ok, text)
    tmux("send-keys", "-t", SESSION, "Down", "Down", "Down", "Enter")
    ok, text = wait_for(lambda s: "Resetting will allow" in s and "Cancel" in s)
    check("Return on Reset Suggested Memories opens the action sheet", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "Resetting will allow" not in s and "Memories" in s)
    check("Esc cancels the action sheet", ok, text)
    tmux("send-keys", "-t", SESSION, "Home", "Enter")
    ok, text = wait_for(lambda s: s.splitlines()[0].strip().startswith("‹ Photos") or "‹ Photos" in s.splitlines()[0])
    check("Return on Siri & Search pushes its screen", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "Allow Photos to Access" in s and "‹ Screens" in s)
    check("Esc pops back to the Photos settings", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = exited()
    check("q quits from the Photos screen", ok and "DEMO-EXITED-0" in text, text)

    # The search screen: a UISearchController in the navigation item; each key filters 100,000
    # addresses through a new diffable snapshot. The field takes q and digits; Backspace widens
    # again; ↓ hands the keys to the table, / brings them back; pasted text (bracketed paste) is
    # one query, Korean included; Esc cancels the search, then goes back.
    def result_rows(s):
        # Below the bar, the search bar and the first section header; above the hint and status lines.
        return [line for line in s.splitlines()[3:-2] if line.strip()]

    def paste(text):
        # tmux pastes with the bracketed-paste markers when the application asked for them (-p).
        tmux("set-buffer", "-b", "e2e", "--", text)
        tmux("paste-buffer", "-p", "-d", "-b", "e2e", "-t", SESSION)

    # Each wait on this screen follows snapshots of up to 100,000 addresses: seconds each under
    # the sanitizers, hence 30 s.
    start("search", width=60, height=20)
    ok, text = wait_for(lambda s: "⌕" in s and "Street, number or city" in s and "100,000 addresses" in s
                        and "Abbey Road" in s and "Cancel" in s and "Ctrl-C quits" in s, timeout=30)
    check("the search screen starts on all 100,000 addresses with the search field editing; the status line says Ctrl-C quits",
          ok, text)
    tmux("send-keys", "-t", SESSION, "z", "u", "r")
    ok, text = wait_for(lambda s: "⌕ zur" in s and "1,000 of 100,000" in s and " ms" in s, timeout=30)
    rows = result_rows(text)
    check("typing 'zur' leaves Zürich's 1,000 addresses and shows the time apply took",
          ok and rows != [] and all(row.rstrip(" │┃").endswith("Zürich") for row in rows), text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = wait_for(lambda s: "⌕ zurq" in s and "No addresses match" in s and " 0 of 100,000" in s, timeout=30)
    check("q types into the search field instead of quitting; no matches says so", ok, text)
    tmux("send-keys", "-t", SESSION, "BSpace")
    ok, text = wait_for(lambda s: "⌕ zur " in s and "1,000 of 100,000" in s and "No addresses" not in s, timeout=30)
    check("Backspace widens the results again", ok, text)
    tmux("send-keys", "-t", SESSION, "Down", "Down", "Down", "Enter")
    ok, text = wait_for(lambda s: "Chosen: 12 Abbey Road, Zürich" in s and "⌕ zur" in s, timeout=30)
    check("↓ hands the keys to the table, the arrows move its focus, Return chooses the focused address", ok, text)
    tmux("send-keys", "-t", SESSION, "/", "i")
    ok, text = wait_for(lambda s: "⌕ zuri" in s, timeout=30)
    check("/ gives the keys back to the search field", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    # Every address coming back is one snapshot of 100,000 rows: seconds under the sanitizers.
    ok, text = wait_for(lambda s: "Street, number or city" in s and "100,000 addresses" in s and "Cancel" not in s, timeout=30)
    check("Esc cancels the search: the query empties and every address comes back", ok, text)
    tmux("send-keys", "-t", SESSION, "/", "1", "7")
    ok, text = wait_for(lambda s: "⌕ 17" in s and " of 100,000" in s and "iphone" not in s, timeout=30)
    check("digits type into the field rather than opening screens", ok, text)
    tmux("send-keys", "-t", SESSION, "C-u")
    paste("서울\n")
    ok, text = wait_for(lambda s: "⌕ 서울" in s and "No addresses match" in s, timeout=30)
    check("pasted Korean text goes into the field as the query, its line break dropped", ok, text)
    tmux("send-keys", "-t", SESSION, "C-u")
    paste("zürich\nq")
    ok, text = wait_for(lambda s: "⌕ zürich q" in s and " 0 of 100,000" in s, timeout=30)
    check("a paste with a line break and q stays text: no quitting, the break becomes a space", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "Street, number or city" in s and "Cancel" not in s, timeout=30)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "Screens from the seeds" in s, timeout=30)
    check("Esc after cancelling the search goes back to the catalog", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = exited()
    check("q quits from the catalog after searching", ok and "DEMO-EXITED-0" in text, text)

    # The World Clock on SQLite (seed 003): Edit, delete Cupertino, move Seoul below London, Done,
    # quit; the next run on the same file shows the same list.
    clock_db = os.path.join(tempfile.mkdtemp(prefix="trestle-e2e-clock-"), "clock.sqlite")
    clock_args = f"clock --database {shlex.quote(clock_db)}"
    start(clock_args, width=60, height=20, env="LC_ALL=C.UTF-8")
    ok, text = wait_for(lambda s: "World Clock" in s and clock_order(s) == ["Seoul", "Cupertino", "London", "New York", "Tokyo"]
                        and "Today, +" in s)
    check("the World Clock screen starts on a new database with the five seed cities", ok, text)
    pid = demo_pid()
    if pid:
        before = cpu_ticks(pid)
        time.sleep(3)
        used = cpu_ticks(pid) - before
        check("the World Clock screen is idle at rest (its minute timer does not spin)", used <= 10,
              f"{used} CPU ticks in 3 s")
    tmux("send-keys", "-t", SESSION, "e")
    ok, text = wait_for(lambda s: "Done" in s.splitlines()[0] and s.count("⊖") == 5 and s.count("≡") == 5 and ":" not in s.split("\n", 1)[1].split("e Edit")[0])
    check("e enters editing: ⊖ and ≡ on every row, the times hidden", ok, text)
    tmux("send-keys", "-t", SESSION, "Down", "BSpace")
    ok, text = wait_for(lambda s: any("Cupertino" in line and line.rstrip().endswith("Delete") for line in s.splitlines()))
    check("Delete on the focused city shows the Delete confirmation (in English: the environment's language)", ok, text)
    tmux("send-keys", "-t", SESSION, "Enter")
    ok, text = wait_for(lambda s: clock_order(s) == ["Seoul", "London", "New York", "Tokyo"])
    check("Return deletes it", ok, text)
    tmux("send-keys", "-t", SESSION, "Home", "M-Down")
    ok, text = wait_for(lambda s: clock_order(s) == ["London", "Seoul", "New York", "Tokyo"])
    check("Alt-Down moves the focused city down a row", ok, text)
    tmux("send-keys", "-t", SESSION, "e")
    ok, text = wait_for(lambda s: "Edit" in s.splitlines()[0] and "⊖" not in s and "≡" not in s and ":" in s.splitlines()[1])
    check("e again is Done: the times are back", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = exited()
    check("q quits the World Clock", ok and "DEMO-EXITED-0" in text, text)
    rows = stored_cities(clock_db)
    check("the database holds the new order, positions 0..n-1",
          [name for _, name, _ in rows] == ["London", "Seoul", "New York", "Tokyo"] and [p for _, _, p in rows] == [0, 1, 2, 3],
          repr(rows))
    start(clock_args, width=60, height=20)
    ok, text = wait_for(lambda s: clock_order(s) == ["London", "Seoul", "New York", "Tokyo"])
    check("a second run on the same file shows the same order, without the deleted city", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    exited()

    # Crash safety: kill -9 in the middle of a burst of moves; the file keeps a whole list.
    ids_before = sorted(city_id for city_id, _, _ in stored_cities(clock_db))
    start(clock_args, width=60, height=20)
    ok, text = wait_for(lambda s: len(clock_order(s)) == 4)
    tmux("send-keys", "-t", SESSION, "e")
    ok, text = wait_for(lambda s: s.count("⊖") == 4)
    check("the third run enters editing", ok, text)
    pid = demo_pid()
    burst = ["M-Down", "M-Down", "M-Down", "M-Up"] * 10
    sent = 0
    for index in range(0, len(burst), 4):
        tmux("send-keys", "-t", SESSION, *burst[index:index + 4])
        sent += 4
        time.sleep(0.03)
        if sent == 20 and pid:
            os.kill(pid, signal.SIGKILL)
            break
    ok, text = exited()
    check("kill -9 ends the demo in the middle of 40 moves", ok and "DEMO-EXITED-137" in text, text)
    rows = stored_cities(clock_db)
    positions = [position for _, _, position in rows]
    check("after kill -9 the positions are exactly 0..n-1 and no city was lost: "
          + ", ".join(name for _, name, _ in rows),
          positions == list(range(len(rows))) and sorted(city_id for city_id, _, _ in rows) == ids_before,
          f"{rows} (ids before: {ids_before})")
    connection = sqlite3.connect(clock_db)
    integrity = connection.execute("PRAGMA integrity_check").fetchall()
    connection.close()
    check("after kill -9 SQLite's integrity check passes", integrity == [("ok",)], repr(integrity))
    start(clock_args, width=60, height=20)
    ok, text = wait_for(lambda s: sorted(clock_order(s)) == sorted(name for _, name, _ in rows)
                        and clock_order(s) == [name for _, name, _ in rows])
    check("the demo starts again on the killed run's file and shows its list", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = exited()
    check("q quits after the crash", ok and "DEMO-EXITED-0" in text, text)

    # A file that is not a database: the screen says so instead of the list, and Esc and q work.
    bad_db = os.path.join(os.path.dirname(clock_db), "notes.txt")
    with open(bad_db, "w") as f:
        f.write("shopping list: milk, bread, and a database that is not one\n" * 20)
    start(f"clock --database {shlex.quote(bad_db)}", width=60, height=20)
    ok, text = wait_for(lambda s: "The World Clock list is unavailable" in s and "not an SQLite database" in " ".join(s.split()))
    check("a file that is not a database is explained on the World Clock screen", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "Screens from the seeds" in s)
    check("Esc goes back to the catalog from the unavailable World Clock", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = exited()
    check("q quits after it; the file is left unchanged",
          ok and "DEMO-EXITED-0" in text and open(bad_db).read().startswith("shopping list"), text)
    shutil.rmtree(os.path.dirname(clock_db), ignore_errors=True)

    # The collection-view screens.
    def tiles_per_row(s):
        """The most tile tops (rounded or heavy corners) on one line of the screen."""
        return max((line.count("╭") + line.count("┏") for line in s.splitlines()), default=0)

    # Photo grid: month headers over framed photos; the arrows move the heavy focus frame, Space
    # selects, and a resize changes the number of columns.
    start("grid", width=60, height=24)
    ok, text = wait_for(lambda s: "January 2025" in s and "14 photos" in s and "┃ IMG_1001 ┃" in s)
    check("the photo grid shows its month header and photos, the first focused", ok, text)
    check("the grid shows four columns at 60 columns", tiles_per_row(text) == 4, text)
    tmux("send-keys", "-t", SESSION, "Right", "Right", "Down")
    ok, text = wait_for(lambda s: "┃ IMG_1007 ┃" in s and "┃ IMG_1001 ┃" not in s)
    check("→ → ↓ move the focus two photos along and a row down", ok, text)
    tmux("send-keys", "-t", SESSION, "Space")
    ok, text = wait_for(lambda s: "Photos · 1 selected" in s.splitlines()[0] and "✓" in s)
    check("Space selects the focused photo: ✓ on it and the count in the title", ok, text)
    tmux("resize-window", "-t", SESSION, "-x", "90", "-y", "24")
    ok, text = wait_for(lambda s: tiles_per_row(s) == 6 and "14 photos" in s)
    check("widening the terminal to 90 columns shows six columns of photos", ok, text)
    tmux("resize-window", "-t", SESSION, "-x", "40", "-y", "24")
    ok, text = wait_for(lambda s: tiles_per_row(s) == 3 and all(len(line.rstrip()) <= 40 for line in s.splitlines()))
    check("narrowing it to 40 columns shows three", ok, text)
    tmux("resize-window", "-t", SESSION, "-x", "60", "-y", "24")
    # Laid out again at 60 columns, not a wider frame cut short: the month's count is in view.
    wait_for(lambda s: tiles_per_row(s) == 4 and "14 photos" in s)
    tmux("send-keys", "-t", SESSION, "End")
    ok, text = wait_for(lambda s: "June 2025" in s and "┃ IMG_1080 ┃" in s)
    check("End moves the focus to the last photo, in June", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "Screens from the seeds" in s)
    check("Esc goes back from the photo grid", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = exited()
    check("q quits from the catalog after the grid", ok and "DEMO-EXITED-0" in text, text)

    # Pinterest: staggered cards; more columns on a wider terminal.
    start("pins", width=60, height=24)
    ok, text = wait_for(lambda s: "Sourdough starter" in s and "Balcony herbs" in s)
    check("the Pinterest screen shows cards in two columns", ok and tiles_per_row(text) == 2, text)
    tmux("resize-window", "-t", SESSION, "-x", "100", "-y", "24")
    ok, text = wait_for(lambda s: tiles_per_row(s) == 4)
    check("at 100 columns the custom layout makes four columns", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    exited()

    # Self-sizing cards: End reaches the 400th card whole, Home brings the first back as it was.
    start("cards", width=60, height=24)
    ok, first = wait_for(lambda s: "Note 1 " in s and "Buy rye flour" in s)
    check("the cards screen shows the first note's card", ok, first)
    tmux("send-keys", "-t", SESSION, "End")
    ok, text = wait_for(lambda s: "Note 400" in s and "┗" in s.split("Note 400", 1)[1])
    check("End shows the 400th card, whole", ok, text)
    tmux("send-keys", "-t", SESSION, "Home")
    ok, text = wait_for(lambda s: s.splitlines()[1:-1] == first.splitlines()[1:-1])
    check("Home brings the first card back exactly where it was", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    exited()

    # Album shelf: → moves along the shelf and scrolls it sideways.
    start("shelf", width=60, height=24)
    ok, text = wait_for(lambda s: "Blue Hours — The Lanterns" in s)
    check("the shelf shows its first album's details", ok, text)
    tmux("send-keys", "-t", SESSION, "Right", "Right", "Right", "Right")
    ok, text = wait_for(lambda s: "Salt and Smoke — " in s and "Salt and Smoke" in s.splitlines()[6] and "Blue Hours" not in s)
    check("→ four times moves the focus to the fifth cover and scrolls the shelf sideways", ok, text)
    tmux("send-keys", "-t", SESSION, "Home")
    ok, text = wait_for(lambda s: "Blue Hours — The Lanterns" in s and "┃ ░░░░ BH ░░░░ ┃" in s)
    check("Home scrolls back to the first cover", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    exited()

    # Chat: it opens at the newest message; a typed message and Enter appear at the bottom; q and
    # digits type; Page Up at the top loads older messages without moving what is shown.
    def transcript(s):
        # Between the bar and the hint line, without the scroll indicator's column.
        return [line[:58].rstrip() for line in s.splitlines()[1:-3]]

    start("chat", width=60, height=24)
    ok, text = wait_for(lambda s: "Message — Return sends" in s and "120 earlier messages" in s and "quarter to." in s)
    check("the chat opens on its newest message, above the compose line", ok, text)
    tmux("send-keys", "-t", SESSION, "-l", "quick note 42 from tmux")
    ok, text = wait_for(lambda s: "› quick note 42 from tmux▏" in s)
    check("letters, q and digits type into the compose line", ok, text)
    tmux("send-keys", "-t", SESSION, "Enter")
    ok, text = wait_for(lambda s: "│ quick note 42 from tmux │" in s and "› ▏Message" in s)
    lines = text.splitlines()
    row = next((i for i, line in enumerate(lines) if "│ quick note 42 from tmux │" in line), -1)
    check("Enter sends it: the new bubble is at the bottom, on the right",
          ok and row >= len(lines) - 7 and lines[row][:58].rstrip().endswith("tmux │") and not lines[row].startswith(" │"), text)
    tmux("send-keys", "-t", SESSION, "Home")
    ok, before = wait_for(lambda s: "PgUp loads 120 earlier messages" in s)
    tmux("send-keys", "-t", SESSION, "PPage")
    ok, text = wait_for(lambda s: "100 earlier messages" in s)
    check("Page Up at the top loads older messages and leaves the conversation on screen where it was",
          ok and transcript(text) == transcript(before), before + "\n---\n" + text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "Screens from the seeds" in s)
    check("Esc with an empty message goes back from the chat", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, text = exited()
    check("q quits from the catalog after the chat", ok and "DEMO-EXITED-0" in text, text)

    # Store: a compositional layout. The featured strip centres its focused card; → moves the
    # focus along it and the strip follows; the page scrolls down to a pinned header.
    start("store", width=60, height=24)
    ok, text = wait_for(lambda s: "Featured" in s and "┃ Trail Finder" in s and "New & Updated" in s and "Notebook" in s)
    check("the store shows its featured strip, focused, and the new apps' columns", ok, text)
    tmux("send-keys", "-t", SESSION, "Right")
    ok, text = wait_for(lambda s: "┃ Night Sky" in s and "┃ Trail Finder" not in s)
    check("→ moves the focus to the next featured card and the strip scrolls to it", ok, text)
    tmux("send-keys", "-t", SESSION, "End")
    ok, text = wait_for(lambda s: "App number 40" in s and "Top Free" in s.splitlines()[1])
    check("End reaches the last app with the Top Free header pinned at the top", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    exited()

    # The Photos settings again, as a collection view list: the same rows, boxes and switches.
    start("photos-list", width=60, height=24)
    ok, text = wait_for(lambda s: "Allow Photos to Access" in s and "Hidden Album" in s and "(━━●)" in s and "╭" in s)
    check("the list version of the Photos settings shows its boxed sections and switches", ok, text)
    tmux("send-keys", "-t", SESSION, "Down", "Down", "Space")
    ok, text = wait_for(lambda s: "(○──)" in s.split("Hidden Album", 1)[1].splitlines()[0])
    check("↓ ↓ Space flips the Hidden Album switch in the list", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    exited()

    # The Photos settings once more, declared as a static table in code: the same sections and
    # switches; ↓ ↓ Space flips Hidden Album, Return on Siri & Search pushes it, Esc comes back.
    def hidden_album_line(s):
        return next((line for line in s.splitlines() if "Hidden Album" in line), "")

    start("photos-static", width=60, height=24)
    ok, text = wait_for(lambda s: "Allow Photos to Access" in s and "Siri & Search" in s
                        and "(━━●)" in hidden_album_line(s) and "╭" in s)
    check("the static-table Photos settings shows its boxed sections and switches", ok, text)
    tmux("send-keys", "-t", SESSION, "Down", "Down", "Space")
    ok, text = wait_for(lambda s: "(○──)" in hidden_album_line(s))
    check("↓ ↓ Space flips the Hidden Album switch of the static table", ok, text)
    tmux("send-keys", "-t", SESSION, "Up", "Enter")
    ok, text = wait_for(lambda s: "‹ Photos" in s.splitlines()[0] and "Siri & Search" in s.splitlines()[0])
    check("Return on Siri & Search pushes its screen from the static table", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "Allow Photos to Access" in s and "(○──)" in hidden_album_line(s))
    check("Esc comes back to the static table, Hidden Album still off", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    exited()

    # Sidebar outline: → opens the focused folder, ← closes it.
    start("sidebar", width=60, height=24)
    ok, text = wait_for(lambda s: "Places" in s and "Recents" in s and "Library" in s and "2024" in s and "month" not in s)
    check("the sidebar shows its sections with Photos open", ok, text)
    tmux("send-keys", "-t", SESSION, "Down", "Down", "Down", "Down", "Down", "Right")
    ok, text = wait_for(lambda s: "2024 – month 12" in s)
    check("→ on the 2024 folder opens it", ok, text)
    tmux("send-keys", "-t", SESSION, "Left")
    ok, text = wait_for(lambda s: "2024" in s and "month" not in s)
    check("← closes it again", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    exited()

    # Contacts: people from SQLite in Korean collation sections with an index; / searches by SQL,
    # Alt-↓ jumps to the next index title, Shift-F10 opens the focused row's menu.
    contacts_db = os.path.join(tempfile.mkdtemp(prefix="trestle-e2e-contacts-"), "contacts.sqlite")
    start(f"contacts --contacts-database {shlex.quote(contacts_db)}", width=60, height=24, env="TRESTLE_CONTACTS_COUNT=20000")
    def header(s, title):
        return any(line.split()[:1] == [title] for line in s.splitlines()[:4])

    ok, text = wait_for(lambda s: header(s, "ㄱ") and "010-" in s and "…" not in s, timeout=30)
    check("Contacts opens on the ㄱ section with names and numbers read from SQLite", ok, text)
    ok = os.path.exists(contacts_db) and sqlite3.connect(contacts_db).execute("SELECT COUNT(*) FROM contact").fetchone()[0] == 20000
    check("the contacts file was seeded once with the people asked for", ok, contacts_db)
    tmux("send-keys", "-t", SESSION, "M-Down")
    ok, text = wait_for(lambda s: header(s, "ㄴ"))
    check("Alt-↓ jumps to the next index title's section", ok, text)
    tmux("send-keys", "-t", SESSION, "/")
    tmux("send-keys", "-t", SESSION, "-l", "jose")
    ok, text = wait_for(lambda s: "matches" in s and "José" in s and "Lovelace" not in s)
    check("typing in the search bar lists matches answered by SQL", ok, text)
    tmux("send-keys", "-t", SESSION, "-l", "%_'")
    ok, text = wait_for(lambda s: "No Results" in s)
    check("quotes, % and _ are searched as text: no results, said so", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "No Results" not in s and "010-" in s)
    check("Esc ends the search and shows the list again", ok, text)
    tmux("send-keys", "-t", SESSION, "Down", "S-F10")
    ok, text = wait_for(lambda s: "Call" in s and "Copy" in s and "Delete" in s and "╭" in s)
    check("Shift-F10 opens the focused contact's context menu", ok, text)
    tmux("send-keys", "-t", SESSION, "Escape")
    ok, text = wait_for(lambda s: "╭" not in s and "010-" in s)
    check("Esc closes the menu", ok, text)
    tmux("send-keys", "-t", SESSION, "q")
    ok, status = exited()
    check("q quits the Contacts screen cleanly", ok and "DEMO-EXITED-0" in status, status)
finally:
    tmux("kill-session", "-t", SESSION, check=False)

passed = sum(1 for r in results if r)
failed = len(results) - passed
print(f"e2e: {passed} passed, {failed} failed")
sys.exit(0 if failed == 0 else 1)
