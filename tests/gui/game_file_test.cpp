#include "game_file.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include <filesystem>
#include <fstream>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {
using wuzi::test::mv;

std::filesystem::path temp_dir() {
    auto dir =
        std::filesystem::temp_directory_path() / ("wuzi-file-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    return dir;
}
}  // namespace

TEST(GameFile, SaveByExtensionAndLoad) {
    const auto dir = temp_dir();
    GameRecord r;
    r.config = BoardConfig::gomoku(15);
    r.moves = {mv("h8"), mv("i9")};
    ASSERT_FALSE(save_game_file(dir / "g.SGF", r));
    ASSERT_FALSE(save_game_file(dir / "g.txt", r));
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
    EXPECT_TRUE(save_game_file(dir / "no-such-dir" / "x.sgf", r));
    std::filesystem::remove_all(dir);
}

TEST(GameFile, EmptyFilesAndFoldersAreRefused) {
    const auto dir = temp_dir();
    std::ofstream(dir / "empty.txt").close();
    std::ofstream(dir / "comments.txt") << "# wuzi gomoku 15 freestyle\n# nothing else\n";
    std::ofstream(dir / "empty.sgf") << "(;GM[4]SZ[9])\n";
    std::filesystem::create_directories(dir / "folder");
    for (const char* name : {"empty.txt", "comments.txt"}) {
        const RecordParse p = load_game_file(dir / name, BoardConfig::gomoku(15));
        EXPECT_NE(p.error.find("holds no moves"), std::string::npos) << name << ": " << p.error;
    }
    EXPECT_NE(load_game_file(dir / "folder", BoardConfig::gomoku(15)).error.find("is a folder"),
              std::string::npos);
    const RecordParse sgf = load_game_file(dir / "empty.sgf", BoardConfig::gomoku(15));
    EXPECT_TRUE(sgf.ok()) << sgf.error;  // an SGF may set up an empty board
    EXPECT_EQ(sgf.record.config.size, 9);
    std::filesystem::remove_all(dir);
}
