"""Prints the logistic that maps the deeper search's scores to results on a rule's training games,
sigmoid(a * score + b), as train.py fits it for --score-weight: the engine reads a network's
chances back into scores through it (src/ai/learned_evaluation.cpp, valueScaleFor).

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
    slope, offset = fit_logistic(train["deep_score"], R.mover_result(train))
    print(f"{args.rule}: a {slope:.6g} per unit (1 / {1 / slope:.0f}), b {offset:.4f}, "
          f"{len(train)} positions")


if __name__ == "__main__":
    main()
