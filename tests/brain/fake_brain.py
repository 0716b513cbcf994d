"""A misbehaving Gomocup brain for the match tests. Answers START/RESTART
with OK, then misbehaves on its first move as `mode` says:
crash (exits with status 3), garbage (answers text), slow (sleeps 3 s),
illegal (always plays 0,0: the second time the point is occupied), error
(answers ERROR), silent-exit (closes its output), centre (always plays 7,7:
on a renju opening whose centre is forbidden for Black, a foul as Black),
info-log PATH (as centre, and appends every INFO line it gets to PATH)."""
import os
import sys
import time

mode = sys.argv[1]
moves = 0
for raw in sys.stdin:
    line = raw.strip()
    word = line.split(" ")[0].upper() if line else ""
    if word == "INFO" and mode == "info-log":
        with open(sys.argv[2], "a") as log:
            log.write(line + "\n")
    if word in ("START", "RESTART"):
        print("OK", flush=True)
    elif word == "END":
        break
    elif word in ("BEGIN", "TURN", "DONE"):
        moves += 1
        if mode == "crash":
            sys.exit(3)
        if mode == "garbage":
            print("I think h8 is nice", flush=True)
        elif mode == "slow":
            time.sleep(3)
            print("7,7", flush=True)
        elif mode == "illegal":
            print("0,0", flush=True)
        elif mode in ("centre", "info-log"):
            print("7,7", flush=True)
        elif mode == "error":
            print("ERROR no idea", flush=True)
        elif mode == "silent-exit":
            sys.stdout.flush()
            os.close(1)
            time.sleep(1)
            sys.exit(0)
