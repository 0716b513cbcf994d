// wuzi-cli tune-policy: fits the move-ordering policy of one rule
// (wuzi/policy.h) to the moves the self-play searches chose (`selfplay
// --positions`, or data merge's gzip files) and writes a weights file: the
// starting weights with that rule's policy tables replaced.
#include <fmt/core.h>
#include <fmt/ranges.h>
#include <wuzi/notation.h>
#include <wuzi/policy.h>
#include <wuzi/weights.h>

#include <chrono>
#include <memory>

#include "commands.h"
#include "policy_fit.h"
#include "position_reader.h"
#include "tune_command.h"

namespace wuzi::cli {

namespace {

// The command line as given. Invariants: at least one positions file; out set.
struct TunePolicyOptions {
    std::vector<std::string> files;
    std::vector<std::string> valid_files;
    std::string out;
    std::string rule = "freestyle";
    std::string init;
    PolicyFitSettings settings;
    int valid_percent = 10;
    long max_positions = 0;
    bool quiet = false;
};

// What loading left out, for the summary.
struct PolicyLoadStats {
    ReadCounts read;
    long unsearched = 0, must_block = 0, not_candidate = 0;
};

// add_position: the position's candidates (every empty cell near a stone,
// less Black's forbidden points under renju) with the chosen move; false if
// it is no ordering decision (the opponent has a five to block) or the
// chosen move is no candidate.
bool add_position(const Board& board, Move chosen, PolicySamples& out, PolicyLoadStats& stats) {
    const Color us = board.side_to_move(), them = opponent(us);
    if (board.threat_count(them, kThreatFive)) return ++stats.must_block, false;
    std::vector<PolicyFeatures> candidates;
    std::vector<int> scores;
    size_t chosen_index = SIZE_MAX;
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Move m = make_move(x, y);
            if (!board.is_empty(m) || !board.is_candidate(m)) continue;
            if (us == Black && board.is_forbidden(m)) continue;
            if (m == chosen) chosen_index = candidates.size();
            candidates.push_back(policy_features(board, m));
            scores.push_back(threat_order_score(board, m));
        }
    if (chosen_index == SIZE_MAX || candidates.size() < 2) return ++stats.not_candidate, false;
    out.add(candidates, scores, chosen_index);
    return true;
}

void load(const TunePolicyOptions& o, const std::vector<std::string>& files, int valid, Rule rule,
          PolicySamples out[2], PolicyLoadStats& stats) {
    for (const std::string& path : files) {
        auto keep = [&](const nlohmann::json& j) {
            if (j.value("depth", 1) == 0 || !j.contains("best")) return ++stats.unsearched, false;
            return true;
        };
        read_positions(path, rule, o.quiet, stats.read, keep, [&](const ReadPosition& p) {
            const auto best = parse_move(p.json.at("best").get<std::string>(), p.board.size());
            if (!best) bad_position(p.path, p.line_no, "bad best move");
            const bool valid_set =
                valid >= 0 ? valid == 1 : in_validation(o.settings.seed, p.group, o.valid_percent);
            add_position(p.board, *best, out[valid_set], stats);
            return o.max_positions <= 0 || long(out[0].size() + out[1].size()) < o.max_positions;
        });
    }
}

std::string quality_text(const PolicyQuality& q, bool with_loss) {
    return (with_loss ? fmt::format("loss {:.4f}  ", q.cross_entropy) : std::string()) +
           fmt::format("first {:.1f}%  mean rank {:.2f}", 100 * q.top1, q.mean_rank);
}

void run(const TunePolicyOptions& o) {
    const auto parsed_rule = parse_rule(o.rule);
    if (!parsed_rule) fail("unknown rule '" + o.rule + "'", 2);
    const Rule rule = *parsed_rule;
    WeightSet set = builtin_weights();
    if (!o.init.empty()) {
        std::string error;
        auto loaded = load_weights(o.init, error);
        if (!loaded) fail(error, 2);
        set = *loaded;
    }
    const auto start = std::chrono::steady_clock::now();
    PolicySamples samples[2];
    PolicyLoadStats stats;
    if (o.valid_files.empty()) {
        load(o, o.files, -1, rule, samples, stats);
    } else {
        load(o, o.files, 0, rule, samples, stats);
        load(o, o.valid_files, 1, rule, samples, stats);
    }
    if (samples[0].size() == 0) fail("no " + o.rule + " training positions in the files", 2);
    fmt::print(
        "Positions: {} lines, {} training and {} validation positions ({} of another rule, {} "
        "without a search, {} forced blocks, {} whose move is no candidate left out)\n",
        stats.read.lines, samples[0].size(), samples[1].size(), stats.read.other_rule,
        stats.unsearched, stats.must_block, stats.not_candidate);
    const PolicyQuality fixed[2] = {baseline_quality(samples[0]), baseline_quality(samples[1])};
    PolicyModel model = PolicyModel::from_weights(set[rule]);
    const PolicyQuality initial[2] = {model.quality(samples[0]), model.quality(samples[1])};
    fmt::print("threat ordering:  train {}  valid {}\n", quality_text(fixed[0], false),
               quality_text(fixed[1], false));
    fmt::print("starting policy:  train {}  valid {}\n", quality_text(initial[0], true),
               quality_text(initial[1], true));
    PolicyQuality last[2] = {initial[0], initial[1]};
    model.fit(samples[0], samples[1], o.settings,
              [&](int epoch, const PolicyQuality& train, const PolicyQuality& valid) {
                  fmt::print("epoch {:2}         train {}  valid {}\n", epoch,
                             quality_text(train, true), quality_text(valid, true));
                  std::fflush(stdout);
                  last[0] = train, last[1] = valid;
              });
    model.to_weights(set[rule]);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string record = fmt::format(
        "{} move-ordering policy fitted by wuzi-cli tune-policy to {}\n"
        "{} training and {} validation positions; epochs {}, batch {}, rate {}, l2 {}, seed {}\n"
        "chosen move, threat ordering: train {}  valid {}\n"
        "chosen move, fitted policy:   train {}  valid {}",
        o.rule, fmt::format("{}", fmt::join(o.files, " ")), samples[0].size(), samples[1].size(),
        o.settings.epochs, o.settings.batch, o.settings.learning_rate, o.settings.l2,
        o.settings.seed, quality_text(fixed[0], false), quality_text(fixed[1], false),
        quality_text(last[0], true), quality_text(last[1], true));
    std::string error;
    if (!save_weights(o.out, set, record, error)) fail(error);
    fmt::print("Weights written to {} ({:.0f} s)\n", o.out, seconds);
}

}  // namespace

void register_tune_policy(CLI::App& app) {
    auto o = std::make_shared<TunePolicyOptions>();
    CLI::App* c = app.add_subcommand(
        "tune-policy",
        "fit the move-ordering policy to the moves self-play searches chose; write a weights "
        "file");
    c->add_option("positions", o->files,
                  "positions files: selfplay --positions, or data merge's train.jsonl.gz")
        ->required()
        ->check(CLI::ExistingFile);
    c->add_option("-o,--out", o->out, "the weights file to write")->required();
    c->add_option("--rule", o->rule, "the rule whose policy is fitted")->check(rule_choice());
    c->add_option("--init", o->init,
                  "starting weights file (default: the built-in weights); everything but the "
                  "rule's policy is copied");
    c->add_option("--epochs", o->settings.epochs, "passes over the training positions")
        ->check(CLI::Range(0, 1000));
    c->add_option("--batch", o->settings.batch, "positions per step")
        ->check(CLI::Range(1, 1 << 20));
    c->add_option("--rate", o->settings.learning_rate, "Adam's first step size")
        ->check(CLI::Range(1e-6, 10.0));
    c->add_option("--l2", o->settings.l2, "L2 penalty per weight (in logits squared)")
        ->check(CLI::Range(0.0, 10.0));
    c->add_option("--valid", o->valid_files,
                  "validation positions files: then the positions files are all training data")
        ->check(CLI::ExistingFile);
    c->add_option("--valid-percent", o->valid_percent,
                  "share of games (of positions in merged files) held out for validation")
        ->check(CLI::Range(0, 99));
    c->add_option("--seed", o->settings.seed, "seed of the split and of the shuffling");
    c->add_option("--max-positions", o->max_positions, "read at most this many positions")
        ->check(CLI::Range(0L, 1L << 40));
    c->add_flag("-q,--quiet", o->quiet, "no progress line");
    c->callback([o] { run(*o); });
}

}  // namespace wuzi::cli
