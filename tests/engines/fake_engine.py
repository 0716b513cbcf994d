#!/usr/bin/env python3
"""A small Gomocup brain for the external-engine tests (brain_client_test and
tests/gui/test_engines.sh). It answers START/RESTART with OK, ABOUT with
name="Fake-MODE", tracks the board and, for a move, acts as MODE says:

  normal   thinks aloud (a `MESSAGE depth ...` line, a Yixin-style `(1) ...`
           line and a line of words), then plays the free point nearest the
           centre
  quiet    plays like normal without any MESSAGE line and without ABOUT
  hang     never answers a move, and ignores END (it has to be killed)
  flood    writes MESSAGE lines without end and never answers
  longline writes one line without end (no line break) and never answers
  garbage  answers with binary garbage instead of a move
  exit     exits with status 3
  crash    kills itself with SIGSEGV
  illegal  answers with the point just played (or 0,0 twice)
  slow     sleeps 3 s, then plays like normal

With a second argument FILE it appends every line it receives to FILE."""
import os
import signal
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "normal"
log = sys.argv[2] if len(sys.argv) > 2 else None
size = 15
stones = set()
last = None


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def best():
    c = size // 2
    free = [(x, y) for x in range(size) for y in range(size) if (x, y) not in stones]
    return min(free, key=lambda p: (abs(p[0] - c) + abs(p[1] - c), p))


def answer():
    global last
    if mode == "hang":
        while True:
            time.sleep(1)
    if mode == "flood":
        n = 0
        while True:
            n += 1
            say("MESSAGE flood %d %s" % (n, "x" * 60))
    if mode == "longline":
        while True:
            sys.stdout.write("y" * 4096)
            sys.stdout.flush()
    if mode == "garbage":
        sys.stdout.buffer.write(b"\x01\xfe\xffgarbage,\x00zz\n")
        sys.stdout.flush()
        return
    if mode == "exit":
        sys.exit(3)
    if mode == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    if mode == "illegal":
        x, y = last if last is not None else (0, 0)
        stones.add((x, y))
        say("%d,%d" % (x, y))
        return
    if mode == "slow":
        time.sleep(3)
    x, y = best()
    if mode != "quiet":
        say("MESSAGE depth 3-5 ev 42 n 1234 n/ms 10 tm 5 pv %s" % cell(x, y))
        say("MESSAGE (1) 42 | 3-5 | %s" % cell(x, y))
        say("MESSAGE the fake engine likes %s" % cell(x, y))
        say("DEBUG not shown")
    stones.add((x, y))
    say("%d,%d" % (x, y))


def cell(x, y):
    return "%s%d" % (chr(ord("a") + x), size - y)  # Wuzi's text: row 1 at the bottom


board_lines = None
for raw in sys.stdin:
    line = raw.strip()
    if log:
        with open(log, "a") as f:
            f.write(line + "\n")
    if board_lines is not None:
        if line.upper() == "DONE":
            for x, y, _ in board_lines:
                stones.add((x, y))
            last = (board_lines[-1][0], board_lines[-1][1]) if board_lines else None
            board_lines = None
            answer()
        else:
            try:
                board_lines.append(tuple(int(v) for v in line.split(",")))
            except ValueError:
                pass
        continue
    word = line.split(" ")[0].upper() if line else ""
    if word in ("START", "RESTART"):
        if word == "START":
            size = int(line.split(" ")[1])
        stones.clear()
        say("OK")
    elif word == "ABOUT":
        if mode != "quiet":
            say('name="Fake-%s", version="1.0", author="Wuzi tests"' % mode)
    elif word == "END":
        if mode != "hang":
            break
    elif word == "BEGIN":
        last = None
        answer()
    elif word == "TURN":
        x, y = (int(v) for v in line.split(" ")[1].split(","))
        stones.add((x, y))
        last = (x, y)
        answer()
    elif word == "BOARD":
        stones.clear()
        board_lines = []
