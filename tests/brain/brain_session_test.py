"""pbrain-wuzi driven through pipes: a scripted session for every command of
the Gomocup protocol, the time limits and bad input.
Usage: brain_session_test.py /path/to/pbrain-wuzi"""
import os
import re
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from brain_driver import Brain, command, xy  # noqa: E402

BRAIN = os.environ.get("PBRAIN") or (sys.argv[1] if len(sys.argv) > 1 else "./pbrain-wuzi")
MOVE = re.compile(r"^\d+,\d+$")
# A sanitizer build's resident memory (68-89 MB for the run below under ASan,
# 24 MB without) says nothing about the brain's own use.
try:
    with open(BRAIN, "rb") as _f:
        _binary = _f.read()
    SANITIZED = b"__asan_init" in _binary or b"__tsan_init" in _binary
except OSError:
    SANITIZED = False
PROGRESS = re.compile(r"^MESSAGE depth \d+-\d+ ev ([-+]?\d+|[-+]M\d+) n \d+ n/ms \d+ tm \d+ pv( [a-t]\d+)*$")


class Session(unittest.TestCase):
    def setUp(self):
        self.b = Brain(BRAIN)

    def tearDown(self):
        self.b.kill()

    def start(self, size=15, turn_ms=300):
        self.assertEqual(self.b.ask(f"START {size}"), "OK")
        self.b.send(f"INFO timeout_turn {turn_ms}")

    def move(self, command, limit_ms=None, timeout=5.0):
        self.b.send(command)
        line, ms = self.b.answer(timeout)
        self.assertRegex(line, MOVE, f"answer to {command!r}")
        if limit_ms is not None:
            self.assertLess(ms, limit_ms, f"{command!r} answered after {ms:.0f} ms")
        return xy(line)

    def test_about_and_start_sizes(self):
        self.assertRegex(self.b.ask("ABOUT"), r'^name="Wuzi", version="[^"]+", author="[^"]*"')
        self.assertTrue(self.b.ask("START 4").startswith("ERROR"))
        self.assertTrue(self.b.ask("START 21").startswith("ERROR"))
        self.assertEqual(self.b.ask("START 20"), "OK")
        self.assertEqual(self.b.ask("RECTSTART 15,15"), "OK")
        self.assertTrue(self.b.ask("RECTSTART 15,20").startswith("ERROR"))
        self.assertEqual(self.b.ask("START 5"), "OK")
        self.b.send("INFO timeout_turn 100")
        x, y = self.move("BEGIN")
        self.assertTrue(0 <= x < 5 and 0 <= y < 5)
        self.b.send("END")
        self.assertEqual(self.b.close(), 0)

    def test_commands_before_start_are_errors(self):
        for cmd in ("BEGIN", "TURN 7,7", "RESTART", "TAKEBACK 7,7", "PLAY 1,1"):
            self.assertTrue(self.b.ask(cmd).startswith("ERROR"), cmd)
        self.b.send("BOARD")
        self.b.send("7,7,1")
        self.assertTrue(self.b.ask("DONE").startswith("ERROR"))
        self.assertEqual(self.b.ask("START 15"), "OK")  # still alive and usable

    def test_begin_turn_within_time_and_bad_turns_keep_state(self):
        self.start(turn_ms=250)
        stones = {self.move("BEGIN", 250)}
        self.assertEqual(stones, {(7, 7)} | stones)
        self.assertTrue(self.b.ask("TURN 7,7").startswith("ERROR"))  # occupied
        self.assertTrue(self.b.ask("TURN 15,3").startswith("ERROR"))  # off the board
        self.assertTrue(self.b.ask("TURN -1,3").startswith("ERROR"))
        self.assertTrue(self.b.ask("TURN 3").startswith("ERROR"))  # malformed
        theirs = (8, 8) if (8, 8) not in stones else (6, 6)
        stones.add(theirs)
        # The game goes on as if the bad lines never came. Three turns: neither
        # side can have five yet (with six, the brain could win or the filler
        # stones along the top row could make five, and TURN would be refused).
        for _ in range(3):
            m = self.move(f"TURN {theirs[0]},{theirs[1]}", 250)
            self.assertNotIn(m, stones)
            stones.add(m)
            theirs = next((x, y) for y in range(15) for x in range(15) if (x, y) not in stones)
            stones.add(theirs)

    def test_progress_messages_have_the_yixin_format(self):
        self.start(turn_ms=300)
        self.b.send("INFO use_book 0")  # a search, not the opening book's move
        self.b.send("BEGIN")
        self.b.answer()
        messages = [l for l in self.b.all if l.startswith("MESSAGE")]
        self.assertTrue(messages)
        for m in messages:
            self.assertRegex(m, PROGRESS)
        self.assertFalse([l for l in self.b.all if l.startswith("DEBUG")])  # only when asked
        self.b.send("INFO debug 1")
        self.b.send("TURN 0,0")
        self.b.answer()
        self.assertTrue([l for l in self.b.all if l.startswith("DEBUG")])

    def test_board_wins_blocks_and_refuses_decided_positions(self):
        self.start(turn_ms=500)
        # Own open four on row 7 (x 3..6): the brain must play 2,7 or 7,7.
        self.b.send("BOARD")
        for line in ("3,7,1", "0,0,2", "4,7,1", "0,2,2", "5,7,1", "0,4,2", "6,7,1", "14,14,2"):
            self.b.send(line)
        self.assertIn(self.move("DONE"), {(2, 7), (7, 7)})
        # The opponent has four in a row with one end open: the brain blocks.
        self.b.send("BOARD")
        for line in ("3,3,2", "4,4,2", "5,5,2", "6,6,2", "2,2,1", "10,0,1", "12,0,1"):
            self.b.send(line)
        self.assertEqual(self.move("DONE"), (7, 7))
        # Five already on the board: ERROR, position unchanged.
        self.b.send("BOARD")
        for line in ("0,0,2", "1,0,2", "2,0,2", "3,0,2", "4,0,2", "5,5,1", "6,6,1", "7,7,1", "9,9,1"):
            self.b.send(line)
        self.assertRegex(self.b.ask("DONE"), "^ERROR.*five")
        self.assertTrue(self.b.ask("TURN 7,7").startswith("ERROR"))  # still the previous position
        self.move("TURN 0,14")
        # BOARD with CR LF, then a BOARD not closed by DONE.
        self.b.send(b"BOARD\r\n7,7,2\r\nDONE\r\n")
        self.assertNotEqual(xy(self.b.answer()[0]), (7, 7))
        self.b.send("BOARD")
        self.b.send("1,1,1")
        self.assertRegex(self.b.ask("ABOUT"), "^ERROR.*DONE")
        self.assertTrue(self.b.answer()[0].startswith("name="))
        for bad in ("7,7", "7,7,9", "x,y,1", "99,7,1"):
            self.b.send("BOARD")
            self.b.send(bad)
            self.assertTrue(self.b.ask("DONE").startswith("ERROR"), bad)

    def test_takeback_restart_and_play(self):
        self.start(turn_ms=150)
        m = self.move("BEGIN")
        self.assertTrue(self.b.ask("TAKEBACK 0,0").startswith("ERROR"))
        self.assertEqual(self.b.ask(f"TAKEBACK {m[0]},{m[1]}"), "OK")
        self.assertTrue(self.b.ask(f"TAKEBACK {m[0]},{m[1]}").startswith("ERROR"))  # nothing left
        self.assertEqual(self.move("BEGIN"), m)  # the empty board again
        self.assertEqual(self.b.ask("RESTART"), "OK")
        self.move("BEGIN")
        self.assertEqual(self.b.ask("RESTART"), "OK")
        self.assertEqual(self.move("PLAY 3,4"), (3, 4))
        self.assertTrue(self.b.ask("PLAY 3,4").startswith("ERROR"))
        self.assertNotEqual(self.move("TURN 5,5"), (3, 4))

    def test_rules(self):
        self.start(turn_ms=150)
        # Caro (8), unknown bits, a continuous game with exactly five (3).
        for rule in ("8", "12", "16", "3"):
            self.b.send(f"INFO rule {rule}")
            self.assertRegex(self.b.ask("BEGIN"), "^ERROR.*rule", rule)
        # Renju: bit 4 (whatever bits 1 and 2 say), or 2 alone as Yixin-Board sends it.
        for rule in ("4", "5", "6", "7", "2"):
            self.b.send(f"INFO rule {rule}")
            self.move("BEGIN")
            self.assertEqual(self.b.ask("RESTART"), "OK")
        self.b.send("INFO rule 1")
        self.move("BEGIN")
        self.b.send("INFO rule 0")
        self.move("TURN 0,0")
        self.assertTrue(self.b.ask("INFO rule x").startswith("ERROR"))

    def test_renju_turn_on_a_forbidden_point_is_the_managers_decision(self):
        # The brain is White. Black (the manager) has four stones in a row at
        # the top edge, which White must block, and i8 j8 h9 h10, which make
        # h8 (7,7) a double three.
        self.start(turn_ms=300)
        self.b.send("INFO rule 4")
        black = ["0,0", "1,0", "2,0", "3,0", "8,7", "9,7", "7,6", "7,5"]
        white = ["14,14", "11,14", "14,11", "0,14", "3,14", "0,11", "11,11"]
        self.b.send("BOARD")
        for s in black:
            self.b.send(s + ",2")
        for s in white:
            self.b.send(s + ",1")
        self.assertEqual(self.move("DONE"), (4, 0))  # the only block
        self.b.send("YXSHOWFORBID")
        self.assertEqual(self.b.answer()[0], "FORBID 0707.")
        # Black plays the forbidden point: accepted (the game is lost for
        # Black, and the brain says so), and the brain answers a legal move.
        self.b.send("TURN 7,7")
        line, _ = self.b.answer(skip=("DEBUG",))
        while line.startswith("MESSAGE") and "forbidden" not in line:
            line, _ = self.b.answer(skip=("DEBUG",))
        self.assertEqual(line, "MESSAGE move 17 (h8): Black's double three is forbidden: "
                               "the game is lost for Black; playing on")
        taken = {xy(s) for s in black + white} | {(4, 0), (7, 7)}
        answer = self.move_after_messages()
        self.assertNotIn(answer, taken)
        taken.add(answer)
        # And on: the next TURN is answered too.
        theirs = next((x, 13) for x in range(15) if (x, 13) not in taken)
        self.assertNotIn(self.move(f"TURN {theirs[0]},{theirs[1]}"), taken | {theirs})

    def move_after_messages(self):
        line, _ = self.b.answer()
        self.assertRegex(line, MOVE)
        return xy(line)

    def test_swap2board(self):
        self.start(turn_ms=400)
        self.b.send("SWAP2BOARD")
        line = self.b.ask("DONE")
        stones = [xy(p) for p in line.split()]
        self.assertEqual(len(stones), 3, line)
        self.assertEqual(len(set(stones)), 3)
        for s in ("SWAP2BOARD", "7,7", "8,7", "7,8"):
            self.b.send(s)
        line = self.b.ask("DONE")
        self.assertTrue(line == "SWAP" or MOVE.match(line), line)
        for s in ("SWAP2BOARD", "7,7", "8,7", "7,8", "6,6", "9,9"):
            self.b.send(s)
        line = self.b.ask("DONE")
        self.assertTrue(line == "SWAP" or MOVE.match(line), line)
        for s in ("SWAP2BOARD", "7,7", "8,7"):
            self.b.send(s)
        self.assertTrue(self.b.ask("DONE").startswith("ERROR"))

    def test_end_and_stop_during_a_long_search(self):
        self.start(turn_ms=30000)
        self.b.send("BEGIN")
        time.sleep(0.3)
        t = time.monotonic()
        self.b.send("YXSTOP")
        line, _ = self.b.answer(2.0)
        self.assertRegex(line, MOVE)
        self.assertLess(time.monotonic() - t, 0.5)
        self.b.send("TURN 0,0")
        time.sleep(0.3)
        t = time.monotonic()
        self.b.send("END")
        self.assertEqual(self.b.close(), 0)
        self.assertLess(time.monotonic() - t, 0.5)

    def test_game_clock_is_never_exceeded(self):
        # 1.5 s for 50 moves of the brain against a second (fast) brain; when a
        # game ends both restart and the clock runs on. The manager's time_left
        # must stay positive.
        self.start(turn_ms=1000)
        self.b.send("INFO timeout_match 1500")
        other = Brain(BRAIN)
        try:
            self.assertEqual(other.ask("START 15"), "OK")
            other.send("INFO timeout_turn 20")
            left, moves, cmd = 1500, 0, "BEGIN"
            while moves < 50:
                self.b.send(f"INFO time_left {int(left)}")
                self.b.send(cmd)
                line, ms = self.b.answer()
                left -= ms
                self.assertGreater(left, 0, f"the game clock ran out after {moves} moves")
                if not MOVE.match(line):  # the opponent won or the board is full
                    self.assertRegex(line, "^ERROR.*(game|board)")
                    self.assertEqual(self.b.ask("RESTART"), "OK")
                    self.assertEqual(other.ask("RESTART"), "OK")
                    cmd = "BEGIN"
                    continue
                moves += 1
                reply = other.ask(f"TURN {line}")
                if not MOVE.match(reply):  # the brain won
                    self.assertEqual(self.b.ask("RESTART"), "OK")
                    self.assertEqual(other.ask("RESTART"), "OK")
                    cmd = "BEGIN"
                    continue
                cmd = f"TURN {reply}"
        finally:
            other.send("END")
            other.close()

    def test_time_left_smaller_than_turn(self):
        self.start(turn_ms=5000)
        self.b.send("INFO timeout_match 100000")
        self.b.send("INFO time_left 200")
        self.move("BEGIN", 200)
        self.b.send("INFO time_left -50")
        self.move("TURN 0,0", 100)

    @unittest.skipIf(SANITIZED, "AddressSanitizer's shadow memory and quarantine are not the brain's")
    def test_max_memory_bounds_the_process(self):
        self.b.send(f"INFO max_memory {64 << 20}")
        self.start(turn_ms=300)
        self.move("BEGIN")
        self.move("TURN 0,0")
        peak = self.b.peak_memory_kb()
        self.assertLess(peak, 64 << 10, f"peak resident memory {peak} kB")

    def test_version(self):
        import subprocess
        r = subprocess.run(command(BRAIN, ["--version"]), input=b"", capture_output=True,
                           timeout=30)
        self.assertEqual(r.returncode, 0)
        self.assertRegex(r.stdout.decode().strip(),
                         r"^pbrain-wuzi \d+\.\d+\.\d+ \(commit ([0-9a-f]{7,}(-dirty)?|unknown)\)$")

    def test_bad_input_keeps_running(self):
        for line in (b"HELLO", b"\x00\x01\xff\xfe", b"TURN", b"INFO", b"INFO timeout_turn abc",
                     b"INFO max_memory -3", b"DONE", b"START 99999999999999", b"START -5",
                     b"   ", b"TURN 1,2,3", b"\r"):
            self.b.send(line)
        self.b.send(b"x" * 200000)
        self.b.send("START 15")
        while self.b.answer()[0] != "OK":
            pass
        answers = [l for l in self.b.all if not l.startswith(("MESSAGE", "DEBUG"))]
        self.assertIn("UNKNOWN", answers[0])
        self.assertTrue(any("too long" in a for a in answers), answers)
        self.assertTrue(all(a.startswith(("ERROR", "UNKNOWN", "OK")) for a in answers), answers)
        self.b.send("INFO timeout_turn 100")
        self.move("BEGIN")

    def wait_line(self, pattern, timeout=10.0):
        """The next line (MESSAGE and DEBUG included) matching `pattern`."""
        regex = re.compile(pattern)
        line, _ = self.b.answer(timeout, skip=())
        while not regex.search(line):
            line, _ = self.b.answer(timeout, skip=())
        return line

    def test_pondering_searches_on_the_opponents_time_and_stops_for_any_line(self):
        self.start(turn_ms=300)
        for line in ("INFO use_book 0", "INFO debug 1", "INFO pondering 1"):
            self.b.send(line)
        mine = self.move("BEGIN", 1000)
        # After its answer the brain searches on, with no limit, reporting
        # depths. (The empty board's only candidate is the centre: played at
        # once, with no line, it ponders the position as it stands; searched
        # on as a single reply, its line gives the expected reply.)
        self.wait_line(r"^DEBUG ponder (the position|after [a-o]\d+)$")
        self.wait_line(r"^DEBUG ponder depth ([4-9]|[1-9]\d)$")
        self.assertFalse([l for l in self.b.all if MOVE.match(l)][1:])  # nothing answered
        # TURN stops it and is answered within its time.
        theirs = (mine[0] + 1, mine[1])
        start = len(self.b.all)
        reply = self.move(f"TURN {theirs[0]},{theirs[1]}", 1000)
        self.assertNotIn(reply, (mine, theirs))
        stopped = [l for l in self.b.all[start:] if l.startswith("DEBUG ponder stopped")]
        self.assertEqual(len(stopped), 1, self.b.all[start:])
        self.assertRegex(stopped[0], r"^DEBUG ponder stopped at depth \d+, [1-9]\d* nodes$")
        # Now its line has a second move: it ponders the position after that reply.
        self.wait_line(r"^DEBUG ponder after [a-o]\d+$")
        # A line that changes the position stops it too, and is handled as usual.
        self.wait_line(r"^DEBUG ponder depth ([3-9]|[1-9]\d)$")
        self.assertEqual(self.b.ask(f"TAKEBACK {reply[0]},{reply[1]}"), "OK")
        self.assertIn(self.b.all[-2], [l for l in self.b.all if l.startswith("DEBUG ponder stopped")])
        self.assertNotEqual(self.move(f"PLAY {reply[0]},{reply[1]}"), None)
        # PLAY answers no search: nothing to ponder.
        self.assertTrue(self.b.silent(0.3))
        # Off: the next answer is followed by no pondering.
        self.b.send("INFO pondering 0")
        start = len(self.b.all)
        self.move("TURN 0,0", 1000)
        self.assertTrue(self.b.silent(0.3))
        self.assertFalse([l for l in self.b.all[start:] if "ponder" in l])
        # END while pondering exits at once.
        self.b.send("INFO pondering 1")
        self.move("TURN 0,1", 1000)
        self.wait_line(r"^DEBUG ponder depth \d+$")
        t = time.monotonic()
        self.b.send("END")
        self.assertEqual(self.b.close(), 0)
        self.assertLess(time.monotonic() - t, 1.0)

    def test_weights_option(self):
        # A good weights file plays without a word; a missing or corrupt one is
        # refused with its name, and the brain plays on with the built-in weights.
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        good = os.path.join(root, "assets", "weights", "freestyle-gen1.txt")
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        corrupt = os.path.join(tmp.name, "corrupt.txt")
        with open(corrupt, "w") as f:
            f.write("[freestyle]\nnot a weight\n")
        for path, refused in ((good, False), ("/nonexistent/weights.txt", True), (corrupt, True)):
            self.b.kill()
            self.b = Brain(BRAIN, ["--weights", path])
            if refused:
                line = self.b.answer(skip=())[0]
                self.assertTrue(line.startswith("ERROR weights refused: "), line)
                self.assertIn(path, line)
            self.start(turn_ms=200)
            self.b.send("INFO use_book 0")
            self.move("BEGIN", 1000)
            self.assertEqual([l for l in self.b.all if l.startswith("ERROR")][1:] if refused else
                             [l for l in self.b.all if l.startswith("ERROR")], [], path)

    def test_end_of_input_finishes_the_move_then_exits(self):
        self.start(turn_ms=200)
        self.b.send("BEGIN")
        self.assertEqual(self.b.close(), 0)
        self.assertTrue(any(MOVE.match(l) for l in self.b.all))


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=1)
