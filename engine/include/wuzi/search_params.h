// The search's tunable constants, in one place with their meaning and range,
// so that a match can test a change without a rebuild
// (`wuzi-cli match -e name=x,param.futility_base=90`). The evaluation's
// weights are in weights.h; how a game clock becomes a time per move is in
// time_manager.h.
#pragma once

#include <wuzi/threat.h>

#include <span>
#include <string>
#include <string_view>

namespace wuzi {

// SearchParams: the numbers of the numbered steps of Searcher::search and of
// its root. Invariant: each field lies in its range of search_param_info()
// (set_search_param refuses anything else); the defaults are the engine's.
//
// The five fields marked (*) and leaf_vcf_nodes (then 30) were changed together, each after a trial
// that scored above 0 but within its error bars alone: together they scored +24.4 +/- 18.4 Elo
// against the earlier values over 600 games at 200 ms (three opening sets of freestyle15.txt).
struct SearchParams {
    // Iterative deepening: the aspiration window's first half-width, from
    // this depth on. A half-width of 20 scored -24.4 +/- 32.9 Elo (200
    // games at 200 ms); 60 scored +27.9 +/- 45.1 and -8.7 +/- 41.5
    // (openings 1-100 and 101-200 of freestyle15-split.txt), together +9.6
    // +/- 30.7 over 400 games: 40 stays.
    int aspiration_delta = 40;
    int aspiration_min_depth = 5;
    // Step 6: the pruning steps (6b to 10) compare the static eval, or with
    // tt_refines_eval 1 the table's value where its bound says more.
    //
    // Steps 6, 6b, 10a and 10b were tried one at a time against all four
    // off (200 games each at 200 ms, openings 1-100 of freestyle15.txt):
    // tt_refines_eval 1 +17.4 +/- 33.0, razor_depth 3 +33.1 +/- 35.1,
    // fail_high_margin 50 +20.9 +/- 40.1, singular_min_depth 8 +24.4 +/-
    // 36.0 Elo; all four on: +25.5 +/- 20.9 Elo over 600 games (three
    // opening sets). All four are on.
    int tt_refines_eval = 1;
    // Step 6b, razoring: at depth <= razor_depth (0: never) a non-PV node
    // whose eval (step 6) plus razor_margin * depth stays below alpha gets
    // the leaf's threat search and evaluation instead of a search.
    // A margin of 120 against 200: +27.9 +/- 25.2 Elo (400 games at 200 ms,
    // openings 1-100 and 101-200 of freestyle15.txt). A depth of 5 against 3
    // (Rapfi razors at every depth) scored -8.7 +/- 38.7 Elo (200 games at
    // 200 ms, openings 1-100 of freestyle15-split.txt). A margin of 90
    // against 120 scored +27.9 +/- 43.5, +13.9 +/- 38.6 and +57.2 +/- 37.0
    // (openings 1-100, 101-200 and 201-232 with 1-68; the last leaving out
    // the two pairs where 120 lost on time), together +32.7 +/- 23.0 over
    // 596 games at 200 ms (95%, pentanomial): 90. Then 70 against 90 scored
    // 0.0 +/- 42.2 (openings 1-100), a depth of 4 with 90 -19.1 +/- 40.6
    // (101-200).
    int razor_depth = 3;
    int razor_margin = 90;
    // Step 7, reverse futility: at depth <= reverse_futility_depth a quiet
    // position whose eval (step 6) exceeds beta by margin * depth is a cut.
    // A depth of 5 scored -9.0 +/- 25.3 Elo (200 games at 200 ms), a margin
    // of 100 -17.4 +/- 46.2 (200 games, openings 101-200 of
    // freestyle15-split.txt). Without the null move, a depth of 5 scored
    // +33.1 +/- 41.0 and +1.7 +/- 42.8 (openings 1-100 and 101-200),
    // together +17.4 +/- 29.5 over 400 games: no gain shown, 3 stays. A
    // margin of 120 scored +13.9 +/- 39.0 (openings 201-232 with 1-68),
    // then with razor_margin 90 -3.5 +/- 37.4 (openings 1-100): 150 stays.
    int reverse_futility_depth = 3;
    int reverse_futility_margin = 150;
    // Step 8, null move: from this depth (0: never), reduced by base +
    // depth / divisor. A base of 4 against 3 scored -10.4 +/- 32.0 Elo (200
    // games at 200 ms). A pass hands the opponent a tempo, which in gomoku
    // is most of the game: on wuzi-cli bench only 75 of 2795 null-move
    // searches held beta. Never (0) against 3 scored +20.9 +/- 41.2, +56.1
    // +/- 36.9 and +5.2 +/- 36.8 Elo (openings 1-100, 101-200 and 201-232
    // with 1-68 of freestyle15-split.txt), together +27.3 +/- 22.1 over 600
    // games at 200 ms (95%, pentanomial): off.
    int null_move_min_depth = 0;
    int null_move_reduction = 3;
    int null_move_depth_divisor = 4;
    // Step 8b, ProbCut: from this depth (0: never), at a non-PV node whose
    // eval (step 6) holds beta, the first probcut_moves moves that are the
    // table move or make or block a three (of the picker's first three
    // times as many) are searched probcut_reduction plies shallower against
    // beta + probcut_margin; the first that holds it ends the node with its
    // value less the margin (a lower bound in the table). Skipped where a
    // table entry of that depth already says it would fail. On trial: from
    // depth 5 against off, SPRT [0, 10] (pentanomial, 200 ms, -j 2, openings
    // of freestyle15-split.txt): -11.0 +/- 15.9 Elo after 1266 games
    // (526-566-174, pairs 101/72/309/68/83, LLR -2.40 of -2.94; one game
    // lost on time by it, a 207 ms search), stopped for time: off. (It
    // searched more nodes to a depth: bench --depth 12 983314 against
    // 819754.)
    int probcut_min_depth = 0;
    int probcut_margin = 200;
    int probcut_reduction = 4;
    int probcut_moves = 3;
    // Step 9, move ordering: the cell scores of both sides at a move (what it
    // makes, what it blocks) are added to its ordering score at this
    // percentage (0: ordered by threat class, killers and history alone).
    // Alone, 100 scored -1.7 +/- 34.7 Elo and 300 -13.9 +/- 34.1 (200 games
    // each at 200 ms, with the defaults before the (*) values).
    int order_cell_weight = 0;
    // ... or, where the rule's weights have a learned policy (wuzi/policy.h),
    // by that policy (in hundredths of a logit) times order_policy percent
    // instead of the threat classes, a killer then getting
    // policy_killer_bonus (0: the threat classes, policy or not). The
    // freestyle policy of assets/weights/default.txt (freestyle-policy1.txt)
    // at 200 against the threat classes: SPRT [0, 10] H1 accepted after 234
    // games at 200 ms, +130.5 +/- 36.1 Elo (145-61-28, pentanomial pairs
    // 2/4/55/20/36, LLR 3.00; openings of freestyle15-split.txt, idle
    // machine, no forfeits). Standard carries freestyle's policy, renju its
    // own (assets/weights/README.md).
    int order_policy = 200;
    int policy_killer_bonus = 300;
    // ... and the counter move (the last quiet cut-off against the
    // opponent's previous move) gets this bonus (a killer gets 700; 0: none).
    // On trial: both on (100 and 2000) saved 3% of the bench's nodes and
    // scored -12.2 +/- 36.0 Elo (200 games at 200 ms): off.
    int counter_move_bonus = 0;
    // ... and the history (a quiet move's record of cut-offs, +-16384 at
    // most) divided by history_order_divisor, at most history_order_max
    // either way (a killer gets 700, a live three over a live two 900 more).
    // A divisor of 2 with a maximum of 1000 scored +22.6 +/- 39.4, +15.6 +/-
    // 44.2 and -13.9 +/- 43.5 Elo (openings 1-100, 101-200 and 201-232 with
    // 1-68 of freestyle15-split.txt), together +8.1 +/- 24.5 over 600 games
    // at 200 ms (95%, pentanomial): no gain shown.
    int history_order_divisor = 8;
    int history_order_max = 300;
    // Forcing moves (exempt from step 10's pruning of non-forcing moves and
    // from step 11's reductions; a quiet move is still pruned as quiet):
    // those where the side to move's threat class (wuzi/threat.h, numbered from
    // kThreatNone = 0) is at least forcing_own_threat (kThreatFourPlus = 9:
    // a four with a three or two beside it), or the opponent's at least
    // forcing_their_threat (kThreatFourThree = 10: their four-three); and
    // every move against a five. Against the defaults (200 games each at
    // 200 ms): forcing_own_threat 8 (every four) scored +6.9 +/- 37.1 Elo,
    // 7 (double threes too) -36.6 +/- 32.9.
    int forcing_own_threat = kThreatFourPlus;
    int forcing_their_threat = kThreatFourThree;
    // Step 10, pruning: quiet moves after late_move_base + depth + depth²/8
    // tried; quiet moves at depth <= futility_depth whose eval (step 6) plus
    // futility_base + futility_per_depth * depth stays below alpha; at depth
    // <= non_forcing_depth, moves that force nothing after
    // non_forcing_base + depth² tried. A late_move_base of 3 against 2 scored
    // 0.0 +/- 33.8 Elo (200 games at 200 ms); 1 against 2 scored +36.6 +/-
    // 40.1 and -3.5 +/- 37.1 (openings 101-200 and 1-100 of
    // freestyle15-split.txt), together +16.5 +/- 27.4 over 400 games: 2 stays.
    // With razor_margin 90, 1 then scored +12.2 +/- 40.9 (openings 201-232
    // with 1-68; +10.5 +/- 41.4 leaving out a pair where 2 lost on time).
    int late_move_base = 2;
    // ... where a node whose static eval is not above the one two plies up
    // (not improving) stops after late_move_not_improving percent of that
    // count (100: improving plays no part). On trial: 60 scored -24.4 +/-
    // 30.7 Elo (200 games at 200 ms): off.
    int late_move_not_improving = 100;
    // ... and with late_move_pv 1 the count prunes quiet moves at PV nodes
    // below the root too (as Stockfish and Rapfi do; futility stays at
    // non-PV nodes), with 2 the non-forcing moves' count too; 0: non-PV
    // nodes only. 1 against 0 scored +65.0 +/- 46.7 and +13.9 +/- 46.7 Elo
    // (openings 1-100 and 101-200 of freestyle15-split.txt), together +39.3
    // +/- 33.0 over 400 games at 200 ms (95%, pentanomial): 1. 2 against 1
    // scored +10.4 +/- 38.0 (openings 1-100): no gain shown.
    int late_move_pv = 1;
    // A futility_depth of 6 scored +3.5 +/- 35.8 Elo, a non_forcing_depth
    // of 8 (against 6) +8.7 +/- 27.5 (200 games each at 200 ms) alone.
    // One step further, futility_depth 6 with non_forcing_depth 10 and
    // lmr_divisor 100, scored -3.5 +/- 40.8 Elo against the defaults
    // here (200 games).
    int futility_depth = 4;
    int futility_base = 80;
    int futility_per_depth = 100;
    // A non_forcing_base of 2 against 4 scored -12.2 +/- 45.8 Elo (200 games
    // at 200 ms, openings 1-100 of freestyle15-split.txt).
    int non_forcing_depth = 8;  // (*)
    int non_forcing_base = 4;
    // ... and at every node below the root (PV nodes too), at depth below
    // trivial_prune_depth, moves where neither side has even a live two or
    // a sleeping three (0: never); while the opponent has a live three, at
    // depth below far_defence_prune_depth, counter-fours that block none of
    // its fours and lie more than four lines from both sides' last moves
    // (0: never). On trial (200 games each at 200 ms, openings 1-100):
    // trivial_prune_depth 5 scored +12.2 +/- 30.7 Elo, far_defence_prune_depth
    // 5 +20.9 +/- 31.9; both together +5.2 +/- 33.6 on openings 98-197 and
    // -1.7 +/- 29.6 on 198-240 and 1-57: off. far_defence_prune_depth 5
    // alone then scored +10.4 +/- 25.0 and -13.9 +/- 29.3 on those two
    // sets, +5.8 +/- 16.7 over all 600 games: off.
    int trivial_prune_depth = 0;
    int far_defence_prune_depth = 0;
    // ... and at non-PV nodes of depth up to policy_prune_depth where the
    // learned policy orders the moves, a non-forcing move whose ordering
    // score is more than policy_prune_gap * depth below the node's best
    // (the gap of lmr_policy_gap; 200 is a logit at order_policy 200), once
    // a move was searched (0: never). On trial: depth 4 stood at -29.7 +/-
    // 45.3 Elo after 330 games at 200 ms, with GUI tests loading the
    // machine (46 of 335 games lost on time, games half as long as usual): void,
    // not decided. Depth 3 with a gap of 400 scored +1.6 +/- 37.1 Elo over
    // 224 games (openings from 1), then -9.0 +/- 26.2 over 464 (openings
    // rotated to start at 113), about -5 together: off.
    int policy_prune_depth = 0;
    int policy_prune_gap = 600;
    // Step 11, late move reductions: from lmr_min_depth, after lmr_min_moves
    // tried, by lmr_base/100 + ln(depth) ln(move) / (lmr_divisor/100) plies,
    // rounded down. lmr_min_moves 1 (against 2) scored +6.9 +/- 36.5 Elo
    // (200 games at 200 ms). lmr_min_depth 2 (against 3) scored +13.9 +/-
    // 28.1 and -8.7 +/- 27.9 (openings 1-100 and 98-197), together +2.6 +/-
    // 19.8 over 400 games.
    int lmr_min_depth = 3;
    int lmr_min_moves = 1;  // (*)
    // A divisor of 110 against 130 scored +10.4 +/- 36.8 and 0.0 +/- 36.8
    // Elo (openings 1-100 and 101-200, 200 games each at 200 ms), together
    // +5.2 +/- 26.0 alone. A base of 100 against 80 (11% fewer bench nodes)
    // scored -43.7 +/- 41.8 (200 games, openings 201-232 with 1-68).
    int lmr_base = 80;
    int lmr_divisor = 110;  // (*)
    // ... less by lmr_not_quiet plies for a move that is not quiet (one that
    // makes or blocks a live three; 0: as a quiet move). 0 against 1 scored
    // -34.9 +/- 47.5 Elo, 2 against 1 +17.4 +/- 44.6 (200 games each at 200
    // ms, openings 1-100 of freestyle15-split.txt): 1 stays.
    int lmr_not_quiet = 1;
    // ... and less by lmr_pv plies at a PV node (the root too; a non-PV node
    // is reduced a ply more than the table says). 0 against 1 scored -29.6
    // +/- 43.4 Elo, 2 against 1 +6.9 +/- 36.5 (200 games each at 200 ms,
    // openings 1-100): 1 stays.
    int lmr_pv = 1;
    // ... less by history / lmr_history_divisor for a move with a good
    // history (more for a bad one); 0: the history plays no part. On
    // trial: 8192 scored -8.7 +/- 27.0 Elo (200 games at 200 ms): off.
    int lmr_history_divisor = 0;
    // ... more by lmr_cut_node plies at a cut node (a zero-window node
    // expected to fail high: see Searcher::search), but for a killer when
    // the opponent has no live three; 0: no difference. On trial: 1 scored
    // -10.4 +/- 33.1 Elo (200 games at 200 ms) in a version that reduced
    // killers too; 2 in this one -12.3 +/- 36.7 (200 games): off.
    int lmr_cut_node = 0;
    // ... more, while the opponent has a live three, for a move that blocks
    // none of its fours (a counter-four): by 2 * lmr_far_defence plies if
    // it lies more than four lines from the opponent's last move, and by
    // lmr_far_defence more if it is as far from our own last move; 0: no
    // difference. On trial: 1 scored +10.4 +/- 35.1 Elo (200 games at 200
    // ms); -17.4 +/- 33.4 in a version that measured the distances after
    // the move was made (from the move itself and the opponent's last: the
    // second term only).
    int lmr_far_defence = 1;  // (*)
    // ... less by lmr_tt_pv plies at a node that is or was on a principal
    // variation (a PV node, or one the table remembers as one); 0: none.
    // On trial: 1 scored -1.7 +/- 33.3 Elo (200 games at 200 ms).
    int lmr_tt_pv = 0;
    // ... more by lmr_not_improving plies at a non-PV node whose static eval
    // is not above the one two plies up (step 6's `improving`, never true
    // at ply 1); 0: none.
    // On trial: 1 scored -13.9 +/- 33.1 Elo (200 games at 200 ms).
    int lmr_not_improving = 0;
    // ... less by lmr_attack_chain plies for a move that makes a live three
    // or more when our previous move made one too (an attack in progress),
    // unless the opponent has a live three; 0: no difference. On trial: 1
    // scored -31.4 +/- 33.9 Elo (200 games at 200 ms).
    int lmr_attack_chain = 0;
    // ... more by lmr_tt_threat plies for a quiet move at a node whose
    // table move is not quiet (it makes or blocks a live three or more), as
    // Stockfish reduces quiet moves more where the table move captures; 0:
    // no difference. (With forcing table moves alone, is_forcing's fours
    // with more and blocks of four-threes, 1 changed the bench by 41 nodes
    // of 576817.) On trial: 1
    // scored +6.9 +/- 43.0 Elo (200 games at 200 ms, openings 1-100 of
    // freestyle15-split.txt; 6% fewer bench nodes), then -0.0 +/- 43.3
    // (openings 101-200, one game at a time): off.
    int lmr_tt_threat = 0;
    // ... more by lmr_far_quiet plies for a quiet move more than four lines
    // from both sides' last moves (gomoku's fights are local); 0: none. On
    // trial: 1 scored -1.7 +/- 37.9 Elo (200 games at 200 ms, openings
    // 1-100): off.
    int lmr_far_quiet = 0;
    // ... by the move's place in the learned policy's order (wuzi/policy.h;
    // only where the rule's weights have one): gap = the node's best
    // ordering score among the generated moves less this move's, and the
    // reduction changes by gap / lmr_policy_gap - 1 plies, at least -1 and
    // at most lmr_policy_max (a move within one lmr_policy_gap of the best
    // is reduced a ply less, one far below it more); 0: no difference. On
    // trial: 300 against 0 scored +27.8 +/- 27.5 Elo after 378 games at 200
    // ms (180-149-49, SPRT [0, 10] stopped at LLR 1.15), then +1.6 +/- 38.2
    // in 222 more games on the openings left and the first ones again: over
    // all 600 games +18.0 +/- 22.3 (275-243-82, pairs 36/25/153/42/43, LLR
    // 1.00), no decision at the SPRT's 600-game cap. A second SPRT [0, 10]
    // from scratch, one game at a time on a core of its own: +12.0 +/- 21.0
    // after 609 games (274-253-82, no forfeit, LLR 0.61), stopped unfinished
    // for lack of time. A third, the same way: -13.0 +/- 19.5 after 802
    // games (323-351-128, LLR -1.81), stopped for the session's end. Over
    // the three runs, about +4 Elo: no gain shown, off; not worth a fourth.
    int lmr_policy_gap = 0;
    int lmr_policy_max = 2;
    // Step 2, static wins: with static_wins 1, a node where the side to move
    // has a four-three or a double three and the opponent cannot make a four
    // is a win in five plies (freestyle and standard; static_win.h); with 2
    // also a four-three whose four's block makes the opponent no four (as
    // Rapfi's quick win check); 0: the search finds out. Against 0 (200
    // games each at 200 ms, openings of freestyle15-split.txt, 95%,
    // pentanomial): 1 scored +5.2 +/- 40.8 and +29.6 +/- 43.0 Elo (openings
    // 1-100 and 101-200); 2 scored +41.9 +/- 41.3 (201-232 with 1-68) and
    // +50.7 +/- 39.2 (1-100), together +46.3 +/- 28.3 over 400 games. 2 is
    // the default.
    int static_wins = 2;
    // Tried and removed before a match: lmr_trivial, one more ply for a
    // move where neither side has even a live two, changed the bench by 116
    // nodes of 778840.
    // Tried and removed before a match, as they changed the bench by 14 and
    // 214 nodes of 579753: Rapfi's extra ply of reduction at a node of the
    // root's opponent whose best move already keeps the root below its
    // alpha (presumably because, with windows passed down from the root's,
    // such a node has cut off already; not counted), and a ply more rather
    // than less for a second four in a row at step 10a.
    // Tried and removed: Rapfi's fractional extensions (in hundredths of a
    // ply, added up along the line, each whole ply extending a move): 24 for
    // the table move at a PV node, 8 elsewhere (when step 10b did not test
    // it), 23 more for a table move that is a four within four lines of our
    // previous move; 11% more bench nodes, -43.7 +/- 44.7 Elo (200 games at
    // 200 ms, openings 1-100 of freestyle15-split.txt).
    // Tried and removed: a reduced move that beat alpha by more than 50
    // re-searched a ply deeper, one that barely beat the node's best a ply
    // shallower: -13.9 +/- 32.3 Elo (200 games at 200 ms).
    // ... and at the root, with root_lmr 1, the moves after the first (not
    // forcing, after lmr_min_moves tried, from lmr_min_depth) are reduced
    // by step 11's base terms at a PV node (the table less one, less one
    // more if not quiet; none of the other terms), with 2 or 3 by one or two
    // plies more; 0: every root move is searched to the full depth.
    // 1 against 0 scored +54.3 +/- 36.6 and +31.4 +/- 30.5 Elo (openings
    // 1-100 and 98-197), together +42.8 +/- 23.8 over 400 games at 200 ms;
    // 2 against 1 scored -1.7 +/- 31.1 (200 games).
    int root_lmr = 1;
    // Step 12: at a PV node below the root, each time a move raises alpha
    // the later moves are searched pv_alpha_reduction plies shallower (while
    // the depth is 3 to 11; 0: never). On trial: 1 scored -36.6 +/- 37.0 Elo (200 games at 200 ms).
    int pv_alpha_reduction = 0;
    // Step 10a, fail-high reduction: at a non-PV node whose eval is at least
    // beta + fail_high_margin * depth (0: never), moves other than fours
    // are searched one ply shallower. 30 against 50 scored -36.6 +/- 37.6
    // Elo, 80 against 50 -22.6 +/- 38.1 (200 games each at 200 ms).
    int fail_high_margin = 50;
    // Step 10b, singular extension: from this depth (0: never), the table
    // move is searched one ply deeper when every other move, searched to
    // half the depth, stays below the table's lower bound less
    // singular_margin * depth / 8. A margin of 32 against 16 scored -6.9
    // +/- 36.2 Elo, a depth of 6 +6.9 +/- 35.8 (200 games each at 200 ms).
    int singular_min_depth = 8;
    int singular_margin = 16;
    // ... and with singular_multi_cut 1, at a non-PV node where another move
    // holds the test's bound too: if that bound reaches beta the node is a
    // cut (two moves hold it), else a table move above beta is searched a
    // ply shallower; 0: neither. On trial: 1 scored -49.0 +/- 37.9 Elo (200
    // games at 200 ms).
    int singular_multi_cut = 0;
    // Step 5b, internal iterative reduction: a node of depth >= iir_min_depth
    // without a table move is searched one ply shallower (its ordering is a
    // guess; the next iteration comes back with a move); 0: never. On trial:
    // 4 scored +13.9 +/- 36.1 Elo (200 games at 200 ms) alone.
    int iir_min_depth = 4;  // (*)
    // Step 11: the plies a reply to the opponent's four costs (it is
    // forced: 0 searches it at the depth of the node, 1 a ply shallower,
    // as any other move). On trial: 1 scored -20.9 +/- 36.4 Elo (200 games
    // at 200 ms).
    int four_reply_depth = 0;
    // ... and the plies a move below the root costs where the opponent has
    // a live three and no four (the moves are restricted to its blocks and
    // our fours: movegen.h), 1 as any other move, 0 as forced. On trial: 0 scored
    // +6.9 +/- 38.7 Elo (200 games at 200 ms; its longest move took 197 ms
    // of 200, against 178 for the default), then -19.1 +/- 47.1 (openings
    // 101-200 of freestyle15-split.txt).
    int three_reply_depth = 1;
    // Leaves: a threat search (continuous fours) of at most this many plies
    // and nodes before the evaluation. 200 nodes against 60 scored -43.7
    // +/- 36.5 Elo, 30 against 60 +17.4 +/- 38.3 and again (openings
    // 101-200) +10.4 +/- 32.0, together +13.9 +/- 24.9 over 400 games at
    // 200 ms, alone. Then 15 against 30 scored +31.4 +/- 42.6 and +52.5 +/-
    // 44.7 Elo (openings 1-100 and 101-200 of freestyle15-split.txt), and 8
    // against 15 +1.7 +/- 35.7 (201-232 with 1-68): 15 (200 games each at
    // 200 ms, 95%, pentanomial). With leaf_vcf_min_threat 10, 30 against 15
    // scored -19.3 +/- 37.9 (openings 1-100): 15 stays.
    int leaf_vcf_plies = 11;
    int leaf_vcf_nodes = 15;
    // ... where, with leaf_vcf_static_wins 1, a static win (step 2's test)
    // after a four and its block is a win too (vcf.h), and with 2 the search
    // starts from a plain four as well (with 0 or 1 only from a four that
    // makes another threat, kThreatFourPlus). On trial (200 games each at
    // 200 ms, openings of freestyle15-split.txt): 1 scored +13.9 +/- 44.3
    // and -40.1 +/- 43.5 Elo (openings 1-100 and 101-200), 2 -1.7 +/- 40.2
    // (1-100): off.
    int leaf_vcf_static_wins = 0;
    // ... and with leaf_vcf_static_wins 0 or 1 the search starts where the
    // side to move has a threat of at least this class somewhere
    // (kThreatFourPlus = 9: a four with a sleeping three or live two beside
    // it; 10: a four-three). At 9, 28% of these searches ran out of their
    // nodes (62% of the nodes they visit; wuzi-cli bench --positions
    // quiet15.txt at 300 ms, counted once), 7% found a win. 10 against 9
    // (31% fewer bench nodes) scored +57.9 +/- 36.9, +54.3 +/- 44.3 and
    // +22.6 +/- 41.7 Elo (openings 1-100, 101-200 and 201-232 with 1-68 of
    // freestyle15-split.txt; 200 games each at 200 ms, 95%, pentanomial),
    // together +44.8 +/- 23.7 over 600 games: 10. Then 11 (a live four or
    // two fours) against 10 scored +8.7 +/- 40.3 (openings 1-100): 10 stays.
    int leaf_vcf_min_threat = kThreatFourThree;
    // leaf_vcf_plies 7 against 11 scored -1.7 +/- 40.5 Elo (200 games at 200
    // ms, openings 201-232 with 1-68).
    // Tried and removed: leaves that looked their position up in the table
    // (a cut-off as elsewhere) and stored what they found when it had
    // nothing: 0.5% fewer instructions in wuzi-cli bench, too little to play.
    // Leaves, then: a quiescence search over our fours, each answered by
    // its block, with the evaluation as the floor (we need not play one),
    // at most qsearch_plies plies deep (0: none, the evaluation alone). The
    // first qsearch_plain_fours of our fours may be plain fours; later ones
    // must make another threat too (kThreatFourPlus and up). On trial (200
    // games at 200 ms each, openings 1-100): 6 plies scored -36.6 +/- 36.3
    // Elo (a ply less at 500 ms on quiet15), 4 plies -8.7 +/- 37.3, 6 plies
    // with no plain fours -13.9 +/- 36.1.
    int qsearch_plies = 0;
    int qsearch_plain_fours = 1;
    // Step 9: where the opponent has a four-three point (and no live
    // three), only our fours and the cells that may defend it are searched
    // (GenMode::DefendFourThree, movegen.h); 0: every move. On trial: a
    // ply deeper at 500 ms on quiet15 (median 13 against 12), but -1.7 +/-
    // 32.2 Elo (200 games at 200 ms, openings 1-100).
    int defend_four_three = 0;
    // The root's threat search by fours (VCF), deepened two plies at a time
    // up to 41 plies, in at most root_vcf_time_permille thousandths of the
    // hard time limit (the main search finds the shorter wins too). On
    // trial: 60 against 250 scored +12.3 +/- 37.5 and -3.5 +/- 44.1 Elo on
    // openings 1-100 and 101-200 of freestyle15-split.txt, together +4.3
    // +/- 28.7 over 400 games at 200 ms: no gain shown, 250 stays.
    int root_vcf_time_permille = 250;
    // The root's threat search by threes and fours (VCT): at most
    // root_vct_nodes nodes, with a depth limit root_vct_nodes_per_depth per
    // ply of it, and none below root_vct_min_depth.
    int root_vct_nodes = 100000;
    int root_vct_nodes_per_depth = 2000;
    int root_vct_min_depth = 5;
    // ... in at most root_vct_time_permille thousandths of the hard time
    // limit (0: none under a time limit, the main search gets the time;
    // searches without a time limit run it whatever the share). 0 against
    // 125 (the eighth it had before) scored +22.6 +/- 38.4, +40.1 +/- 37.3
    // and -17.4 +/- 38.0 Elo on openings 1-100, 101-200 and 201-232 with
    // 1-68 of freestyle15-split.txt, then +22.5 +/- 25.0 on all 232
    // openings (464 games): together +18.3 +/- 16.5 over 1064 games at 200
    // ms (95%, pentanomial). 0 is the default.
    //
    // ... and with helper threads (Limits::threads > 1), which search on
    // while the main thread runs the VCT, in root_vct_time_permille_smp
    // thousandths. With two threads a side (-j 1), 0 against 125 scored
    // -19.1 +/- 43.1 Elo on openings 1-100 and -6.9 +/- 43.0 on 101-200
    // of freestyle15-split.txt: together -13.0 +/- 30.4 over 400 games at
    // 200 ms, no gain shown, so 125 stays.
    //
    // With vct_proof_numbers 1 the VCT (the root's and the guard's) is
    // searched by proof numbers (vct_proof.h: best first, one search of up
    // to kRootVctPlies plies) instead of depth first with iterative
    // deepening (vct.h). On trial, with root_vct_time_permille 125:
    // vct_proof_numbers 1 scored -1.8 +/- 39.7 Elo (200 games at 200 ms,
    // openings 1-100 of freestyle15-split.txt); with the guard on too
    // (vct_guard_nodes 20000), -1.7 +/- 39.4 (200 games).
    int root_vct_time_permille = 0;
    int root_vct_time_permille_smp = 125;
    int vct_proof_numbers = 0;
    // The guard: before the chosen move is played, a threat search by threes
    // and fours for the opponent after it, of at most vct_guard_nodes nodes;
    // if it wins, the next root move that leaves no such win is played,
    // trying at most vct_guard_moves moves; 0 nodes: no guard. On trial:
    // 20000 nodes scored +3.5 +/- 20.3 Elo (400 games at 200 ms), no gain.
    int vct_guard_nodes = 0;
    int vct_guard_moves = 4;
    // The iteration clock (iteration_clock.h), in percent unless named:
    // a settled search aims at time_target_percent of the hard limit; each
    // best-move change adds time_change_weight to the instability, which
    // decays to time_instability_decay each iteration, and the target is
    // scaled by 1 + instability, at most time_max_factor; a score drop of
    // more than time_fall_margin (score units) scales it by time_fall_factor.
    // A target of 85 used 140 ms of a 200 ms move on average against 134
    // and scored -24.4 +/- 35.0 Elo (200 games); 60 used 130 ms against 136
    // and scored +12.2 +/- 31.4, then -17.4 +/- 34.1 on openings 101-200,
    // together -2.6 +/- 23.2 over 400 games: 70 stays. 100 (every search
    // runs to the hard limit, as a per-move limit leaves nothing to save
    // for later) scored -5.2 +/- 32.9 (200 games). 85 together with
    // forced_reply_time_percent 100 (below) against 70 and 0 passed an SPRT
    // (elo0 0, elo1 10, pentanomial, 200 ms, -j 2, openings of
    // freestyle15-split.txt): +54.6 +/- 25.0 Elo after 584 games (327-236-21),
    // LLR 3.01. The machine was loaded by other builds and tests at nice 19:
    // 34 of its games and 14 of the old setting's were lost on time.
    int time_target_percent = 85;
    // A forced reply (one root move: the block of a four) with a time
    // limit: 0 plays it at once; else the search goes on, for the table's
    // sake (the next move's search finds this one's), while the elapsed time
    // is below this percent of the settled target. On trial: 100 raised the
    // average move from 100-105 to 109-115 ms of 200, and scored +19.1 +/-
    // 27.3, +8.7 +/- 31.4 and -17.4 +/- 24.9 Elo on openings 1-100, 101-200
    // and 201-300: together +3.5 +/- 16.2 over 600 games at 200 ms. With
    // time_target_percent 85: see there (100 is the default).
    int forced_reply_time_percent = 100;
    // Together, forced_reply_time_percent 100, far_defence_prune_depth 5,
    // lmr_min_depth 2, futility_depth 6 and forcing_own_threat 8 (each a
    // little above 0 alone) scored -31.7 +/- 44.5 Elo (200 games at 200
    // ms, openings 1-100 of freestyle15-split.txt). So did late_move_base 1,
    // reverse_futility_margin 120 and aspiration_delta 60 together: +19.1
    // +/- 44.7 and -5.2 +/- 39.7 (openings 1-100 and 101-200), together
    // +6.9 +/- 29.9 over 400 games: no gain shown.
    // Lazy SMP (helper_vote.h): 1 plays a helper thread's line when it
    // completed a deeper iteration than the main search with a score at
    // least as good; 0 plays the main search's line always. On trial, two
    // threads each side (-j 1): +31.4 +/- 36.9, -5.2 +/- 31.5 and -5.2 +/-
    // 35.7 Elo on openings 1-100, 101-200 and 201-300, together +6.9 +/-
    // 20.1 over 600 games at 200 ms.
    int helper_vote = 0;
    int time_change_weight = 80;
    int time_instability_decay = 60;
    int time_max_factor = 220;
    int time_fall_margin = 30;
    int time_fall_factor = 140;
    // The load margin (iteration_clock.h): the hard limit comes earlier by
    // this many ms for each other thread the search's core is shared with.
    // Measured with two CPU burners beside two games (-j 2) on two cores, at
    // 200 ms a move: without it 10 of 40 games were lost on time (both
    // engines, moves up to 26 ms late).
    int time_load_margin = 40;
    // A timed search whose iteration proved a result (a mate score at a
    // depth that covers its distance) stops there with decided_stop 2 (either
    // side's win), with 1 only on a win for the side to move, with 0 never:
    // it goes on while the clock allows, since a loss (or a win) found with
    // forward pruning may hide a defence the pruning cut, and a per-move
    // limit saves nothing for later. Searches without a time limit always
    // stop at a proven result. On trial, 0 against 2 (SPRT [-10, 0],
    // pentanomial, 200 ms, -j 2, openings of freestyle15-split.txt): +5.7
    // +/- 18.4 Elo after 734 games (318-308-108, LLR 1.21 of 2.94, stopped
    // for time, no forfeits), then resumed (wuzi-cli match --resume):
    // +2.5 +/- 17.0 after 850 games (362-356-132, pairs 43/49/235/55/43, LLR
    // 0.94; one game lost on time by the default 2, a 211 ms search), stopped for time
    // again; resumed twice more: +3.7 +/- 13.9 after 1322 games (570-556-196,
    // pairs 71/70/366/82/72, LLR 1.72), stopped for time. It raised the clock used from 66% to 71% of the turn over all
    // moves (decided moves: 17% to 39% when winning, 17% to 45% when
    // losing; undecided 80% for both). Not passed yet: 2 stays.
    int decided_stop = 2;

    bool operator==(const SearchParams&) const = default;
};

// One parameter's name (as `param.NAME` takes it), field and range.
struct SearchParamInfo {
    const char* name;
    int SearchParams::*field;
    int min, max;
};

// search_param_info: every parameter, in declaration order.
std::span<const SearchParamInfo> search_param_info();
// find_search_param: the parameter called `name`, or null.
const SearchParamInfo* find_search_param(std::string_view name);
// set_search_param: sets `name` to `value` (an integer in range); the reason
// if it cannot, with `params` unchanged.
std::string set_search_param(SearchParams& params, std::string_view name, std::string_view value);

}  // namespace wuzi
