#!/usr/bin/env bash
# The training-data pipeline driven as processes: a cut-off self-play shard
# resumed gives exactly the uninterrupted run's positions and games; data
# merge makes symmetric copies one record, splits by position and writes gzip
# that tune reads; cut or damaged inputs and bad arguments give clear
# messages and non-zero exits, never a crash.
set -u
cli=${WUZI_CLI:?set WUZI_CLI to the wuzi-cli binary}
PYTHON3=${PYTHON3:-python3}   # tests/CMakeLists.txt passes the one it chose
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
expect_error() {  # expect_error TEXT ARGS...: fails without a crash (no signal), stderr holds TEXT
    local text=$1
    shift
    local err
    err=$("$cli" "$@" 2>&1 >/dev/null)
    local code=$?
    if [ $code -ne 0 ] && [ $code -lt 128 ] && [[ $err == *"$text"* ]]; then ok; else bad "$* (exit $code): $err"; fi
}
# games_of FILE: the games' deterministic fields, sorted (times differ run to run).
games_of() {
    "$PYTHON3" -c '
import json, sys
for j in sorted(map(json.loads, open(sys.argv[1])), key=lambda j: j["game"]):
    print(j["game"], j["opening"], j["moves"], j["result"], j["score"])' "$1"
}
same_run() {  # same_run A B: the positions and games files of two runs agree
    cmp -s <(sort "$1.pos") <(sort "$2.pos") && cmp -s <(games_of "$1.games") <(games_of "$2.games")
}

common=(-n 10 --depth 3 --seed 5 --random-plies 3 --balance-depth 2 --draw-after 40 -q)
"$cli" selfplay "${common[@]}" -j 2 -o "$dir/full.games" --positions "$dir/full.pos" >/dev/null \
    && [ "$(wc -l < "$dir/full.games")" = 10 ] && ok || bad "uninterrupted run"
grep -q '"status": "complete"' "$dir/full.pos.manifest.json" \
    && grep -q "\"sha256\": \"$(sha256sum "$dir/full.pos" | cut -c1-64)\"" "$dir/full.pos.manifest.json" \
    && grep -q '"seed": 5' "$dir/full.pos.manifest.json" && grep -q '"revision"' "$dir/full.pos.manifest.json" \
    && ok || bad "the manifest records status, seed, revision and checksums"

# A shard cut off as a killed run leaves it: games 0-3 complete, the
# positions of game 4 half written, its games line cut mid-way.
"$PYTHON3" - "$dir" <<'EOF'
import json, sys
d = sys.argv[1]
games = open(f"{d}/full.games").read().splitlines(True)
pos = open(f"{d}/full.pos").read().splitlines(True)
done = [g for g in games if json.loads(g)["game"] < 4]
mine = [p for p in pos if json.loads(p)["game"] < 4]
next_game = [p for p in pos if json.loads(p)["game"] == 4]
open(f"{d}/cut.games", "w").write("".join(done) + games[[json.loads(g)["game"] for g in games].index(4)][:30])
open(f"{d}/cut.pos", "w").write("".join(mine + next_game[: len(next_game) // 2]) + next_game[-1][:40])
EOF
sed 's/full\./cut./g' "$dir/full.pos.manifest.json" | sed 's/"status": "complete"/"status": "running"/' \
    > "$dir/cut.pos.manifest.json"
expect_error "--resume to continue" selfplay "${common[@]}" -o "$dir/cut.games" --positions "$dir/cut.pos"
err=$("$cli" selfplay "${common[@]}" -o "$dir/cut.games" --positions "$dir/cut.pos" --resume 2>&1 >/dev/null)
[ $? -eq 0 ] && [[ $err == *"Resume: 4 of 10 games already played"* ]] && [[ $err == *"cut off"* ]] \
    && ok || bad "resume a cut shard: $err"
same_run "$dir/full" "$dir/cut" && ok || bad "the resumed shard differs from the uninterrupted run"
grep -q '"resumed_at_games": 4' "$dir/cut.pos.manifest.json" && grep -q '"status": "complete"' \
    "$dir/cut.pos.manifest.json" && ok || bad "the manifest records the resume"

# Resuming a complete run plays nothing and changes nothing.
before=$(sha256sum "$dir/cut.pos" "$dir/cut.games" | cut -c1-64)
"$cli" selfplay "${common[@]}" -o "$dir/cut.games" --positions "$dir/cut.pos" --resume >/dev/null 2>&1 \
    && [ "$before" = "$(sha256sum "$dir/cut.pos" "$dir/cut.games" | cut -c1-64)" ] && ok \
    || bad "resuming a complete run changed it"
# A run killed at an arbitrary moment (wherever it is cut), then resumed.
"$cli" selfplay "${common[@]}" -o "$dir/killed.games" --positions "$dir/killed.pos" &
pid=$!
sleep 0.3
kill -KILL $pid 2>/dev/null
wait $pid 2>/dev/null
"$cli" selfplay "${common[@]}" -o "$dir/killed.games" --positions "$dir/killed.pos" --resume \
    >/dev/null 2>&1 && same_run "$dir/full" "$dir/killed" && ok || bad "a killed run resumed differs"
# Resuming with other settings, or an SGF file, is refused.
expect_error "other settings" selfplay -n 10 --depth 4 --seed 5 --random-plies 3 --balance-depth 2 \
    --draw-after 40 -q -o "$dir/cut.games" --positions "$dir/cut.pos" --resume
expect_error "--sgf" selfplay "${common[@]}" -o "$dir/cut.games" --positions "$dir/cut.pos" \
    --sgf "$dir/cut.sgf" --resume
cp "$dir/full.games" "$dir/nomanifest.games"
expect_error "no manifest" selfplay "${common[@]}" -o "$dir/nomanifest.games" --resume

# Merge: every position with its 7 symmetric images is one record of 8.
"$PYTHON3" - "$dir/full.pos" "$dir/sym.pos" <<'EOF'
import json, sys
src, dst = sys.argv[1], sys.argv[2]
def image(text, t, n=15):
    out = []
    for m in filter(None, text.split(",")):
        x, y = ord(m[0]) - 97, int(m[1:]) - 1
        if t & 1: x = n - 1 - x
        if t & 2: y = n - 1 - y
        if t & 4: x, y = y, x
        out.append(f"{chr(97 + x)}{y + 1}")
    return ",".join(out)
with open(dst, "w") as f:
    for line in open(src):
        j = json.loads(line)
        for t in range(1, 8):
            k = dict(j, moves=image(j["moves"], t), best=image(j["best"], t))
            f.write(json.dumps(k) + "\n")
EOF
distinct=$("$cli" data merge "$dir/full.pos" -o "$dir/m1" -q | sed -n 's/.* into \([0-9]*\) distinct.*/\1/p')
out=$("$cli" data merge "$dir/full.pos" "$dir/sym.pos" -o "$dir/m8" -q)
[ -n "$distinct" ] && [[ $out == *"into $distinct distinct"* ]] && ok || bad "symmetric copies: $out (alone: $distinct)"
counts=$(zcat "$dir/m8/train.jsonl.gz" "$dir/m8/valid.jsonl.gz" | "$PYTHON3" -c '
import json, sys
print(sorted({json.loads(l)["count"] for l in sys.stdin}))')
m1_counts=$(zcat "$dir/m1/train.jsonl.gz" "$dir/m1/valid.jsonl.gz" | "$PYTHON3" -c '
import json, sys
print(sorted({8 * json.loads(l)["count"] for l in sys.stdin}))')
[ "$counts" = "$m1_counts" ] && ok || bad "counts of the merged images: $counts, expected $m1_counts"
[ "$(zcat "$dir/m1/valid.jsonl.gz" | wc -l)" = "$(zcat "$dir/m8/valid.jsonl.gz" | wc -l)" ] && ok \
    || bad "the images fell on other sides of the split"
"$PYTHON3" -c '
import json, sys
m = json.load(open(sys.argv[1]))
assert m["distinct_positions"] == m["outputs"]["train"]["positions"] + m["outputs"]["valid"]["positions"]
assert len(m["inputs"]) == 2 and m["inputs"][0]["shard_manifest"]["settings"]["seed"] == 5
assert m["inputs"][0]["sha256"] and m["outputs"]["train"]["sha256"] and m["command"] and m["revision"]' \
    "$dir/m8/manifest.json" && ok || bad "the merged manifest"
expect_error "already holds a merged set" data merge "$dir/full.pos" -o "$dir/m8"
"$cli" data merge "$dir/full.pos" -o "$dir/m8" --force -q >/dev/null && ok || bad "--force"

# tune reads the merged gzip files.
out=$("$cli" tune "$dir/m1/train.jsonl.gz" --valid "$dir/m1/valid.jsonl.gz" -o "$dir/w.txt" --epochs 2 -q 2>&1)
[ $? -eq 0 ] && [[ $out == *"tuned weights:"* ]] && ok || bad "tune on merged files: $out"

# Cut or damaged input.
head -c -20 "$dir/full.pos" > "$dir/cut-line.pos"
printf '{"game": 1, "moves": "h8,\n' >> "$dir/bad-line.pos"
cat "$dir/full.pos" >> "$dir/bad-line.pos"
err=$("$cli" data merge "$dir/cut-line.pos" "$dir/bad-line.pos" -o "$dir/m3" -q 2>&1 >/dev/null)
[ $? -eq 0 ] && [[ $err == *"cut-line.pos: the last line is cut off"* ]] \
    && [[ $err == *"bad-line.pos:1: not a JSON object; line skipped"* ]] && ok || bad "skipped lines: $err"
head -c $(($(stat -c %s "$dir/m8/train.jsonl.gz") / 2)) "$dir/m8/train.jsonl.gz" > "$dir/cut.gz"
expect_error "unexpected end of file" data merge "$dir/cut.gz" -o "$dir/m4"
[ ! -e "$dir/m4/train.jsonl.gz" ] && ok || bad "a failed merge left output"
expect_error "unexpected end of file" tune "$dir/cut.gz" -o "$dir/x.txt"
head -c 300 /dev/urandom > "$dir/noise.gz"
printf '\x1f\x8b\x08\x00\x00\x00\x00\x00' | cat - "$dir/noise.gz" > "$dir/damaged.gz"
expect_error "damaged.gz" data merge "$dir/damaged.gz" -o "$dir/m5"

# Bad arguments.
expect_error "positions is required" data merge -o "$dir/m6"
expect_error "no such file" data merge "$dir/none.pos" -o "$dir/m6"
expect_error "valid-percent" data merge "$dir/full.pos" -o "$dir/m6" --valid-percent 101
expect_error "A subcommand is required" data
: > "$dir/empty.pos"
expect_error "no positions" data merge "$dir/empty.pos" -o "$dir/m7"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
