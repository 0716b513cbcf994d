"""wuzi-cli match/selfplay/openings driven as processes: games recorded as SGF
and JSON lines, forfeits with their reasons, SPRT stops, external brains,
renju (the rule sent to brains, a forbidden move adjudicated as Black's loss).
Usage: match_cli_test.py /path/to/wuzi-cli /path/to/pbrain-wuzi"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

CLI = sys.argv[1] if len(sys.argv) > 1 else "./tools/wuzi-cli"
BRAIN = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "./pbrain-wuzi")
FAKE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_brain.py")
RIF26 = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "assets", "openings",
                     "renju-rif26.txt")
# Black to move; h8 would make two open threes (h8-i8-j8, h8-h9-h10): a double three.
DOUBLE_THREE = "i8,a1,j8,a3,h9,o1,h10,o3"


def run(*args, timeout=60, check=True):
    p = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=timeout)
    if check and p.returncode != 0:
        raise AssertionError(f"wuzi-cli {' '.join(args)} failed ({p.returncode}): {p.stderr}")
    return p


class Match(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.jsonl = os.path.join(self.dir.name, "games.jsonl")
        self.sgf = os.path.join(self.dir.name, "games.sgf")

    def tearDown(self):
        self.dir.cleanup()

    def games(self):
        with open(self.jsonl) as f:
            return [json.loads(line) for line in f]

    def test_builtin_against_external_brain_records_every_game(self):
        p = run("match", "-e", "name=inproc,depth=2", "-e", f"cmd={BRAIN},name=pipe,depth=2",
                "--size", "9", "-n", "4", "--jsonl", self.jsonl, "--sgf", self.sgf, "-q",
                "--random-plies", "1")
        games = self.games()
        self.assertEqual(len(games), 4)
        self.assertEqual({g["game"] for g in games}, {0, 1, 2, 3})
        for g in games:
            self.assertIn(g["result"], ("1-0", "0-1", "1/2-1/2"))
            self.assertTrue(g["reason"])
            self.assertFalse(g["forfeit"], g["reason"])
            self.assertEqual({g["black"], g["white"]}, {"inproc", "pipe"})
        # each opening is played twice with colours swapped
        by_index = {g["game"]: g for g in games}
        self.assertEqual(by_index[0]["opening"], by_index[1]["opening"])
        self.assertEqual(by_index[0]["black"], by_index[1]["white"])
        with open(self.sgf) as f:
            sgf = f.read()
        self.assertEqual(sgf.count("(;GM[4]FF[4]"), 4)
        self.assertIn("SZ[9]", sgf)
        self.assertIn("Score of inproc: W-L-D", p.stdout)
        self.assertIn("Elo", p.stdout)

    def test_resume_counts_the_finished_pairs_and_plays_the_rest(self):
        args = ["match", "-e", "name=a,depth=1", "-e", "name=b,depth=2", "--size", "9", "-n", "6",
                "--random-plies", "2", "--jsonl", self.jsonl]
        run(*args, "-q")
        by_index = {g["game"]: g for g in self.games()}
        with open(self.jsonl) as f:
            lines = {json.loads(line)["game"]: line for line in f}
        # Cut off as a killed run leaves it: pair 0 whole, pair 1 halfway, a half-written line.
        with open(self.jsonl, "w") as f:
            f.write(lines[1] + lines[0] + lines[2] + lines[5][:40])
        p = run(*args, "--resume")
        self.assertIn("2 games counted, 2 pairs to play", p.stderr)
        self.assertIn("cut off", p.stderr)
        self.assertIn("6 games", p.stdout)
        games = self.games()
        self.assertEqual(sorted(g["game"] for g in games), [0, 1, 2, 3, 4, 5])
        for g in games:  # same openings and colours as the first run
            self.assertEqual(g["opening"], by_index[g["game"]]["opening"])
            self.assertEqual(g["black"], by_index[g["game"]]["black"])
        with open(self.jsonl) as f:
            kept = f.read().splitlines()[:2]  # the finished pair's lines, as they were
        self.assertEqual(sorted(kept), sorted([lines[0].rstrip("\n"), lines[1].rstrip("\n")]))
        # A finished match resumed plays nothing more.
        p = run(*args, "--resume", "-q")
        self.assertIn("6 games", p.stdout)
        self.assertEqual(len(self.games()), 6)

    def test_resume_refuses_another_match_and_keeps_its_file(self):
        run("match", "-e", "name=a,depth=1", "-e", "name=b,depth=1", "--size", "9", "-n", "2",
            "--random-plies", "2", "--jsonl", self.jsonl, "-q")
        with open(self.jsonl) as f:
            before = f.read()
        for args, words in ((["-e", "name=a,depth=1", "-e", "name=c,depth=1", "--random-plies", "2"],
                             "was a against b"),
                            (["-e", "name=a,depth=1", "-e", "name=b,depth=1", "--random-plies", "3"],
                             "opened with"),
                            (["-e", "name=a,depth=1", "-e", "name=b,depth=1", "--random-plies", "2",
                              "-n", "1"], "beyond")):
            with self.subTest(words=words):
                p = run("match", *args, "--size", "9", "--jsonl", self.jsonl, "--resume", "-q",
                        check=False)
                self.assertEqual(p.returncode, 2, p.stderr)
                self.assertIn(words, p.stderr)
                self.assertIn("cannot resume", p.stderr)
                with open(self.jsonl) as f:
                    self.assertEqual(f.read(), before)
        p = run("match", "-e", "name=a,depth=1", "-e", "name=b,depth=1", "--resume", check=False)
        self.assertEqual(p.returncode, 2)
        self.assertIn("--jsonl", p.stderr)

    def test_misbehaving_brains_lose_with_a_reason_and_the_match_goes_on(self):
        expected = {"crash": "exited with status 3", "garbage": "instead of a move",
                    "slow": "lost on time", "illegal": "illegal move", "error": "answered 'ERROR",
                    "silent-exit": "closed its output"}
        for mode, words in expected.items():
            with self.subTest(mode=mode):
                run("match", "-e", "name=wuzi,depth=1", "-e", f"cmd={sys.executable} {FAKE} {mode},name=bad",
                    "--size", "9", "-n", "2", "--tc-move", "300", "--jsonl", self.jsonl, "-q",
                    "--random-plies", "0", timeout=30)
                games = self.games()
                self.assertEqual(len(games), 2)
                losses = [g for g in games if g["forfeit"]]
                self.assertTrue(losses, games)
                for g in losses:
                    self.assertIn("(bad)", g["reason"])
                    self.assertIn(words, g["reason"])
                    winner = g["white"] if g["result"] == "0-1" else g["black"]
                    self.assertEqual(winner, "wuzi")

    def test_a_brain_gets_the_thread_count_it_is_given_and_else_none(self):
        log = os.path.join(self.dir.name, "infos.txt")
        for threads, expected in (("threads=1,", ["INFO thread_num 1"]), ("threads=3,", ["INFO thread_num 3"]),
                                  ("", [])):
            with self.subTest(threads=threads):
                if os.path.exists(log):
                    os.remove(log)
                run("match", "-e", "name=wuzi,depth=1", "-e",
                    f"cmd={sys.executable} {FAKE} info-log {log},{threads}name=logger", "--size", "9",
                    "-n", "1", "--jsonl", self.jsonl, "-q", "--random-plies", "0", timeout=30)
                with open(log) as f:
                    sent = [line.strip() for line in f if line.startswith("INFO thread_num")]
                self.assertEqual(sent, expected)

    def test_sprt_stops_a_lopsided_match_early(self):
        # Depth 4 against depth 1: depth 3 now draws so often on 9x9 (the
        # threat searches see more) that the SPRT took ~70 games, too slow
        # under the sanitizers; depth 4 decides in about 15.
        p = run("match", "-e", "name=strong,depth=4", "-e", "name=weak,depth=1", "--size", "9",
                "-n", "400", "--sprt", "--elo0", "0", "--elo1", "150", "--alpha", "0.1",
                "--beta", "0.1", "--jsonl", self.jsonl, "-q", timeout=90)
        self.assertIn("H1 accepted", p.stdout)
        self.assertLess(len(self.games()), 400)

    def test_bad_options_fail_cleanly(self):
        p = run("match", "-e", "name=a", "-e", "name=b", "-n", "2", check=False)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("time control", p.stderr)
        p = run("match", "-e", "depth=x", "-e", "name=b", "--depth", "1", check=False)
        self.assertNotEqual(p.returncode, 0)
        bad = os.path.join(self.dir.name, "bad.txt")
        with open(bad, "w") as f:
            f.write("h8,h8\n")
        p = run("match", "-e", "name=a", "-e", "name=b", "--depth", "1", "--openings", bad, check=False)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("bad.txt:1", p.stderr)

    def test_openings_then_selfplay(self):
        openings = os.path.join(self.dir.name, "openings.txt")
        run("openings", "-n", "6", "--depth", "3", "--max-eval", "200", "--size", "9",
            "--radius", "2", "-o", openings, "-q")
        with open(openings) as f:
            lines = [l for l in f if l.strip() and not l.startswith("#")]
        self.assertEqual(len(lines), 6)
        positions = os.path.join(self.dir.name, "positions.jsonl")
        p = run("selfplay", "-n", "3", "--depth", "2", "--size", "9", "--openings", openings,
                "-o", self.jsonl, "--positions", positions, "-j", "2", "-q")
        self.assertIn("Self-play: games 0..2 (3)", p.stdout)
        games = self.games()
        self.assertEqual(len(games), 3)
        openings_used = {g["opening"] for g in games}
        self.assertTrue(openings_used <= {l.split("#")[0].strip() for l in lines})
        with open(positions) as f:
            data = [json.loads(l) for l in f]
        self.assertGreater(len(data), 3)
        self.assertTrue(all(d["depth"] >= 1 and d["result"] in (0, 0.5, 1) for d in data))

    def test_renju_match_against_the_brain_sends_the_rule_and_records_it(self):
        p = run("match", "-e", "name=inproc,depth=2", "-e", f"cmd={BRAIN},name=pipe,depth=2",
                "--rule", "renju", "-n", "2", "--openings", RIF26, "--draw-after", "60",
                "--jsonl", self.jsonl, "--sgf", self.sgf, "-q", timeout=120)
        self.assertIn("15x15 renju", p.stdout)
        self.assertIn("lost by a forbidden move: 0", p.stdout)
        for g in self.games():
            self.assertEqual(g["rule"], "renju")
            self.assertFalse(g["forfeit"], g["reason"])  # pipe took INFO rule 4: no refusal
            self.assertIsNone(g["foul"], g["reason"])    # neither engine plays a forbidden point
            self.assertEqual(g["opening"], "h8,h9,h10")  # D1, the file's first
        with open(self.sgf) as f:
            self.assertEqual(f.read().count("RU[renju]"), 2)

    def test_a_forbidden_move_loses_for_black_with_its_reason(self):
        openings = os.path.join(self.dir.name, "openings.txt")
        with open(openings, "w") as f:
            f.write(DOUBLE_THREE + "\n")
        p = run("match", "-e", "name=wuzi,depth=1", "-e", f"cmd={sys.executable} {FAKE} centre,name=bad",
                "--rule", "renju", "-n", "2", "--tc-move", "1000", "--openings", openings,
                "--jsonl", self.jsonl, "--sgf", self.sgf, "-q", timeout=30)
        fouls = [g for g in self.games() if g["foul"]]
        self.assertEqual(len(fouls), 1, self.games())
        g = fouls[0]
        self.assertEqual((g["black"], g["result"], g["forfeit"]), ("bad", "0-1", False))
        self.assertEqual(g["foul"], {"ply": 9, "move": "h8", "kind": "double three"})
        self.assertEqual(g["reason"],
                         "Black (bad) played a forbidden move: move 9 (h8): Black's double three is forbidden")
        self.assertIn("Game 1: 0-1 Black (bad) played a forbidden move", p.stderr)  # the console
        self.assertIn("bad: longest move", p.stdout)
        self.assertRegex(p.stdout, r"bad: .*lost by a forbidden move: 1")
        with open(self.sgf) as f:
            sgf = f.read()
        self.assertIn("C[double three: forbidden for Black]", sgf)
        self.assertIn("GC[Black (bad) played a forbidden move", sgf)

    def test_renju_openings_and_selfplay(self):
        openings = os.path.join(self.dir.name, "openings.txt")
        run("openings", "--rule", "renju", "-n", "3", "--depth", "2", "--max-eval", "300",
            "-o", openings, "-q")
        with open(openings) as f:
            text = f.read()
        self.assertIn("15x15 renju", text)
        p = run("selfplay", "--rule", "renju", "-n", "2", "--depth", "2", "--openings", RIF26,
                "--draw-after", "40", "-o", self.jsonl, "-q")
        self.assertIn("Self-play: games 0..1 (2)", p.stdout)
        for g in self.games():
            self.assertEqual(g["rule"], "renju")
            self.assertIsNone(g["foul"], g["reason"])
        # An openings file whose opening holds a foul is refused with the reason.
        bad = os.path.join(self.dir.name, "bad.txt")
        with open(bad, "w") as f:
            f.write(DOUBLE_THREE + ",h8,b2\n")
        p = run("match", "-e", "name=a", "-e", "name=b", "--depth", "1", "--rule", "renju",
                "--openings", bad, check=False)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("bad.txt:1: move 9 (h8): Black's double three is forbidden", p.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=1)
