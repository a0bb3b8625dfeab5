"""Starting a tmux session reliably, for the end-to-end scripts.

Killing a server's last session ends the server; a session asked for while that server is still
going away can fail ("server exited unexpectedly"). The start is tried again for a few seconds
before it counts as a failure, and the failure says what tmux said.
"""
import subprocess
import time


def new_session(name, width, height, command, attempts=10):
    """Starts a detached session `name` of `width`×`height` cells running `command`."""
    made = None
    for _ in range(attempts):
        made = subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", str(width), "-y", str(height),
                               command], capture_output=True, text=True)
        if made.returncode == 0:
            return
        time.sleep(0.3)
    raise RuntimeError(f"tmux could not start the session {name}: {made.stderr.strip()}")
