#!/usr/bin/env bash
# Draws the README's pictures again: every screen of the demo at iOS metrics (390 × 844 points,
# 2 pixels a point) with the pixel host, into Documentation/Pictures/SCREEN.png. Needs Cairo,
# Pango and the pixel host's fonts (see the README). The World Clock shows the time it is drawn.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product trestle-demo
demo="$(swift build --show-bin-path)/trestle-demo"
pictures=Documentation/Pictures
mkdir -p "$pictures"
for screen in $("$demo" --list | awk '{print $1}'); do
    "$demo" --png "$screen" "$pictures/$screen.png" --scale 2
    echo "$pictures/$screen.png"
done
