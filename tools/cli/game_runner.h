// One engine-vs-engine game: the clock, the referee and the record. Both
// `match` and `selfplay` play their games through play_game.
#pragma once

#include <wuzi/board.h>
#include <wuzi/game.h>
#include <wuzi/time_manager.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "player.h"

namespace wuzi::cli {

// The rules of a game. Invariants: `clock.turn_ms` is kNoLimit or positive
// (0 would tell brains to move instantly); `clock.match_ms` 0 means no game
// clock; `draw_after` 0 means no adjudication (the game goes on until five or
// a full board).
struct GameSettings {
    BoardConfig config;
    TimeControl clock{TimeControl::kNoLimit, 0, TimeControl::kNoLimit, 0};
    int64_t tolerance_ms = 0;            // lateness forgiven before a loss on time
    int draw_after = 0;                  // plies on the board that end a game as a draw
    int64_t unlimited_wait_ms = 600000;  // how long to wait for a move without a clock
};

// One ply of a finished game. `time_ms` is -1 for opening stones.
struct PlyRecord {
    Move move = kNoMove;
    int64_t time_ms = -1;
    std::optional<SearchInfo> info;
};

// A finished game. Invariants: `plies` replay legally from an empty board of
// `config` (the first `opening_plies` are the opening); `result` is never
// Ongoing; `reason` says why the game ended (under renju, a forbidden move:
// "Black (name) played a forbidden move: move 9 (h8): Black's double three
// is forbidden"); `max_overrun_ms[c]` is the largest (time used - per-move
// limit) of colour c, negative when every move came early (only meaningful
// with a per-move limit).
struct PlayedGame {
    BoardConfig config;
    std::string black, white;
    std::vector<PlyRecord> plies;
    int opening_plies = 0;
    GameResult result = GameResult::Draw;
    std::string reason;
    bool forfeit = false;  // lost by time, crash, garbage or an illegal move
    // Renju: the forbidden move by which Black lost (the last ply; not a forfeit).
    std::optional<Foul> foul;
    int64_t max_overrun_ms[2] = {INT64_MIN, INT64_MIN};
    int64_t max_move_ms[2] = {0, 0};
};

// play_game: play from `opening` (legal, undecided) to the end.
PlayedGame play_game(Player& black, Player& white, const std::vector<Move>& opening,
                     const GameSettings& settings);

// result_text: "1-0", "0-1" or "1/2-1/2".
std::string result_text(GameResult result);

}  // namespace wuzi::cli
