"""Prints the logistics that map the deeper search's scores, and today's static evaluation, to
results on a rule's training games, sigmoid(a * score + b), as train.py fits the first for
--score-weight. The engine reads a network's chances back into scores through the static
evaluation's, so that the search's margins keep their meaning (src/ai/learned_evaluation.cpp,
valueScaleFor).

    /usr/bin/python3 tools/network/value_scale.py --rule freestyle /work/nn-data/freestyle-*.positions
"""
import argparse

import records as R
from calibration import fit_logistic
from train import RULES, select


def main():
    a = argparse.ArgumentParser()
    a.add_argument("--rule", choices=RULES, required=True)
    a.add_argument("files", nargs="+")
    args = a.parse_args()
    data = select(R.load(args.files), args.rule)
    train = data[~R.held_out(data)]
    for name, field in [("the deeper search's score", "deep_score"),
                        ("today's static evaluation", "static_value")]:
        slope, offset = fit_logistic(train[field], R.mover_result(train))
        print(f"{args.rule}, {name}: a {slope:.6g} per unit (1 / {1 / slope:.0f}), b {offset:.4f}, "
              f"{len(train)} positions")


if __name__ == "__main__":
    main()
