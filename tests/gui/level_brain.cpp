// level_brain LEVEL [SEED]: a Gomocup brain that plays like the window at one
// of its levels (the Limits of game/search_driver.h's limits_for: depth,
// time and random margin), so that `wuzi-cli match` can measure the levels:
//
//   wuzi-cli match -e "name=casual,cmd=build/tests/wuzi_level_brain casual"
//                  -e name=full,nodes=100000 -n 20 -j 1 --tc-move 5000 ...
//
// A test tool, not part of the game: it answers the commands the match sends
// (START, RESTART, INFO rule, BEGIN, TURN, BOARD ... DONE, ABOUT, END) and
// ignores the clock (the level's own time limit applies).
#include <wuzi/engine.h>

#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "level.h"
#include "protocol.h"
#include "search_driver.h"
#include "settings.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {

// BOARD's stones (own = 1, opponent = 2) as alternating moves with the brain
// to move: Black's and White's stones interleaved, Black first.
std::vector<Move> board_moves(const std::vector<Move>& own, const std::vector<Move>& theirs) {
    const bool own_black = own.size() == theirs.size();
    const std::vector<Move>& black = own_black ? own : theirs;
    const std::vector<Move>& white = own_black ? theirs : own;
    std::vector<Move> moves;
    for (size_t i = 0; i < black.size() || i < white.size(); ++i) {
        if (i < black.size()) moves.push_back(black[i]);
        if (i < white.size()) moves.push_back(white[i]);
    }
    return moves;
}

}  // namespace

int main(int argc, char** argv) {
    const auto level = argc > 1 ? parse_level(argv[1]) : std::nullopt;
    if (!level || *level == Level::Custom) {
        std::cerr << "usage: level_brain beginner|casual|strong|max [seed]\n";
        return 2;
    }
    Settings settings;
    settings.apply_level(*level);
    settings.threads = 1;  // as the levels were measured (game/README.md)
    std::mt19937_64 rng(argc > 2 ? std::stoull(argv[2]) : std::random_device{}());
    Engine engine;
    engine.set_hash_mb(64);
    BoardConfig config;
    std::vector<Move> moves;
    auto play = [&] {
        if (!engine.set_position(config, moves)) {
            std::cout << "ERROR position refused" << std::endl;
            return;
        }
        const SearchInfo info = engine.search(limits_for(settings, SearchPurpose::Move, rng()));
        moves.push_back(info.best_move);
        std::cout << move_x(info.best_move) << "," << move_y(info.best_move) << std::endl;
    };
    std::string line;
    while (std::getline(std::cin, line)) {
        const protocol::Command c = protocol::parse_command(line);
        switch (c.kind) {
            case protocol::CommandKind::Start:
                config = BoardConfig::gomoku(c.args[0], config.rule);
                moves.clear();
                engine.clear();
                std::cout << (config.valid() ? "OK" : "ERROR unsupported size") << std::endl;
                break;
            case protocol::CommandKind::Restart:
                moves.clear();
                engine.clear();
                std::cout << "OK" << std::endl;
                break;
            case protocol::CommandKind::Info:
                if (c.key == "rule")
                    config.rule = c.value == "4"   ? Rule::Renju
                                  : c.value == "1" ? Rule::Standard
                                                   : Rule::Freestyle;
                break;
            case protocol::CommandKind::Begin:
                moves.clear();
                play();
                break;
            case protocol::CommandKind::Turn:
                moves.push_back(make_move(c.args[0], c.args[1]));
                play();
                break;
            case protocol::CommandKind::Board: {
                std::vector<Move> own, theirs;
                while (std::getline(std::cin, line)) {
                    if (protocol::parse_command(line).kind == protocol::CommandKind::Done) break;
                    if (const auto n = protocol::parse_numbers(line, 3))
                        ((*n)[2] == 1 ? own : theirs).push_back(make_move((*n)[0], (*n)[1]));
                }
                moves = board_moves(own, theirs);
                play();
                break;
            }
            case protocol::CommandKind::About:
                std::cout << "name=\"wuzi " << level_name(*level) << "\", version=\"1\""
                          << std::endl;
                break;
            case protocol::CommandKind::End:
                return 0;
            default:
                break;
        }
    }
    return 0;
}
