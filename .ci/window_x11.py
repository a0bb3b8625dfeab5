#!/usr/bin/env python3
"""Drives `trestle-demo --window` under Xvfb with xdotool, as a user would: scrolls the catalog,
opens the Photos settings with a digit key, flips a switch with a click and resizes the window.
After each step it grabs the window with xwd and compares what the X server shows with the
frame the demo draws afresh and whole (`--capture`, on SIGUSR1): the damage-only drawing must
add up to the same picture. Then it checks the window uses no CPU at rest, that Ctrl-Q quits,
and what happens without a display. Every process is started here and stopped by its own pid.

Usage: window_x11.py PATH-TO-TRESTLE-DEMO"""
import os
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pictures  # noqa: E402

demo = os.path.abspath(sys.argv[1])
folder = tempfile.mkdtemp(prefix="trestle-window-")
capture = os.path.join(folder, "capture.png")
processes = []
failures = []


def start(arguments, **options):
    process = subprocess.Popen(arguments, **options)
    processes.append(process)
    return process


def fail(message):
    failures.append(message)
    print("FAIL:", message)


def wait_for(condition, timeout, message):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    fail(message)
    return False


# Bad input first: no DISPLAY, and a display nobody serves.
environment = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
result = subprocess.run([demo, "--window"], env=environment, capture_output=True, text=True, timeout=30)
if result.returncode == 0 or "DISPLAY is not set" not in result.stderr:
    fail(f"--window without DISPLAY should explain and fail: {result.returncode} {result.stderr!r}")
result = subprocess.run([demo, "--window"], env={**environment, "DISPLAY": ":63"}, capture_output=True, text=True, timeout=30)
if result.returncode == 0 or "cannot open the X display :63" not in result.stderr:
    fail(f"--window on an unreachable display should explain and fail: {result.returncode} {result.stderr!r}")

display = None
for number in range(91, 99):
    if not os.path.exists(f"/tmp/.X11-unix/X{number}") and not os.path.exists(f"/tmp/.X{number}-lock"):
        display = f":{number}"
        break
if display is None:
    sys.exit("no free X display number between :91 and :98")
environment["DISPLAY"] = display

try:
    # -noreset: the server would reset whenever its last client leaves, refusing connections meanwhile.
    xvfb = start(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"],
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"), 10, "Xvfb did not start")
    log = open(os.path.join(folder, "demo.log"), "w")
    app = start([demo, "--window", "--scale", "1", "--capture", capture], env=environment, stdout=log, stderr=log)
    window_id = None

    def find_window():
        global window_id
        found = subprocess.run(["xdotool", "search", "--name", "^Trestle$"], env=environment, capture_output=True, text=True)
        window_id = found.stdout.split()[0] if found.returncode == 0 and found.stdout.split() else None
        return window_id is not None

    if not wait_for(find_window, 60, "the demo's window did not appear within 60 s"):
        # Say why: whether the demo still runs, what it printed, and which windows the server has.
        log.flush()
        print("   the demo", "still runs" if app.poll() is None else f"exited with {app.returncode}")
        print("   its output:", open(os.path.join(folder, "demo.log")).read()[-2000:] or "(none)")
        windows = subprocess.run(["xdotool", "search", "--name", "."], env=environment, capture_output=True, text=True)
        names = [subprocess.run(["xdotool", "getwindowname", window], env=environment, capture_output=True, text=True).stdout.strip()
                 for window in windows.stdout.split()[:20]]
        print("   windows on the display:", names or "(none)")
        raise SystemExit(1)

    def xdotool(*arguments):
        subprocess.run(["xdotool", *arguments], env=environment, check=True, capture_output=True)

    def compare(step, expected_size=(390, 844)):
        """Grabs the window and the demo's fresh frame once the window has settled; returns the grab."""
        # Animations (a switch, a push) take 0.3 s, and scroll indicators fade out 0.8 s after the
        # content last moved; frames follow at 60 Hz.
        time.sleep(1.2)
        if os.path.exists(capture):
            os.remove(capture)
        app.send_signal(signal.SIGUSR1)
        if not wait_for(lambda: os.path.exists(capture) and os.path.getsize(capture) > 0, 10, f"{step}: no capture written"):
            return None
        time.sleep(0.2)
        dump = os.path.join(folder, "window.xwd")
        subprocess.run(["xwd", "-silent", "-id", window_id, "-out", dump], env=environment, check=True)
        shown, drawn = pictures.read_xwd(dump), pictures.read_png(capture)
        size = (len(shown[0]), len(shown))
        if size != expected_size:
            fail(f"{step}: the window is {size[0]}×{size[1]} pixels, not {expected_size[0]}×{expected_size[1]}")
        differing = pictures.differing_pixels(shown, drawn)
        total = size[0] * size[1]
        if differing is None:
            fail(f"{step}: the window shows {size}, the fresh frame is {len(drawn[0])}×{len(drawn)}")
        elif differing > total // 1000:
            fail(f"{step}: {differing} of {total} pixels differ between the window and its frame drawn afresh")
        else:
            print(f"   {step}: the window matches its frame drawn afresh ({differing} of {total} pixels differ)")
        return shown

    first = compare("the catalog")
    xdotool("mousemove", "--window", window_id, "200", "400")
    for _ in range(3):
        xdotool("click", "--window", window_id, "5")
    scrolled = compare("the catalog scrolled by the wheel")
    if first and scrolled and pictures.differing_pixels(first, scrolled) < 1000:
        fail("the wheel did not scroll the catalog")
    xdotool("key", "--window", window_id, "3")
    photos = compare("the Photos settings, opened with the 3 key")
    xdotool("mousemove", "--window", window_id, "330", "165", "click", "1")
    flipped = compare("the Hidden Album switch flipped by a click")
    if photos and flipped:
        changed = pictures.differing_pixels([row[300:365] for row in photos[145:185]], [row[300:365] for row in flipped[145:185]])
        if changed < 200:
            fail(f"the click did not flip the switch ({changed} pixels changed there)")
    xdotool("windowsize", window_id, "360", "700")
    compare("the window resized to 360 × 700", expected_size=(360, 700))

    # At rest: no frames, no CPU (clock ticks of user and system time over two seconds).
    def cpu_ticks():
        fields = open(f"/proc/{app.pid}/stat").read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    before = cpu_ticks()
    time.sleep(2)
    at_rest = cpu_ticks() - before
    if at_rest > 1:
        fail(f"the window used {at_rest} clock ticks of CPU in two seconds at rest")
    else:
        print(f"   at rest: {at_rest} clock ticks of CPU in two seconds")

    # The window is gone before xdotool sends the keys' releases, which it then reports as an error.
    subprocess.run(["xdotool", "key", "--window", window_id, "ctrl+q"], env=environment, capture_output=True)
    try:
        status = app.wait(timeout=10)
        if status != 0:
            fail(f"Ctrl-Q quit with status {status}")
    except subprocess.TimeoutExpired:
        fail("Ctrl-Q did not quit the window")

    # More windows, each ended another way. Each is found by its process (_NET_WM_PID).
    def open_window(arguments, extra_environment=None):
        name = f"demo-{len(processes)}.log"
        output = open(os.path.join(folder, name), "w")
        process = start([demo, "--window", *arguments], env={**environment, **(extra_environment or {})},
                        stdout=output, stderr=output)
        found = []

        def by_pid():
            result = subprocess.run(["xdotool", "search", "--pid", str(process.pid)], env=environment,
                                    capture_output=True, text=True)
            found[:] = result.stdout.split()
            return bool(found)

        if not wait_for(by_pid, 60, f"--window {' '.join(arguments)}: no window found by its process id (_NET_WM_PID)"):
            return process, None, os.path.join(folder, name)
        time.sleep(1.2)
        return process, found[0], os.path.join(folder, name)

    def ended(process, how, log_path, expected=0):
        try:
            status = process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            fail(f"{how} did not end the demo")
            return
        text = open(log_path).read()
        if status != expected or "x error" in text.lower() or "BadWindow" in text:
            fail(f"{how}: the demo ended with status {status} (expected {expected}), saying {text[-500:]!r}")
        else:
            print(f"   {how}: the demo ended with status {status}, no X error")

    def grab(window):
        dump = os.path.join(folder, "grab.xwd")
        subprocess.run(["xwd", "-silent", "-id", window, "-out", dump], env=environment, check=True)
        return pictures.read_xwd(dump)

    # --scale 2 on a 1280 × 1024 screen: 390 × 844 points would be 1688 pixels tall; the window
    # takes what the screen holds. WM_CLASS names it; ? shows the keys, Esc closes them, q quits.
    process, window, log_path = open_window(["--scale", "2"])
    if window:
        geometry = subprocess.run(["xdotool", "getwindowgeometry", window], env=environment, capture_output=True, text=True).stdout
        size = geometry.split("Geometry:")[-1].strip().split("x") if "Geometry:" in geometry else ["0", "0"]
        if int(size[1]) > 1024 or int(size[0]) != 780:
            fail(f"--scale 2 opened a window of {size[0]} × {size[1]} pixels on a 1280 × 1024 screen")
        else:
            print(f"   --scale 2 on a 1280 × 1024 screen: a window of {size[0]} × {size[1]} pixels")
        wm_class = subprocess.run(["xprop", "-id", window, "WM_CLASS"], env=environment, capture_output=True, text=True).stdout
        if '"trestle-demo"' not in wm_class or '"Trestle"' not in wm_class:
            fail(f"WM_CLASS is not set to trestle-demo, Trestle: {wm_class!r}")
        # A first key shows keyboard focus (as on an iPad with a keyboard): the picture to come back to.
        xdotool("key", "--window", window, "Down")
        time.sleep(1.2)
        before = grab(window)
        xdotool("key", "--window", window, "question")
        time.sleep(1.2)
        helped = grab(window)
        xdotool("key", "--window", window, "Escape")
        time.sleep(1.2)
        closed = grab(window)
        if pictures.differing_pixels(before, helped) < 5000:
            fail("? did not show the keys in the window")
        elif pictures.differing_pixels(before, closed) > 1000:
            fail("Esc did not close the keys")
        else:
            print("   ? shows the keys and Esc closes them")
        subprocess.run(["xdotool", "key", "--window", window, "q"], env=environment, capture_output=True)
        ended(process, "q", log_path)

    # The window manager's close button: WM_DELETE_WINDOW, sent as a window manager sends it. A
    # TRESTLE_SCALE out of range is said, and the scale follows the server (1 here).
    process, window, log_path = open_window([], {"TRESTLE_SCALE": "5"})
    if "TRESTLE_SCALE=5 is not 1, 2 or 3" not in open(log_path).read():
        fail("TRESTLE_SCALE=5 was taken without a word")
    if window:
        import ctypes
        import ctypes.util

        class ClientMessage(ctypes.Structure):
            _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                        ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                        ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]

        class Event(ctypes.Union):
            _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]

        x11 = ctypes.cdll.LoadLibrary(ctypes.util.find_library("X11") or "libX11.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XInternAtom.restype = ctypes.c_ulong
        x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.POINTER(Event)]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        connection = x11.XOpenDisplay(display.encode())
        event = Event()
        event.xclient.type = 33   # ClientMessage
        event.xclient.window = int(window)
        event.xclient.message_type = x11.XInternAtom(connection, b"WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data[0] = x11.XInternAtom(connection, b"WM_DELETE_WINDOW", 0)
        x11.XSendEvent(connection, int(window), 0, 0, ctypes.byref(event))
        x11.XFlush(connection)
        x11.XCloseDisplay(connection)
        ended(process, "the window manager's close (WM_DELETE_WINDOW)", log_path)

    # SIGTERM: the demo ends as the signal ends a process (Popen reports -15), as in the terminal.
    process, window, log_path = open_window(["--scale", "1"])
    if window:
        process.send_signal(signal.SIGTERM)
        ended(process, "SIGTERM", log_path, expected=-signal.SIGTERM)

    # Another client destroying the window (xdotool windowclose): the demo ends, no X error.
    process, window, log_path = open_window(["--scale", "1"])
    if window:
        subprocess.run(["xdotool", "windowclose", window], env=environment, capture_output=True)
        ended(process, "the window destroyed by another client", log_path)
finally:
    for process in reversed(processes):
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()

if failures:
    print(open(os.path.join(folder, "demo.log")).read() if os.path.exists(os.path.join(folder, "demo.log")) else "")
    sys.exit(f"{len(failures)} window checks failed")
print("the window under Xvfb: scroll, a digit key, a click and a resize all match the frames drawn afresh; "
      "no CPU at rest; Ctrl-Q and q quit, ? shows the keys; a window too tall for the screen fits it; "
      "WM_CLASS and _NET_WM_PID are set; the window manager's close and a destroyed window end the demo "
      "cleanly, SIGTERM as the signal does; a bad TRESTLE_SCALE is said; a missing or unreachable display is explained")
