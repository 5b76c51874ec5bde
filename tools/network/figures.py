#!/usr/bin/python3
"""Step 3's offline figures on the held-out games (one in ten, never trained on): the value's log
loss on the game's result against today's evaluation's (each score through a logistic fitted on
the training games), and the policy's top-1 and top-3 agreement with the deeper search's move
against today's move ordering's (generateMoves()' scores, as the search sorts them).

Usage: tools/network/figures.py --weights WEIGHTS.pt POSITIONS_FILE...
"""
import argparse

import numpy as np
import torch

import records as R
from calibration import chance, fit_logistic, log_loss
from model import from_saved
from train import inputs, select


def net_outputs(weights, held):
    saved = torch.load(weights)
    a = saved["args"]
    net = from_saved(a)
    net.load_state_dict(saved["state"])
    net.eval()
    states, sets = inputs(held, a["rule"])
    values, policies = [], []
    with torch.no_grad():
        for i in range(0, len(held), 1024):
            v, p = net(states[i:i + 1024], sets[i:i + 1024])
            values.append(torch.softmax(v, 1))
            policies.append(p)
    return a, torch.cat(values).numpy(), torch.cat(policies).numpy()


def game_interval(games, differences, rounds=2000):
    """A 95% interval of the mean of per-position `differences`, resampling whole games (the
    positions of one game are not independent)."""
    ids, index = np.unique(games, return_inverse=True)
    sums, counts = np.bincount(index, differences), np.bincount(index)
    rng = np.random.default_rng(1)
    picks = rng.integers(0, len(ids), (rounds, len(ids)))
    means = sums[picks].sum(1) / counts[picks].sum(1)
    return np.percentile(means, [2.5, 97.5])


def position_log_loss(chances, results):
    p = np.clip(chances, 1e-6, 1 - 1e-6)
    return -(results * np.log(p) + (1 - results) * np.log(1 - p))


def report(train, held, values, policies, y_train, y_held):
    """The value's log losses and the policy's agreements on `held`, logistics fitted on `train`."""
    print("value: held-out log loss on the result (draw = half)")
    print(f"  a coin (0.5)                       {log_loss(np.full(len(held), 0.5), y_held):.4f}")
    for name, field in [("today's static evaluation", "static_value"),
                        ("the game's search (6k nodes)", "game_score"),
                        ("the deeper search (the label)", "deep_score")]:
        known_train = train[field] != R.NO_SCORE
        known = held[field] != R.NO_SCORE
        ab = fit_logistic(train[field][known_train], y_train[known_train])
        print(f"  {name:34} {log_loss(chance(held[field][known], ab), y_held[known]):.4f}"
              f"  (on {known.sum()} positions, logistic a={ab[0]:.5f} b={ab[1]:.3f})")
        if field == "static_value":
            static_losses = position_log_loss(chance(held[field], ab), y_held)
    net_chance = values[:, 0] + 0.5 * values[:, 1]
    print(f"  the network's value                {log_loss(net_chance, y_held):.4f}")
    low, high = game_interval(held["game"], position_log_loss(net_chance, y_held) - static_losses)
    print(f"  (the network less today's static evaluation: 95% by games {low:+.4f} to {high:+.4f})")
    wdl = np.stack([held["result"] == 1, held["result"] == 0, held["result"] == -1], 1)
    print(f"  (its win/draw/loss log loss        {-np.mean(np.log(np.clip(values[wdl], 1e-6, 1))):.4f})")

    print("policy: agreement with the deeper search's move, top-1 / top-3")
    target = held["deep_move"].astype(np.int64)
    ordering = held["order_first"].astype(np.int64)[:, :3] == target[:, None]
    print(f"  today's move ordering              {ordering[:, 0].mean():.3f} / {ordering.any(1).mean():.3f}")
    print(f"  the game's move (6k nodes)         {np.mean(held['game_move'] == target):.3f}")
    empty = held["stones"] == 0
    for name, allowed in [("the network, empty points", empty),
                          ("the network, the ordering's moves", R.candidate_mask(held))]:
        ranked = np.argsort(-np.where(allowed, policies, -np.inf), 1)
        hit = ranked[:, :3] == target[:, None]
        print(f"  {name:34} {hit[:, 0].mean():.3f} / {hit.any(1).mean():.3f}")
    one = game_interval(held["game"], hit[:, 0].astype(float) - ordering[:, 0])
    three = game_interval(held["game"], hit.any(1).astype(float) - ordering.any(1))
    print(f"  (the network among its moves less the ordering, 95% by games: top-1 {one[0]:+.3f} to {one[1]:+.3f}, "
          f"top-3 {three[0]:+.3f} to {three[1]:+.3f})")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--weights", required=True)
    p.add_argument("files", nargs="+")
    args = p.parse_args()
    torch.set_num_threads(1)
    rule = torch.load(args.weights)["args"]["rule"]
    data = select(R.load(args.files), rule)
    train, held = data[~R.held_out(data)], data[R.held_out(data)]
    y_train, y_held = R.mover_result(train), R.mover_result(held)
    print(f"{rule}: {len(train)} positions trained on, {len(held)} held out "
          f"({len(np.unique(held['game']))} games)")

    a, values, policies = net_outputs(args.weights, held)
    report(train, held, values, policies, y_train, y_held)
    if rule == "renju":  # black and white play by different rules: each side's figures apart
        for mover, name in [(1, "black"), (2, "white")]:
            t, h = train["mover"] == mover, held["mover"] == mover
            print(f"-- {name} to move: {h.sum()} positions held out")
            report(train[t], held[h], values[h], policies[h], y_train[t], y_held[h])
    print(f"network: reach {a['reach']}, {a['features']} features, hidden {a['hidden']}, "
          f"{a['epochs']} epochs, score weight {a['score_weight']}")


if __name__ == "__main__":
    main()
