#!/usr/bin/env python3
"""A small Gomocup brain for the external-engine tests (brain_client_test,
engine_driver_test and tests/gui/test_engines.sh). It answers START/RESTART
with OK, ABOUT with name="Fake-MODE", tracks the board and, for a move, acts
as MODE says:

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
  slow     sleeps 3 s, or half of INFO timeout_turn when that is longer (at
           most 30 s), reading nothing, so YXSTOP goes unanswered; then plays
           like normal
  stoppable  thinks for half of INFO timeout_turn (at most 30 s) while it
           reads its input; YXSTOP makes it play at once (as Rapfi does)
  nostop   thinks like stoppable, but answers YXSTOP with UNKNOWN and thinks on
           (a brain without Yixin-Board's extension that reads while it thinks)

SWAP2BOARD (0, 3 or 5 stones, then DONE): modes swap2-swap, swap2-move,
swap2-two and swap2-garbage propose three stones on an empty board (the
free points nearest the centre) and, after three or five, answer SWAP, one
move, two moves (one after five) or garbage; they play moves like normal.
Other modes answer it with UNKNOWN (hang: nothing). YXSTOP while idle: no answer.

With a second argument FILE it appends every line it receives to FILE."""
import os
import select
import signal
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "normal"
log = sys.argv[2] if len(sys.argv) > 2 else None
size = 15
stones = set()
last = None
timeout_turn = 1000
pending = b""


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def read_line(timeout=None):
    """The next input line (stripped), None at the end of input, or "" when
    `timeout` seconds pass first. Logged when FILE is given."""
    global pending
    deadline = None if timeout is None else time.monotonic() + timeout
    while b"\n" not in pending:
        wait = None if deadline is None else max(0.0, deadline - time.monotonic())
        ready, _, _ = select.select([0], [], [], wait)
        if not ready:
            return ""
        chunk = os.read(0, 4096)
        if not chunk:
            return None
        pending += chunk
    raw, pending = pending.split(b"\n", 1)
    line = raw.decode("utf-8", "replace").strip()
    if log:
        with open(log, "a") as f:
            f.write(line + "\n")
    return line


def nearest(n):
    c = size // 2
    free = [(x, y) for x in range(size) for y in range(size) if (x, y) not in stones]
    return sorted(free, key=lambda p: (abs(p[0] - c) + abs(p[1] - c), p))[:n]


def best():
    return nearest(1)[0]


def think_seconds():
    """Half of the turn's time, from 0.1 s to 30 s: a test that must tell a
    stop from a finished search gives a long turn, so that no load on the
    machine can blur the two."""
    return min(30.0, max(0.1, timeout_turn / 2000.0))


def think():
    """stoppable / nostop: think while reading input; True if YXSTOP ended it."""
    until = time.monotonic() + think_seconds()
    while True:
        left = until - time.monotonic()
        if left <= 0:
            return False
        line = read_line(left)
        if line is None:
            sys.exit(0)
        word = line.split(" ")[0].upper() if line else ""
        if word == "END":
            sys.exit(0)
        if word == "YXSTOP":
            if mode == "stoppable":
                return True
            say("UNKNOWN YXSTOP")


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
        time.sleep(max(3.0, think_seconds()))
    stopped = think() if mode in ("stoppable", "nostop") else False
    x, y = best()
    if mode != "quiet":
        say("MESSAGE depth 3-5 ev 42 n 1234 n/ms 10 tm 5 pv %s" % cell(x, y))
        say("MESSAGE (1) 42 | 3-5 | %s" % cell(x, y))
        say("MESSAGE the fake engine likes %s%s" % (cell(x, y), " (stopped)" if stopped else ""))
        say("DEBUG not shown")
    stones.add((x, y))
    say("%d,%d" % (x, y))


def answer_swap2(placed):
    for p in placed:
        stones.add(p)
    if mode == "hang":
        while True:
            time.sleep(1)
    if not mode.startswith("swap2-"):
        say("UNKNOWN SWAP2BOARD is not supported")
        return
    if mode == "swap2-garbage":
        say("maybe later")
        return
    if not placed:
        three = nearest(3)
        for p in three:
            stones.add(p)
        say(" ".join("%d,%d" % p for p in three))
        return
    if mode == "swap2-swap":
        say("SWAP")
        return
    count = 2 if mode == "swap2-two" and len(placed) == 3 else 1
    moves = nearest(count)
    for p in moves:
        stones.add(p)
    say("MESSAGE the fake engine places %d" % count)
    say(" ".join("%d,%d" % p for p in moves))


def cell(x, y):
    return "%s%d" % (chr(ord("a") + x), size - y)  # Wuzi's text: row 1 at the bottom


board_lines = None
swap2_lines = None
while True:
    line = read_line()
    if line is None:
        break
    if board_lines is not None or swap2_lines is not None:
        lines = board_lines if board_lines is not None else swap2_lines
        if line.upper() == "DONE":
            if board_lines is not None:
                for x, y, _ in board_lines:
                    stones.add((x, y))
                last = (board_lines[-1][0], board_lines[-1][1]) if board_lines else None
                board_lines = None
                answer()
            else:
                placed = [(p[0], p[1]) for p in swap2_lines]
                swap2_lines = None
                answer_swap2(placed)
        else:
            try:
                lines.append(tuple(int(v) for v in line.split(",")))
            except ValueError:
                pass
        continue
    word = line.split(" ")[0].upper() if line else ""
    if word in ("START", "RESTART"):
        if word == "START":
            size = int(line.split(" ")[1])
        stones.clear()
        say("OK")
    elif word == "INFO":
        parts = line.split(" ")
        if len(parts) >= 3 and parts[1] == "timeout_turn":
            try:
                timeout_turn = int(parts[2])
            except ValueError:
                pass
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
    elif word == "SWAP2BOARD":
        stones.clear()
        swap2_lines = []
