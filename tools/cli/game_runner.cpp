#include "game_runner.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <chrono>

namespace wuzi::cli {

std::string result_text(GameResult result) {
    switch (result) {
        case GameResult::BlackWins:
            return "1-0";
        case GameResult::WhiteWins:
            return "0-1";
        default:
            return "1/2-1/2";
    }
}

PlayedGame play_game(Player& black, Player& white, const std::vector<Move>& opening,
                     const GameSettings& settings) {
    using Clock = std::chrono::steady_clock;
    const int64_t no_limit = TimeControl::kNoLimit;
    PlayedGame record;
    record.config = settings.config;
    record.black = black.name();
    record.white = white.name();
    Game game(settings.config);
    std::vector<Move> moves;
    for (Move m : opening) {
        if (game.play(m) != PlayError::None) break;
        moves.push_back(m);
        record.plies.push_back({m, -1, std::nullopt});
    }
    record.opening_plies = int(moves.size());

    Player* players[2] = {&black, &white};
    auto lose = [&](Color loser, const std::string& why) {
        record.result = loser == Black ? GameResult::WhiteWins : GameResult::BlackWins;
        record.reason = std::string(loser == Black ? "Black (" : "White (") +
                        players[loser]->name() + ") " + why;
        record.forfeit = true;
        return record;
    };
    for (Color c : {Black, White})
        if (auto e = players[c]->new_game(settings.config); !e.empty())
            return lose(c, "could not start a game: " + e);

    TimeControl clocks[2] = {settings.clock, settings.clock};
    for (auto& clock : clocks) clock.left_ms = clock.match_ms > 0 ? clock.match_ms : no_limit;

    while (!game.over()) {
        if (settings.draw_after > 0 && int(moves.size()) >= settings.draw_after) {
            record.result = GameResult::Draw;
            record.reason = "adjudicated a draw after " + std::to_string(moves.size()) + " plies";
            return record;
        }
        const Color side = game.side_to_move();
        TimeControl& clock = clocks[side];
        int64_t wait_ms = settings.unlimited_wait_ms;
        if (clock.turn_ms < no_limit) wait_ms = clock.turn_ms;
        if (clock.game_limited()) wait_ms = std::min(wait_ms, std::max<int64_t>(clock.left_ms, 0));
        if (wait_ms < settings.unlimited_wait_ms) wait_ms += settings.tolerance_ms + 1000;

        const auto start = Clock::now();
        MoveReply reply = players[side]->move(moves, clock, wait_ms);
        const int64_t elapsed =
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
        record.max_move_ms[side] = std::max(record.max_move_ms[side], elapsed);
        if (clock.turn_ms < no_limit)
            record.max_overrun_ms[side] =
                std::max(record.max_overrun_ms[side], elapsed - clock.turn_ms);

        // A failure (crash, garbage) is the reason even if it also came late.
        if (!reply.error.empty()) return lose(side, reply.error);
        // The search's own time, when the player reports it (the built-in
        // engine does; a Gomocup brain's reports carry no total), tells a
        // slow search from time lost around it (waking up, the scheduler).
        auto searched = [&reply](const std::string& before, const std::string& after) {
            if (!reply.info || reply.info->time_ms <= 0) return std::string();
            return before + "its search took " + std::to_string(reply.info->time_ms) + " ms" +
                   after;
        };
        if (clock.turn_ms < no_limit && elapsed > clock.turn_ms + settings.tolerance_ms)
            return lose(side, "lost on time: a move took " + std::to_string(elapsed) + " ms" +
                                  searched(" (", ")") + ", the limit is " +
                                  std::to_string(clock.turn_ms) + " ms");
        if (clock.game_limited()) {
            clock.left_ms -= elapsed;
            if (clock.left_ms < -settings.tolerance_ms)
                return lose(side, "lost on time: the game clock ran out (" +
                                      std::to_string(clock.left_ms) + " ms" + searched("; ", "") +
                                      ")");
            clock.left_ms += clock.increment_ms;
        }
        const PlayError error = game.play(reply.move);
        if (error != PlayError::None)
            return lose(side, "played an illegal move " +
                                  move_to_text(reply.move, settings.config.size) + ": " +
                                  describe(error));
        moves.push_back(reply.move);
        record.plies.push_back({reply.move, elapsed, reply.info});
    }
    record.result = game.result();
    record.reason = game.result() == GameResult::Draw ? "the board is full" : "five in a row";
    if (const auto& foul = game.foul()) {
        // Renju: Black played a forbidden point and lost by the rule (not a
        // forfeit: the move was a move, the rule judges it).
        record.foul = foul;
        record.reason = "Black (" + black.name() +
                        ") played a forbidden move: " + foul->message(settings.config.size);
    }
    return record;
}

}  // namespace wuzi::cli
