"""Reads a tmux pane captured with its colours (capture-pane -e) and measures text contrast.

The pane's SGR sequences are replayed cell by cell; each printed character's foreground and
background are turned into sRGB the way a terminal shows them (24-bit exactly, the 256-colour cube
and grey ramp exactly, the 16 ANSI colours as xterm's defaults), and compared by WCAG 2's contrast
ratio. Colours the pane leaves at the default take the pane's own default colours.
"""

ANSI16 = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
]
CUBE = [0, 95, 135, 175, 215, 255]


def palette256(index):
    if index < 16:
        return ANSI16[index]
    if index >= 232:
        grey = 8 + 10 * (index - 232)
        return (grey, grey, grey)
    index -= 16
    return (CUBE[index // 36], CUBE[(index // 6) % 6], CUBE[index % 6])


def luminance(rgb):
    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def _apply_sgr(params, pen):
    values = [int(p) if p else 0 for p in params.split(";")] if params else [0]
    i = 0
    while i < len(values):
        v = values[i]
        if v == 0:
            pen.update(fg=None, bg=None, inverse=False, faint=False)
        elif v == 2:
            pen["faint"] = True
        elif v == 22:
            pen["faint"] = False
        elif v == 7:
            pen["inverse"] = True
        elif v == 27:
            pen["inverse"] = False
        elif 30 <= v <= 37:
            pen["fg"] = ANSI16[v - 30]
        elif 90 <= v <= 97:
            pen["fg"] = ANSI16[v - 90 + 8]
        elif 40 <= v <= 47:
            pen["bg"] = ANSI16[v - 40]
        elif 100 <= v <= 107:
            pen["bg"] = ANSI16[v - 100 + 8]
        elif v == 39:
            pen["fg"] = None
        elif v == 49:
            pen["bg"] = None
        elif v in (38, 48) and i + 1 < len(values):
            key = "fg" if v == 38 else "bg"
            if values[i + 1] == 5 and i + 2 < len(values):
                pen[key] = palette256(values[i + 2])
                i += 2
            elif values[i + 1] == 2 and i + 4 < len(values):
                pen[key] = tuple(values[i + 2:i + 5])
                i += 4
        i += 1


def cells(captured):
    """Rows of (character, foreground or None, background or None, faint) from capture-pane -e output."""
    rows = []
    pen = {"fg": None, "bg": None, "inverse": False, "faint": False}
    for line in captured.split("\n"):
        row = []
        i = 0
        while i < len(line):
            ch = line[i]
            if ch == "\x1b" and i + 1 < len(line) and line[i + 1] == "[":
                j = i + 2
                while j < len(line) and not ("@" <= line[j] <= "~"):
                    j += 1
                if j < len(line) and line[j] == "m":
                    _apply_sgr(line[i + 2:j], pen)
                i = j + 1
                continue
            fg, bg = pen["fg"], pen["bg"]
            if pen["inverse"]:
                fg, bg = bg, fg
            row.append((ch, fg, bg, pen["faint"]))
            i += 1
        rows.append(row)
    return rows


def low_contrast(captured, default_fg, default_bg, minimum=4.5, rows=None):
    """The printed characters whose contrast is below `minimum`: (row, column, char, ratio)."""
    found = []
    for y, row in enumerate(cells(captured)):
        if rows is not None and y not in rows:
            continue
        for x, (ch, fg, bg, faint) in enumerate(row):
            if ch.isspace():
                continue
            shown_fg, shown_bg = fg or default_fg, bg or default_bg
            if faint:
                # Terminals show faint text (SGR 2) about halfway to its background.
                shown_fg = tuple((a + b) / 2 for a, b in zip(shown_fg, shown_bg))
            ratio = contrast(shown_fg, shown_bg)
            if ratio < minimum:
                found.append((y, x, ch, round(ratio, 2)))
    return found


def background_at(captured, row, column, default_bg):
    line = cells(captured)[row]
    return (line[column][2] if column < len(line) else None) or default_bg
