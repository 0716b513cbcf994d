"""Generated-input fuzzing of pbrain-wuzi: many random and mutated byte
sequences go to the real binary; it must never crash, hang or print a line
that is not a protocol answer.
Usage: brain_fuzz_test.py /path/to/pbrain-wuzi [sessions] [seed]"""
import os
import random
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(__file__))
from brain_driver import command  # noqa: E402

BRAIN = sys.argv[1] if len(sys.argv) > 1 else "./pbrain-wuzi"
SESSIONS = int(sys.argv[2]) if len(sys.argv) > 2 else 300
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else 20261130

ALLOWED = re.compile(
    rb"^(OK|SWAP|FORBID (\d{4})*\.|ERROR .*|UNKNOWN .*|MESSAGE .*|DEBUG .*|name=\".*|\d+,\d+( \d+,\d+){0,2})$")

WORDS = ["START", "RECTSTART", "RESTART", "BEGIN", "TURN", "BOARD", "DONE", "INFO", "ABOUT",
         "TAKEBACK", "PLAY", "SWAP2BOARD", "YXSTOP", "start", "turn", "board",
         # Yixin-Board's extensions
         "YXSHOWINFO", "YXBOARD", "YXNBEST", "YXBLOCK", "YXBLOCKUNDO", "YXBLOCKRESET", "YXBALANCEONE",
         "YXBALANCETWO", "YXSEARCHDEFEND", "YXHASHCLEAR", "YXSHOWFORBID", "YXSHOWHASHUSAGE", "yxnbest",
         "yxboard", "YXFOO", "YXQUERYDATABASEALL"]
INFO_KEYS = ["timeout_turn", "timeout_match", "time_left", "max_memory", "game_type", "rule",
             "folder", "thread_num", "max_depth", "max_node", "hash_size", "debug", "evaluate",
             "pondering", "caution_factor", "show_detail", "use_book", "THREAD_NUM", "Max_Depth",
             "MAX_NODE", "SHOW_DETAIL", "CAUTION_FACTOR", "PONDERING"]


def number(rng):
    return rng.choice([str(rng.randint(-3, 25)), str(rng.randint(-2**40, 2**40)), "", "x", "7.5",
                       "99999999999", "-0", "+3", "1e3"])


def valid_line(rng, size):
    word = rng.choice(WORDS)
    if word.upper() in ("START",):
        return f"{word} {rng.choice([size, size, rng.randint(0, 30)])}"
    if word.upper() == "RECTSTART":
        return f"{word} {size},{rng.choice([size, rng.randint(0, 30)])}"
    if word.upper() in ("TURN", "TAKEBACK", "PLAY"):
        return f"{word} {rng.randint(-1, size)},{rng.randint(-1, size)}"
    if word.upper() in ("YXNBEST", "YXBALANCEONE", "YXBALANCETWO"):
        return f"{word} {rng.choice([str(rng.randint(-3, 30)), str(rng.randint(-40000, 40000)), number(rng)])}"
    if word.upper() in ("YXBLOCK", "YXBLOCKUNDO"):
        points = [f"{rng.randint(-1, size)},{rng.randint(-1, size)}" + rng.choice(["", "", ",1", ",x"])
                  for _ in range(rng.choice([0, 1, 2, rng.randint(0, 20)]))]
        end = ["DONE"] if rng.random() < 0.9 else []
        return "\n".join([word] + points + end)
    if word.upper() == "INFO":
        key = rng.choice(INFO_KEYS)
        value = number(rng)
        if key.lower() in ("timeout_turn", "time_left"):  # keep searches short
            value = rng.choice([str(rng.randint(-5, 30)), "x", "", "2147483647"])
        if key == "max_memory" and rng.random() < 0.8:
            value = str(rng.randint(0, 200) << 20)
        if key == "hash_size" and rng.random() < 0.8:  # KB; a huge table is slow, not wrong
            value = str(rng.randint(0, 200) << 10)
        if key == "rule" and rng.random() < 0.7:  # mostly rules it plays, renju too
            value = rng.choice(["0", "1", "2", "4", "5", "8"])
        if key.lower() == "thread_num":
            value = str(rng.randint(0, 3))
        if key.lower() in ("pondering", "use_book", "show_detail", "caution_factor") and rng.random() < 0.7:
            value = str(rng.randint(-1, 4))
        return f"INFO {key} {value}"
    if word.upper() in ("BOARD", "YXBOARD", "SWAP2BOARD"):
        stones = [f"{rng.randint(-1, size)},{rng.randint(-1, size)}" +
                  ("" if word.upper() == "SWAP2BOARD" else f",{rng.randint(0, 3)}")
                  for _ in range(rng.choice([0, 1, 3, 5, rng.randint(0, 30)]))]
        end = ["DONE"] if rng.random() < 0.9 else []
        return "\n".join([word] + stones + end)
    return word


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        op = rng.random()
        pos = rng.randint(0, len(data))
        if op < 0.3 and data:
            data[min(pos, len(data) - 1)] = rng.randint(0, 255)
        elif op < 0.5:
            data[pos:pos] = bytes(rng.randint(0, 255) for _ in range(rng.randint(1, 8)))
        elif op < 0.7 and data:
            del data[pos:pos + rng.randint(1, 10)]
        elif op < 0.85:
            data[pos:pos] = rng.choice([b"\r\n", b"\n", b"\r", b"\x00", b",", b" ", b"-"])
        else:
            data[pos:pos] = data[:rng.randint(0, 40)]
    return bytes(data)


def session(index):
    rng = random.Random(SEED * 1000003 + index)
    size = rng.choice([5, 6, 10, 15, 20])
    lines = [valid_line(rng, size) for _ in range(rng.randint(1, 40))]
    data = ("\n".join(lines) + "\n").encode()
    kind = rng.random()
    if kind < 0.4:
        data = mutate(rng, data)
    elif kind < 0.5:
        data = bytes(rng.randint(0, 255) for _ in range(rng.randint(0, 2000)))
    # Short searches (the default plan is 5 s a move), and no search without
    # an end (timeout_turn 2147483647) is left running at the end of input.
    data = b"INFO timeout_turn 10\n" + data
    if rng.random() < 0.9:  # a small table: most of a session's time is clearing it
        data = b"INFO max_memory 33554432\n" + data
    if rng.random() < 0.3:
        data += b"END\n"
    proc = subprocess.Popen(command(BRAIN), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    try:
        out, _ = proc.communicate(data, timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return index, data, "hang: no exit within 20 s after end of input"
    if proc.returncode != 0:
        return index, data, f"exit status {proc.returncode}"
    for line in out.splitlines():
        if not ALLOWED.match(line):
            return index, data, f"unexpected output line {line[:80]!r}"
    return index, data, None


def main():
    failures = []
    with ThreadPoolExecutor(max_workers=2) as pool:
        for index, data, problem in pool.map(session, range(SESSIONS)):
            if problem:
                failures.append((index, data, problem))
    for index, data, problem in failures[:5]:
        path = f"brain_fuzz_failure_{index}.bin"
        with open(path, "wb") as f:
            f.write(data)
        print(f"session {index}: {problem} (input saved to {os.path.abspath(path)})")
    print(f"{SESSIONS} sessions, seed {SEED}: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
