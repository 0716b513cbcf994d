"""pbrain-wuzi driven through pipes as Yixin-Board drives it: every Yixin
extension (YXSHOWINFO, YXBOARD, YXNBEST, YXBLOCK..., YXBALANCEONE/TWO,
YXSEARCHDEFEND, YXHASHCLEAR, YXSTOP, YXSHOWFORBID, YXSHOWHASHUSAGE), INFO keys
in any case, bad arguments, commands sent mid-search, the opening book, and
renju (forbidden points listed, never played).
Usage: yixin_session_test.py /path/to/pbrain-wuzi"""
import os
import re
import struct
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from brain_driver import Brain, command, xy  # noqa: E402

BRAIN = os.environ.get("PBRAIN") or (sys.argv[1] if len(sys.argv) > 1 else "./pbrain-wuzi")
MOVE = re.compile(r"^\d+,\d+$")
PAIR = re.compile(r"^(\d+),(\d+) (\d+),(\d+)$")
LINE = re.compile(r"^MESSAGE \((\d+)\) ([-+]?M?\d+) \| (\d+)-(\d+) \|((?: [a-t]\d+)*)$")
PROGRESS = re.compile(r"^MESSAGE depth (\d+)-\d+ ev ")
UNLIMITED = 2147483647


def name(x, y, size=15):
    """Our move text for Gomocup x,y (y from the top)."""
    return f"{chr(ord('a') + x)}{size - y}"


def score_value(text):
    """A MESSAGE score (`35`, `+M3`, `-M4`) as a number that orders like it."""
    if "M" in text:
        plies = int(text.replace("+", "").replace("-", "").replace("M", ""))
        return (30000 - plies) * (-1 if text.startswith("-") else 1)
    return int(text)


# Positions as YXBOARD lines (x,y,f: 1 the brain's stone, 2 the opponent's).
OWN_OPEN_FOUR = ["3,7,1", "0,0,2", "4,7,1", "0,2,2", "5,7,1", "0,4,2", "6,7,1", "14,14,2"]
OWN_WINS = {(2, 7), (7, 7)}
THEIR_FOUR = ["3,3,2", "4,4,2", "5,5,2", "6,6,2", "2,2,1", "10,0,1", "12,0,1"]  # only 7,7 holds
THEIR_OPEN_FOUR = ["3,3,2", "4,4,2", "5,5,2", "6,6,2", "10,0,1", "12,0,1", "14,2,1"]
QUIET = ["7,7,2", "8,8,1", "8,7,2"]
# Renju positions, the brain Black and to move (x,y; h8 is 7,7).
# i8 j8 h9 h10: h8 would make two open threes, a double three.
DOUBLE_THREE = ["8,7,1", "9,7,1", "7,6,1", "7,5,1", "0,0,2", "0,2,2", "14,0,2", "14,2,2"]
# d4 e4 f4 h4 i4 (y 11): g4 (6,11) would make six, an overline; White blocks both ends.
OVERLINE = ["3,11,1", "4,11,1", "5,11,1", "7,11,1", "8,11,1", "2,11,2", "9,11,2", "0,14,2",
            "14,14,2", "12,14,2"]
# e8 f8 g8 and h11 h10 h9, blocked at d8 and h12: h8 would make two fours, a
# double four (in freestyle, the winning move).
DOUBLE_FOUR = ["4,7,1", "5,7,1", "6,7,1", "7,4,1", "7,5,1", "7,6,1", "3,7,2", "7,3,2", "0,0,2",
               "14,0,2", "0,14,2", "14,14,2"]


class YixinSession(unittest.TestCase):
    args = ()

    def setUp(self):
        self.b = Brain(BRAIN, self.args)

    def tearDown(self):
        self.b.kill()

    def start(self, size=15, turn_ms=2000, gui=True):
        if gui:
            self.b.send("YXSHOWINFO")
        self.assertEqual(self.b.ask(f"START {size}"), "OK")
        self.b.send(f"INFO timeout_turn {turn_ms}")

    def board(self, lines, command="YXBOARD"):
        self.b.send(command)
        for line in lines:
            self.b.send(line)
        self.b.send("DONE")

    def mark(self):
        # The test's place in the output, not the reader thread's: lines that
        # arrived but were not yet read belong after the mark.
        return self.b.consumed

    def since(self, mark):
        return self.b.all[mark:]

    def move(self, command, timeout=10.0):
        line = self.b.ask(command, timeout)
        self.assertRegex(line, MOVE, f"answer to {command!r}")
        return xy(line)

    def wait_for(self, pattern, timeout=10.0):
        """Waits for an output line (MESSAGE lines included) matching `pattern`."""
        regex = re.compile(pattern)
        line, _ = self.b.answer(timeout, skip=())
        while not regex.search(line):
            line, _ = self.b.answer(timeout, skip=())
        return line

    def last_depth_lines(self, output):
        """The (k) lines of the last depth reported in `output`: [(k, score, depth, moves)]."""
        lines = [LINE.match(l) for l in output if LINE.match(l)]
        self.assertTrue(lines, output[-5:])
        last = []
        for m in lines:
            if m.group(1) == "1":
                last = []
            last.append((int(m.group(1)), score_value(m.group(2)), int(m.group(3)), m.group(5).split()))
        return last

    # ---- YXSHOWINFO, YXBOARD ------------------------------------------------

    def test_show_info_reports_threads_and_hash(self):
        self.b.send("YXSHOWINFO")  # before START too, as Yixin-Board sends it
        self.assertRegex(self.wait_for("MAX_THREAD_NUM"), r"^MESSAGE INFO MAX_THREAD_NUM [1-9]\d*$")
        self.assertRegex(self.wait_for("MAX_HASH_SIZE"), r"^MESSAGE INFO MAX_HASH_SIZE [1-9]\d*$")
        self.assertEqual(self.b.ask("START 15"), "OK")

    def test_yxboard_sets_the_position_without_a_search(self):
        self.start()
        m = self.mark()
        self.board(OWN_OPEN_FOUR)
        self.b.send("YXSHOWFORBID")  # the next answer is FORBID's, so YXBOARD answered nothing
        self.assertEqual(self.b.answer()[0], "FORBID .")
        self.assertFalse([l for l in self.since(m) if not l.startswith("FORBID")])
        self.assertIn(self.move("YXNBEST 1"), OWN_WINS)  # the position is the one sent
        # An empty YXBOARD is an empty board: BEGIN is legal again.
        self.board([])
        self.move("BEGIN")

    def test_bad_yxboard_keeps_the_position(self):
        self.b.send("YXBOARD")
        self.b.send("7,7,1")
        self.assertRegex(self.b.ask("DONE"), "^ERROR.*START")
        self.start()
        self.board(OWN_OPEN_FOUR)
        for bad in (["7,7"], ["3,7,1"], ["x,y,1"], ["99,7,1"], ["1,1,1", "2,2,1"], ["1,1,9"]):
            self.board(bad)
            self.assertRegex(self.b.answer()[0], "^ERROR YXBOARD", bad)
        self.b.send("YXBOARD")
        self.b.send("1,1,2")
        self.assertRegex(self.b.ask("YXSHOWFORBID"), "^ERROR YXBOARD was not closed by DONE")
        self.assertEqual(self.b.answer()[0], "FORBID .")
        self.assertIn(self.move("YXNBEST 1"), OWN_WINS)

    # ---- YXNBEST ------------------------------------------------------------

    def test_nbest_gives_n_distinct_legal_moves_ordered_by_score(self):
        self.start(turn_ms=1500)
        self.board(QUIET)
        occupied = {"h8", "i8", "i7"}
        m = self.mark()
        answer = self.move("YXNBEST 4")
        output = self.since(m)
        lines = self.last_depth_lines(output)
        self.assertEqual([k for k, *_ in lines], [1, 2, 3, 4])
        firsts = [moves[0] for _, _, _, moves in lines]
        self.assertEqual(len(set(firsts)), 4, lines)
        self.assertFalse(occupied & set(firsts))
        scores = [s for _, s, _, _ in lines]
        self.assertEqual(scores, sorted(scores, reverse=True), lines)
        self.assertEqual(len({d for _, _, d, _ in lines}), 1)  # one depth per block
        self.assertEqual(name(*answer), firsts[0])  # the answer is the best line
        # Every depth reported has its 4 lines.
        counts = {}
        for l in output:
            if (g := LINE.match(l)):
                counts[int(g.group(3))] = counts.get(int(g.group(3)), 0) + 1
        self.assertTrue(all(c % 4 == 0 for c in counts.values()), counts)

    def test_nbest_finds_both_wins_and_more_lines_than_moves(self):
        self.start()
        self.board(OWN_OPEN_FOUR)
        m = self.mark()
        self.assertIn(self.move("YXNBEST 2"), OWN_WINS)
        lines = self.last_depth_lines(self.since(m))
        self.assertEqual({moves[0] for *_, moves in lines}, {name(*p) for p in OWN_WINS})
        self.assertTrue(all(s >= 29000 for _, s, _, _ in lines), lines)  # forced wins both
        # 5x5 with 20 stones and no four: fewer moves than asked, every one given.
        self.assertEqual(self.b.ask("START 5"), "OK")
        stones = [(0, 0, 1), (1, 0, 2), (3, 0, 1), (0, 1, 2), (1, 1, 1), (2, 1, 2), (4, 1, 1), (0, 2, 2),
                  (1, 2, 1), (2, 2, 1), (3, 2, 1), (4, 2, 1), (0, 3, 1), (1, 3, 2), (2, 3, 2), (4, 3, 2),
                  (0, 4, 2), (1, 4, 2), (2, 4, 2), (3, 4, 1)]
        empty = [(2, 0), (3, 1), (3, 3), (4, 0), (4, 4)]
        self.board([f"{x},{y},{f}" for x, y, f in stones])
        m = self.mark()
        answer = self.move("YXNBEST 50")
        self.assertIn(answer, empty)
        lines = self.last_depth_lines(self.since(m))
        self.assertEqual(sorted(moves[0] for *_, moves in lines), sorted(name(x, y, 5) for x, y in empty))

    def test_the_finished_depth_is_always_reported(self):
        # The brain once skipped a search's last iteration when it ended between
        # the brain's look at the progress and its look at the end: the lines on
        # screen were then a depth older than the answer (about 1 search in 300
        # on a loaded machine). Many short searches make that window likely.
        self.start(turn_ms=30000)
        self.b.send("INFO MAX_DEPTH 2")
        self.board(QUIET)
        for i in range(150):
            m = self.mark()
            self.move("YXNBEST 3")
            depths = [int(g.group(1)) for g in map(PROGRESS.match, self.since(m)) if g]
            self.assertEqual(depths[-1:], [2], (i, self.since(m)))
            self.assertEqual({d for _, _, d, _ in self.last_depth_lines(self.since(m))}, {2}, i)
            self.b.send("YXBOARD")  # the answer was played: take it back
            for line in QUIET:
                self.b.send(line)
            self.b.send("DONE")

    def test_nbest_without_gui_mode_prints_only_thinking_lines(self):
        self.start(gui=False, turn_ms=500)
        self.board(QUIET)
        m = self.mark()
        self.move("YXNBEST 3")
        out = self.since(m)
        self.assertTrue([l for l in out if PROGRESS.match(l)])
        self.assertFalse([l for l in out if LINE.match(l)])

    def test_bad_nbest_arguments_are_errors_and_keep_state(self):
        self.start()
        self.move("YXNBEST 1")  # before any YXBOARD: the empty board
        self.board(OWN_OPEN_FOUR)
        for bad in ("YXNBEST", "YXNBEST x", "YXNBEST 0", "YXNBEST -3", "YXNBEST 2,3", "YXNBEST 1 2"):
            self.assertRegex(self.b.ask(bad), "^ERROR YXNBEST", bad)
        answer = self.move("YXNBEST 1")
        self.assertIn(answer, OWN_WINS)
        # The answer was played: the game is over, and analysis says so.
        self.assertRegex(self.b.ask("YXNBEST 2"), "^ERROR YXNBEST.*game is over")
        self.assertRegex(self.b.ask("YXSEARCHDEFEND"), "^ERROR")
        self.assertRegex(self.b.ask("YXBALANCEONE 0"), "^ERROR")

    # ---- YXBLOCK ------------------------------------------------------------

    def test_blocked_points_are_never_played(self):
        self.start()
        self.b.send("YXBLOCK")
        self.b.send("2,7")
        self.b.send("DONE")
        self.board(OWN_OPEN_FOUR)
        self.assertEqual(self.move("YXNBEST 1"), (7, 7))
        self.board(OWN_OPEN_FOUR)
        self.b.send("YXBLOCK")
        self.b.send("7,7,0")  # x,y,f lines are accepted too
        self.b.send("DONE")
        self.assertNotIn(self.move("YXNBEST 1"), OWN_WINS)
        # Blocks hold for play as well (BOARD searches).
        self.board(OWN_OPEN_FOUR, "BOARD")
        self.assertNotIn(self.b.answer(), OWN_WINS)
        self.b.send("YXBLOCKUNDO")
        self.b.send("7,7")
        self.b.send("DONE")
        self.board(OWN_OPEN_FOUR)
        self.assertEqual(self.move("YXNBEST 1"), (7, 7))
        self.b.send("YXBLOCKRESET")
        self.board(OWN_OPEN_FOUR)
        self.assertIn(self.move("YXNBEST 1"), OWN_WINS)

    def test_bad_block_lines_change_nothing(self):
        self.b.send("YXBLOCK")
        self.b.send("7,7")
        self.assertRegex(self.b.ask("DONE"), "^ERROR YXBLOCK.*START")
        self.start()
        self.b.send("YXBLOCK")
        self.b.send("2,7")
        self.b.send("DONE")
        for bad in (["15,3"], ["-1,3"], ["a,b"], ["7,7", "7"]):
            self.b.send("YXBLOCKUNDO")
            for line in bad:
                self.b.send(line)
            self.assertRegex(self.b.ask("DONE"), "^ERROR YXBLOCKUNDO", bad)
        self.b.send("YXBLOCK")
        self.b.send("7,7")
        self.assertRegex(self.b.ask("ABOUT"), "^ERROR YXBLOCK was not closed")
        self.assertTrue(self.b.answer()[0].startswith("name="))
        # 2,7 is still blocked, 7,7 never was.
        self.board(OWN_OPEN_FOUR)
        self.assertEqual(self.move("YXNBEST 1"), (7, 7))
        self.assertRegex(self.b.ask("YXBLOCKRESET now"), "^ERROR")

    # ---- YXSEARCHDEFEND -----------------------------------------------------

    def test_search_defend(self):
        self.start(turn_ms=1500)
        self.board(THEIR_FOUR)
        m = self.mark()
        self.assertEqual(self.move("YXSEARCHDEFEND"), (7, 7))
        # The block is the one move considered; whether it holds depends on
        # how deep the search sees (the single reply is searched on: here it
        # may prove the loss behind it).
        defend = [l for l in self.since(m) if l.startswith("MESSAGE DEFEND ")]
        self.assertEqual(len(defend), 1, self.since(m))
        self.assertRegex(defend[0], r"^MESSAGE DEFEND (h8 \(1|NONE \(0) of 1 moves hold at depth \d+\)$")
        # An open four: nothing holds, and the answer is still a legal move.
        self.board(THEIR_OPEN_FOUR)
        m = self.mark()
        x, y = self.move("YXSEARCHDEFEND")
        self.assertNotIn(f"{x},{y},", " ".join(THEIR_OPEN_FOUR))
        self.assertTrue([l for l in self.since(m) if l.startswith("MESSAGE DEFEND NONE")], self.since(m))
        # A quiet position: the moves that hold are listed, and they are most
        # of those considered, the answer among them. Not all: a move far
        # from the stones can lose by force (k6 here: the opponent wins in
        # 17 plies, which a search of 1.5 s on two threads may prove).
        self.board(QUIET)
        m = self.mark()
        x, y = self.move("YXSEARCHDEFEND")
        defend = [l for l in self.since(m) if l.startswith("MESSAGE DEFEND ")]
        self.assertEqual(len(defend), 1)
        g = re.match(r"^MESSAGE DEFEND((?: [a-o]\d+)+) \((\d+) of (\d+) moves hold at depth \d+\)$", defend[0])
        self.assertTrue(g, defend[0])
        held = g.group(1).split()
        self.assertEqual(len(held), int(g.group(2)))
        self.assertLessEqual(int(g.group(2)), int(g.group(3)))
        self.assertGreater(int(g.group(2)), int(g.group(3)) * 3 // 4)
        self.assertIn(name(x, y), held)

    # ---- YXBALANCEONE / YXBALANCETWO ----------------------------------------

    def test_balance_one_picks_the_line_closest_to_the_bias(self):
        self.start(turn_ms=30000)
        self.b.send("INFO MAX_DEPTH 3")  # a fixed depth: the two searches below are the same
        for bias in (0, 150, -150):
            self.b.send("YXHASHCLEAR")
            self.board(QUIET)
            m = self.mark()
            self.move("YXNBEST 400")
            lines = self.last_depth_lines(self.since(m))
            self.assertGreater(len(lines), 10)
            self.assertEqual({d for _, _, d, _ in lines}, {3}, bias)
            quiet = [(abs(s - bias), s, mv[0]) for _, s, _, mv in lines if abs(s) < 29000]
            closest = min(d for d, _, _ in quiet)
            self.b.send("YXHASHCLEAR")
            self.board(QUIET)
            m = self.mark()
            answer = self.move(f"YXBALANCEONE {bias}")
            balance = [l for l in self.since(m) if l.startswith("MESSAGE BALANCE ")]
            self.assertEqual(len(balance), 1, self.since(m))
            g = re.match(r"^MESSAGE BALANCE ([a-o]\d+) ev (-?\d+) bias (-?\d+) depth 3$", balance[0])
            self.assertTrue(g, balance[0])
            self.assertEqual(g.group(1), name(*answer))
            self.assertEqual(int(g.group(3)), bias)
            self.assertEqual(abs(int(g.group(2)) - bias), closest, (bias, quiet))
            self.assertIn((abs(int(g.group(2)) - bias), int(g.group(2)), g.group(1)), quiet)

    def test_balance_two_answers_two_moves_and_plays_them(self):
        self.start(turn_ms=30000)
        self.b.send("INFO MAX_DEPTH 2")
        self.board(QUIET)
        m = self.mark()
        line = self.b.ask("YXBALANCETWO 0", 30)
        g = PAIR.match(line)
        self.assertTrue(g, line)
        first, second = (int(g.group(1)), int(g.group(2))), (int(g.group(3)), int(g.group(4)))
        self.assertNotEqual(first, second)
        for p in (first, second):
            self.assertNotIn(f"{p[0]},{p[1]},", " ".join(QUIET))
        balance = [l for l in self.since(m) if re.match(r"^MESSAGE BALANCE [a-o]\d+ [a-o]\d+ ev", l)]
        self.assertEqual(len(balance), 1, self.since(m))
        self.assertIn(f"BALANCE {name(*first)} {name(*second)} ev ", balance[0])
        self.assertTrue(balance[0].endswith("bias 0 depth 2"), balance[0])
        # Both moves are on the board now, the opponent's last.
        self.assertEqual(self.b.ask(f"TAKEBACK {second[0]},{second[1]}"), "OK")
        self.assertEqual(self.b.ask(f"TAKEBACK {first[0]},{first[1]}"), "OK")

    def test_bad_balance_arguments(self):
        self.start()
        for bad in ("YXBALANCEONE", "YXBALANCEONE x", "YXBALANCETWO 29000", "YXBALANCEONE -40000",
                    "YXBALANCETWO 1,2"):
            self.assertRegex(self.b.ask(bad), "^ERROR YXBALANCE", bad)
        self.board(OWN_OPEN_FOUR)
        self.assertIn(self.move("YXNBEST 1"), OWN_WINS)

    # ---- YXSTOP and commands mid-search -------------------------------------

    def test_stop_ends_unlimited_analysis_with_its_answer(self):
        self.start(turn_ms=UNLIMITED)
        for command, answer in (("YXNBEST 3", MOVE), ("YXSEARCHDEFEND", MOVE),
                                ("YXBALANCEONE 0", MOVE), ("BEGIN", MOVE)):
            self.board(QUIET if command != "BEGIN" else [])
            self.b.send("INFO use_book 0")
            self.b.send(command)
            self.wait_for(PROGRESS.pattern)  # it is searching
            self.assertTrue(self.b.silent(0.3), command)  # and does not stop by itself
            self.b.send("YXSTOP")
            line, ms = self.b.answer(5)
            self.assertRegex(line, answer, command)
            self.assertLess(ms, 2000, command)
        # YXBALANCETWO: a series of searches, stopped as one.
        self.board(QUIET)
        self.b.send("YXBALANCETWO 0")
        self.wait_for(r"^MESSAGE BALANCE depth ", 30)  # a round is done
        self.b.send("YXSTOP")
        line, ms = self.b.answer(5)
        self.assertRegex(line, PAIR)
        self.assertLess(ms, 2000)
        self.b.send("YXSTOP")  # nothing left to stop: no answer
        self.assertTrue(self.b.ask("ABOUT").startswith("name="))

    def test_commands_sent_mid_search_wait_their_turn(self):
        self.start(turn_ms=UNLIMITED)
        self.board(QUIET)
        self.b.send("YXNBEST 2")
        self.wait_for(PROGRESS.pattern)
        for line in ("YXSHOWFORBID", "YXBLOCK", "0,0", "DONE", "YXNBEST abc", "YXFOO", "ABOUT",
                     "INFO MAX_DEPTH 2", "YXBOARD", "7,7,2", "DONE", "YXNBEST 1"):
            self.b.send(line)
        self.assertTrue(self.b.silent(0.3))
        self.b.send("YXSTOP")
        self.assertRegex(self.b.answer()[0], MOVE)
        self.assertEqual(self.b.answer()[0], "FORBID .")
        self.assertRegex(self.b.answer()[0], "^ERROR YXNBEST expects a number")
        self.assertRegex(self.b.answer()[0], "^ERROR unknown Yixin command 'YXFOO'")
        self.assertTrue(self.b.answer()[0].startswith("name="))
        # INFO max_depth 2 took effect at once: the queued YXNBEST 1 ends by itself.
        m = self.mark()
        x, y = xy(self.b.answer(10)[0])
        self.assertNotEqual((x, y), (0, 0))  # blocked while queued
        depths = [int(PROGRESS.match(l).group(1)) for l in self.since(m) if PROGRESS.match(l)]
        self.assertTrue(depths and max(depths) <= 2, depths)

    def test_yixin_no_limit_clock_means_until_yxstop(self):
        self.start(turn_ms=2000000)
        self.b.send("INFO timeout_match 100000000")
        self.b.send("INFO debug 1")
        self.board(QUIET)
        self.b.send("YXNBEST 2")
        self.assertIn("stop at never", self.wait_for("^DEBUG time plan"))
        self.b.send("YXSTOP")
        self.assertRegex(self.b.answer()[0], MOVE)
        # Without YXSHOWINFO the same clock is a (long) limit.
        other = Brain(BRAIN)
        try:
            self.assertEqual(other.ask("START 15"), "OK")
            for line in ("INFO timeout_turn 2000000", "INFO timeout_match 100000000", "INFO debug 1",
                         "INFO max_depth 2", "INFO use_book 0", "BEGIN"):
                other.send(line)
            lines = []
            while not lines or not MOVE.match(lines[-1]):
                lines.append(other.answer(10, skip=())[0])
            plan = [l for l in lines if l.startswith("DEBUG time plan")]
            self.assertTrue(plan and "stop at never" not in plan[0], lines)
        finally:
            other.send("END")
            other.close()

    # ---- renju: YXSHOWFORBID, forbidden points never played -------------------

    def test_show_forbid_lists_the_renju_forbidden_points(self):
        self.start()
        self.b.send("INFO rule 4")
        self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID .")  # the empty board
        self.board(DOUBLE_THREE)
        self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID 0707.")
        self.board(OVERLINE)
        self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID 0611.")
        self.board(DOUBLE_FOUR)
        self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID 0707.")
        # Two at once, in board scan order (by row from the top, then x).
        self.board(DOUBLE_THREE + OVERLINE)
        self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID 07070611.")
        # White to move: nothing (the same stones with colours swapped and one
        # fewer of the brain's).
        swapped = [s[:-1] + ("2" if s.endswith("1") else "1") for s in DOUBLE_THREE]
        self.board(swapped[:-1])
        self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID .")
        # Yixin-Board's renju (rule 2) too; freestyle and standard have no forbidden point.
        self.board(DOUBLE_THREE)
        self.b.send("INFO rule 2")
        self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID 0707.")
        for rule in ("0", "1"):
            self.b.send(f"INFO rule {rule}")
            self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID .", rule)

    def test_renju_black_never_plays_a_forbidden_point(self):
        self.start(turn_ms=500, gui=False)
        self.b.send("INFO rule 0")
        self.board(DOUBLE_FOUR, "BOARD")
        self.assertEqual(self.move_after_messages(), (7, 7))  # freestyle: the double four wins
        self.b.send("INFO rule 4")
        self.board(DOUBLE_FOUR)
        self.assertNotEqual(self.move("YXNBEST 3"), (7, 7))
        self.board(DOUBLE_FOUR, "BOARD")
        self.assertNotEqual(self.move_after_messages(), (7, 7))
        self.board(DOUBLE_THREE, "BOARD")
        self.assertNotEqual(self.move_after_messages(), (7, 7))

    def move_after_messages(self, timeout=10.0):
        line, _ = self.b.answer(timeout)
        self.assertRegex(line, MOVE)
        return xy(line)

    # ---- the rest -----------------------------------------------------------

    def test_forbid_hash_and_unknown_commands(self):
        self.assertRegex(self.b.ask("YXSHOWFORBID"), "^ERROR.*START")
        self.start()
        self.assertEqual(self.b.ask("yxshowforbid"), "FORBID .")
        self.b.send("YXHASHCLEAR")
        self.assertEqual(self.wait_for("^MESSAGE hash"), "MESSAGE hash cleared")
        self.b.send("YXSHOWHASHUSAGE")
        self.assertRegex(self.wait_for("^MESSAGE hash"), r"^MESSAGE hash table \d+ MB, \d+% used$")
        for bad in ("YXFOO", "yxnbestt 3", "YXQUERYDATABASEALL"):
            self.assertRegex(self.b.ask(bad), "^ERROR unknown Yixin command", bad)
        self.assertTrue(self.b.ask("FOO").startswith("UNKNOWN"))

    def test_info_keys_in_any_case(self):
        self.start()
        for line in ("INFO THREAD_NUM 2", "INFO Pondering 1", "INFO CAUTION_FACTOR 3", "INFO MAX_DEPTH 40",
                     "INFO max_node -1", "INFO Hash_Size 16384", "INFO SHOW_DETAIL 3", "INFO USE_BOOK 1",
                     "INFO MAX_NODE 0", "INFO Max_Depth 0"):
            self.b.send(line)
        self.assertEqual(self.b.ask("YXSHOWFORBID"), "FORBID .")  # no answer to any INFO
        for bad in ("INFO THREAD_NUM x", "INFO PONDERING 2", "INFO SHOW_DETAIL -1", "INFO CAUTION_FACTOR z",
                    "INFO MAX_NODE -2", "INFO MAX_DEPTH 1.5", "INFO USE_BOOK yes"):
            self.assertRegex(self.b.ask(bad), "^ERROR INFO", bad)
        self.b.send("INFO MAX_DEPTH 2")
        self.board(QUIET)
        m = self.mark()
        self.move("YXNBEST 1")
        depths = [int(PROGRESS.match(l).group(1)) for l in self.since(m) if PROGRESS.match(l)]
        self.assertTrue(depths and max(depths) == 2, depths)
        # Two threads search as well.
        self.b.send("INFO MAX_DEPTH 0")
        self.board(OWN_OPEN_FOUR)
        self.assertIn(self.move("YXNBEST 1"), OWN_WINS)


# ---- the opening book -------------------------------------------------------

MASK = (1 << 64) - 1


def splitmix(z):
    z = (z + 0x9E3779B97F4A7C15) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def transform(x, y, t, size):
    if t & 1:
        x = size - 1 - x
    if t & 2:
        y = size - 1 - y
    if t & 4:
        x, y = y, x
    return x, y


def write_book(path, positions, size=15):
    """A book file as engine/include/wuzi/book.h documents it. `positions`:
    [(black stones, white stones, [(x, y, score, depth)])], stones as (x, y)."""
    records = {}
    for black, white, entries in positions:
        hashes = []
        for t in range(8):
            h = 0
            for colour, stones in ((0, black), (1, white)):
                for x, y in stones:
                    tx, ty = transform(x, y, t, size)
                    h ^= splitmix(0x57A7E5EED ^ (colour << 12 | ty << 6 | tx))
            hashes.append(h)
        key = min(hashes)
        frames = [t for t in range(8) if hashes[t] == key]
        cells = []
        for x, y, score, depth in entries:
            cells.append((min(ty * size + tx for tx, ty in (transform(x, y, t, size) for t in frames)),
                          score, depth))
        records[key] = cells
    body = b"WUZIBOOK" + struct.pack("<HBBI", 1, size, 0, len(records))
    for key in sorted(records):
        body += struct.pack("<QB", key, len(records[key]))
        for cell, score, depth in records[key]:
            body += struct.pack("<HhB", cell, score, depth)
    checksum = 2166136261
    for byte in body:
        checksum = ((checksum ^ byte) * 16777619) & 0xFFFFFFFF
    with open(path, "wb") as f:
        f.write(body + struct.pack("<I", checksum))


class Book(unittest.TestCase):
    def run_brain(self, args, lines, answers):
        b = Brain(BRAIN, args)
        try:
            out = []
            for line in lines:
                b.send(line)
            while len([l for l in out if not l.startswith(("MESSAGE", "DEBUG"))]) < answers:
                out.append(b.answer(10, skip=())[0])
            b.send("END")
            self.assertEqual(b.close(), 0)
            return out
        finally:
            if b.proc.poll() is None:
                b.proc.kill()

    def test_the_built_in_book_opens(self):
        out = self.run_brain([], ["START 15", "INFO timeout_turn 1000", "BEGIN"], 2)
        self.assertEqual(out[-1], "7,7")
        self.assertTrue([l for l in out if re.match(r"^MESSAGE book h8 ev -?\d+ depth \d+$", l)], out)
        # Off: by option and by INFO.
        for args, lines in (["--no-book"], []), ([], ["INFO use_book 0"]):
            out = self.run_brain(args, ["START 15", "INFO timeout_turn 300", *lines, "BEGIN"], 2)
            self.assertRegex(out[-1], MOVE)
            self.assertFalse([l for l in out if l.startswith("MESSAGE book")], out)
        # Another game (20x20, or exactly five) has no book.
        for lines in (["START 20"], ["START 15", "INFO rule 1"]):
            out = self.run_brain([], [*lines, "INFO timeout_turn 300", "BEGIN"], 2)
            self.assertFalse([l for l in out if l.startswith("MESSAGE book")], out)

    def test_a_book_file_is_used_through_its_symmetries(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "test.wbk")
            # Empty board: a corner (no search would play one; all four are one
            # move up to symmetry, stored as a15). Black at (3,4): White (10,2).
            write_book(path, [([], [], [(0, 14, 5, 9)]), ([(3, 4)], [], [(10, 2, -7, 9), (11, 11, -50, 9)])])
            out = self.run_brain(["--book", path], ["START 15", "BEGIN"], 2)
            self.assertEqual(out[-1], "0,0")
            self.assertIn("MESSAGE book a15 ev 5 depth 9", out)
            for t in range(8):
                x, y = transform(3, 4, t, 15)
                out = self.run_brain(["--book", path], ["START 15", f"TURN {x},{y}"], 2)
                self.assertEqual(out[-1], "%d,%d" % transform(10, 2, t, 15), t)
            # A blocked book move is skipped for the next one; all blocked: a search.
            out = self.run_brain(["--book", path], ["START 15", "YXBLOCK", "10,2", "DONE", "TURN 3,4"], 2)
            self.assertEqual(out[-1], "11,11")
            out = self.run_brain(["--book", path], ["START 15", "INFO timeout_turn 300", "YXBLOCK", "10,2",
                                                    "11,11", "DONE", "TURN 3,4"], 2)
            self.assertNotIn(out[-1], ("10,2", "11,11"))
            self.assertFalse([l for l in out if l.startswith("MESSAGE book")], out)

    def test_a_bad_book_is_refused_and_the_brain_plays_on(self):
        with tempfile.TemporaryDirectory() as tmp:
            good = os.path.join(tmp, "good.wbk")
            write_book(good, [([], [], [(0, 14, 5, 9)])])
            data = open(good, "rb").read()
            damaged = os.path.join(tmp, "damaged.wbk")
            with open(damaged, "wb") as f:
                f.write(data[:20] + bytes([data[20] ^ 1]) + data[21:])
            text = os.path.join(tmp, "text.wbk")
            with open(text, "w") as f:
                f.write("h8,i9\n")
            for path, why in ((os.path.join(tmp, "missing.wbk"), "cannot open"), (damaged, "bad checksum"),
                              (text, "not a Wuzi book"), (tmp, "")):
                out = self.run_brain(["--book", path], ["START 15", "INFO timeout_turn 300", "BEGIN"], 3)
                self.assertRegex(out[0], "^ERROR opening book refused: .*" + why, path)
                self.assertEqual(out[1], "OK")
                self.assertRegex(out[-1], MOVE)
                self.assertNotEqual(out[-1], "0,0")

    def test_bad_options(self):
        import subprocess
        r = subprocess.run(command(BRAIN, ["--frobnicate"]), input=b"", capture_output=True,
                           timeout=10)
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"unknown option", r.stderr)
        r = subprocess.run(command(BRAIN, ["--help"]), input=b"", capture_output=True,
                           timeout=10)
        self.assertEqual(r.returncode, 0)
        self.assertIn(b"--no-book", r.stdout)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=1)
