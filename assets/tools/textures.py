#!/usr/bin/env python3
"""Draw the game's pictures with numpy and Pillow, deterministically (fixed seeds).

  textures/wood.png         1024x1024 seamless light kaya-like board wood, no grid
  textures/black_stone.png  256x256 RGBA slate stone with highlight and drop shadow
  textures/white_stone.png  256x256 RGBA shell stone with highlight and drop shadow
  textures/background.jpg   1920x1080 start-menu picture: a board with stones in
                            perspective, depth-of-field blur, dark vignette

Usage: textures.py ASSETS_DIR
"""
import os
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")


def periodic_noise(rng, h, w, sy, sx):
    """Gaussian-filtered white noise, periodic in both axes (FFT), normalised to [-1, 1].
    sy, sx: feature size in pixels along y and x."""
    white = rng.standard_normal((h, w))
    fy = np.fft.fftfreq(h)[:, None]
    fx = np.fft.fftfreq(w)[None, :]
    filt = np.exp(-((fy * sy) ** 2 + (fx * sx) ** 2) * 2.0)
    n = np.real(np.fft.ifft2(np.fft.fft2(white) * filt))
    n -= n.mean()
    return n / (np.abs(n).max() + 1e-12)


def periodic_noise_1d(rng, n, scale):
    white = rng.standard_normal(n)
    f = np.fft.fftfreq(n)
    out = np.real(np.fft.ifft(np.fft.fft(white) * np.exp(-(f * scale) ** 2 * 2.0)))
    out -= out.mean()
    return out / (np.abs(out).max() + 1e-12)


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


# ---------------------------------------------------------------------------- wood
def make_wood(size=1024, seed=7, light=1.0):
    """Straight-grained (masame) kaya-like wood; grain runs top to bottom. Seamless."""
    rng = np.random.default_rng(seed)
    h = w = size
    # Grain profile across x: many thin growth lines of varying spacing and strength.
    prof_len = w * 8
    xs = np.arange(prof_len)
    density = 0.5 + 0.5 * periodic_noise_1d(rng, prof_len, 600)          # where lines crowd
    phase = np.cumsum(0.025 + 0.11 * density ** 2)                              # growth-ring phase
    phase *= (round(phase[-1] / (2 * np.pi)) * 2 * np.pi) / phase[-1]       # whole number of rings -> periodic
    # thin dark late-wood lines; their sharpness varies across the board
    ring = (0.5 + 0.5 * np.cos(phase)) ** (4 + 10 * (0.5 + 0.5 * periodic_noise_1d(rng, prof_len, 200)))
    strength = 0.55 + 0.45 * periodic_noise_1d(rng, prof_len, 90)
    fine = periodic_noise_1d(rng, prof_len, 3.0)                             # hair-fine lines
    profile = ring * strength + 0.18 * np.maximum(fine, 0)
    broad = periodic_noise_1d(rng, prof_len, 1500)                           # broad colour bands
    # box-filter over one texture pixel (8 profile samples) so thin lines do not alias
    k = prof_len // w
    profile = np.real(np.fft.ifft(np.fft.fft(profile) * np.fft.fft(np.r_[np.ones(k), np.zeros(prof_len - k)] / k)))
    profile = np.roll(profile, -k // 2)

    # Warp: gentle waves of the grain along y (periodic 2-D noise).
    warp = periodic_noise(rng, h, w, 420, 260) * 16.0 + periodic_noise(rng, h, w, 140, 60) * 1.2
    X = np.arange(w)[None, :] * (prof_len / w) / 1.0
    u = (X + warp * (prof_len / w)) % prof_len
    # sample profile (linear interpolation, periodic)
    i0 = np.floor(u).astype(np.int64) % prof_len
    i1 = (i0 + 1) % prof_len
    fr = u - np.floor(u)
    g = profile[i0] * (1 - fr) + profile[i1] * fr
    b = broad[i0] * (1 - fr) + broad[i1] * fr
    # The profile was 8x longer than the texture: squeeze it so lines are fine.
    # (u already maps texture x to 8 profile samples per pixel.)

    # Fibre streaks: noise long in y, thin in x.
    fibre = periodic_noise(rng, h, w, 90, 1.2)
    pores = periodic_noise(rng, h, w, 6, 0.8)
    mottle = periodic_noise(rng, h, w, 300, 300)

    g = g * (0.78 + 0.22 * periodic_noise(rng, h, w, 220, 25))   # lines fade in and out
    # Broad bands kept faint: strong ones read as planks whose edges the grid lines seem to follow.
    t = 0.62 * g + 0.08 * fibre + 0.05 * np.maximum(pores, 0) + 0.10 * b + 0.08 * mottle
    t = np.clip(t, -0.3, 1.2)

    light_col = np.array([238, 204, 146], float)   # pale kaya
    mid_col = np.array([221, 178, 110], float)
    dark_col = np.array([180, 124, 64], float)      # late-wood line
    t3 = t[..., None]
    col = np.where(t3 < 0.35,
                   light_col + (mid_col - light_col) * np.clip(t3 / 0.35, 0, 1),
                   mid_col + (dark_col - mid_col) * np.clip((t3 - 0.35) / 0.65, 0, 1))
    # subtle warm/cool variation
    col += (b * 4.0)[..., None] * np.array([1.0, 0.7, 0.3])
    col *= light
    return np.clip(col, 0, 255).astype(np.uint8)


# ---------------------------------------------------------------------------- stones
def make_stone(kind, size=256, ss=3, seed=11):
    rng = np.random.default_rng(seed + (0 if kind == "black" else 1))
    S = size * ss
    c = S / 2.0
    R = 0.41 * S                     # stone radius (diameter 0.82 of the image)
    cx, cy = c, c                    # stone centred; its shadow falls down-right
    yy, xx = np.mgrid[0:S, 0:S].astype(np.float64) + 0.5
    dx = (xx - cx) / R
    dy = (yy - cy) / R
    r2 = dx * dx + dy * dy
    inside = r2 < 1.0
    # Biconvex go stone seen from above: a flattened dome.
    zr = np.sqrt(np.clip(1.0 - r2, 0, 1))
    flat = 0.55
    # surface normal of z = flat*sqrt(1-r^2) (steep near edge)
    nx = dx * flat / np.maximum(zr, 0.03)
    ny = dy * flat / np.maximum(zr, 0.03)
    nz = np.ones_like(nx)
    nl = np.sqrt(nx * nx + ny * ny + nz * nz)
    nx, ny, nz = nx / nl, ny / nl, nz / nl
    L = np.array([-0.45, -0.55, 0.70]); L /= np.linalg.norm(L)
    V = np.array([0.0, 0.0, 1.0])
    H = (L + V); H /= np.linalg.norm(H)
    ndl = np.clip(nx * L[0] + ny * L[1] + nz * L[2], 0, 1)
    ndh = np.clip(nx * H[0] + ny * H[1] + nz * H[2], 0, 1)

    if kind == "black":
        base = np.array([27, 29, 33], float)
        amb = 0.55
        col = base[None, None, :] * (amb + 0.65 * ndl)[..., None]
        # broad soft sheen and a sharp glossy spot
        broad = ndh ** 14 * 0.30
        sharp = ndh ** 260 * 1.1
        col += (broad + sharp)[..., None] * np.array([200, 210, 225])[None, None, :]
        # faint slate texture
        tex = periodic_noise(rng, S, S, 6 * ss, 6 * ss)
        col *= (1.0 + 0.04 * tex)[..., None]
        # rim: a little reflected light from the board (warm) at the lower right edge
        rim = smoothstep(0.80, 1.0, np.sqrt(r2)) * np.clip(dx + dy, 0, None) * 0.5
        col += rim[..., None] * np.array([70, 50, 25])[None, None, :]
    else:
        base = np.array([242, 238, 228], float)
        amb = 0.70
        shade = amb + 0.36 * ndl
        col = base[None, None, :] * shade[..., None]
        # clam-shell growth bands: faint parallel curved stripes
        ang = rng.uniform(0, np.pi)
        u = dx * np.cos(ang) + dy * np.sin(ang)
        v = -dx * np.sin(ang) + dy * np.cos(ang)
        band_coord = u + 0.18 * v * v
        bands = np.sin(band_coord * 60.0 + 2.0 * periodic_noise(rng, S, S, 40 * ss, 40 * ss))
        fine = periodic_noise(rng, S, S, 1.5 * ss, 12 * ss)
        col *= (1.0 - 0.018 * (bands * 0.5 + 0.5) - 0.012 * fine)[..., None]
        col[..., 2] -= 5.0        # warm tint
        broad = ndh ** 10 * 0.10
        sharp = ndh ** 120 * 0.35
        col += (broad + sharp)[..., None] * np.array([255, 255, 255])[None, None, :]
        # edge darkening to show the rounded rim
        rim = smoothstep(0.82, 1.0, np.sqrt(r2))
        col *= (1.0 - 0.22 * rim * np.clip(0.6 + 0.6 * (dx + dy), 0, 1.2))[..., None]

    col = np.clip(col, 0, 255)
    # anti-aliased coverage of the stone
    d = np.sqrt(r2) * R
    cover = np.clip(R - d + 0.5, 0, 1)

    # drop shadow: blurred disc offset down-right
    sh = Image.new("L", (S, S), 0)
    off = 0.035 * S
    ImageDraw.Draw(sh).ellipse([cx - R + off, cy - R + off, cx + R + off, cy + R + off],
                               fill=int(255 * (0.55 if kind == "black" else 0.45)))
    sh = sh.filter(ImageFilter.GaussianBlur(0.024 * S))
    sha = np.asarray(sh, float) / 255.0

    a = cover + sha * (1 - cover)
    rgb = np.zeros((S, S, 3))
    # premultiplied composite: stone over black shadow
    rgb = col * cover[..., None]  # shadow colour is black
    with np.errstate(invalid="ignore", divide="ignore"):
        out_rgb = np.where(a[..., None] > 1e-6, rgb / a[..., None], 0)
    rgba = np.dstack([np.clip(out_rgb, 0, 255), a * 255]).astype(np.uint8)
    img = Image.fromarray(rgba, "RGBA")
    # downsample in premultiplied space to avoid dark fringes
    pm = np.asarray(img, float)
    pm[..., :3] *= pm[..., 3:4] / 255.0
    pm_img = Image.fromarray(np.clip(pm, 0, 255).astype(np.uint8), "RGBA").resize((size, size), Image.BOX)
    pm = np.asarray(pm_img, float)
    alpha = pm[..., 3:4]
    with np.errstate(invalid="ignore", divide="ignore"):
        rgb = np.where(alpha > 0, pm[..., :3] * 255.0 / np.maximum(alpha, 1e-6), 0)
    return Image.fromarray(np.dstack([np.clip(rgb, 0, 255), alpha]).astype(np.uint8), "RGBA")


# ---------------------------------------------------------------------------- background
def make_background(stone_b, stone_w, W=1920, H=1080, seed=3):
    rng = np.random.default_rng(seed)
    # 1) a big flat board: wood + grid, 19x19
    B = 2400
    wood = make_wood(1024, seed=21, light=0.97)
    tile = np.tile(wood, (3, 3, 1))[:B, :B]
    board = Image.fromarray(tile, "RGB")
    d = ImageDraw.Draw(board)
    n = 19
    margin = 120
    step = (B - 2 * margin) / (n - 1)
    line = (52, 34, 18)
    for i in range(n):
        p = margin + i * step
        wdt = 5 if i in (0, n - 1) else 3
        d.line([(margin, p), (B - margin, p)], fill=line, width=wdt)
        d.line([(p, margin), (p, B - margin)], fill=line, width=wdt)
    for i in (3, 9, 15):
        for j in (3, 9, 15):
            x, y = margin + i * step, margin + j * step
            d.ellipse([x - 12, y - 12, x + 12, y + 12], fill=line)

    # 2) perspective: the board lies on a dark table, seen from above, turned a little.
    # For every output pixel cast a ray from a pinhole camera to the table plane Z=0.
    f = 1450.0                         # focal length in px
    tilt = np.deg2rad(50.0)            # camera looks down 50 degrees below the horizon
    cam_h = 1.50                       # camera height above the table (board is 1.55 wide)
    yaw = np.deg2rad(-14.0)            # board turned on the table
    Sb = 1.55                          # board size in world units
    ccx, ccy = 0.05, 1.30              # board centre on the table (Y forward)
    cy0 = H * 0.40                     # principal point (a bit above centre)
    ct, st = np.cos(tilt), np.sin(tilt)
    cyaw, syaw = np.cos(yaw), np.sin(yaw)
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float64)
    px = (xx - W / 2) / f
    py = (yy - cy0) / f
    dir_Y = ct - py * st
    dir_Z = -st - py * ct
    hb = 0.13                          # board thickness: its top is at Z = hb
    dz = np.maximum(-dir_Z, 1e-6)
    a1 = px * cyaw + dir_Y * syaw      # board-local coordinates along the ray: l = s*a + b
    b1 = -(ccx * cyaw + ccy * syaw)
    a2 = -px * syaw + dir_Y * cyaw
    b2 = ccx * syaw - ccy * cyaw
    half = Sb / 2
    # top face
    s_top = (cam_h - hb) / dz
    lx = s_top * a1 + b1
    ly = s_top * a2 + b2
    bu = (lx / Sb + 0.5) * B
    bv = (0.5 - ly / Sb) * B
    on_board = (bu >= 0) & (bu < B) & (bv >= 0) & (bv < B)
    barr = np.asarray(board, float)
    ui = np.clip(bu, 0, B - 1).astype(np.int64)
    vi = np.clip(bv, 0, B - 1).astype(np.int64)
    img = barr[vi, ui]
    # side faces: the nearest of the four side planes the ray meets between Z = 0 and hb
    side_s = np.full((H, W), np.inf)
    side_along = np.zeros((H, W))
    side_z = np.zeros((H, W))
    side_shade = np.zeros((H, W))
    for (aa, bb, oa, ob, shade) in ((a1, b1, a2, b2, 0), (a2, b2, a1, b1, 1)):
        for sign in (-1.0, 1.0):
            with np.errstate(divide="ignore", invalid="ignore"):
                ss = (sign * half - bb) / aa
            zz = cam_h + ss * dir_Z
            other = ss * oa + ob
            ok = (ss > 0) & (zz >= 0) & (zz <= hb) & (np.abs(other) <= half) & (ss < side_s) & ~on_board
            side_s = np.where(ok, ss, side_s)
            side_along = np.where(ok, other, side_along)
            side_z = np.where(ok, zz, side_z)
            # faces turned towards the lamp (upper left) are lighter
            lit = {(0, -1.0): 0.62, (0, 1.0): 0.40, (1, -1.0): 0.52, (1, 1.0): 0.45}[(shade, sign)]
            side_shade = np.where(ok, lit, side_shade)
    on_side = np.isfinite(side_s)
    wood_arr = np.asarray(Image.fromarray(make_wood(1024, seed=21, light=0.97)).rotate(90, expand=True), float)
    su = ((side_along / Sb + 0.5) * 1024 * 2).astype(np.int64) % 1024
    sv = ((side_z / Sb) * 1024 * 2).astype(np.int64) % 1024
    side_col = wood_arr[sv, su] * side_shade[..., None]
    # a darker line where the side meets the top
    side_col *= (1.0 - 0.35 * np.exp(-(hb - side_z) / 0.006))[..., None]
    # table
    t = cam_h / dz
    Xw = px * t
    Yw = dir_Y * t
    tlx = t * a1 + b1
    tly = t * a2 + b2
    depth = np.where(on_board, s_top, np.where(on_side, side_s, t))
    # beyond the board: a dark walnut table with the board's soft shadow on it
    dark = make_wood(1024, seed=33, light=1.0).astype(float)
    dark = dark * np.array([0.36, 0.25, 0.19]) + np.array([6, 3, 1])
    tu = ((Xw * 0.9 * 1024) % 1024).astype(np.int64)
    tv = ((Yw * 0.9 * 1024) % 1024).astype(np.int64)
    table = dark[tv % 1024, tu % 1024]
    ddx = np.maximum(np.abs(tlx - 0.02) - half, 0)
    ddy = np.maximum(np.abs(tly + 0.02) - half, 0)
    dist = np.sqrt(ddx ** 2 + ddy ** 2)
    table *= (1.0 - 0.8 * np.exp(-dist / 0.06))[..., None]
    # board edge: a thin darker bevel just inside the border
    edge_in = np.minimum.reduce([bu, B - bu, bv, B - bv]) / B
    bevel = 1.0 - 0.18 * np.exp(-np.clip(edge_in, 0, None) / 0.004)
    img = img * bevel[..., None]
    img = np.where(on_board[..., None], img, np.where(on_side[..., None], side_col, table))
    Xw = np.where(on_board, s_top * px, Xw)
    Yw = np.where(on_board, s_top * dir_Y, Yw)
    # a warm pool of lamp light on the board, falling off towards the edges
    lamp = np.exp(-(((Xw - 0.0) / 1.3) ** 2 + ((Yw - 1.15) / 1.2) ** 2))
    img = img * (0.55 + 0.55 * lamp)[..., None]

    canvas = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB").convert("RGBA")

    # 3) stones: a game in progress, clustered off the middle so the menu stays readable.
    def proj(i, j):
        lxs = ((margin + i * step) / B - 0.5) * Sb
        lys = (0.5 - (margin + j * step) / B) * Sb
        X = ccx + lxs * cyaw - lys * syaw
        Y = ccy + lxs * syaw + lys * cyaw
        ch = cam_h - hb
        Yc = -(Y * st) + ch * ct      # camera y (down)
        Zc = Y * ct + ch * st         # camera z (forward)
        return W / 2 + f * X / Zc, cy0 + f * Yc / Zc, Zc

    moves = [  # (col, row, colour 0 black / 1 white) on 19x19 (row 0 = far edge)
        (3, 15, 1), (4, 14, 0), (4, 15, 1), (5, 13, 0), (3, 13, 1), (5, 15, 0), (6, 14, 1), (2, 14, 0),
        (5, 14, 0), (6, 12, 1), (3, 16, 0), (7, 15, 1),
        (15, 3, 1), (14, 4, 0), (15, 4, 1), (13, 5, 0), (14, 3, 1), (16, 5, 0), (12, 6, 1), (16, 2, 0),
        (15, 15, 1), (14, 16, 0), (16, 14, 1), (14, 14, 0), (15, 13, 0), (13, 15, 1), (16, 16, 0),
        (3, 3, 1), (4, 4, 0), (2, 5, 1), (5, 3, 0),
        (13, 12, 0), (12, 13, 1), (11, 14, 0), (5, 4, 1), (6, 5, 0),
        (1, 8, 0), (2, 8, 1), (2, 9, 0), (1, 10, 1), (3, 9, 1), (2, 6, 0), (17, 9, 1), (16, 10, 0),
    ]
    layers = []
    for (i, j, colr) in moves:
        sx, sy, Zc = proj(i, j)
        if abs(sx - W / 2) < 270:
            continue                          # keep the button column clear
        scale = f * (step / B * Sb) / Zc      # grid step in pixels at that depth
        diam = scale * 0.97
        spr = stone_b if colr == 0 else stone_w
        full = diam / 0.82                    # the sprite's stone is 0.82 of its width
        sq = 0.92 * np.sin(tilt + np.arctan2(sy - cy0, f))  # foreshortening of a flat disc
        sq = max(0.45, min(1.0, sq + 0.12))    # + the stone's own height
        wpx = max(2, int(full))
        hpx = max(2, int(full * sq))
        s = spr.resize((wpx, hpx), Image.LANCZOS)
        layers.append((Zc, s, int(sx - wpx / 2), int(sy - hpx / 2) - int(0.05 * diam)))
    for Zc, s, x, y in sorted(layers, key=lambda q: -q[0]):
        _paste_clipped(canvas, s, x, y)
    canvas = canvas.convert("RGB")

    # 4) depth of field: sharp band around the focus distance, blurred nearer and farther.
    focus = np.median(depth[int(H * 0.62):int(H * 0.62) + 10, :])
    blur_amt = np.abs(depth - focus) / focus          # 0 at focus
    blur_amt = np.clip(blur_amt * 1.2 + 0.25, 0, 1.0)  # everything a little soft
    radii = [0, 2, 5, 9, 14, 20]
    stack = [np.asarray(canvas.filter(ImageFilter.GaussianBlur(r)) if r else canvas, float) for r in radii]
    k = blur_amt * (len(radii) - 1)
    k0 = np.clip(np.floor(k).astype(int), 0, len(radii) - 2)
    fr = (k - k0)[..., None]
    out = np.zeros((H, W, 3))
    for idx in range(len(radii) - 1):
        m = (k0 == idx)[..., None]
        out += m * (stack[idx] * (1 - fr) + stack[idx + 1] * fr)

    # 5) grade: darker overall, strong vignette, a calm darker column in the middle for the UI.
    nx = (np.arange(W)[None, :] - W / 2) / (W / 2)
    ny = (np.arange(H)[:, None] - H / 2) / (H / 2)
    r = np.sqrt((nx * 0.85) ** 2 + (ny * 1.0) ** 2)
    vign = 1.0 - 0.78 * smoothstep(0.35, 1.35, r)
    column = 1.0 - 0.36 * np.exp(-(nx / 0.34) ** 2)          # soften centre for title/buttons
    out *= (vign * column * 0.74)[..., None]
    # warm, slightly desaturated grade
    lum = out.mean(axis=2, keepdims=True)
    out = lum + (out - lum) * 0.85
    out *= np.array([1.04, 0.98, 0.90])
    # fine film grain to avoid banding
    out += rng.normal(0, 0.35, out.shape)
    return Image.fromarray(np.clip(out, 0, 255).astype(np.uint8), "RGB")


def _paste_clipped(canvas, s, x, y):
    W, H = canvas.size
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(W, x + s.width), min(H, y + s.height)
    if x1 <= x0 or y1 <= y0:
        return
    crop = s.crop((x0 - x, y0 - y, x1 - x, y1 - y))
    canvas.alpha_composite(crop, (x0, y0))


def main():
    tex = os.path.join(OUT, "textures")
    os.makedirs(tex, exist_ok=True)
    only = set(sys.argv[2:])
    def want(n):
        return not only or n in only
    if want("wood"):
        Image.fromarray(make_wood()).save(os.path.join(tex, "wood.png"), optimize=True)
    b = make_stone("black")
    w = make_stone("white")
    if want("stones"):
        b.save(os.path.join(tex, "black_stone.png"), optimize=True)
        w.save(os.path.join(tex, "white_stone.png"), optimize=True)
    if want("background"):
        # JPEG: the first screen waits for it, and it decodes ten times faster than the PNG did.
        make_background(b, w).convert("RGB").save(os.path.join(tex, "background.jpg"), quality=90, optimize=True)


if __name__ == "__main__":
    main()
