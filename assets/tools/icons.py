#!/usr/bin/env python3
"""Make the desktop icons (assets/icons/gomoku-N.png) from the game's own pictures, deterministically.

The icon is a corner of the board: a rounded square of textures/wood.png with a few grid lines and
a star point, a black and a white stone (textures/black_stone.png, white_stone.png) on two
diagonal points, and a thin dark rim. Each size is drawn on its own at 4x and shrunk (Pillow's
box filter), with lines and rim whole pixels thick at the final size, so that the small sizes stay
sharp; 16 and 24 pixels show fewer lines.

Usage: icons.py ASSETS_DIR        (needs python3-pil and python3-numpy)
"""
import os
import sys

from PIL import Image, ImageDraw

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SS = 4                                # supersampling
INK = (58, 38, 20, 255)               # the board's ink (board_backdrop.cpp)
RIM = (92, 58, 28, 255)               # the board's frame


def rounded_mask(side, radius):
    mask = Image.new("L", (side, side), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, side - 1, side - 1), radius=radius, fill=255)
    return mask


def make_icon(size, wood, black, white):
    side = size * SS
    px = SS                                             # one final pixel
    # The wood, a part of the texture scaled so that its grain stays fine at every size.
    crop = wood.crop((96, 160, 96 + 640, 160 + 640)).resize((side, side), Image.LANCZOS)
    icon = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    radius = round(side * 0.16)
    icon.paste(crop.convert("RGBA"), (0, 0), rounded_mask(side, radius))
    draw = ImageDraw.Draw(icon)

    # Grid lines on whole final pixels: five lines with a star point, or at the smallest sizes two
    # lines each way that run out to the rim, like a #.
    small = size <= 24
    cells = 1 if small else 4
    line = max(1, round(size / 48)) * px
    margin = side / 3 if small else side * 0.14
    step = (side - 2 * margin) / cells
    points = [round((margin + i * step) / px) * px for i in range(cells + 1)]
    reach = (round(side * 0.12 / px) * px, round(side * 0.88 / px) * px) if small else (points[0], points[-1])
    for p in points:
        draw.rectangle((p - line // 2, reach[0] - line // 2, p - line // 2 + line - 1, reach[1] + line // 2), fill=INK)
        draw.rectangle((reach[0] - line // 2, p - line // 2, reach[1] + line // 2, p - line // 2 + line - 1), fill=INK)
    if not small:
        c = points[2]
        r = max(1.2 * px, step * 0.09)
        draw.ellipse((c - r, c - r, c + r, c + r), fill=INK)

    # Two stones on diagonal points; the pictures' stone is the middle 0.82 of the square.
    stone_side = (side * 0.30 if small else step) / 0.82
    spots = ((0, 0), (1, 1)) if small else ((1, 1), (3, 3))
    for picture, (i, j) in zip((black, white), spots):
        s = round(stone_side)
        scaled = picture.resize((s, s), Image.LANCZOS)
        x = round(points[i] - s / 2)
        y = round(points[j] - s / 2)
        icon.alpha_composite(scaled, (x, y))

    # The rim, inside the rounded square.
    rim = max(1, round(size / 32)) * px
    draw = ImageDraw.Draw(icon)
    draw.rounded_rectangle((rim // 2, rim // 2, side - 1 - rim // 2, side - 1 - rim // 2), radius=radius,
                           outline=RIM, width=rim)
    return icon.resize((size, size), Image.BOX)


def main():
    assets = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    tex = os.path.join(assets, "textures")
    wood = Image.open(os.path.join(tex, "wood.png")).convert("RGB")
    black = Image.open(os.path.join(tex, "black_stone.png")).convert("RGBA")
    white = Image.open(os.path.join(tex, "white_stone.png")).convert("RGBA")
    out = os.path.join(assets, "icons")
    os.makedirs(out, exist_ok=True)
    for size in SIZES:
        make_icon(size, wood, black, white).save(os.path.join(out, "gomoku-%d.png" % size), optimize=True)
        print("icons/gomoku-%d.png" % size)


if __name__ == "__main__":
    main()
