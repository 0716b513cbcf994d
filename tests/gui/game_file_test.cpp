#include "game_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "notation.h"

using namespace wuzi;
using namespace wuzi::gui;

namespace {
Move mv(const char* text, int size = 15) { return *parse_move(text, size); }

std::filesystem::path temp_dir() {
    auto dir =
        std::filesystem::temp_directory_path() / ("wuzi-file-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    return dir;
}
}  // namespace

TEST(GameFile, MoveTextWithHeaderRoundTrips) {
    GameRecord r{BoardConfig::gomoku(9, Rule::Standard), {mv("e5", 9), mv("d4", 9)}, "", ""};
    const std::string text = write_move_text(r);
    EXPECT_EQ(text, "# wuzi gomoku 9 standard\ne5,d4\n");
    const RecordParse p = parse_game_text(text, BoardConfig::gomoku(15));
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.config, r.config);
    EXPECT_EQ(p.record.moves, r.moves);
}

TEST(GameFile, MoveTextWithoutHeaderUsesTheFallbackBoard) {
    const RecordParse p = parse_game_text("h8, i9 h10\n", BoardConfig::gomoku(15));
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.moves.size(), 3u);
    const RecordParse t = parse_game_text("# wuzi tictactoe\nb2,a1\n", BoardConfig::gomoku(15));
    ASSERT_TRUE(t.ok()) << t.error;
    EXPECT_TRUE(t.record.config.is_tictactoe());
}

TEST(GameFile, BrokenMoveTextNamesTheProblem) {
    const BoardConfig c = BoardConfig::gomoku(15);
    EXPECT_NE(parse_game_text("h8,zz9", c).error.find("zz9"), std::string::npos);
    EXPECT_NE(parse_game_text("h8,h8", c).error.find("occupied"), std::string::npos);
    EXPECT_NE(parse_game_text("# wuzi chess\ne4", c).error.find("unknown game"), std::string::npos);
    EXPECT_NE(parse_game_text("# wuzi gomoku 40\n", c).error.find("size"), std::string::npos);
    EXPECT_NE(parse_game_text("(;GM[4];B[hh", c).error, "");  // SGF by its first character
}

TEST(GameFile, SaveByExtensionAndLoad) {
    const auto dir = temp_dir();
    GameRecord r{BoardConfig::gomoku(15), {mv("h8"), mv("i9")}, "Human", "Wuzi"};
    ASSERT_FALSE(save_game_file(dir / "g.SGF", r, GameResult::Ongoing, false));
    ASSERT_FALSE(save_game_file(dir / "g.txt", r, GameResult::Ongoing, false));
    std::ifstream sgf(dir / "g.SGF");
    std::string first;
    std::getline(sgf, first);
    EXPECT_EQ(first.rfind("(;GM[4]", 0), 0u);
    for (const char* name : {"g.SGF", "g.txt"}) {
        const RecordParse p = load_game_file(dir / name, BoardConfig::tictactoe());
        ASSERT_TRUE(p.ok()) << p.error;
        EXPECT_EQ(p.record.moves, r.moves);
        EXPECT_EQ(p.record.config, r.config);
    }
    const RecordParse missing = load_game_file(dir / "nope.sgf", r.config);
    EXPECT_NE(missing.error.find("nope.sgf"), std::string::npos);
    EXPECT_TRUE(save_game_file(dir / "no-such-dir" / "x.sgf", r, GameResult::Ongoing, false));
    std::filesystem::remove_all(dir);
}
