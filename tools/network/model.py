"""The network of ../shared/ENGINE.md section 5, small: a lookup of each point's line shape in
each direction summed into per-point features, a 3x3 depthwise convolution, pooling over the
board and a 3x3 grid of regions, a value head (win, draw, loss) and a per-point policy whose
weights the pooled features choose. The value reads the pooled features after the convolution
("mixed"), or before it ("shapes"): then it changes only where a move changed a point's shapes,
and the engine need not convolve the board to value a leaf."""
import torch
import torch.nn as nn
import torch.nn.functional as F

SIZE = 15
DIRECTIONS = [(1, 0), (0, 1), (1, 1), (1, -1)]  # across, down, and the two diagonals
EMPTY, OURS, THEIRS, EDGE = 0, 1, 2, 3


def encode(stones, mover, colour_view):
    """A board (N, 225: 0 empty, 1 black, 2 white) as point states (N, 15, 15): by the mover's
    view (ours, theirs) or, where black and white play by different rules (renju), by colour."""
    s = stones.view(-1, SIZE, SIZE).long()
    if colour_view:
        return s
    m = mover.view(-1, 1, 1).long()
    return torch.where(s == 0, 0, torch.where(s == m, OURS, THEIRS))


def line_shapes(states, reach):
    """Per point and direction, the index of the line of `reach` points either side of it
    (each empty, ours, theirs or the edge) and its own state: (N, 4, 15, 15)."""
    padded = F.pad(states, (reach, reach, reach, reach), value=EDGE)
    shapes = []
    for dx, dy in DIRECTIONS:
        index = torch.zeros_like(states)
        digit = 1
        for k in range(-reach, reach + 1):
            if k == 0:
                continue
            y0, x0 = reach + k * dy, reach + k * dx
            index = index + digit * padded[:, y0:y0 + SIZE, x0:x0 + SIZE]
            digit *= 4
        shapes.append(index + digit * states)
    return torch.stack(shapes, 1)


VALUE_INPUTS = ("mixed", "shapes")


def pool(f):
    """The board's average and the 3x3 grid of regions' (corners, edges and centre, 5x5 each),
    per feature, times 16: a few threats on an empty board must move the value."""
    regions = F.adaptive_avg_pool2d(f, 3).flatten(1)
    return torch.cat([f.mean((2, 3)), regions], 1) * 16


def from_saved(a):
    """The network a train.py weights file's arguments describe (files from before the value's
    choice of input read the mixed features)."""
    return ShapeNet(a["reach"], a["features"], a["hidden"], sets=2 if a["rule"] == "renju" else 1,
                    value_from=a.get("value_from", "mixed"))


class ShapeNet(nn.Module):
    def __init__(self, reach=3, features=32, hidden=64, sets=1, value_from="mixed"):
        super().__init__()
        assert value_from in VALUE_INPUTS
        self.reach = reach
        self.value_from = value_from
        count = 3 * 4 ** (2 * reach)
        # Across and down share a table, the two diagonals another (the board's symmetries).
        self.straight = nn.Embedding(count, features)
        self.diagonal = nn.Embedding(count, features)
        nn.init.normal_(self.straight.weight, std=0.05)
        nn.init.normal_(self.diagonal.weight, std=0.05)
        self.set_bias = nn.Embedding(sets, features)  # renju: whose move it is
        nn.init.zeros_(self.set_bias.weight)
        self.mix = nn.Conv2d(features, features, 3, padding=1, groups=features)
        pooled = 10 * features  # the whole board and its nine regions
        self.value = nn.Sequential(nn.Linear(pooled, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                   nn.Linear(hidden, 3))
        self.policy_weights = nn.Linear(pooled, features)
        self.policy_static = nn.Conv2d(features, 1, 1)

    def forward(self, states, set_index):
        shapes = line_shapes(states, self.reach)
        f = (self.straight(shapes[:, 0]) + self.straight(shapes[:, 1]) + self.diagonal(shapes[:, 2]) +
             self.diagonal(shapes[:, 3]))  # (N, 15, 15, C)
        f = f.permute(0, 3, 1, 2) + self.set_bias(set_index)[:, :, None, None]
        f = F.relu(f)
        shapes_pooled = pool(f)
        f = f + F.relu(self.mix(f))
        pooled = pool(f)
        # Logits of win, draw, loss for the mover.
        value = self.value(shapes_pooled if self.value_from == "shapes" else pooled)
        w = self.policy_weights(pooled)
        policy = (f * w[:, :, None, None]).sum(1) + self.policy_static(f)[:, 0]
        return value, policy.flatten(1)  # policy logits over the 225 points
