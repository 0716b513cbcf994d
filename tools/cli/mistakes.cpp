// wuzi-cli mistakes: runs a file of positions where Wuzi's move lost ground
// against a stronger engine (one JSON object a line: "moves", "played",
// "best", optional "missed_win"; see shared/positions/README.md) and counts
// how many of the played moves the engine now avoids and how often it finds
// the judge's move. Each position is searched by a fresh engine, as
// `analyse` does. With --explain, the position after the played move and
// after the judge's move are searched too (same limits), so each mistake
// shows whether the engine still prefers the played move (an evaluation or
// horizon mistake) or only failed to reach the judge's move in time (an
// ordering or time mistake).
#include <wuzi/engine.h>
#include <wuzi/notation.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>

#include "commands.h"

namespace wuzi::cli {

namespace {

struct MistakesOptions {
    std::string file;
    int64_t time_ms = 200;
    int threads = 1;
    size_t hash_mb = 64;
    std::vector<std::string> params;
    bool explain = false;
    int limit = 0;  // 0: every position
    std::string jsonl;
};

// One line of the file, checked: the position and the two moves in it.
struct MistakePosition {
    Game game{BoardConfig::gomoku()};
    Move played = kNoMove;
    Move best = kNoMove;
    bool missed_win = false;
};

std::string text_field(const nlohmann::json& j, const char* key) {
    if (!j.contains(key) || !j[key].is_string())
        throw std::runtime_error(std::string("no text field \"") + key + "\"");
    return j[key].get<std::string>();
}

Move parse_one(const BoardConfig& config, const std::string& text, const char* what) {
    const MoveListParse parsed = parse_move_list(text, config.size);
    if (!parsed.ok() || parsed.moves.size() != 1)
        throw std::runtime_error(std::string(what) + " '" + text + "' is not one move");
    return parsed.moves.front();
}

// read_position: the line as a position; throws std::runtime_error with the reason.
MistakePosition read_position(const std::string& line, const BoardConfig& config) {
    const nlohmann::json j = nlohmann::json::parse(line);  // throws on bad JSON
    MistakePosition p;
    p.game = Game(config);
    if (const std::string error = replay_into(p.game, text_field(j, "moves")); !error.empty())
        throw std::runtime_error(error);
    if (p.game.over()) throw std::runtime_error("the game is already over");
    p.played = parse_one(config, text_field(j, "played"), "played");
    p.best = parse_one(config, text_field(j, "best"), "best");
    for (Move m : {p.played, p.best})
        if (!p.game.board().is_empty(m))
            throw std::runtime_error(move_to_text(m, config.size) + " is not empty");
    p.missed_win = j.value("missed_win", false);
    return p;
}

struct Searched {
    Move move;
    Score score;
    int depth;
};

Searched search(const MistakesOptions& o, const SearchParams& params, const Game& game) {
    Engine engine;
    engine.set_hash_mb(o.hash_mb);
    if (!engine.set_position(game.config(), game.moves()))
        return {kNoMove, 0, 0};  // decided: nothing to search
    Limits limits;
    limits.time_ms = o.time_ms;
    limits.threads = o.threads;
    limits.params = params;
    const SearchInfo info = engine.search(limits);
    return {info.best_move, info.score, info.depth};
}

// score_after: the mover's score after `m`, by a search of the reply.
std::optional<Score> score_after(const MistakesOptions& o, const SearchParams& params,
                                 const Game& game, Move m) {
    Game after(game.config());
    if (after.set_moves(game.moves(), Replay::InOrder) || after.play(m) != PlayError::None)
        return std::nullopt;
    if (after.over()) return after.result() == GameResult::Draw ? kDraw : mate_in(1);
    return -search(o, params, after).score;
}

void run(const MistakesOptions& o) {
    SearchParams params;
    for (const std::string& p : o.params) {
        const size_t eq = p.find('=');
        if (eq == std::string::npos) fail("--param '" + p + "': expected NAME=VALUE", 2);
        if (auto error = set_search_param(params, p.substr(0, eq), p.substr(eq + 1));
            !error.empty())
            fail("--param '" + p + "': " + error, 2);
    }
    std::ifstream in(o.file);
    if (!in) fail("cannot read '" + o.file + "'");
    std::ofstream jsonl;
    if (!o.jsonl.empty()) {
        jsonl.open(o.jsonl);
        if (!jsonl) fail("cannot write '" + o.jsonl + "'");
    }
    const BoardConfig config = BoardConfig::gomoku();
    int count = 0, avoided = 0, found = 0, wins = 0, wins_avoided = 0;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        if (o.limit && count == o.limit) break;
        MistakePosition p;
        try {
            p = read_position(line, config);
        } catch (const std::exception& e) {
            fail(o.file + ":" + std::to_string(number) + ": " + e.what());
        }
        const Searched s = search(o, params, p.game);
        ++count;
        avoided += s.move != p.played;
        found += s.move == p.best;
        wins += p.missed_win;
        wins_avoided += p.missed_win && s.move != p.played;
        nlohmann::ordered_json out;
        out["line"] = number;
        out["move"] = move_to_text(s.move, config.size);
        out["played"] = move_to_text(p.played, config.size);
        out["best"] = move_to_text(p.best, config.size);
        out["avoided"] = s.move != p.played;
        out["found"] = s.move == p.best;
        out["score"] = s.score;
        out["depth"] = s.depth;
        if (o.explain) {
            // Scores for the side to move after each of the two moves.
            const auto after_played = score_after(o, params, p.game, p.played);
            const auto after_best = score_after(o, params, p.game, p.best);
            out["score_after_played"] = after_played ? nlohmann::ordered_json(*after_played)
                                                     : nlohmann::ordered_json(nullptr);
            out["score_after_best"] =
                after_best ? nlohmann::ordered_json(*after_best) : nlohmann::ordered_json(nullptr);
        }
        std::cout << out.dump() << std::endl;
        if (jsonl) jsonl << out.dump() << '\n';
    }
    if (count == 0) fail("no positions in '" + o.file + "'");
    std::cout << "mistakes: " << count << " positions at " << o.time_ms << " ms: avoids " << avoided
              << " of " << count << " played moves, finds the judge's move " << found
              << " times; missed wins avoided " << wins_avoided << " of " << wins << std::endl;
}

}  // namespace

void register_mistakes(CLI::App& app) {
    auto o = std::make_shared<MistakesOptions>();
    CLI::App* c = app.add_subcommand(
        "mistakes",
        "search positions where a move lost ground (JSON lines with moves, played, best) and "
        "count how many played moves the engine avoids and how often it finds the best one");
    c->add_option("file", o->file, "the positions, one JSON object a line")->required();
    c->add_option("--time-ms", o->time_ms, "time per position in milliseconds (200)")
        ->check(CLI::Range(int64_t(1), int64_t(1) << 40));
    c->add_option("--threads", o->threads, "search threads (1)")->check(CLI::Range(1, kMaxThreads));
    c->add_option("--hash-mb", o->hash_mb, "transposition table size in MB (64)")
        ->check(CLI::Range(1, 4096));
    c->add_option("--param", o->params, "NAME=VALUE: a search constant of wuzi/search_params.h")
        ->take_all();
    c->add_flag("--explain", o->explain,
                "also search after the played and after the judge's move (three searches a "
                "position)");
    c->add_option("--limit", o->limit, "only the first N positions")->check(CLI::PositiveNumber);
    c->add_option("--jsonl", o->jsonl, "also write each position's result to this file");
    c->callback([o] { run(*o); });
}

}  // namespace wuzi::cli
