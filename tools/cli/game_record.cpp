#include "game_record.h"

#include <nlohmann/json.hpp>

#include "notation.h"

namespace wuzi::cli {

namespace {

std::string sgf_escape(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

std::string sgf_point(Move m) { return {char('a' + move_x(m)), char('a' + move_y(m))}; }

}  // namespace

std::string to_sgf(const GameRecord& game) {
    std::string re = "0";
    if (game.result == GameResult::BlackWins) re = game.forfeit ? "B+F" : "B+";
    if (game.result == GameResult::WhiteWins) re = game.forfeit ? "W+F" : "W+";
    std::string sgf = "(;GM[4]FF[4]CA[UTF-8]AP[wuzi-cli]SZ[" + std::to_string(game.config.size) +
                      "]RU[" + (game.config.rule == Rule::Standard ? "standard" : "freestyle") +
                      "]PB[" + sgf_escape(game.black) + "]PW[" + sgf_escape(game.white) + "]RE[" +
                      re + "]GC[" + sgf_escape(game.reason) + "]";
    for (size_t i = 0; i < game.plies.size(); ++i)
        sgf += std::string(";") + (i % 2 == 0 ? "B[" : "W[") + sgf_point(game.plies[i].move) + "]";
    sgf += ")";
    return sgf;
}

std::string to_json_line(const GameRecord& game, int index) {
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
        {"rule", game.config.rule == Rule::Standard ? "standard" : "freestyle"},
        {"opening", moves_to_text(opening, size)},
        {"moves", moves_to_text(moves, size)},
        {"plies", game.plies.size()},
        {"result", result_text(game.result)},
        {"reason", game.reason},
        {"forfeit", game.forfeit},
        {"time_ms", times},
        {"score", scores},
        {"max_move_ms", {{"black", game.max_move_ms[Black]}, {"white", game.max_move_ms[White]}}},
    };
    return j.dump();
}

}  // namespace wuzi::cli
