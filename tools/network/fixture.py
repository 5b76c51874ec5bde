#!/usr/bin/python3
"""Makes the C++ tests' fixture (tests/ai/data/network/): three small seeded-random networks
exported as the engine reads them, and PyTorch's own outputs for them on seeded-random positions,
so that the tests compare the engine's network with PyTorch's without PyTorch.

Usage: tools/network/fixture.py tests/ai/data/network
"""
import argparse
import os

import numpy as np
import torch

from export import network_bytes, random_net
from model import encode

# (file, rule, reach, features, hidden, seed, value input): two families, three reaches, two widths,
# both inputs of the value.
NETS = [("freestyle.bin", "freestyle", 2, 16, 16, 1, "mixed"), ("renju.bin", "renju", 1, 32, 8, 2, "mixed"),
        ("freestyle-shapes.bin", "freestyle", 3, 16, 16, 3, "shapes")]
STONE_COUNTS = [0, 1, 5, 14, 30, 60, 130, 225]


def positions(seed):
    """Boards (0 empty, 1 black, 2 white) with the mover, any stones anywhere (edges too)."""
    rng = np.random.default_rng(seed)
    for count in STONE_COUNTS:
        for mover in (1, 2):
            stones = np.zeros(225, np.int64)
            where = rng.choice(225, count, replace=False)
            stones[where] = rng.integers(1, 3, count)
            yield stones, mover


def main():
    a = argparse.ArgumentParser()
    a.add_argument("folder")
    args = a.parse_args()
    os.makedirs(args.folder, exist_ok=True)
    torch.set_num_threads(1)
    lines = ["# Made by tools/network/fixture.py: PyTorch's outputs for the networks beside it."]
    for name, rule, reach, features, hidden, seed, value_from in NETS:
        net = random_net(rule, reach, features, hidden, seed, value_from)
        data, _, _ = network_bytes(net, rule)
        with open(os.path.join(args.folder, name), "wb") as f:
            f.write(data)
        lines.append(f"network {name}")
        for stones, mover in positions(seed):
            colour_view = rule == "renju"
            states = encode(torch.from_numpy(stones)[None], torch.tensor([mover]), colour_view)
            sets = torch.tensor([mover - 1 if colour_view else 0])
            with torch.no_grad():
                value, policy = net(states, sets)
            lines.append("position " + "".join(map(str, stones)) + f" {mover}")
            lines.append("value " + " ".join(f"{v:.8g}" for v in value[0].tolist()))
            lines.append("policy " + " ".join(f"{v:.8g}" for v in policy[0].tolist()))
    with open(os.path.join(args.folder, "expected.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
