#include "game_record.h"

#include <wuzi/notation.h>
#include <wuzi/record.h>

#include <nlohmann/json.hpp>

namespace wuzi::cli {

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
    };
    return j.dump();
}

}  // namespace wuzi::cli
