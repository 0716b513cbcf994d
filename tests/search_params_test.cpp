// The search's constants (wuzi/search_params.h): their ranges, setting them
// by name, and that a search follows them.
#include <gtest/gtest.h>
#include <wuzi/bench.h>
#include <wuzi/engine.h>
#include <wuzi/notation.h>
#include <wuzi/search_params.h>

#include <set>
#include <string>

namespace wuzi {
namespace {

TEST(SearchParams, EveryDefaultLiesInItsRangeAndEveryNameIsUnique) {
    const SearchParams defaults;
    std::set<std::string> names;
    for (const SearchParamInfo& p : search_param_info()) {
        EXPECT_GE(defaults.*(p.field), p.min) << p.name;
        EXPECT_LE(defaults.*(p.field), p.max) << p.name;
        EXPECT_TRUE(names.insert(p.name).second) << p.name;
        EXPECT_EQ(find_search_param(p.name), &p);
    }
    EXPECT_GE(names.size(), 20u);
    EXPECT_EQ(find_search_param("tempo"), nullptr);  // a weight, not a search constant
}

TEST(SearchParams, SetByNameOnlyInRange) {
    SearchParams p;
    EXPECT_EQ(set_search_param(p, "futility_base", "95"), "");
    EXPECT_EQ(p.futility_base, 95);
    const SearchParams before = p;
    for (const auto& [name, value] :
         std::initializer_list<std::pair<const char*, const char*>>{{"futility_base", "-1"},
                                                                    {"futility_base", "9x"},
                                                                    {"futility_base", ""},
                                                                    {"lmr_divisor", "0"},
                                                                    {"no_such_param", "1"}}) {
        const std::string error = set_search_param(p, name, value);
        EXPECT_NE(error.find(name), std::string::npos) << error;
        EXPECT_EQ(p, before) << name << "=" << value;
    }
}

TEST(SearchParams, TheSearchFollowsThem) {
    const MoveListParse opening = parse_move_list("h8,i9,h10,i7,j8,g8", 15);
    ASSERT_TRUE(opening.ok());
    auto nodes = [&](const SearchParams& params) {
        Engine engine;
        EXPECT_TRUE(engine.set_position(BoardConfig::gomoku(15), opening.moves));
        Limits limits;
        limits.depth = 7;
        limits.params = params;
        return engine.search(limits).nodes;
    };
    const uint64_t base = nodes(SearchParams());
    EXPECT_EQ(nodes(SearchParams()), base);  // deterministic
    SearchParams no_reductions;
    no_reductions.lmr_min_depth = 100;
    EXPECT_GT(nodes(no_reductions), base);
    SearchParams no_pruning = no_reductions;
    no_pruning.late_move_base = 100;
    no_pruning.non_forcing_depth = 0;
    no_pruning.futility_depth = 0;
    EXPECT_GT(nodes(no_pruning), nodes(no_reductions));
    // changed(field, value): the node count with one parameter set.
    auto changed = [&](int SearchParams::*field, int value) {
        SearchParams params;
        params.*field = value;
        return nodes(params);
    };
    // The steps that are off by default change the search when switched on
    // (late_move_pv, lmr_not_quiet and lmr_pv: when set to another value).
    EXPECT_NE(changed(&SearchParams::lmr_history_divisor, 10), base);
    EXPECT_NE(changed(&SearchParams::lmr_policy_gap, 300), base);
    EXPECT_NE(changed(&SearchParams::policy_prune_depth, 4), base);
    EXPECT_NE(changed(&SearchParams::late_move_not_improving, 50), base);
    EXPECT_NE(changed(&SearchParams::late_move_pv, 0), base);
    EXPECT_NE(changed(&SearchParams::late_move_pv, 2), base);
    EXPECT_NE(changed(&SearchParams::lmr_not_quiet, 0), base);
    EXPECT_NE(changed(&SearchParams::lmr_pv, 0), base);
    EXPECT_NE(changed(&SearchParams::lmr_cut_node, 2), base);
    EXPECT_NE(changed(&SearchParams::four_reply_depth, 1), base);
    EXPECT_NE(changed(&SearchParams::three_reply_depth, 0), base);
    EXPECT_NE(changed(&SearchParams::lmr_attack_chain, 2), base);
    EXPECT_NE(changed(&SearchParams::lmr_tt_threat, 1), base);
    EXPECT_NE(changed(&SearchParams::leaf_vcf_min_threat, kThreatFourPlus), base);
    EXPECT_NE(changed(&SearchParams::history_order_divisor, 2), base);
    EXPECT_NE(changed(&SearchParams::history_order_max, 0), base);
    EXPECT_NE(changed(&SearchParams::pv_alpha_reduction, 1), base);
    EXPECT_NE(changed(&SearchParams::lmr_tt_pv, 1), base);
    EXPECT_NE(changed(&SearchParams::lmr_not_improving, 1), base);
    // The multi-cut is part of the singular test: with it from depth 4.
    SearchParams singular, multi_cut;
    singular.singular_min_depth = multi_cut.singular_min_depth = 4;
    multi_cut.singular_multi_cut = 1;
    EXPECT_NE(nodes(multi_cut), nodes(singular));
    // ... and the steps on by default change it when switched off.
    // (Singular extension starts at depth 8: lower, for this depth-7 search.)
    EXPECT_NE(changed(&SearchParams::singular_min_depth, 4), base);
    EXPECT_NE(changed(&SearchParams::razor_depth, 0), base);
    EXPECT_NE(changed(&SearchParams::iir_min_depth, 0), base);
    EXPECT_NE(changed(&SearchParams::root_lmr, 0), base);
    EXPECT_NE(changed(&SearchParams::root_lmr, 2), base);
    EXPECT_NE(changed(&SearchParams::static_wins, 0), base);
    EXPECT_NE(changed(&SearchParams::static_wins, 1), base);
    // The far-defence term needs live threes in the tree: a sharper position.
    auto sharp_nodes = [](int SearchParams::*field, int value) {
        const MoveListParse sharp = parse_move_list("h8,h9,i8,i9,j7,g7,k6", 15);
        Engine engine;
        EXPECT_TRUE(engine.set_position(BoardConfig::gomoku(15), sharp.moves));
        Limits limits;
        limits.depth = 8;
        limits.params.*field = value;
        return engine.search(limits).nodes;
    };
    const uint64_t sharp_base =
        sharp_nodes(&SearchParams::lmr_far_defence, SearchParams().lmr_far_defence);
    EXPECT_NE(sharp_nodes(&SearchParams::lmr_far_defence, 0), sharp_base);
    EXPECT_NE(sharp_nodes(&SearchParams::far_defence_prune_depth, 5), sharp_base);
    // With the policy's ordering trivial moves come last, and the move
    // count prunes them before step 10's trivial pruning does here: it
    // shows with the threat classes' ordering.
    SearchParams threat_order;
    threat_order.order_policy = 0;
    const uint64_t threat_order_base = nodes(threat_order);
    threat_order.trivial_prune_depth = 5;
    EXPECT_NE(nodes(threat_order), threat_order_base);
    EXPECT_NE(changed(&SearchParams::order_policy, 0), base);
    EXPECT_NE(changed(&SearchParams::order_policy, 100), base);
    EXPECT_NE(changed(&SearchParams::policy_killer_bonus, 2000), base);
    EXPECT_NE(changed(&SearchParams::qsearch_plies, 6), base);
    EXPECT_NE(sharp_nodes(&SearchParams::defend_four_three, 1), sharp_base);
    // The far-quiet term changed no node count in the small positions above
    // (nor at depth 11 in one with two groups far apart): the bench's
    // positions show it, at depth 7 with the threat classes' ordering (with
    // the policies, where every rule has one, first at depth 9).
    SearchParams far_quiet = threat_order;
    far_quiet.trivial_prune_depth = SearchParams().trivial_prune_depth;
    const SearchParams far_quiet_base = far_quiet;
    far_quiet.lmr_far_quiet = 1;
    EXPECT_NE(run_bench(7, {}, far_quiet).signature, run_bench(7, {}, far_quiet_base).signature);
    // ProbCut needs a node of depth 4 whose eval holds beta: not in the small
    // positions above at depth 7, but among the bench's.
    SearchParams probcut;
    probcut.probcut_min_depth = 4;
    EXPECT_NE(run_bench(7, {}, probcut).nodes, run_bench(7, {}, SearchParams()).nodes);
    EXPECT_NE(changed(&SearchParams::tt_refines_eval, 0), base);
    EXPECT_NE(changed(&SearchParams::fail_high_margin, 0), base);
    // What counts as forcing decides what is pruned and reduced.
    EXPECT_NE(changed(&SearchParams::forcing_own_threat, kThreatDoubleThree), base);
    EXPECT_NE(changed(&SearchParams::forcing_their_threat, kThreatFour), base);
}

TEST(SearchParams, RootVctShareFollowsTheThreadCount) {
    // Black to move wins by threes: h8 makes two live threes (f8 g8, h6 h7).
    // A one-ply search sees the win only through the root VCT, which a
    // search with a time limit runs in root_vct_time_permille of it, or with
    // helper threads in root_vct_time_permille_smp (0: not at all).
    const MoveListParse position = parse_move_list("f8,a15,g8,o15,h7,a1,h6,o1", 15);
    ASSERT_TRUE(position.ok());
    auto finds_win = [&](int threads, int share, int share_smp) {
        Engine engine;
        EXPECT_TRUE(engine.set_position(BoardConfig::gomoku(15), position.moves));
        Limits limits;
        limits.depth = 1;
        limits.time_ms = 60000;  // a time limit the search never reaches
        limits.threads = threads;
        limits.params.root_vct_min_depth = 0;
        limits.params.root_vct_time_permille = share;
        limits.params.root_vct_time_permille_smp = share_smp;
        const SearchInfo info = engine.search(limits);
        return info.mate_plies() > 0 && info.best_move == *parse_move("h8", 15);
    };
    EXPECT_TRUE(finds_win(1, 1000, 0));
    EXPECT_FALSE(finds_win(1, 0, 1000));
    // With a helper, the VCT runs before the main search's first iteration.
    EXPECT_TRUE(finds_win(2, 0, 1000));
}

}  // namespace
}  // namespace wuzi
