#include "game_record.h"

#include <wuzi/notation.h>
#include <wuzi/record.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

namespace wuzi::cli {

namespace {

// A largest overrun, or null where none was measured.
nlohmann::json overrun_json(int64_t ms) {
    return ms == INT64_MIN ? nlohmann::json() : nlohmann::json(ms);
}

}  // namespace

std::string to_sgf(const PlayedGame& game) {
    GameRecord record;
    record.config = game.config;
    for (const PlyRecord& p : game.plies) record.moves.push_back(p.move);
    record.black_name = game.black;
    record.white_name = game.white;
    record.result = game.result;
    record.ending = game.forfeit ? Ending::Forfeit : Ending::Normal;
    record.comment = game.reason;
    if (game.foul) {
        // The forbidden move's own comment says why it lost.
        record.move_comments.resize(record.moves.size());
        record.move_comments[size_t(game.foul->index)] =
            describe(game.foul->kind) + ": forbidden for Black";
    }
    return write_sgf(record);
}

std::string to_json_line(const PlayedGame& game, int index) {
    std::vector<Move> opening, moves;
    nlohmann::json times = nlohmann::json::array(), scores = nlohmann::json::array();
    for (size_t i = 0; i < game.plies.size(); ++i) {
        const PlyRecord& p = game.plies[i];
        (int(i) < game.opening_plies ? opening : moves).push_back(p.move);
        if (int(i) < game.opening_plies) continue;
        times.push_back(p.time_ms);
        scores.push_back(p.info ? nlohmann::json(p.info->score) : nlohmann::json());
    }
    const int size = game.config.size;
    nlohmann::json j = {
        {"game", index},
        {"black", game.black},
        {"white", game.white},
        {"size", size},
        {"rule", rule_name(game.config.rule)},
        {"opening", moves_to_text(opening, size)},
        {"moves", moves_to_text(moves, size)},
        {"plies", game.plies.size()},
        {"result", result_text(game.result)},
        {"reason", game.reason},
        {"forfeit", game.forfeit},
        {"foul", game.foul ? nlohmann::json{{"ply", game.foul->index + 1},
                                            {"move", move_to_text(game.foul->move, size)},
                                            {"kind", describe(game.foul->kind)}}
                           : nlohmann::json()},
        {"time_ms", times},
        {"score", scores},
        {"max_move_ms", {{"black", game.max_move_ms[Black]}, {"white", game.max_move_ms[White]}}},
        {"max_overrun_ms",
         {{"black", overrun_json(game.max_overrun_ms[Black])},
          {"white", overrun_json(game.max_overrun_ms[White])}}},
    };
    return j.dump();
}

GameOutcome outcome_of(const PlayedGame& game, int index) {
    GameOutcome o;
    o.index = index;
    o.black = game.black;
    o.white = game.white;
    std::vector<Move> opening;
    for (int i = 0; i < game.opening_plies && i < int(game.plies.size()); ++i)
        opening.push_back(game.plies[size_t(i)].move);
    o.opening = moves_to_text(opening, game.config.size);
    o.result = game.result;
    o.reason = game.reason;
    o.forfeit = game.forfeit;
    o.foul = game.foul.has_value();
    for (int c = 0; c < 2; ++c) {
        o.max_overrun_ms[c] = game.max_overrun_ms[c];
        o.max_move_ms[c] = game.max_move_ms[c];
    }
    return o;
}

std::optional<GameOutcome> from_json_line(const std::string& line, std::string& error) {
    const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        error = "not a JSON object";
        return std::nullopt;
    }
    try {
        GameOutcome o;
        o.index = j.at("game").get<int>();
        o.black = j.at("black").get<std::string>();
        o.white = j.at("white").get<std::string>();
        o.opening = j.at("opening").get<std::string>();
        const std::string result = j.at("result").get<std::string>();
        if (result == "1-0")
            o.result = GameResult::BlackWins;
        else if (result == "0-1")
            o.result = GameResult::WhiteWins;
        else if (result == "1/2-1/2")
            o.result = GameResult::Draw;
        else
            throw std::invalid_argument("result '" + result + "'");
        o.reason = j.at("reason").get<std::string>();
        o.forfeit = j.at("forfeit").get<bool>();
        o.foul = !j.at("foul").is_null();
        const char* colours[2] = {"black", "white"};
        for (int c = 0; c < 2; ++c) {
            o.max_move_ms[c] = j.at("max_move_ms").at(colours[c]).get<int64_t>();
            if (j.contains("max_overrun_ms") && !j["max_overrun_ms"].at(colours[c]).is_null())
                o.max_overrun_ms[c] = j["max_overrun_ms"].at(colours[c]).get<int64_t>();
        }
        if (o.index < 0) throw std::invalid_argument("game number " + std::to_string(o.index));
        return o;
    } catch (const std::exception& e) {
        error = std::string("bad game line: ") + e.what();
        return std::nullopt;
    }
}

}  // namespace wuzi::cli
