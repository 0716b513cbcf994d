#!/usr/bin/env bash
# Drives the real wuzi-cli binary: output shapes, errors and exit codes.
set -u
cli=${WUZI_CLI:?set WUZI_CLI to the wuzi-cli binary}
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

out=$("$cli" analyse --moves h8,a1,i8,a2,j8,a3,k8,a4 --depth 4)
echo "$out" | grep -q '^{"move":"[gl]8","score":[0-9]*,"mate":1,"depth":[0-9]*,"seldepth":[0-9]*,"nodes":[0-9]*,"nps":[0-9]*,"time_ms":[0-9]*,"pv":\["[gl]8"' && ok || bad "win in one JSON: $out"

out=$("$cli" analyse --game tictactoe --moves b2)
echo "$out" | grep -q '"move":"[ac][13]"' && ok || bad "tic-tac-toe answer to the centre must be a corner: $out"

out=$("$cli" analyse --moves "" --depth 3)
echo "$out" | grep -q '"move":"h8"' && ok || bad "empty board opens in the centre: $out"

out=$("$cli" analyse --size 20 --rule standard --moves j10 --time-ms 100)
echo "$out" | grep -q '"move":"[a-t][0-9]*"' && ok || bad "20x20 standard: $out"

expect_fail analyse --moves h8,h8
expect_fail analyse --moves h8,z9
expect_fail analyse --moves h16
expect_fail analyse --moves a1,a15,b2,b15,c3,c15,d4,d15,e5
expect_fail analyse --moves h8 --depth 0
expect_fail analyse --size 21
expect_fail analyse --rule renju
expect_fail analyse --bogus
expect_fail frobnicate
expect_fail

sig1=$("$cli" bench --depth 5 | grep Signature)
sig2=$("$cli" bench --depth 5 | grep Signature)
[ -n "$sig1" ] && [ "$sig1" = "$sig2" ] && ok || bad "bench signature differs: '$sig1' vs '$sig2'"
"$cli" bench --depth 5 | grep -q "Nodes searched  : [1-9]" && ok || bad "bench prints nodes"

out=$(printf 'zz9\nh8\nh8\nundo\nquit\n' | "$cli" play --depth 2 2>&1)
code=$?
[ $code -eq 0 ] && echo "$out" | grep -q "is not a move" && echo "$out" | grep -q "occupied" && ok \
    || bad "play answers bad input with a message (exit $code): $out"

out=$(printf 'b2\na1\nc1\nquit\n' | "$cli" play --game tictactoe --depth 9 2>&1) && ok || bad "tic-tac-toe play"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
