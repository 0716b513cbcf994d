// wuzi-cli data merge: the shards' positions files (plain or gzip) become
// one de-duplicated training set: DIR/train.jsonl.gz, DIR/valid.jsonl.gz and
// DIR/manifest.json (inputs with their checksums and shard manifests,
// counts, the split, the outputs' checksums, the command and revision).
// See position_merge.h for how positions are keyed, merged and split.
#include "data_command.h"

#include <fmt/core.h>
#include <wuzi/notation.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "data_files.h"
#include "position_merge.h"
#include "progress.h"

namespace wuzi::cli {

namespace {

// The command line as given. Invariants: at least one input; out set;
// 0 <= valid_percent <= 100; 1 <= level <= 9.
struct MergeOptions {
    std::vector<std::string> inputs;
    std::string out;
    int valid_percent = 10;
    uint64_t split_seed = 1;
    int level = 6;
    int max_reported = 10;
    bool force = false;
    bool quiet = false;
};

// file_entry: path, size and SHA-256 of a file, for the manifest.
nlohmann::json file_entry(const std::string& path) {
    std::error_code ec;
    const auto bytes = std::filesystem::file_size(path, ec);
    const auto sha = sha256_file(path);
    return {{"path", path},
            {"bytes", ec ? nlohmann::json() : nlohmann::json(bytes)},
            {"sha256", sha ? nlohmann::json(*sha) : nlohmann::json()}};
}

// shard_manifest: the manifest selfplay wrote beside `input`, if any.
nlohmann::json shard_manifest(const std::string& input) {
    std::ifstream in(input + ".manifest.json");
    if (!in) return nullptr;
    const auto j = nlohmann::json::parse(in, nullptr, false);
    return j.is_discarded() ? nlohmann::json("unreadable") : j;
}

// read_input: every line of one file into the merger; bad lines and a cut
// last line are skipped with a message; a damaged gzip file fails the merge.
nlohmann::json read_input(const MergeOptions& o, const std::string& path, PositionMerger& merger) {
    LineReader reader;
    if (!reader.open(path)) fail(reader.error());
    std::error_code ec;
    const auto bytes = std::filesystem::file_size(path, ec);
    Progress progress(int(std::min<uintmax_t>(ec ? 1 : bytes, 1u << 30)), o.quiet);
    std::string line;
    int64_t lines = 0, added = 0, skipped = 0;
    while (reader.next(line)) {
        if (line.empty()) continue;
        ++lines;
        const std::string why = merger.add(line);
        if (why.empty()) {
            ++added;
        } else if (++skipped <= o.max_reported) {
            progress.note(fmt::format("{}:{}: {}; line skipped", path, reader.line_number(), why));
        }
        if (lines % 4096 == 0)
            progress.update(
                int(std::min<int64_t>(reader.compressed_offset(), 1 << 30)),
                fmt::format("Reading {}: {} positions, {} distinct", path, added, merger.unique()));
    }
    progress.finish();
    if (!reader.error().empty())
        fail(
            fmt::format("{}: {} after line {}; nothing written (resume or re-run that shard, or "
                        "leave the file out)",
                        path, reader.error(), reader.line_number()));
    if (skipped > o.max_reported)
        progress.note(fmt::format("{}: {} more bad lines skipped", path, skipped - o.max_reported));
    if (reader.truncated_tail())
        progress.note(fmt::format("{}: the last line is cut off ({} bytes, no newline); skipped",
                                  path, reader.truncated_tail()));
    nlohmann::json entry = file_entry(path);
    entry["lines"] = lines;
    entry["positions"] = added;
    entry["skipped_lines"] = skipped;
    entry["cut_off_bytes"] = reader.truncated_tail();
    entry["shard_manifest"] = shard_manifest(path);
    return entry;
}

void run(const MergeOptions& o) {
    namespace fs = std::filesystem;
    const std::string manifest_path = (fs::path(o.out) / "manifest.json").string();
    if (fs::exists(manifest_path) && !o.force)
        fail("'" + o.out + "' already holds a merged set (--force to replace it)", 2);
    for (const std::string& input : o.inputs)
        if (!fs::is_regular_file(input)) fail("no such file: '" + input + "'", 2);
    std::error_code ec;
    fs::create_directories(o.out, ec);
    if (ec) fail("cannot make directory '" + o.out + "': " + ec.message());

    PositionMerger merger;
    nlohmann::json inputs = nlohmann::json::array();
    for (const std::string& input : o.inputs) inputs.push_back(read_input(o, input, merger));
    if (merger.unique() == 0) fail("no positions in the input files", 2);

    const std::string paths[2] = {(fs::path(o.out) / "train.jsonl.gz").string(),
                                  (fs::path(o.out) / "valid.jsonl.gz").string()};
    GzipWriter writers[2];
    for (int v = 0; v < 2; ++v)
        if (!writers[v].open(paths[v], o.level)) fail(writers[v].error());
    int64_t written[2] = {0, 0};
    nlohmann::json by_rule = nlohmann::json::object();
    const bool ok = merger.write(o.valid_percent, o.split_seed,
                                 [&](const MergedPosition& p, bool valid, const std::string& line) {
                                     ++written[valid];
                                     const std::string group =
                                         fmt::format("{} {}", rule_name(Rule(p.rule)), p.size);
                                     if (!by_rule.contains(group))
                                         by_rule[group] = {{"train", 0}, {"valid", 0}};
                                     auto& n = by_rule[group][valid ? "valid" : "train"];
                                     n = n.get<int64_t>() + 1;
                                     return writers[valid].write(line + "\n");
                                 });
    for (int v = 0; v < 2; ++v)
        if (!ok || !writers[v].commit())
            fail(writers[v].error().empty() ? writers[1 - v].error() : writers[v].error());

    nlohmann::json outputs = nlohmann::json::object();
    for (int v = 0; v < 2; ++v) {
        nlohmann::json entry = file_entry(paths[v]);
        entry["positions"] = written[v];
        outputs[v ? "valid" : "train"] = entry;
    }
    const nlohmann::json manifest = {
        {"kind", "wuzi training positions"},
        {"created", utc_now()},
        {"revision", source_revision()},
        {"command", command_line()},
        {"inputs", inputs},
        {"positions_read", merger.occurrences()},
        {"distinct_positions", merger.unique()},
        {"split",
         {{"valid_percent", o.valid_percent},
          {"seed", o.split_seed},
          {"by", "canonical key (stones up to the 8 board symmetries, with rule and size)"}}},
        {"by_rule_and_size", by_rule},
        {"outputs", outputs},
        {"format",
         "gzip JSON lines: moves (canonical frame), size, rule, side, best, score (mean of the "
         "searches' scores, or a forced score if one search found it), depth and nodes (deepest "
         "search), result (mean game result for the side to move), count (occurrences), key"}};
    {
        std::ofstream out(manifest_path + ".tmp");
        out << manifest.dump(2) << '\n';
        if (!out.flush()) fail("cannot write '" + manifest_path + ".tmp'");
    }
    fs::rename(manifest_path + ".tmp", manifest_path, ec);
    if (ec) fail("cannot write '" + manifest_path + "': " + ec.message());
    fmt::print(
        "Merged {} positions from {} files into {} distinct ({} repeats, symmetric copies "
        "included): {} training, {} validation; {}\n",
        merger.occurrences(), o.inputs.size(), merger.unique(),
        merger.occurrences() - int64_t(merger.unique()), written[0], written[1], o.out);
}

}  // namespace

void register_data(CLI::App& app) {
    CLI::App* data = app.add_subcommand("data", "training data: merge self-play shards");
    data->require_subcommand(1);
    auto o = std::make_shared<MergeOptions>();
    CLI::App* c = data->add_subcommand(
        "merge",
        "merge positions files (selfplay --positions, plain or .gz, or merged sets): one record "
        "per position up to symmetry, a deterministic train/validation split, gzip output");
    c->add_option("positions", o->inputs, "positions files")->required();
    c->add_option("-o,--out", o->out,
                  "output directory (train.jsonl.gz, valid.jsonl.gz, "
                  "manifest.json)")
        ->required();
    c->add_option("--valid-percent", o->valid_percent,
                  "share of the distinct positions held out for validation")
        ->check(CLI::Range(0, 100));
    c->add_option("--split-seed", o->split_seed, "seed of the train/validation split");
    c->add_option("--level", o->level, "gzip level (1 fast .. 9 small)")->check(CLI::Range(1, 9));
    c->add_option("--max-reported", o->max_reported, "bad lines reported one by one per file")
        ->check(CLI::Range(0, 1000000));
    c->add_flag("--force", o->force, "replace a merged set already in the directory");
    c->add_flag("-q,--quiet", o->quiet, "no progress line");
    c->callback([o] { run(*o); });
}

}  // namespace wuzi::cli
