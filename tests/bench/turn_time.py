#!/usr/bin/env python3
"""How much of its turn a Gomocup brain uses: two copies of it play each other from a few fixed
openings, and every answer is timed from the TURN/BOARD line to the move (pipe included).

  tests/bench/turn_time.py ./build/release/src/cli/pbrain-gomoku --turn-ms 1000 --moves 16
prints the mean, median, shortest and longest answer and how many passed the turn time.
"""
import argparse
import shlex
import statistics
import subprocess
import time

OPENINGS = [[(7, 7), (8, 8), (6, 8)], [(7, 7), (7, 8), (9, 6)], [(7, 7), (8, 6), (5, 7)]]


def answer(proc):
    """The next line that is a move."""
    while True:
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError("the brain ended")
        if not line.startswith(("MESSAGE", "DEBUG")):
            return line.strip()


def play(command, opening, turn_ms, moves):
    brains = [subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               text=True, bufsize=1) for _ in range(2)]
    times = []
    try:
        for b in brains:
            b.stdin.write(f"START 15\nINFO timeout_turn {turn_ms}\nINFO timeout_match 0\nINFO rule 0\n")
            assert answer(b) == "OK"
        stones = list(opening)
        while len(times) < moves:
            side = len(stones) % 2
            brain = brains[side]
            lines = ["BOARD"] + [f"{x},{y},{1 if i % 2 == side else 2}" for i, (x, y) in enumerate(stones)]
            brain.stdin.write("\n".join(lines + ["DONE"]) + "\n")
            start = time.monotonic()
            move = answer(brain)
            times.append((time.monotonic() - start) * 1000)
            x, y = (int(v) for v in move.split(","))
            stones.append((x, y))
    finally:
        for b in brains:
            b.stdin.write("END\n")
            b.stdin.close()
            b.wait()
    return times


def main():
    p = argparse.ArgumentParser()
    p.add_argument("brain")
    p.add_argument("--turn-ms", type=int, default=1000)
    p.add_argument("--moves", type=int, default=16, help="timed answers per opening")
    args = p.parse_args()
    times = []
    for opening in OPENINGS:
        times += play(args.brain, opening, args.turn_ms, args.moves)
    late = sum(t > args.turn_ms for t in times)
    print(f"{len(times)} answers at {args.turn_ms} ms: mean {statistics.mean(times):.0f} ms "
          f"({100 * statistics.mean(times) / args.turn_ms:.0f}%), median {statistics.median(times):.0f}, "
          f"shortest {min(times):.0f}, longest {max(times):.0f}, over the turn {late}")


if __name__ == "__main__":
    main()
