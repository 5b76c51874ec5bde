#!/usr/bin/env python3
"""Make assets/fonts/figures.ttf: the letters and digits of DejaVu Sans, for the board's
coordinates and move numbers, where the handwritten main font's 9 reads like a q.

DejaVu's changes are in the public domain; it stands on Bitstream Vera, whose licence lets a
modified font be shipped under a name without "Bitstream" or "Vera": it is "Gomoku Figures".
Usage: figures_font.py SOURCE_TTF OUTPUT_TTF
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

src_ttf, out_ttf = sys.argv[1], sys.argv[2]
options = subset.Options()
options.layout_features = ["kern"]
options.name_IDs = ["*"]
options.hinting = True
font = TTFont(src_ttf)
subsetter = subset.Subsetter(options)
subsetter.populate(text=" 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+-.")
subsetter.subset(font)
for record in font["name"].names:
    if record.nameID in (1, 4, 16, 18, 21):
        record.string = "Gomoku Figures"
    elif record.nameID == 6:
        record.string = "GomokuFigures"
    elif record.nameID == 3:
        record.string = "Gomoku Figures (a subset of DejaVu Sans)"
font.save(out_ttf)
