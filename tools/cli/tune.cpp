// wuzi-cli tune: fits the evaluation weights of one rule to self-play
// positions (`selfplay --positions`, or the gzip files of `data merge`) and
// writes a weights file. See tuner.h for the model.
#include <fmt/core.h>
#include <fmt/ranges.h>
#include <wuzi/board.h>
#include <wuzi/notation.h>
#include <wuzi/weights.h>

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "position_reader.h"
#include "progress.h"
#include "tuner.h"

namespace wuzi::cli {

namespace {

// The command line as given. Invariants: at least one positions file; out
// set; 0 <= lambda <= 1; 0 <= valid_percent < 100.
struct TuneOptions {
    std::vector<std::string> files;
    std::vector<std::string> valid_files;  // if given: the validation set, no split
    std::string out;
    std::string rule = "freestyle";
    std::string init;
    TuneSettings settings;
    double k = 0;
    int valid_percent = 10;
    uint64_t seed = 1;
    long max_positions = 0;
    bool quiet = false;
};

// What loading skipped, for the summary.
struct LoadStats {
    long lines = 0, other_rule = 0, forced = 0, unsearched = 0, games = 0;
};

// load: the positions of `o.rule` from every file (plain or gzip), features
// computed on a board replaying each position; positions the search had
// already found forced (a mate score) are left out: the evaluation never
// decides them; with a share of the search score in the target, so are
// positions without a completed search (depth 0: a forced block, or no
// iteration finished). Positions go to out[valid]: with `valid` < 0 split by
// game (or, in merged files, which have no games, by the position's key),
// else all to out[valid].
void load(const TuneOptions& o, const std::vector<std::string>& files, int valid, Rule rule,
          std::vector<TuneSample> out[2], LoadStats& stats) {
    for (const std::string& path : files) {
        ReadCounts counts;
        auto keep = [&](const nlohmann::json& j) {
            if (is_mate_score(j.at("score").get<Score>())) return ++stats.forced, false;
            if (o.settings.lambda > 0 && j.value("depth", 1) == 0) return ++stats.unsearched, false;
            return true;
        };
        read_positions(path, rule, o.quiet, counts, keep, [&](const ReadPosition& p) {
            const double result = p.json.at("result").get<double>();
            if (result < 0 || result > 1) bad_position(p.path, p.line_no, "result outside [0, 1]");
            const bool held_out =
                valid >= 0 ? valid == 1 : in_validation(o.seed, p.group, o.valid_percent);
            out[held_out].push_back({eval_features(p.board), result,
                                     p.json.at("score").get<Score>(), p.json.value("game", 0)});
            return o.max_positions <= 0 || long(out[0].size() + out[1].size()) < o.max_positions;
        });
        stats.lines += counts.lines;
        stats.other_rule += counts.other_rule;
        stats.games += counts.games;
    }
}

void run(const TuneOptions& o) {
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
    for (const std::string& name : o.settings.fixed)
        if (find_weight(name) < 0) fail("--fix: unknown weight '" + name + "'", 2);

    const auto start = std::chrono::steady_clock::now();
    std::vector<TuneSample> samples[2];
    LoadStats stats;
    if (o.valid_files.empty()) {
        load(o, o.files, -1, rule, samples, stats);
    } else {
        load(o, o.files, 0, rule, samples, stats);
        load(o, o.valid_files, 1, rule, samples, stats);
    }
    if (samples[0].empty()) fail("no " + o.rule + " training positions in the files", 2);
    fmt::print(
        "Positions: {} lines, {} training and {} validation positions{} ({} of another rule, {} "
        "with a forced result and {} without a search score left out)\n",
        stats.lines, samples[0].size(), samples[1].size(),
        stats.games ? fmt::format(" from {} games", stats.games) : " (merged: no game numbers)",
        stats.other_rule, stats.forced, stats.unsearched);

    const size_t counts[2] = {samples[0].size(), samples[1].size()};
    const EvalWeights initial = set[rule];
    Tuner tuner(initial, std::move(samples[0]), std::move(samples[1]), o.settings, o.k);
    fmt::print("K = {:.6g} ({}), lambda {}, prior {} positions, {} free weights{}\n", tuner.k(),
               o.k > 0 ? "given" : "fitted to the starting weights", o.settings.lambda,
               o.settings.prior, tuner.free_weights(),
               o.settings.combos ? " (with per-class corrections)" : "");
    auto progress = std::make_unique<Progress>(1000, o.quiet);
    const EvalWeights tuned = tuner.run(
        [&](const EpochReport& r) {
            progress->finish();
            fmt::print(
                "epoch {:2}  train loss {:.6f} (mse {:.6f})  valid loss {:.6f} (mse {:.6f})"
                "{}\n",
                r.epoch, r.train.cross_entropy, r.train.mse, r.valid.cross_entropy, r.valid.mse,
                r.epoch ? fmt::format("  step {:.3g}", r.step) : "");
            std::fflush(stdout);
            progress = std::make_unique<Progress>(1000, o.quiet);
        },
        [&](long done, long total) {
            progress->update(int(done * 1000 / std::max(1L, total)),
                             fmt::format("rows {}/{}", done, total));
        });
    progress->finish();

    const bool blend = o.settings.lambda > 0;
    const TuneLoss before[2] = {tuner.loss(initial, false, blend),
                                tuner.loss(initial, true, blend)};
    const TuneLoss after[2] = {tuner.loss(tuned, false, blend), tuner.loss(tuned, true, blend)};
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string record = fmt::format(
        "{} weights tuned by wuzi-cli tune from {}\n"
        "{} training and {} validation positions ({} games; {})\n"
        "K {:.6g}, lambda {}, prior {}, combos {}, epochs {}, {} free weights\n"
        "loss (cross-entropy / mse) of the integer evaluation against the game results:\n"
        "  starting weights: train {:.6f} / {:.6f}  valid {:.6f} / {:.6f}\n"
        "  tuned weights:    train {:.6f} / {:.6f}  valid {:.6f} / {:.6f}",
        o.rule, fmt::format("{}", fmt::join(o.files, " ")), counts[0], counts[1], stats.games,
        o.valid_files.empty()
            ? fmt::format("{}% of games held out, seed {}", o.valid_percent, o.seed)
            : fmt::format("validation set {}", fmt::join(o.valid_files, " ")),
        tuner.k(), o.settings.lambda, o.settings.prior, o.settings.combos ? "on" : "off",
        o.settings.epochs, tuner.free_weights(), before[0].cross_entropy, before[0].mse,
        before[1].cross_entropy, before[1].mse, after[0].cross_entropy, after[0].mse,
        after[1].cross_entropy, after[1].mse);
    fmt::print("Loss of the integer evaluation against the game results (cross-entropy / mse):\n");
    fmt::print("  starting weights: train {:.6f} / {:.6f}  valid {:.6f} / {:.6f}\n",
               before[0].cross_entropy, before[0].mse, before[1].cross_entropy, before[1].mse);
    fmt::print("  tuned weights:    train {:.6f} / {:.6f}  valid {:.6f} / {:.6f}\n",
               after[0].cross_entropy, after[0].mse, after[1].cross_entropy, after[1].mse);
    set[rule] = tuned;
    std::string error;
    if (!save_weights(o.out, set, record, error)) fail(error);
    fmt::print("Weights written to {} ({:.0f} s)\n", o.out, seconds);
}

}  // namespace

void register_tune(CLI::App& app) {
    auto o = std::make_shared<TuneOptions>();
    CLI::App* c = app.add_subcommand(
        "tune",
        "fit the evaluation weights to self-play positions (Texel-style logistic "
        "regression); write a weights file");
    c->add_option("positions", o->files,
                  "positions files: selfplay --positions, or data merge's train.jsonl.gz (plain "
                  "or gzip)")
        ->required()
        ->check(CLI::ExistingFile);
    c->add_option("-o,--out", o->out, "the weights file to write")->required();
    c->add_option("--rule", o->rule, "the rule whose weights are fitted")->check(rule_choice());
    c->add_option(
        "--init", o->init,
        "starting weights file (default: the built-in weights; assets/weights/hand-set.txt "
        "for the hand-set ones); its other rules are copied");
    c->add_option("--epochs", o->settings.epochs, "Newton steps at most")
        ->check(CLI::Range(0, 1000));
    c->add_option("--lambda", o->settings.lambda,
                  "share of the search score in the target (0: the game result only)")
        ->check(CLI::Range(0.0, 1.0));
    c->add_option("--prior", o->settings.prior,
                  "pull towards the starting weights, in positions' worth")
        ->check(CLI::Range(0.0, 1e12));
    c->add_flag(
        "!--no-combos", o->settings.combos,
        "fit the pattern, threat, scalar and initiative weights, not the per-class corrections");
    c->add_option("--fix", o->settings.fixed, "weights held at their starting value")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    c->add_option("--k", o->k, "the sigmoid's scale K (default: fitted)")
        ->check(CLI::Range(0.0, 1.0));
    c->add_option("--valid", o->valid_files,
                  "validation positions files (data merge's valid.jsonl.gz): then the "
                  "positions files are all training data, with no split")
        ->check(CLI::ExistingFile);
    c->add_option("--valid-percent", o->valid_percent,
                  "share of games (of positions in merged files) held out for validation")
        ->check(CLI::Range(0, 99));
    c->add_option("--seed", o->seed, "seed of the training/validation split");
    c->add_option("--max-positions", o->max_positions, "read at most this many positions")
        ->check(CLI::Range(0L, 1L << 40));
    c->add_flag("-q,--quiet", o->quiet, "no progress line");
    c->callback([o] { run(*o); });
}

}  // namespace wuzi::cli
