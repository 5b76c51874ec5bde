#!/usr/bin/python3
"""Writes a ShapeNet's weights as the engine's network file (README.md, "The network file"):
the line-shape tables and the convolution as integers at a power-of-two scale, the value and
policy heads as floats, closed by a CRC-32.

Usage:
  tools/network/export.py --weights WEIGHTS.pt --out NET.bin        a trained network
  tools/network/export.py --random SEED --rule freestyle|renju [--reach 3 --features 32
                          --hidden 64] --out NET.bin                 a seeded-random one, for tests
"""
import argparse
import math
import struct
import zlib

import numpy as np
import torch

from model import VALUE_INPUTS, ShapeNet, from_saved

MAGIC = b"GOMOKUNN"
VERSION = 2  # 2: the header's last byte says what the value reads (model.VALUE_INPUTS)
FAMILIES = {"freestyle": 0, "renju": 1}  # 0: the mover's stones and the opponent's; 1: by colour
ACCUMULATOR_LIMIT = 32000  # the largest a point's sum of four shapes and a bias may reach
CONV_LIMIT = 4096  # the largest convolution weight: nine taps of a feature stay within int32


def random_net(rule, reach, features, hidden, seed, value_from="mixed"):
    """A network with seeded-random weights, livelier than a fresh one's so that every layer is
    exercised: the C++ tests' fixtures and the benchmark's stand-in."""
    torch.manual_seed(seed)
    net = ShapeNet(reach, features, hidden, sets=2 if rule == "renju" else 1, value_from=value_from)
    with torch.no_grad():
        net.straight.weight.normal_(0, 0.25)
        net.diagonal.weight.normal_(0, 0.25)
        net.set_bias.weight.normal_(0, 0.2)
        net.mix.weight.normal_(0, 0.3)
        net.mix.bias.normal_(0, 0.1)
    return net.eval()


def trained_net(path):
    saved = torch.load(path, map_location="cpu")
    a = saved["args"]
    net = from_saved(a)
    net.load_state_dict(saved["state"])
    return net.eval(), a["rule"]


def largest_shift(largest, limit, most=14):
    """The largest s (at most `most`) with largest * 2^s <= limit."""
    if largest == 0:
        return most
    return max(0, min(most, math.floor(math.log2(limit / largest))))


def quantize(t, shift, dtype):
    q = torch.round(t.double() * 2.0 ** shift)
    info = np.iinfo(dtype)
    assert q.abs().max() <= info.max, "a weight does not fit its integer"
    return q.numpy().astype(dtype)


def network_bytes(net, rule):
    """The file's bytes; the layout is README.md's."""
    s = net.state_dict()
    features = s["straight.weight"].shape[1]
    hidden = s["value.0.weight"].shape[0]
    sets = s["set_bias.weight"].shape[0]
    straight, diagonal, set_bias = s["straight.weight"], s["diagonal.weight"], s["set_bias.weight"]
    worst = 2 * straight.abs().max() + 2 * diagonal.abs().max() + set_bias.abs().max()
    shape_shift = largest_shift(worst.item(), ACCUMULATOR_LIMIT)
    conv = s["mix.weight"].reshape(features, 9).t()  # (tap, feature), tap = row * 3 + column
    conv_shift = largest_shift(conv.abs().max().item(), CONV_LIMIT)
    conv_bias = quantize(s["mix.bias"], shape_shift + conv_shift, np.int32)
    assert np.abs(conv_bias).max() < 2**30, "the convolution's bias is too large"

    out = bytearray(MAGIC)
    out += struct.pack("<IBBHHBBBB", VERSION, FAMILIES[rule], net.reach, features, hidden, sets, shape_shift,
                       conv_shift, VALUE_INPUTS.index(net.value_from))
    for t in (straight, diagonal, set_bias):
        out += quantize(t, shape_shift, np.int16).astype("<i2").tobytes()
    out += quantize(conv, conv_shift, np.int16).astype("<i2").tobytes()
    out += conv_bias.astype("<i4").tobytes()
    floats = [s["value.0.weight"].t(), s["value.0.bias"], s["value.2.weight"].t(), s["value.2.bias"],
              s["value.4.weight"].t(), s["value.4.bias"], s["policy_weights.weight"].t(),
              s["policy_weights.bias"], s["policy_static.weight"].reshape(features), s["policy_static.bias"]]
    for t in floats:
        out += t.contiguous().numpy().astype("<f4").tobytes()
    out += struct.pack("<I", zlib.crc32(out) & 0xFFFFFFFF)
    return bytes(out), shape_shift, conv_shift


def main():
    a = argparse.ArgumentParser()
    source = a.add_mutually_exclusive_group(required=True)
    source.add_argument("--weights", help="a train.py weights file")
    source.add_argument("--random", type=int, metavar="SEED", help="seeded-random weights instead")
    a.add_argument("--rule", choices=FAMILIES, help="with --random: the rule family")
    a.add_argument("--reach", type=int, default=3)
    a.add_argument("--features", type=int, default=32)
    a.add_argument("--hidden", type=int, default=64)
    a.add_argument("--out", required=True)
    args = a.parse_args()
    if args.weights:
        net, rule = trained_net(args.weights)
    else:
        if not args.rule:
            a.error("--random needs --rule")
        net, rule = random_net(args.rule, args.reach, args.features, args.hidden, args.random), args.rule
    data, shape_shift, conv_shift = network_bytes(net, rule)
    with open(args.out, "wb") as f:
        f.write(data)
    print(f"{args.out}: {len(data)} bytes, {rule}, shapes at 2^{shape_shift}, convolution at 2^{conv_shift}")


if __name__ == "__main__":
    main()
