#!/usr/bin/env bash
# wuzi-cli selfplay --shard, tune and the weights options of match, driven as
# a process: shards concatenate to the whole run, with GNU parallel when it
# is installed (else one after another); tune writes a weights file that
# match loads; bad weights files and overrides are refused with a reason.
set -u
cli=${WUZI_CLI:?set WUZI_CLI to the wuzi-cli binary}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

# The same 6 games as one run and as 3 shards.
common=(-n 6 --depth 2 --seed 7 --random-plies 3 --balance-depth 2 --draw-after 24 -q)
"$cli" selfplay "${common[@]}" -o "$dir/all.games" --positions "$dir/all.pos" >/dev/null \
    && ok || bad "selfplay as one run"
if command -v parallel >/dev/null; then
    parallel --will-cite -j 2 "$cli" selfplay "${common[@]}" --shard {}/3 \
        -o "$dir/shard{}.games" --positions "$dir/shard{}.pos" ::: 1 2 3 >/dev/null \
        && ok || bad "selfplay shards under GNU parallel"
else
    for k in 1 2 3; do
        "$cli" selfplay "${common[@]}" --shard $k/3 -o "$dir/shard$k.games" \
            --positions "$dir/shard$k.pos" >/dev/null || bad "selfplay shard $k/3"
    done
fi
cat "$dir"/shard{1,2,3}.pos > "$dir/shards.pos"
[ -s "$dir/all.pos" ] && cmp -s <(sort "$dir/all.pos") <(sort "$dir/shards.pos") && ok \
    || bad "the shards' positions differ from the whole run's"
[ "$(cat "$dir"/shard{1,2,3}.games | wc -l)" = 6 ] && ok || bad "the shards play 6 games in all"
grep -q '"game":5,' "$dir/shard3.pos" && ! grep -q '"game":[0-3],' "$dir/shard3.pos" && ok \
    || bad "shard 3/3 plays games 4 and 5"
head -1 "$dir/all.pos" | grep -q '"result":' && head -1 "$dir/all.pos" | grep -q '"side":' \
    && head -1 "$dir/all.pos" | grep -q '"score":' && ok || bad "positions carry result, side, score"

# Tune on them and play with the result.
out=$("$cli" tune "$dir/all.pos" -o "$dir/w.txt" --epochs 2 --valid-percent 30 -q 2>&1)
echo "$out" | grep -q "epoch  1  train loss" && echo "$out" | grep -q "tuned weights:" \
    && head -20 "$dir/w.txt" | grep -q "^wuzi-weights 1" && ok || bad "tune: $out"
"$cli" match -e name=tuned,weights="$dir/w.txt" -e name=hand,param.tempo=90 --depth 2 -n 2 -q \
    >/dev/null && ok || bad "match with weights= and param."

# The move-ordering policy: fitted to the searches' moves, better ranked than
# the fixed threat ordering on the training positions, written as policy
# weights that match and bench load.
out=$("$cli" tune-policy "$dir/all.pos" -o "$dir/p.txt" --epochs 20 --batch 16 --valid-percent 0 -q 2>&1)
echo "$out" | grep -q "threat ordering:  train first" && echo "$out" | grep -q "^epoch 20" \
    && grep -q "^policy_own\." "$dir/p.txt" && grep -q "^policy_near\.their\.1 = " "$dir/p.txt" \
    && ok || bad "tune-policy: $out"
ranks=$(echo "$out" | sed -n 's/.*mean rank \([0-9.]*\) .*/\1/p' | sed -n '1p;$p' | tr '\n' ' ')
awk -v r="$ranks" 'BEGIN { split(r, a, " "); exit !(a[2] < a[1]) }' && ok \
    || bad "the fitted policy ranks the chosen moves higher than the threat ordering: $ranks"
"$cli" match -e name=policy,weights="$dir/p.txt",param.order_policy=200 -e name=b --depth 2 -n 2 \
    -q >/dev/null && ok || bad "match with a policy"

# Refusals that name the problem.
expect_error() {  # expect_error TEXT ARGS...: fails, and stderr holds TEXT
    local text=$1
    shift
    local err
    err=$("$cli" "$@" 2>&1 >/dev/null)
    local code=$?
    if [ $code -ne 0 ] && [[ $err == *"$text"* ]]; then ok; else bad "$* (exit $code): $err"; fi
}
head -c 200 "$dir/w.txt" > "$dir/cut.txt"
expect_error "$dir/cut.txt" match -e weights="$dir/cut.txt" -e name=b --depth 1 -n 2
expect_error "cannot read weights file '$dir/none.txt'" match -e weights="$dir/none.txt" -e name=b --depth 1 -n 2
expect_error "unknown weight 'tempi'" match -e param.tempi=1 -e name=b --depth 1 -n 2
expect_error "outside" selfplay -n 1 --depth 1 --param cell_divisor=0 -o "$dir/x"
expect_error "--shard" selfplay -n 1 --depth 1 --shard 4/3 -o "$dir/x"
expect_error "not a JSON object" tune "$dir/cut.txt" -o "$dir/x"
expect_error "not a JSON object" tune-policy "$dir/cut.txt" -o "$dir/x"

# Renju: self-play positions carry the rule, tune fits the renju section.
"$cli" selfplay --rule renju -n 4 --depth 2 --seed 7 --random-plies 3 --balance-depth 2 \
    --draw-after 24 -q -o "$dir/renju.games" --positions "$dir/renju.pos" >/dev/null \
    && grep -q '"rule":"renju"' "$dir/renju.pos" && ok || bad "renju self-play positions"
"$cli" tune "$dir/renju.pos" --rule renju -o "$dir/renju.txt" --epochs 2 -q >/dev/null \
    && grep -q '^\[renju\]' "$dir/renju.txt" && ok || bad "tune --rule renju"
expect_error "no freestyle training positions" tune "$dir/renju.pos" -o "$dir/x"
expect_error "no freestyle training positions" tune-policy "$dir/renju.pos" -o "$dir/x"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
