#!/usr/bin/env python3
"""A GTP engine for tests that misbehaves on purpose.

It plays Go badly but legally enough for tests (the first point it believes empty, from A1 on),
and when it receives the command named by --on it does what --then says instead of answering:
  crash    writes a line to standard error and dies of SIGSEGV
  hang     never answers
  late     answers after --delay seconds
  garbage  answers with a line that is not GTP
  exit     exits with status 3 without answering
  illegal  answers genmove with a point that is already taken
  resign   answers genmove with "resign"
  pass     answers genmove with "pass"
  refuse   answers "? not today"
  wrong-id answers with another command's id
--dead gives the answer to final_status_list dead. --no-reg-genmove leaves reg_genmove out.
--analyze kata|lz lists kata-analyze or lz-analyze and streams, until the next command, a line
every --interval seconds: a malformed "info" first, then the three first free points with a win
rate, their visits growing line by line, and each a line of the free points after it.
--analyze top lists top_moves_black/white, which name the two first free points.
"""
import argparse
import os
import select
import signal
import sys
import time

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--on", default="")
    parser.add_argument("--then", default="")
    parser.add_argument("--delay", type=float, default=1.0)
    parser.add_argument("--dead", default="")
    parser.add_argument("--no-reg-genmove", action="store_true")
    parser.add_argument("--analyze", default="")
    parser.add_argument("--interval", type=float, default=0.05)
    options = parser.parse_args()

    commands = ["protocol_version", "name", "version", "list_commands", "boardsize", "clear_board",
                "komi", "play", "set_free_handicap", "genmove", "undo", "final_status_list",
                "final_score", "quit"]
    if not options.no_reg_genmove:
        commands.append("reg_genmove")
    if options.analyze in ("kata", "lz"):
        commands.append(options.analyze + "-analyze")
    if options.analyze == "top":
        commands.extend(["top_moves_black", "top_moves_white"])
    size = 19
    taken = []  # vertices played, newest last; captures are not followed

    def free_points(count):
        found = []
        for row in range(1, size + 1):
            for column in LETTERS[:size]:
                vertex = f"{column}{row}"
                if vertex not in taken and len(found) < count:
                    found.append(vertex)
        return found

    def first_free():
        free = free_points(1)
        return free[0] if free else "pass"

    # Standard input read by hand, so that a stream of analysis can wait for the next line.
    pending = b""

    def line_waits(timeout=None):
        """True once a whole line (or the end of the input) waits, False after `timeout`."""
        nonlocal pending
        while b"\n" not in pending:
            if timeout is not None and not select.select([0], [], [], timeout)[0]:
                return False
            got = os.read(0, 4096)
            if not got:
                return True
            pending += got
        return True

    def next_line():
        nonlocal pending
        line_waits()
        if b"\n" not in pending:
            line, pending = pending, b""
            return line.decode()
        line, pending = pending.split(b"\n", 1)
        return line.decode() + "\n"

    def stream(command_id, lz):
        sys.stdout.write(f"={command_id}\n")
        sys.stdout.write("info move Z99 visits many winrate 2\n")
        sys.stdout.flush()
        free = free_points(8)
        visits = 0
        while not line_waits(0):
            visits += 10
            parts = []
            for order, vertex in enumerate(free[:3]):
                rate = 0.6 - 0.1 * order
                shown = f"{int(rate * 10000)}" if lz else f"{rate:.4f}"
                line = " ".join([vertex] + [v for v in free if v != vertex][:3])
                parts.append(f"info move {vertex} visits {visits * (3 - order)} winrate {shown} "
                             f"scoreLead {2.5 - order} order {order} pv {line}")
            sys.stdout.write(" ".join(parts) + "\n")
            sys.stdout.flush()
            time.sleep(options.interval)
        # The next command ends the stream with an empty line; it is answered next.
        sys.stdout.write("\n")
        sys.stdout.flush()

    while True:
        line = next_line()
        if not line:
            return
        words = line.split()
        if not words:
            continue
        command_id = ""
        if words[0].isdigit():
            command_id = words.pop(0)
        if not words:
            continue
        name, args = words[0], words[1:]

        def answer(text, status="="):
            sys.stdout.write(f"{status}{command_id} {text}\n\n")
            sys.stdout.flush()

        if name == options.on:
            then = options.then
            if then == "crash":
                sys.stderr.write("fake engine: giving up\n")
                sys.stderr.flush()
                os.kill(os.getpid(), signal.SIGSEGV)
            if then == "hang":
                time.sleep(3600)
            if then == "late":
                time.sleep(options.delay)
            if then == "garbage":
                sys.stdout.write("I am not a GTP engine\n\n")
                sys.stdout.flush()
                continue
            if then == "exit":
                sys.exit(3)
            if then == "illegal":
                answer(taken[-1] if taken else "A1")
                continue
            if then in ("resign", "pass"):
                answer(then)
                continue
            if then == "refuse":
                answer("not today", "?")
                continue
            if then == "wrong-id":
                command_id = str(int(command_id or "0") + 1)

        if name == "protocol_version":
            answer("2")
        elif name == "name":
            answer("Fake Engine")
        elif name == "version":
            answer("1.0")
        elif name == "list_commands":
            answer("\n".join(commands))
        elif name == "boardsize":
            size = int(args[0])
            taken = []
            answer("")
        elif name == "clear_board":
            taken = []
            answer("")
        elif name in ("komi", "final_score"):
            answer("" if name == "komi" else "0")
        elif name == "play":
            if args[1].lower() != "pass":
                taken.append(args[1].upper())
            answer("")
        elif name == "set_free_handicap":
            taken.extend(v.upper() for v in args)
            answer("")
        elif name in ("genmove", "reg_genmove"):
            vertex = first_free()
            if name == "genmove" and vertex != "pass":
                taken.append(vertex)
            answer(vertex)
        elif name == "undo":
            if taken:
                taken.pop()
            answer("")
        elif name in ("kata-analyze", "lz-analyze"):
            stream(command_id, name == "lz-analyze")
        elif name.startswith("top_moves_"):
            answer(" ".join(f"{vertex} {value}" for vertex, value in zip(free_points(2), ("12.5", "7.25"))))
        elif name == "final_status_list":
            answer(options.dead)
        elif name == "quit":
            answer("")
            return
        else:
            answer("unknown command", "?")


if __name__ == "__main__":
    main()
