// tools/cli: engine specs, openings files, game records and the game runner
// with the built-in engine.
#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include <fstream>
#include <set>

#include "engine_spec.h"
#include "game_record.h"
#include "game_runner.h"
#include "openings_file.h"

namespace wuzi::cli {
namespace {

TEST(EngineSpec, ParsesKeys) {
    std::string error;
    EngineSpec s = parse_engine_spec("name=weak,depth=3,hash=8,time_scale=0.5", "A", error);
    EXPECT_TRUE(error.empty()) << error;
    EXPECT_EQ(s.name, "weak");
    EXPECT_EQ(s.depth, 3);
    EXPECT_EQ(s.hash_mb, 8);
    EXPECT_DOUBLE_EQ(s.time_scale, 0.5);
    EXPECT_TRUE(s.builtin());
    s = parse_engine_spec("cmd=./pbrain-x --fast", "B", error);
    EXPECT_TRUE(error.empty());
    EXPECT_EQ(s.name, "B");
    EXPECT_EQ(s.cmd, "./pbrain-x --fast");
    parse_engine_spec("depth=x", "A", error);
    EXPECT_FALSE(error.empty());
    error.clear();
    parse_engine_spec("colour=red", "A", error);
    EXPECT_FALSE(error.empty());
}

TEST(Openings, LoadsAndChecksAFile) {
    const std::string path = testing::TempDir() + "/openings_test.txt";
    const BoardConfig config = BoardConfig::gomoku(15);
    {
        std::ofstream f(path);
        f << "# comment\nh8,i9,h10  # eval 3\n\nh8 i8\n";
    }
    std::string error;
    auto openings = load_openings(path, config, error);
    EXPECT_TRUE(error.empty()) << error;
    ASSERT_EQ(openings.size(), 2u);
    EXPECT_EQ(openings[0].size(), 3u);
    {
        std::ofstream f(path);
        f << "h8,i9\nh8,h8\n";
    }
    openings = load_openings(path, config, error);
    EXPECT_NE(error.find(":2:"), std::string::npos) << error;
}

TEST(Openings, CanonicalKeyIgnoresSymmetry) {
    const Opening a = {make_move(7, 7), make_move(8, 7), make_move(7, 9)};
    const Opening mirrored = {make_move(7, 7), make_move(6, 7), make_move(7, 9)};
    const Opening rotated = {make_move(7, 7), make_move(7, 8), make_move(9, 7)};
    const Opening other = {make_move(7, 7), make_move(8, 8), make_move(7, 9)};
    EXPECT_EQ(canonical_key(a, 15), canonical_key(mirrored, 15));
    EXPECT_EQ(canonical_key(a, 15), canonical_key(rotated, 15));
    EXPECT_NE(canonical_key(a, 15), canonical_key(other, 15));
    std::mt19937_64 rng(1);
    const Opening r = random_opening(BoardConfig::gomoku(15), 5, 2, rng);
    EXPECT_EQ(r.size(), 5u);
    for (Move m : r) EXPECT_LE(std::abs(move_x(m) - 7), 2);
}

TEST(GameRunner, PlaysAGameToTheEndAndRecordsIt) {
    EngineSpec spec;
    spec.name = "d2";
    spec.depth = 2;
    auto a = make_player(spec, 0, 0, 4);
    spec.name = "d1";
    spec.depth = 1;
    auto b = make_player(spec, 0, 0, 4);
    GameSettings settings;
    settings.config = BoardConfig::gomoku(9);
    const Opening opening = {make_move(4, 4)};
    const PlayedGame game = play_game(*a, *b, opening, settings);
    EXPECT_NE(game.result, GameResult::Ongoing);
    EXPECT_FALSE(game.forfeit) << game.reason;
    EXPECT_EQ(game.opening_plies, 1);
    EXPECT_EQ(game.plies.front().move, make_move(4, 4));
    const std::string sgf = to_sgf(game);
    EXPECT_EQ(sgf.rfind("(;GM[4]FF[4]", 0), 0u) << sgf;
    EXPECT_NE(sgf.find("SZ[9]"), std::string::npos);
    EXPECT_NE(sgf.find(";B[ee]"), std::string::npos);
    const std::string json = to_json_line(game, 7);
    EXPECT_NE(json.find("\"game\":7"), std::string::npos);
    EXPECT_NE(json.find("\"reason\":\"" + game.reason + "\""), std::string::npos);
    EXPECT_NE(json.find("\"opening\":\"e5\""), std::string::npos);
}

TEST(GameRunner, AdjudicatesDraws) {
    EngineSpec spec;
    spec.depth = 1;
    spec.name = "x";
    auto a = make_player(spec, 0, 0, 4);
    spec.name = "y";
    auto b = make_player(spec, 0, 0, 4);
    GameSettings settings;
    settings.config = BoardConfig::gomoku(15);
    settings.draw_after = 6;
    const PlayedGame game = play_game(*a, *b, {}, settings);
    EXPECT_EQ(game.result, GameResult::Draw);
    EXPECT_EQ(game.plies.size(), 6u);
    EXPECT_NE(game.reason.find("adjudicated"), std::string::npos);
}

TEST(Openings, ShippedDefaultSetIsLargeAndBalancedLooking) {
    std::string error;
    const auto openings = load_openings(WUZI_SOURCE_DIR "/assets/openings/freestyle15.txt",
                                        BoardConfig::gomoku(15), error);
    EXPECT_TRUE(error.empty()) << error;
    EXPECT_GE(openings.size(), 200u);
    std::set<std::string> keys;
    for (const auto& o : openings) keys.insert(canonical_key(o, 15));
    EXPECT_EQ(keys.size(), openings.size()) << "duplicate openings";
}

}  // namespace
}  // namespace wuzi::cli
