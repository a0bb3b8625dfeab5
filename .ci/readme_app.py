#!/usr/bin/env python3
"""The README's "Use Trestle in your package" section, followed as a new user would: a clone of
this repository (its committed state) in a folder of its own name, and beside it a new package
whose Package.swift lines and Swift code are the README's, depending on the clone by path; the
package builds, and the app starts in tmux, shows its table and quits with `q`.

Usage: readme_app.py   (from the repository's root; exits non-zero on any failure)
"""
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tmux_session  # noqa: E402

root = os.getcwd()
readme = open("README.md").read()
section = readme[readme.index("## Use Trestle in your package"):]
section = section[:section.index("\n## ", 1)]
blocks = re.findall(r"```swift\n(.*?)```", section, re.S)
if len(blocks) != 2:
    sys.exit(f"expected the section's two Swift blocks (Package.swift lines, the app), found {len(blocks)}")
manifest_lines, app = blocks

# The README's dependency is a clone beside the package, by path. The clone here is in a folder
# named otherwise than the README's (as a download of a release would be), and the path is
# changed to it: the README's `package:` arguments must not depend on the folder's name.
if '.package(name: "Trestle", path: "../trestle")' not in manifest_lines:
    sys.exit("the README's Package.swift lines no longer depend on a clone at ../trestle by path")
folder = tempfile.mkdtemp(prefix="trestle-readme-app-")
subprocess.run(["git", "clone", "-q", root, os.path.join(folder, "Trestle-clone")], check=True)
manifest_lines = manifest_lines.replace('path: "../trestle"', 'path: "../Trestle-clone"')
package = os.path.join(folder, "MyApp")
os.makedirs(os.path.join(package, "Sources", "MyApp"))
with open(os.path.join(package, "Package.swift"), "w") as f:
    f.write('// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n    name: "MyApp",\n'
            + manifest_lines + ")\n")
with open(os.path.join(package, "Sources", "MyApp", "MyApp.swift"), "w") as f:
    f.write(app)

subprocess.run(["swift", "build"], cwd=package, check=True)
# A package that depends only on Trestle and TrestleTerminal builds none of the pixel host, and its
# app links neither Cairo nor Pango, so it builds where they are missing. (SwiftPM's plan lists
# every target of a dependency; only those the app needs are built.)
bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=package, check=True,
                          capture_output=True, text=True).stdout.strip()
built = os.listdir(os.path.join(bin_path, "Modules"))
if any(name.startswith(("TrestlePixel", "CPangoCairo")) for name in built):
    sys.exit(f"the README's app built part of the pixel host though it does not use it: {sorted(built)}")
plan = open(os.path.join(package, ".build", "debug.yaml")).read()
link = re.search(r'"C\.MyApp-[^"]*\.exe":.*?args: (\[.*?\])\n', plan, re.S)
if not link:
    sys.exit("could not find the README app's link command in its build plan")
if re.search(r"cairo|pango", link.group(1), re.I):
    sys.exit("the README's app links Cairo or Pango though it does not use them")
binary = os.path.join(subprocess.run(["swift", "build", "--show-bin-path"], cwd=package, check=True,
                                     capture_output=True, text=True).stdout.strip(), "MyApp")

session = f"trestle-readme-{os.getpid()}"
status = os.path.join(folder, "status")
tmux_session.new_session(session, 50, 10, f"{binary}; echo $? > {status}; sleep 30")
try:
    deadline = time.time() + 15
    screen = ""
    while time.time() < deadline and not ("Fruit" in screen and "Durian" in screen):
        time.sleep(0.2)
        screen = subprocess.run(["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
    if not ("Fruit" in screen and "Durian" in screen):
        sys.exit("the README's app did not show its table:\n" + screen)
    subprocess.run(["tmux", "send-keys", "-t", session, "q"], check=True)
    deadline = time.time() + 10
    while time.time() < deadline and not os.path.exists(status):
        time.sleep(0.1)
    code = open(status).read().strip() if os.path.exists(status) else "none"
    if code != "0":
        sys.exit(f"the README's app quit with status {code}")
finally:
    subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
print("the README's app builds without the pixel host's libraries, shows its table in the terminal and quits with q")
