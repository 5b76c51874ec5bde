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
"""
import argparse
import os
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
    options = parser.parse_args()

    commands = ["protocol_version", "name", "version", "list_commands", "boardsize", "clear_board",
                "komi", "play", "set_free_handicap", "genmove", "undo", "final_status_list",
                "final_score", "quit"]
    if not options.no_reg_genmove:
        commands.append("reg_genmove")
    size = 19
    taken = []  # vertices played, newest last; captures are not followed

    def first_free():
        for row in range(1, size + 1):
            for column in LETTERS[:size]:
                vertex = f"{column}{row}"
                if vertex not in taken:
                    return vertex
        return "pass"

    for line in sys.stdin:
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
        elif name == "final_status_list":
            answer(options.dead)
        elif name == "quit":
            answer("")
            return
        else:
            answer("unknown command", "?")


if __name__ == "__main__":
    main()
