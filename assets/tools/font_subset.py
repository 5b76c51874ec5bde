#!/usr/bin/env python3
"""Make assets/fonts/wenkai-subset.ttf: a subset of LXGW WenKai Regular (SIL OFL 1.1).

Characters kept: printable ASCII, Latin-1, general punctuation, arrows and a few symbols,
CJK symbols and punctuation, full-width forms, all GB2312 level-1 hanzi (3755), and every
non-ASCII character found in src/app/**/*.cpp|*.h (the UI strings) and src/core (names the
window shows as the core spells them: renju's openings) when this runs.

The OFL forbids a Modified Version (a subset is one) from using the Reserved Font Names
"LXGW" and "霞鹜", so the subset is renamed "Gomoku WenKai Subset".
Usage: font_subset.py SOURCE_TTF OUTPUT_TTF REPO_ROOT
"""
import os
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTFont

src_ttf, out_ttf, root = sys.argv[1], sys.argv[2], sys.argv[3]

chars = set()
chars.update(chr(c) for c in range(0x20, 0x7F))            # ASCII
chars.update(chr(c) for c in range(0xA0, 0x100))           # Latin-1 supplement
chars.update(chr(c) for c in range(0x2010, 0x2060))        # general punctuation
chars.update(chr(c) for c in range(0x2190, 0x2200))        # arrows
chars.update(chr(c) for c in range(0x25A0, 0x2600))        # geometric shapes (●○ etc.)
chars.update(chr(c) for c in range(0x2600, 0x2700))        # misc symbols (★☆♪ etc.)
chars.update(chr(c) for c in range(0x3000, 0x3040))        # CJK symbols and punctuation
chars.update(chr(c) for c in range(0xFF00, 0xFFF0))        # full-width forms
chars.update("，。！？：；“”‘’（）《》〈〉、…—·「」『』【】～×÷±°")
# GB2312 symbol rows (0xA1A1-0xA9FE): punctuation, numerals, Greek, box drawing ...
for hi in range(0xA1, 0xAA):
    for lo in range(0xA1, 0xFF):
        try:
            chars.add(bytes([hi, lo]).decode("gb2312"))
        except UnicodeDecodeError:
            pass
# GB2312 level-1 hanzi: rows 0xB0-0xD7 (0xD7FA-0xD7FE are unassigned and skipped)
level1 = 0
for hi in range(0xB0, 0xD8):
    for lo in range(0xA1, 0xFF):
        try:
            chars.add(bytes([hi, lo]).decode("gb2312"))
            level1 += 1
        except UnicodeDecodeError:
            pass

ui = set()
# The window's words, and the core's names it shows as they are (renju's openings: 岚月, 彗星).
for part in ("app", "core"):
    for dirpath, _, files in os.walk(os.path.join(root, "src", part)):
        for name in files:
            if name.endswith((".cpp", ".h", ".hpp")):
                with open(os.path.join(dirpath, name), encoding="utf-8", errors="ignore") as f:
                    ui.update(ch for ch in f.read() if ord(ch) > 0x7F)
chars |= ui

font = TTFont(src_ttf)
cmap = font.getBestCmap()
missing = sorted(ch for ch in chars if ord(ch) not in cmap)
missing_ui = sorted(ch for ch in ui if ord(ch) not in cmap and not ch.isspace())
if missing_ui:
    print("warning: UI characters not in the source font:", "".join(missing_ui), file=sys.stderr)
keep = sorted(ord(ch) for ch in chars if ord(ch) in cmap)

with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
    f.write(",".join("U+%04X" % c for c in keep))
    uni_file = f.name
tmp_out = out_ttf + ".tmp"
subprocess.run(["pyftsubset", src_ttf, "--unicodes-file=" + uni_file,
                "--output-file=" + tmp_out, "--layout-features=*", "--no-hinting",
                "--name-IDs=*", "--name-languages=*", "--drop-tables+=DSIG"], check=True)
os.unlink(uni_file)

# Rename (OFL Reserved Font Names may not be used by a Modified Version).
sub = TTFont(tmp_out, recalcTimestamp=False)
family = "Gomoku WenKai Subset"
name = sub["name"]
for rec in list(name.names):
    if rec.nameID in (1, 4, 16, 18, 21):
        rec.string = family
    elif rec.nameID == 3:
        rec.string = family + ";Regular;subset"
    elif rec.nameID == 6:
        rec.string = "GomokuWenKaiSubset-Regular"
    elif rec.nameID == 2 or rec.nameID == 17:
        rec.string = "Regular"
    elif rec.nameID == 5:
        pass
    elif rec.nameID == 10:
        rec.string = ("Subset of LXGW WenKai Regular (SIL OFL 1.1) made for the Gomoku game; "
                      "not the original font.")
sub.save(out_ttf)
os.unlink(tmp_out)
print("font: %d code points kept (%d GB2312 level-1 hanzi, %d UI chars), %d not in source font, %d bytes"
      % (len(keep), level1, len(ui), len(missing), os.path.getsize(out_ttf)))
