#!/usr/bin/env python3
"""Fails when a public symbol declared in the package's library modules has no documentation
comment.

Reads the symbol graphs `swift package generate-documentation` extracted (under .build), and
counts as documented what DocC documents from elsewhere: an override (the overridden member's
comment), a member of a protocol extension that implements a requirement, a member that satisfies
a requirement of a protocol its type conforms to (matched by name, in this module or from a known
standard protocol), and an enum case's or member's own comment.

Usage: doc_coverage.py TARGET...   (prints the undocumented symbols; exits 1 if there is any)
"""
import glob
import json
import sys

# Members that satisfy standard-library or Foundation protocols: documented there.
STANDARD_REQUIREMENTS = {
    "==(_:_:)", "!=(_:_:)", "<(_:_:)", "hash(into:)", "hashValue", "description", "debugDescription",
    "init(rawValue:)", "rawValue", "makeIterator()", "next()", "startIndex", "endIndex", "index(after:)",
    "index(before:)", "subscript(_:)", "count", "isEmpty", "init(from:)", "encode(to:)", "init()",
    "init(arrayLiteral:)", "init(stringLiteral:)", "init(integerLiteral:)", "init(floatLiteral:)",
    "init(dictionaryLiteral:)", "init(extendedGraphemeClusterLiteral:)", "init(unicodeScalarLiteral:)",
    "callAsFunction()", "id", "allCases", "errorDescription", "localizedDescription",
}

undocumented = []
for target in sys.argv[1:]:
    files = glob.glob(f".build/*/extracted-symbols/*/{target}/{target}.symbols.json")
    files += glob.glob(f".build/*/extracted-symbols/*/{target}/{target}@*.symbols.json")
    if not files:
        print(f"no symbol graph for {target}: run swift package generate-documentation first", file=sys.stderr)
        sys.exit(2)
    for path in files:
        graph = json.load(open(path))
        symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
        inherits = set()
        requirement_names = set()
        for relation in graph["relationships"]:
            if relation["kind"] in ("overrides", "defaultImplementationOf"):
                inherits.add(relation["source"])
            if relation["kind"] in ("requirementOf", "optionalRequirementOf") and relation["source"] in symbols:
                requirement_names.add(symbols[relation["source"]]["names"]["title"])
        for precise, symbol in symbols.items():
            if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
                continue
            if symbol.get("docComment") or precise in inherits:
                continue
            title = symbol["names"]["title"]
            if title in STANDARD_REQUIREMENTS or title in requirement_names:
                continue
            location = symbol["location"]
            file = location["uri"].split("/Sources/", 1)[-1]
            undocumented.append(f"{file}:{location['position']['line'] + 1}: {'.'.join(symbol['pathComponents'])}")

for line in sorted(set(undocumented)):
    print(f"undocumented public symbol: {line}")
print(f"{len(set(undocumented))} undocumented public symbols in {', '.join(sys.argv[1:])}")
sys.exit(1 if undocumented else 0)
