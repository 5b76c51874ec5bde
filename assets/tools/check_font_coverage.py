#!/usr/bin/env python3
"""Check that assets/fonts/wenkai-subset.ttf has every non-ASCII character used in src/app and src/core.
Exit 1 and list the missing ones otherwise (then run assets/make_assets.sh again).
Usage: check_font_coverage.py [REPO_ROOT]   (needs python3-fonttools)"""
import os
import sys

from fontTools.ttLib import TTFont

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
cmap = TTFont(os.path.join(root, "assets", "fonts", "wenkai-subset.ttf")).getBestCmap()
missing = {}
for dirpath, _, files in (w for part in ("app", "core") for w in os.walk(os.path.join(root, "src", part))):
    for name in files:
        if name.endswith((".cpp", ".h", ".hpp")):
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8", errors="ignore") as f:
                for ch in f.read():
                    if ord(ch) > 0x7F and not ch.isspace() and ord(ch) not in cmap:
                        missing.setdefault(ch, set()).add(os.path.relpath(path, root))
if missing:
    for ch, paths in sorted(missing.items()):
        print("missing U+%04X %s in %s" % (ord(ch), ch, ", ".join(sorted(paths))))
    sys.exit(1)
print("font covers every character in src/app and src/core")
