#!/usr/bin/python3
"""Trains the network on the records of one rule family; the games held out (one in ten) are
never seen. The value learns the game's result (win, draw, loss for the side to move), blended
with the deeper search's score's winning chance by --score-weight; the policy learns the deeper
search's move. Every batch is turned by one of the board's eight symmetries.

Usage: tools/network/train.py --rule freestyle|renju --out WEIGHTS.pt POSITIONS_FILE...
"""
import argparse
import time

import numpy as np
import torch
import torch.nn.functional as F

import records as R
from calibration import fit_logistic
from model import VALUE_INPUTS, encode, from_saved

RULES = {"freestyle": (0, 1), "renju": (2,)}  # freestyle and standard share an evaluation set


def select(records, rule):
    return records[np.isin(records["rule"], RULES[rule]) & (records["deep_move"] != R.NO_MOVE)]


def inputs(records, rule):
    """Point states, set index (renju: the mover's colour) and the tensors the losses need."""
    stones = torch.from_numpy(records["stones"].astype(np.int64))
    mover = torch.from_numpy(records["mover"].astype(np.int64))
    colour_view = rule == "renju"
    states = encode(stones, mover, colour_view)
    sets = (mover - 1) if colour_view else torch.zeros_like(mover)
    return states, sets


def symmetries():
    """The eight turns and reflections of the board, each as a map of point indices."""
    grid = torch.arange(225).view(15, 15)
    maps = []
    for flip in (False, True):
        for k in range(4):
            g = torch.rot90(grid.flip(1) if flip else grid, k, (0, 1))
            maps.append((flip, k, torch.argsort(g.flatten())))  # where each old point goes
    return maps


def turn(states, flip, k):
    return torch.rot90(states.flip(2) if flip else states, k, (1, 2))


def value_targets(records, score_ab, score_weight):
    """(N, 3) chances of win, draw, loss: the result, blended with the deep score's chance."""
    result = records["result"]
    onehot = np.stack([result == 1, result == 0, result == -1], 1).astype(np.float32)
    if score_weight == 0:
        return torch.from_numpy(onehot)
    from calibration import chance
    p = chance(records["deep_score"], score_ab).astype(np.float32)
    soft = np.stack([p, np.zeros_like(p), 1 - p], 1)
    return torch.from_numpy((1 - score_weight) * onehot + score_weight * soft)


def main():
    a = argparse.ArgumentParser()
    a.add_argument("--rule", choices=RULES, required=True)
    a.add_argument("--out", required=True)
    a.add_argument("--reach", type=int, default=3, help="points each side of a point in its line shape")
    a.add_argument("--features", type=int, default=32)
    a.add_argument("--hidden", type=int, default=64)
    a.add_argument("--value-from", choices=VALUE_INPUTS, default="mixed",
                   help="the value reads the pooled features after the convolution, or before it")
    a.add_argument("--epochs", type=int, default=8)
    a.add_argument("--batch", type=int, default=64)
    a.add_argument("--lr", type=float, default=2e-3)
    a.add_argument("--score-weight", type=float, default=0.0)
    a.add_argument("--policy-weight", type=float, default=1.0)
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("files", nargs="+")
    args = a.parse_args()
    torch.set_num_threads(1)
    torch.manual_seed(args.seed)
    np.random.seed(args.seed)  # the batches' symmetries: the same command makes the same weights

    data = select(R.load(args.files), args.rule)
    train = data[~R.held_out(data)]
    score_ab = fit_logistic(train["deep_score"], R.mover_result(train))
    states, sets = inputs(train, args.rule)
    values = value_targets(train, score_ab, args.score_weight)
    moves = torch.from_numpy(train["deep_move"].astype(np.int64))
    print(f"{len(train)} positions from {len(np.unique(train['game']))} games to train on")

    net = from_saved(vars(args))
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    steps = args.epochs * ((len(train) + args.batch - 1) // args.batch)
    schedule = torch.optim.lr_scheduler.OneCycleLR(opt, args.lr, total_steps=steps)
    maps = symmetries()
    start = time.time()
    for epoch in range(args.epochs):
        order = torch.randperm(len(train))
        totals = np.zeros(2)
        for i in range(0, len(train), args.batch):
            b = order[i:i + args.batch]
            flip, k, where = maps[np.random.randint(8)]
            s = turn(states[b], flip, k)
            value, policy = net(s, sets[b])
            policy = policy.masked_fill(s.flatten(1) != 0, -1e9)  # only empty points are moves
            v_loss = -(values[b] * F.log_softmax(value, 1)).sum(1).mean()
            p_loss = F.cross_entropy(policy, where[moves[b]])
            opt.zero_grad()
            (v_loss + args.policy_weight * p_loss).backward()
            opt.step()
            schedule.step()
            totals += [v_loss.item() * len(b), p_loss.item() * len(b)]
        totals /= len(train)
        print(f"epoch {epoch + 1}: value loss {totals[0]:.4f}, policy loss {totals[1]:.4f}, "
              f"{time.time() - start:.0f} s", flush=True)
    torch.save({"args": vars(args), "state": net.state_dict()}, args.out)


if __name__ == "__main__":
    main()
