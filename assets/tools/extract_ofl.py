#!/usr/bin/env python3
"""Copy the SIL OFL 1.1 text out of a Debian copyright file (DEP-5) into a plain text file,
with the font's copyright line on top. Usage: extract_ofl.py COPYRIGHT_FILE OUT_TXT"""
import sys

src, dst = sys.argv[1], sys.argv[2]
lines = open(src, encoding="utf-8").read().splitlines()
start = [i for i, l in enumerate(lines) if l.strip() == "License: OFL-1.1"][-1]
body = []
for l in lines[start + 1:]:
    if not l.startswith(" "):
        break
    l = l[1:]
    body.append("" if l.strip() == "." else l)
head = ("Copyright 2021-2022 lxgw <calxgw2018@gmail.com> (LXGW WenKai, https://github.com/lxgw/LxgwWenKai),\n"
        "with Reserved Font Names \"霞鹜\" and \"LXGW\".\n\n"
        "assets/fonts/wenkai-subset.ttf is a Modified Version (a subset) of LXGW WenKai Regular,\n"
        "renamed \"Gomoku WenKai Subset\" as the licence requires.\n\n"
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n")
with open(dst, "w", encoding="utf-8") as f:
    f.write(head + "\n".join(body).rstrip() + "\n")
