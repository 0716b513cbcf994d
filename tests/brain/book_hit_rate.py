"""How often pbrain-wuzi plays from its opening book in real games: two
brains play the first plies of a game from each opening of a file (A moves
first after the opening), and every move is counted as from the book when the
brain announced it with `MESSAGE book`. Not a test: a measurement for
tools/brain/README.md.
Usage: book_hit_rate.py PBRAIN OPENINGS [--plies 8] [--turn-ms 100] [--games N]
                        [--opponent-args=--no-book]"""
import argparse
import os
import shlex
import sys

sys.path.insert(0, os.path.dirname(__file__))
from brain_driver import Brain, xy  # noqa: E402


def parse_move(text, size=15):
    return ord(text[0]) - ord("a"), size - int(text[1:])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("brain")
    p.add_argument("openings")
    p.add_argument("--plies", type=int, default=8)
    p.add_argument("--turn-ms", type=int, default=100)
    p.add_argument("--games", type=int, default=0, help="first N openings (0: all)")
    p.add_argument("--opponent-args", default="", help="options of brain B, e.g. --no-book")
    a = p.parse_args()
    openings = []
    for line in open(a.openings):
        line = line.split("#")[0].strip()
        if line:
            openings.append([parse_move(m) for m in line.split(",")])
    if a.games:
        openings = openings[:a.games]
    brains = [Brain(a.brain), Brain(a.brain, shlex.split(a.opponent_args))]
    for b in brains:
        assert b.ask("START 15") == "OK"
        b.send(f"INFO timeout_turn {a.turn_ms}")
    played = [[0] * a.plies, [0] * a.plies]
    booked = [[0] * a.plies, [0] * a.plies]
    for opening in openings:
        moves = list(opening)
        for ply in range(a.plies):
            who = ply % 2
            b = brains[who]
            mover = len(moves) % 2  # 0: Black to move
            b.send("BOARD")
            for i, (x, y) in enumerate(moves):
                b.send(f"{x},{y},{1 if i % 2 == mover else 2}")
            start = len(b.all)
            b.send("DONE")
            line = b.answer(30)[0]
            if not line[0].isdigit():
                break  # the game is over
            moves.append(xy(line))
            played[who][ply] += 1
            booked[who][ply] += any(l.startswith("MESSAGE book") for l in b.all[start:])
    for b in brains:
        b.send("END")
        b.close()
    print(f"{len(openings)} openings, {a.plies} plies each, {a.turn_ms} ms a move, "
          f"brain B options: '{a.opponent_args}'")
    print("ply:      " + " ".join(f"{i + 1:>5}" for i in range(a.plies)))
    for who, name in ((0, "A"), (1, "B")):
        cells = []
        for ply in range(a.plies):
            cells.append(f"{100 * booked[who][ply] / played[who][ply]:4.0f}%" if played[who][ply] else "    -")
        print(f"brain {name}:  " + " ".join(cells))
    total = sum(map(sum, played))
    hits = sum(map(sum, booked))
    print(f"book moves: {hits} of {total} moves played ({100 * hits / max(total, 1):.1f}%)")


if __name__ == "__main__":
    main()
