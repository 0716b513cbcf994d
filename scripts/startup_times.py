#!/usr/bin/env python3
"""Start-up times of the three front ends, as wall time, median of N runs.

    scripts/startup_times.py BUILD [OTHER_BUILD ...] [--runs N]

Each BUILD is a folder with wuzi-cli, pbrain-wuzi and (optionally) wuzi.
Builds are run in turn, round after round, so that a busy machine slows
them alike; compare them by their ratios within one run. Measures:
  analyse  `wuzi-cli analyse --game tictactoe --moves a3` from spawn to exit;
  brain    `pbrain-wuzi` from spawn to its OK for `START 15`;
  window   `wuzi --debug` from spawn to its "frame 1" line (its first frame
           drawn and shown), under its own Xvfb (tests/gui/xvfb.sh) with a
           settings folder of its own; skipped without wuzi.
  shot     `wuzi --screenshot` (one frame drawn off screen and saved) from
           spawn to exit, likewise: the window's start, plus an off-screen target and
           the read-back. The shot is an uncompressed .bmp: a .png adds the
           encoder's time (about 45 ms here).
This is a measuring tool, not a test: it asserts nothing.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def time_analyse(build):
    start = time.perf_counter()
    subprocess.run([os.path.join(build, "wuzi-cli"), "analyse", "--game", "tictactoe",
                    "--moves", "a3"], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def time_brain(build):
    start = time.perf_counter()
    brain = subprocess.Popen([os.path.join(build, "pbrain-wuzi")], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, bufsize=1)
    brain.stdin.write("START 15\n")
    brain.stdin.flush()
    for line in brain.stdout:
        if line.strip() == "OK":
            break
    elapsed = time.perf_counter() - start
    brain.stdin.write("END\n")
    brain.stdin.flush()
    brain.wait(timeout=10)
    return elapsed


def time_under_xvfb(script, args, home):
    """Runs `script` (sh, with `args` as $1...) under its own Xvfb with a
    settings folder of its own: the script times wuzi alone, so the Xvfb
    start-up is outside the measured time, and prints the microseconds."""
    env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"))
    out = subprocess.run([os.path.join(ROOT, "tests", "gui", "xvfb.sh"), "sh", "-c", script, "sh",
                          *args], check=True, capture_output=True, text=True, env=env).stdout
    return int(out.strip().splitlines()[-1]) / 1e6


def time_window(build, shot, home):
    """From spawn to the exit of `wuzi --screenshot`."""
    script = ('s=$(date +%s%N); "$1" --screenshot "$2" >/dev/null; e=$(date +%s%N); '
              'echo $(( (e - s) / 1000 ))')
    return time_under_xvfb(script, [os.path.join(build, "wuzi"), shot], home)


def time_first_frame(build, home):
    """From spawn to the line `wuzi --debug` prints once its first frame is on
    the screen; then the window is closed."""
    script = ('f=$(mktemp -u); mkfifo "$f"; s=$(date +%s%N); "$1" --debug >"$f" & p=$!; '
              'while read -r l; do [ "$l" = "frame 1" ] && break; done <"$f"; '
              'e=$(date +%s%N); kill $p; wait $p 2>/dev/null; rm -f "$f"; '
              'echo $(( (e - s) / 1000 ))')
    return time_under_xvfb(script, [os.path.join(build, "wuzi")], home)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("builds", nargs="+")
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    kinds = {"analyse": time_analyse, "brain": time_brain}
    times = {(b, k): [] for b in args.builds for k in list(kinds) + ["window", "shot"]}
    with tempfile.TemporaryDirectory() as tmp:
        shot = os.path.join(tmp, "shot.bmp")
        for _ in range(args.runs):
            for build in args.builds:
                for kind, measure in kinds.items():
                    times[(build, kind)].append(measure(build))
                if os.path.exists(os.path.join(build, "wuzi")):
                    times[(build, "window")].append(time_first_frame(build, tmp))
                    times[(build, "shot")].append(time_window(build, shot, tmp))
    for build in args.builds:
        parts = [f"{kind} {1000 * statistics.median(v):.1f} ms"
                 for (b, kind), v in times.items() if b == build and v]
        print(f"{build}: " + ", ".join(parts) + f" (median of {args.runs})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
