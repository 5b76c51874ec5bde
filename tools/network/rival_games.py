#!/usr/bin/env python3
"""Turns the games a gomocup_match.py run prints into gomoku-selfplay's games format.

Reads the match's output (not --quiet) on standard input and writes one line a game,
"RULE RESULT MOVE...", the format tools/tuning/games.h reads: the network's data then holds
positions of games against another engine (Rapfi, Pela), which our own play never reaches.
Only games ended by a five or a full board are kept: a game lost to the clock, an illegal
move or a foul ends on a move that is not a position to learn from, and is counted on stderr.

Usage: gomocup_match.py ... | rival_games.py --rule freestyle > OUT.games
"""
import argparse
import re
import sys

# game 7: A black: B wins (five) after 41 moves: h8 i9 ...
GAME = re.compile(r"^game \d+: (?P<name>\S+) (?P<colour>black|white): (?P<result>.*?) "
                  r"\((?P<why>.*)\) after \d+ moves:(?P<moves>.*)$")


def convert(line, rule):
    """The games-format line for one printed game, or None for a line that is no kept game."""
    match = GAME.match(line.strip())
    if not match or match["why"] not in ("five", "board full"):
        return None
    result = match["result"]
    if result == "draw":
        winner = "draw"
    else:
        a_won = result == f"{match['name']} wins"
        a_black = match["colour"] == "black"
        winner = "black" if a_won == a_black else "white"
    moves = match["moves"].split()
    return " ".join([rule, winner] + moves) if moves else None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rule", choices=["freestyle", "standard", "renju"], required=True)
    args = parser.parse_args()
    kept = dropped = 0
    for line in sys.stdin:
        if not line.startswith("game "):
            continue
        converted = convert(line, args.rule)
        if converted is None:
            dropped += 1
            continue
        print(converted, flush=True)
        kept += 1
    print(f"rival_games.py: {kept} games kept, {dropped} ended otherwise than by a five or a full board",
          file=sys.stderr)


if __name__ == "__main__":
    main()
