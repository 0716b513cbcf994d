#!/usr/bin/env bash
# Drives the real wuzi-cli binary: output shapes, errors and exit codes.
set -u
cli=${WUZI_CLI:?set WUZI_CLI to the wuzi-cli binary}
PYTHON3=${PYTHON3:-python3}   # tests/CMakeLists.txt passes the one it chose
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

# expect_fail ARGS...: exits non-zero and says "error" on stderr.
expect_fail() {
    local err
    err=$("$cli" "$@" 2>&1 >/dev/null)
    local code=$?
    if [ $code -ne 0 ] && [ -n "$err" ]; then ok; else bad "expected failure: $* (exit $code, stderr '$err')"; fi
}

out=$("$cli" --version)
echo "$out" | grep -Eq '^wuzi-cli [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]{7,}(-dirty)?|unknown)\)$' && ok ||
    bad "--version: $out"

# Every subcommand the help lists (aliases too) answers its own --help: a
# command line naming one registers that one alone (tools/cli/main.cpp).
names=$("$cli" --help | sed -n '/^Subcommands:/,$p' | sed -n 's/^  \([a-z][a-z, -]*[a-z]\)  .*/\1/p' | tr ',' ' ')
[ "$(echo $names | wc -w)" -ge 13 ] && ok || bad "subcommands in --help: $names"
for name in $names; do
    "$cli" "$name" --help > /dev/null 2>&1 && ok || bad "$name --help"
done
expect_fail analyse-not

out=$("$cli" analyse --moves h8,a1,i8,a2,j8,a3,k8,a4 --depth 4)
echo "$out" | grep -q '^{"move":"[gl]8","score":[0-9]*,"mate":1,"depth":[0-9]*,"seldepth":[0-9]*,"nodes":[0-9]*,"nps":[0-9]*,"time_ms":[0-9]*,"pv":\["[gl]8"' && ok || bad "win in one JSON: $out"

out=$("$cli" analyse --game tictactoe --moves b2)
echo "$out" | grep -q '"move":"[ac][13]"' && ok || bad "tic-tac-toe answer to the centre must be a corner: $out"

out=$("$cli" analyse --moves "" --depth 3)
echo "$out" | grep -q '"move":"h8"' && ok || bad "empty board opens in the centre: $out"

out=$("$cli" analyse --size 20 --rule standard --moves j10 --time-ms 100)
echo "$out" | grep -q '"move":"[a-t][0-9]*"' && ok || bad "20x20 standard: $out"

# mistakes: a position where the played move (a1) lets White's open four
# stand is avoided, and the judge's move (a block) is found.
tmp_m=$(mktemp -d)
printf '%s\n' '{"moves":"h8,a15,i8,b15,j8,c15,k8","played":"a1","best":"l8","missed_win":false}' \
    '{"moves":"h8,a15,i8,b15,j8,c15,k8","played":"m8","best":"g8"}' > "$tmp_m/ok.jsonl"
out=$("$cli" mistakes "$tmp_m/ok.jsonl" --time-ms 50 --explain --jsonl "$tmp_m/out.jsonl")
echo "$out" | grep -q '^mistakes: 2 positions at 50 ms: avoids 2 of 2 played moves' && ok || bad "mistakes summary: $out"
[ "$(wc -l < "$tmp_m/out.jsonl")" -eq 2 ] && grep -q '"score_after_played"' "$tmp_m/out.jsonl" && ok || bad "mistakes --jsonl: $(cat "$tmp_m/out.jsonl")"
printf '%s\n' '{"moves":"h8,h8","played":"a1","best":"a2"}' > "$tmp_m/occupied.jsonl"
printf '%s\n' 'not json' > "$tmp_m/garbage.jsonl"
printf '%s\n' '{"moves":"h8","played":"h8","best":"a2"}' > "$tmp_m/taken.jsonl"
printf '%s\n' '{"moves":"h8","best":"a2"}' > "$tmp_m/missing.jsonl"
: > "$tmp_m/empty.jsonl"
for f in occupied garbage taken missing empty; do expect_fail mistakes "$tmp_m/$f.jsonl" --time-ms 10; done
expect_fail mistakes "$tmp_m/none.jsonl"
expect_fail mistakes "$tmp_m/ok.jsonl" --param no_such_param=1
rm -rf "$tmp_m"

expect_fail analyse --moves h8,h8
expect_fail analyse --moves h8,z9
expect_fail analyse --moves h16
expect_fail analyse --moves a1,a15,b2,b15,c3,c15,d4,d15,e5
expect_fail analyse --moves h8 --depth 0
expect_fail analyse --size 21
expect_fail analyse --rule caro
expect_fail analyse --bogus
expect_fail frobnicate
expect_fail

sig1=$("$cli" bench --depth 5 | grep Signature)
sig2=$("$cli" bench --depth 5 | grep Signature)
[ -n "$sig1" ] && [ "$sig1" = "$sig2" ] && ok || bad "bench signature differs: '$sig1' vs '$sig2'"
"$cli" bench --depth 5 | grep -q "Nodes searched  : [1-9]" && ok || bad "bench prints nodes"

# Passes in a move list: the position after them is analysed.
out=$("$cli" analyse --moves h8,pass,h9,pass,h10,pass,h11,pass --depth 3)
echo "$out" | grep -q '"move":"h\(7\|12\)","score":[0-9]*,"mate":1' && ok || bad "open four placed with passes: $out"

out=$(printf 'zz9\nh8\nh8\nundo\nquit\n' | "$cli" play --depth 2 2>&1)
code=$?
[ $code -eq 0 ] && echo "$out" | grep -q "is not a move" && echo "$out" | grep -q "occupied" && ok \
    || bad "play answers bad input with a message (exit $code): $out"

out=$(printf 'b2\na1\nc1\nquit\n' | "$cli" play --game tictactoe --depth 9 2>&1) && ok || bad "tic-tac-toe play"

# analyse --multipv: one entry per line, distinct legal moves, best score first.
out=$("$cli" analyse --moves h8,i9,j8 --depth 4 --multipv 4)
echo "$out" | "$PYTHON3" -c '
import json, sys
o = json.load(sys.stdin)
lines = o["lines"]
assert len(lines) == 4, lines
moves = [l["move"] for l in lines]
assert len(set(moves)) == 4 and not set(moves) & {"h8", "i9", "j8"}, moves
scores = [l["score"] for l in lines]
assert scores == sorted(scores, reverse=True), scores
assert all(l["pv"][0] == l["move"] for l in lines)
assert o["move"] == moves[0] and o["score"] == scores[0]
' && ok || bad "analyse --multipv 4: $out"
out=$("$cli" analyse --moves h8 --depth 2)
echo "$out" | grep -q '"lines"' && bad "no lines without --multipv: $out" || ok
expect_fail analyse --moves h8 --multipv 0
expect_fail analyse --moves h8 --multipv x

# Renju: forbidden points listed; analyse never plays one; a foul in the moves is refused.
double_three=i8,a1,j8,a3,h9,o1,h10,o3           # h8: two open threes
double_four=e8,d8,f8,h12,g8,a1,h11,o1,h10,a15,h9,o15  # h8: two fours
overline=d4,c4,e4,j4,f4,a15,h4,o15,i4,a13       # g4: six in a row
out=$("$cli" forbidden --moves $double_three)
[ "$out" = "h8 double three" ] && ok || bad "forbidden (double three): '$out'"
out=$("$cli" forbidden --moves $double_four)
[ "$out" = "h8 double four" ] && ok || bad "forbidden (double four): '$out'"
out=$("$cli" forbidden --moves $overline)
[ "$out" = "g4 overline" ] && ok || bad "forbidden (overline): '$out'"
out=$("$cli" forbidden --moves h8,h9,h10)
[ -z "$out" ] && ok || bad "no forbidden point: '$out'"
printf '# wuzi gomoku 15 renju\n%s\n' "$double_three" > /tmp/wuzi_cli_forbidden_$$.txt
out=$("$cli" forbidden --file /tmp/wuzi_cli_forbidden_$$.txt)
rm -f /tmp/wuzi_cli_forbidden_$$.txt
[ "$out" = "h8 double three" ] && ok || bad "forbidden --file: '$out'"
err=$("$cli" forbidden --moves $double_three,h8,b2 2>&1 >/dev/null)
[ $? -ne 0 ] && echo "$err" | grep -q "move 9 (h8): Black's double three is forbidden" && ok \
    || bad "forbidden with a foul in the moves: $err"
expect_fail forbidden --moves h8,h8
expect_fail forbidden --moves z9
expect_fail forbidden
expect_fail forbidden --moves h8 --file /nonexistent
out=$("$cli" analyse --rule renju --moves $double_four --depth 4)
echo "$out" | grep -q '"move":"h8"' && bad "renju analyse played the double four: $out" || ok
out=$("$cli" analyse --moves $double_four --depth 4)
echo "$out" | grep -q '"move":"h8"' && ok || bad "freestyle analyse wins with the double four: $out"
err=$("$cli" analyse --rule renju --moves $double_three,h8 2>&1 >/dev/null)
[ $? -ne 0 ] && echo "$err" | grep -q "double three is forbidden" && ok || bad "renju analyse of a foul: $err"
out=$(printf 'h8\nquit\n' | "$cli" play --rule renju --depth 1 2>&1) && ok || bad "renju play: $out"

# book build / query / stats on a small openings file.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

printf 'h8,i9,h10,i7\nh8,j8,i9,g7,k9\n' >"$tmp/depth-positions.txt"
out=$("$cli" bench --positions "$tmp/depth-positions.txt" --time-ms 30 --param iir_min_depth=0 --param lmr_divisor=120)
echo "$out" | grep -q "^Median depth    : [1-9]" && ok || bad "bench --positions --param: $out"
# A position whose side to move must block a four is no quiet one: marked,
# and left out of the quiet median. (forced_reply_time_percent 0: the block is
# played after depth 1, before a deeper search can prove the loss it is.)
printf 'h8,g8,i8,a1,j8,a2,k8\n' >"$tmp/four-position.txt"
out=$("$cli" bench --positions "$tmp/four-position.txt" --time-ms 30 --param forced_reply_time_percent=0)
echo "$out" | grep -q "answers a four" && echo "$out" | grep -q "^Quiet positions : 0" && ok \
    || bad "bench --positions marks a forced reply: $out"
expect_fail bench --positions "$tmp/depth-positions.txt" --param bogus=1
expect_fail bench --positions "$tmp/depth-positions.txt" --param iir_min_depth
expect_fail bench --positions "$tmp/depth-positions.txt" --param iir_min_depth=1000
printf '# three openings\nj9,g9,f5\nk10,e8,k6  # eval -6\n\nf11,j6,g6\n' > "$tmp/openings.txt"
"$cli" book build -o "$tmp/book.wbk" --openings "$tmp/openings.txt" --depth 3 --multipv 2 --plies 1 -q \
    > "$tmp/build.txt" && grep -q "^[0-9]* positions, [0-9]* moves, [0-9]* bytes" "$tmp/build.txt" && ok \
    || bad "book build: $(cat "$tmp/build.txt")"
"$cli" book build -o "$tmp/book2.wbk" --openings "$tmp/openings.txt" --depth 3 --multipv 2 --plies 1 -q -j 2 \
    > /dev/null && cmp -s "$tmp/book.wbk" "$tmp/book2.wbk" && ok || bad "book build differs with -j 2"
out=$("$cli" book query --book "$tmp/book.wbk" --moves j9,g9,f5)
echo "$out" | grep -q "^j9,g9,f5: 2 moves" && echo "$out" | grep -q "^  [a-o][0-9]* *score *-\?[0-9]*  depth 3" && ok \
    || bad "book query: $out"
# The same opening mirrored (x -> 14 - x): found, with the moves mirrored.
first=$(echo "$out" | sed -n 3p | awk '{print $1}')
mirror() { echo "$1" | tr 'abcdefghijklmno' 'onmlkjihgfedcba'; }
out2=$("$cli" book query --book "$tmp/book.wbk" --moves "$(mirror j9,g9,f5)")
echo "$out2" | sed -n 3p | grep -q "^  $(mirror "$first") " && ok || bad "mirrored query: $out2 (first $first)"
out=$("$cli" book query --book "$tmp/book.wbk" --moves "" --json)
echo "$out" | grep -q '^{"moves":"","entries":\[{"move":"h8","score":-\?[0-9]*,"depth":3}\]}$' && ok \
    || bad "book query --json of the empty board: $out"
out=$("$cli" book query --book "$tmp/book.wbk" --moves a1,a2)
echo "$out" | grep -q "not in the book" && ok || bad "book query of an unknown position: $out"
out=$("$cli" book stats --book "$tmp/book.wbk" --openings "$tmp/openings.txt")
echo "$out" | grep -q "3/3 (100.0%); all 8 symmetric images: 24/24" && ok || bad "book stats: $out"
expect_fail book query --book "$tmp/book.wbk" --moves h8,h8
expect_fail book query --book "$tmp/book.wbk" --moves z99
expect_fail book query --book "$tmp/missing.wbk" --moves h8
head -c 40 "$tmp/book.wbk" > "$tmp/short.wbk"
err=$("$cli" book query --book "$tmp/short.wbk" --moves h8 2>&1 >/dev/null)
[ $? -ne 0 ] && echo "$err" | grep -q "refused.*checksum" && ok || bad "truncated book: $err"
expect_fail book build -o "$tmp/x.wbk" --openings "$tmp/missing.txt"
expect_fail book build -o "$tmp/x.wbk" --openings "$tmp/openings.txt" --depth 0
expect_fail book build -o "$tmp/no/such/dir/x.wbk" --openings "$tmp/openings.txt" --depth 1 -q
expect_fail book

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
