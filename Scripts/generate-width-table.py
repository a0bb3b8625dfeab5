#!/usr/bin/env python3
"""Generate Sources/TrestleCore/Text/CharacterWidth+Table.swift from the Unicode Character Database.

The generated file holds sorted, merged code point ranges that `CharacterWidth` and
`TerminalWidthPolicy` search to decide how many terminal columns a character takes:

  wide                  East_Asian_Width W or F, plus Emoji_Presentation
  zeroWidth             General_Category Mn, Me, Cf (except U+00AD SOFT HYPHEN, which
                        terminals draw in one column), U+200B ZERO WIDTH SPACE, and the
                        Hangul Jamo medial vowels and final consonants (U+1160..U+11FF,
                        U+D7B0..U+D7FF) that combine into the preceding syllable
  emoji                 the Emoji property (bases a U+FE0F/U+FE0E variation selector applies to)
  extendedPictographic  the Extended_Pictographic property (what a ZWJ emoji sequence joins)

`wide` and `zeroWidth` are disjoint: a code point that is both (a few wide combining marks such
as U+3099) is kept zero width only.

Usage:
  python3 Scripts/generate-width-table.py --ucd DIR            # DIR holds EastAsianWidth.txt,
                                                               # UnicodeData.txt, emoji/emoji-data.txt
  python3 Scripts/generate-width-table.py --download [--unicode-version 16.0.0]
  python3 Scripts/generate-width-table.py --python-unicodedata --emoji-data FILE
                                                               # last resort: East_Asian_Width and
                                                               # General_Category from Python's own
                                                               # unicodedata module

On Debian and Ubuntu `apt-get install unicode-data` puts the files in /usr/share/unicode.
Standard library only.
"""

import argparse
import os
import re
import sys
import textwrap
import unicodedata
import urllib.request

MAX_CODE_POINT = 0x10FFFF
SOFT_HYPHEN = 0x00AD
ZERO_WIDTH_SPACE = 0x200B
HANGUL_COMBINING_JAMO = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]
ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}
# Where UAX #11 defaults unassigned code points to W (used only with --python-unicodedata; the
# data files state these defaults themselves).
UAX11_DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]

SCRIPT_NAME = "Scripts/generate-width-table.py"
DEFAULT_OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir,
                              "Sources", "TrestleCore", "Text", "CharacterWidth+Table.swift")
UCD_FILES = ["EastAsianWidth.txt", "UnicodeData.txt", os.path.join("emoji", "emoji-data.txt")]


# MARK: Reading the data files

def parse_range(field):
    """'0041' or '0041..005A' -> (0x41, 0x5A)."""
    field = field.strip()
    if ".." in field:
        low, high = field.split("..")
        return int(low, 16), int(high, 16)
    value = int(field, 16)
    return value, value


def read_lines(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


def unicode_version_from_header(lines, stem):
    """'# EastAsianWidth-15.0.0.txt' -> '15.0.0'."""
    for line in lines[:5]:
        match = re.match(r"#\s*%s-(\d+\.\d+\.\d+)\.txt" % re.escape(stem), line)
        if match:
            return match.group(1)
    return None


def east_asian_widths(lines):
    """A list of East_Asian_Width values, one per code point.

    Code points the file does not list take the file's stated defaults: the `# @missing:` lines
    of Unicode 15.1 and later, or, in older files, the ranges the header says default to "W"
    (unassigned code points in the CJK ideograph blocks and all of planes 2 and 3).
    """
    values = ["N"] * (MAX_CODE_POINT + 1)

    def assign(low, high, value):
        values[low:high + 1] = [value] * (high - low + 1)

    missing = []
    header_defaults_w = []
    in_header = True
    defaults_to_w = False
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("#"):
            match = re.match(r"#\s*@missing:\s*([0-9A-Fa-f.]+)\s*;\s*(\w+)", stripped)
            if match:
                missing.append((parse_range(match.group(1)), match.group(2)))
            elif in_header:
                if 'default to "W"' in stripped:
                    defaults_to_w = True
                elif defaults_to_w:
                    header_range = re.search(r"U\+([0-9A-F]{4,6})\.\.U\+([0-9A-F]{4,6})", stripped)
                    if header_range:
                        header_defaults_w.append((int(header_range.group(1), 16),
                                                  int(header_range.group(2), 16)))
            continue
        if stripped:
            in_header = False
    # Defaults first (widest range first), explicit assignments override them.
    if any(value == "W" for _, value in missing):
        for (low, high), value in sorted(missing, key=lambda item: item[0][0] - item[0][1]):
            assign(low, high, value)
    else:
        for (low, high), value in missing:
            assign(low, high, value)
        for low, high in header_defaults_w:
            assign(low, high, "W")
    for line in lines:
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        field, value = data.split(";")[:2]
        low, high = parse_range(field)
        assign(low, high, value.strip())
    return values


def general_categories(lines):
    """Code point -> General_Category for the categories that matter here (others are absent)."""
    categories = {}
    range_start = None
    for line in lines:
        if not line.strip():
            continue
        fields = line.split(";")
        value = int(fields[0], 16)
        name, category = fields[1], fields[2]
        if name.endswith(", First>"):
            range_start = value
            continue
        low = range_start if name.endswith(", Last>") else value
        range_start = None
        if category in ZERO_WIDTH_CATEGORIES:
            for code_point in range(low, value + 1):
                categories[code_point] = category
    return categories


def emoji_properties(lines):
    """Property name -> set of code points, for the properties in emoji-data.txt."""
    properties = {}
    for line in lines:
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        field, name = [part.strip() for part in data.split(";")[:2]]
        low, high = parse_range(field)
        properties.setdefault(name, set()).update(range(low, high + 1))
    return properties


def emoji_version(lines):
    for line in lines[:12]:
        match = re.search(r"Emoji Version (\d+\.\d+)", line)
        if match:
            return match.group(1)
    return None


# MARK: Building the tables

def merged_ranges(code_points):
    ranges = []
    for code_point in sorted(code_points):
        if ranges and ranges[-1][1] + 1 == code_point:
            ranges[-1][1] = code_point
        else:
            ranges.append([code_point, code_point])
    return [tuple(item) for item in ranges]


def build_tables(eaw, categories, emoji):
    zero_width = {cp for cp, category in categories.items() if category in ZERO_WIDTH_CATEGORIES}
    zero_width.discard(SOFT_HYPHEN)
    zero_width.add(ZERO_WIDTH_SPACE)
    for low, high in HANGUL_COMBINING_JAMO:
        zero_width.update(range(low, high + 1))

    wide = {cp for cp in range(MAX_CODE_POINT + 1) if eaw(cp) in ("W", "F")}
    wide |= emoji.get("Emoji_Presentation", set())
    wide -= zero_width

    return {
        "wideRanges": merged_ranges(wide),
        "zeroWidthRanges": merged_ranges(zero_width),
        "emojiRanges": merged_ranges(emoji.get("Emoji", set())),
        "extendedPictographicRanges": merged_ranges(emoji.get("Extended_Pictographic", set())),
    }


# MARK: Writing Swift

DOCS = {
    "wideRanges": "Code points drawn in two columns: East_Asian_Width W or F, plus Emoji_Presentation.",
    "zeroWidthRanges": ("Code points that take no column of their own: general categories Mn, Me and Cf "
                        "(except U+00AD SOFT HYPHEN), U+200B ZERO WIDTH SPACE, and the Hangul Jamo "
                        "medial vowels and final consonants U+1160–U+11FF and U+D7B0–U+D7FF."),
    "emojiRanges": "Code points with the Emoji property: the bases a U+FE0F or U+FE0E variation selector applies to.",
    "extendedPictographicRanges": "Code points with the Extended_Pictographic property: what ZWJ emoji sequences join.",
}


def swift_array(name, ranges):
    lines = ["    /// %s" % DOCS[name],
             "    /// Closed ranges as consecutive `lower, upper` pairs, sorted and merged (%d ranges)." % len(ranges),
             "    static let %s: [UInt32] = [" % name]
    pairs = ["0x%X, 0x%X," % pair for pair in ranges]
    line = "       "
    for pair in pairs:
        if len(line) + 1 + len(pair) > 110:
            lines.append(line)
            line = "       "
        line += " " + pair
    if line.strip():
        lines.append(line)
    lines.append("    ]")
    return "\n".join(lines)


def swift_source(tables, unicode_version, provenance):
    parts = [
        "// This file is generated by %s — do not edit." % SCRIPT_NAME,
        *["// " + line for line in textwrap.wrap("Unicode %s: %s" % (unicode_version, provenance), 100)],
        "// To regenerate: python3 %s --ucd <directory> (or --download)." % SCRIPT_NAME,
        "",
        "extension CharacterWidth {",
        "    /// The version of the Unicode Character Database the width tables come from.",
        "    public static let unicodeVersion = \"%s\"" % unicode_version,
    ]
    for name in ["wideRanges", "zeroWidthRanges", "emojiRanges", "extendedPictographicRanges"]:
        parts.append("")
        parts.append(swift_array(name, tables[name]))
    parts.append("}")
    return "\n".join(parts) + "\n"


# MARK: Main

def download(version, directory):
    base = ("https://www.unicode.org/Public/UCD/latest/ucd/" if version == "latest"
            else "https://www.unicode.org/Public/%s/ucd/" % version)
    for relative in UCD_FILES:
        target = os.path.join(directory, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        url = base + relative.replace(os.sep, "/")
        print("downloading %s" % url, file=sys.stderr)
        with urllib.request.urlopen(url, timeout=60) as response, open(target, "wb") as out:
            out.write(response.read())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--ucd", metavar="DIR", help="directory holding the UCD files")
    source.add_argument("--download", action="store_true", help="download the UCD files from unicode.org")
    source.add_argument("--python-unicodedata", action="store_true",
                        help="take East_Asian_Width and General_Category from Python's unicodedata module")
    parser.add_argument("--unicode-version", default="latest", help="version to download (default: latest)")
    parser.add_argument("--emoji-data", metavar="FILE", help="emoji-data.txt (with --python-unicodedata)")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="the Swift file to write")
    args = parser.parse_args()

    if args.python_unicodedata:
        if not args.emoji_data:
            parser.error("--python-unicodedata needs --emoji-data FILE: the module has no emoji properties")
        emoji_lines = read_lines(args.emoji_data)
        version = unicodedata.unidata_version
        def eaw(cp):
            # The module's answer for unassigned code points is unreliable (CPython says F);
            # UAX #11 makes them N, except in the blocks that default to W.
            if unicodedata.category(chr(cp)) == "Cn":
                return "W" if any(low <= cp <= high for low, high in UAX11_DEFAULT_WIDE) else "N"
            return unicodedata.east_asian_width(chr(cp))
        categories = {}
        for cp in range(MAX_CODE_POINT + 1):
            category = unicodedata.category(chr(cp))
            if category in ZERO_WIDTH_CATEGORIES:
                categories[cp] = category
        provenance = ("East_Asian_Width and General_Category from Python's unicodedata module "
                      "(the UCD files were unavailable), emoji properties from emoji-data.txt "
                      "(Emoji %s)." % emoji_version(emoji_lines))
    else:
        if args.download:
            import tempfile
            directory = tempfile.mkdtemp(prefix="ucd-")
            download(args.unicode_version, directory)
            how = "downloaded from unicode.org"
        else:
            directory = args.ucd
            how = "read from local copies"
        eaw_lines = read_lines(os.path.join(directory, "EastAsianWidth.txt"))
        emoji_lines = read_lines(os.path.join(directory, "emoji", "emoji-data.txt"))
        version = unicode_version_from_header(eaw_lines, "EastAsianWidth") or args.unicode_version
        widths = east_asian_widths(eaw_lines)
        eaw = widths.__getitem__
        categories = general_categories(read_lines(os.path.join(directory, "UnicodeData.txt")))
        provenance = ("EastAsianWidth.txt, UnicodeData.txt and emoji/emoji-data.txt (Emoji %s), %s."
                      % (emoji_version(emoji_lines), how))

    tables = build_tables(eaw, categories, emoji_properties(emoji_lines))
    source_text = swift_source(tables, version, provenance)
    with open(args.output, "w", encoding="utf-8") as out:
        out.write(source_text)
    counts = ", ".join("%s %d" % (name, len(ranges)) for name, ranges in tables.items())
    print("wrote %s (Unicode %s: %s)" % (os.path.normpath(args.output), version, counts), file=sys.stderr)


if __name__ == "__main__":
    main()
