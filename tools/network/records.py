"""The positions gomoku-nn-label writes (README.md gives the layout), read into numpy arrays."""
import numpy as np

RECORD = np.dtype([
    ("stones", "u1", 225), ("rule", "u1"), ("mover", "u1"), ("result", "i1"),
    ("deep_move", "u1"), ("game_move", "u1"), ("order_first", "u1", 3), ("ply", "<u2"),
    ("game", "<u4"), ("deep_score", "<i4"), ("game_score", "<i4"), ("static_value", "<i4"),
    ("candidates", "u1", 29)])
assert RECORD.itemsize == 280
NO_MOVE = 255
NO_SCORE = -2**31
WIN = 30000  # evaluation.h's kWin: scores beyond 29000 are forced wins or losses


def load(paths):
    """Every record of the files, each game given a number unique across them."""
    parts, offset = [], 0
    for path in paths:
        r = np.fromfile(path, dtype=RECORD)
        r["game"] += offset
        offset = int(r["game"].max()) + 1 if len(r) else offset
        parts.append(r)
    return np.concatenate(parts)


def held_out(records):
    """One game in ten, as the tuning programs hold out: whole games, never a part of one."""
    return records["game"] % 10 == 9


def candidate_mask(records):
    """generateMoves()' candidates as a (N, 225) boolean array."""
    return np.unpackbits(records["candidates"], axis=1, bitorder="little")[:, :225].astype(bool)


def mover_result(records):
    """The game's result for the side to move as a score: 1 won, 0.5 drawn, 0 lost."""
    return (records["result"].astype(np.float32) + 1) / 2
