#include <wuzi/search_params.h>

#include <charconv>

namespace wuzi {

namespace {

// Ranges: wide enough for any experiment, narrow enough that no value breaks
// the search (a depth or count of 0 switches a step off or on for good).
constexpr SearchParamInfo kParams[] = {
    {"aspiration_delta", &SearchParams::aspiration_delta, 5, 1000},
    {"aspiration_min_depth", &SearchParams::aspiration_min_depth, 1, 100},
    {"tt_refines_eval", &SearchParams::tt_refines_eval, 0, 1},
    {"razor_depth", &SearchParams::razor_depth, 0, 20},
    {"razor_margin", &SearchParams::razor_margin, 0, 5000},
    {"reverse_futility_depth", &SearchParams::reverse_futility_depth, 0, 20},
    {"reverse_futility_margin", &SearchParams::reverse_futility_margin, 0, 5000},
    {"null_move_min_depth", &SearchParams::null_move_min_depth, 0, 100},
    {"null_move_reduction", &SearchParams::null_move_reduction, 1, 10},
    {"null_move_depth_divisor", &SearchParams::null_move_depth_divisor, 1, 100},
    {"probcut_min_depth", &SearchParams::probcut_min_depth, 0, 100},
    {"probcut_margin", &SearchParams::probcut_margin, 0, 5000},
    {"probcut_reduction", &SearchParams::probcut_reduction, 2, 10},
    {"probcut_moves", &SearchParams::probcut_moves, 1, 20},
    {"order_cell_weight", &SearchParams::order_cell_weight, 0, 1000},
    {"order_policy", &SearchParams::order_policy, 0, 10000},
    {"policy_killer_bonus", &SearchParams::policy_killer_bonus, 0, 100000},
    {"counter_move_bonus", &SearchParams::counter_move_bonus, 0, 100000},
    {"history_order_divisor", &SearchParams::history_order_divisor, 1, 1000},
    {"history_order_max", &SearchParams::history_order_max, 0, 100000},
    {"forcing_own_threat", &SearchParams::forcing_own_threat, 1, 12},
    {"forcing_their_threat", &SearchParams::forcing_their_threat, 1, 12},
    {"late_move_base", &SearchParams::late_move_base, 0, 100},
    {"late_move_not_improving", &SearchParams::late_move_not_improving, 10, 100},
    {"late_move_pv", &SearchParams::late_move_pv, 0, 2},
    {"futility_depth", &SearchParams::futility_depth, 0, 20},
    {"futility_base", &SearchParams::futility_base, 0, 5000},
    {"futility_per_depth", &SearchParams::futility_per_depth, 0, 5000},
    {"non_forcing_depth", &SearchParams::non_forcing_depth, 0, 20},
    {"non_forcing_base", &SearchParams::non_forcing_base, 0, 100},
    {"trivial_prune_depth", &SearchParams::trivial_prune_depth, 0, 20},
    {"policy_prune_depth", &SearchParams::policy_prune_depth, 0, 20},
    {"policy_prune_gap", &SearchParams::policy_prune_gap, 1, 100000},
    {"far_defence_prune_depth", &SearchParams::far_defence_prune_depth, 0, 20},
    {"lmr_min_depth", &SearchParams::lmr_min_depth, 1, 100},
    {"lmr_min_moves", &SearchParams::lmr_min_moves, 1, 100},
    {"lmr_base", &SearchParams::lmr_base, 0, 300},
    {"lmr_divisor", &SearchParams::lmr_divisor, 50, 1000},
    {"lmr_not_quiet", &SearchParams::lmr_not_quiet, 0, 2},
    {"lmr_pv", &SearchParams::lmr_pv, 0, 3},
    {"lmr_history_divisor", &SearchParams::lmr_history_divisor, 0, 1000000},
    {"lmr_cut_node", &SearchParams::lmr_cut_node, 0, 10},
    {"lmr_far_defence", &SearchParams::lmr_far_defence, 0, 10},
    {"lmr_tt_pv", &SearchParams::lmr_tt_pv, 0, 5},
    {"lmr_not_improving", &SearchParams::lmr_not_improving, 0, 3},
    {"lmr_attack_chain", &SearchParams::lmr_attack_chain, 0, 10},
    {"lmr_tt_threat", &SearchParams::lmr_tt_threat, 0, 3},
    {"lmr_far_quiet", &SearchParams::lmr_far_quiet, 0, 3},
    {"lmr_policy_gap", &SearchParams::lmr_policy_gap, 0, 100000},
    {"lmr_policy_max", &SearchParams::lmr_policy_max, 0, 5},
    {"static_wins", &SearchParams::static_wins, 0, 2},
    {"root_lmr", &SearchParams::root_lmr, 0, 3},
    {"pv_alpha_reduction", &SearchParams::pv_alpha_reduction, 0, 5},
    {"fail_high_margin", &SearchParams::fail_high_margin, 0, 5000},
    {"singular_min_depth", &SearchParams::singular_min_depth, 0, 100},
    {"singular_margin", &SearchParams::singular_margin, 0, 5000},
    {"singular_multi_cut", &SearchParams::singular_multi_cut, 0, 1},
    {"iir_min_depth", &SearchParams::iir_min_depth, 0, 100},
    {"four_reply_depth", &SearchParams::four_reply_depth, 0, 1},
    {"three_reply_depth", &SearchParams::three_reply_depth, 0, 1},
    {"leaf_vcf_plies", &SearchParams::leaf_vcf_plies, 0, 41},
    {"leaf_vcf_nodes", &SearchParams::leaf_vcf_nodes, 0, 100000},
    {"leaf_vcf_static_wins", &SearchParams::leaf_vcf_static_wins, 0, 2},
    {"leaf_vcf_min_threat", &SearchParams::leaf_vcf_min_threat, kThreatFour, kThreatFive},
    {"qsearch_plies", &SearchParams::qsearch_plies, 0, 40},
    {"qsearch_plain_fours", &SearchParams::qsearch_plain_fours, 0, 20},
    {"defend_four_three", &SearchParams::defend_four_three, 0, 1},
    {"root_vcf_time_permille", &SearchParams::root_vcf_time_permille, 1, 1000},
    {"root_vct_nodes", &SearchParams::root_vct_nodes, 0, 100000000},
    {"root_vct_nodes_per_depth", &SearchParams::root_vct_nodes_per_depth, 0, 10000000},
    {"root_vct_min_depth", &SearchParams::root_vct_min_depth, 0, 100},
    {"root_vct_time_permille", &SearchParams::root_vct_time_permille, 0, 1000},
    {"root_vct_time_permille_smp", &SearchParams::root_vct_time_permille_smp, 0, 1000},
    {"vct_proof_numbers", &SearchParams::vct_proof_numbers, 0, 1},
    {"vct_guard_nodes", &SearchParams::vct_guard_nodes, 0, 100000000},
    {"vct_guard_moves", &SearchParams::vct_guard_moves, 1, 100},
    {"time_target_percent", &SearchParams::time_target_percent, 10, 100},
    {"forced_reply_time_percent", &SearchParams::forced_reply_time_percent, 0, 100},
    {"helper_vote", &SearchParams::helper_vote, 0, 1},
    {"time_change_weight", &SearchParams::time_change_weight, 0, 500},
    {"time_instability_decay", &SearchParams::time_instability_decay, 0, 100},
    {"time_max_factor", &SearchParams::time_max_factor, 100, 1000},
    {"time_fall_margin", &SearchParams::time_fall_margin, 0, 1000},
    {"time_fall_factor", &SearchParams::time_fall_factor, 100, 500},
    {"time_load_margin", &SearchParams::time_load_margin, 0, 1000},
    {"decided_stop", &SearchParams::decided_stop, 0, 2},
};

}  // namespace

std::span<const SearchParamInfo> search_param_info() { return kParams; }

const SearchParamInfo* find_search_param(std::string_view name) {
    for (const SearchParamInfo& p : kParams)
        if (name == p.name) return &p;
    return nullptr;
}

std::string set_search_param(SearchParams& params, std::string_view name, std::string_view value) {
    const SearchParamInfo* p = find_search_param(name);
    if (!p) return "unknown search parameter '" + std::string(name) + "'";
    int v = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (ec != std::errc() || end != value.data() + value.size() || value.empty())
        return "search parameter '" + std::string(name) + "': '" + std::string(value) +
               "' is not an integer";
    if (v < p->min || v > p->max)
        return "search parameter '" + std::string(name) + "' = " + std::to_string(v) +
               " is outside [" + std::to_string(p->min) + ", " + std::to_string(p->max) + "]";
    params.*(p->field) = v;
    return {};
}

}  // namespace wuzi
