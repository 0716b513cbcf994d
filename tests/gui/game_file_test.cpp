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

TEST(GameFile, BinaryFileIsRefusedWithoutItsBytes) {
    // Defect #39.3: a binary file's error quoted raw bytes.
    const auto dir = temp_dir();
    {
        std::ofstream out(dir / "picture.png", std::ios::binary);
        const char bytes[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe\x01\x02";
        out.write(bytes, sizeof bytes - 1);
    }
    const RecordParse p = load_game_file(dir / "picture.png", BoardConfig::gomoku(15));
    ASSERT_FALSE(p.ok());
    EXPECT_NE(p.error.find("binary"), std::string::npos) << p.error;
    for (const char ch : p.error) {
        const auto c = static_cast<unsigned char>(ch);
        EXPECT_TRUE(c >= 0x20 && c < 0x7f) << "byte " << int(c) << " in: " << p.error;
    }
    EXPECT_LT(p.error.size(), 120u) << p.error;
    // A text file with a long bad token: the quote is short and printable.
    std::ofstream(dir / "long.txt") << "h8,verylongtokenthatgoesonandon\xc3\x28zzzzzzzzzzzzzz\n";
    const RecordParse q = load_game_file(dir / "long.txt", BoardConfig::gomoku(15));
    ASSERT_FALSE(q.ok());
    EXPECT_EQ(q.error.find("zzzzzz"), std::string::npos) << q.error;
    EXPECT_EQ(q.error.find('\xc3'), std::string::npos) << q.error;
    EXPECT_NE(q.error.find("'verylongtoke...'"), std::string::npos) << q.error;
    std::filesystem::remove_all(dir);
}

TEST(GameFile, PiskvorkFilesLoadAndSave) {
    // Defect #39.4: "bad move 'Piskvorky'".
    const auto dir = temp_dir();
    std::ofstream(dir / "game.psq") << "Piskvorky 20x20, 11:11, 0\r\n"
                                       "10,10,0\r\n11,11,1234\r\n10,11,500\r\n"
                                       "-1\r\npbrain-one.exe\r\npbrain-two.exe\r\n-1\r\n";
    const RecordParse p = load_game_file(dir / "game.psq", BoardConfig::gomoku(15, Rule::Renju));
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.config, BoardConfig::gomoku(20, Rule::Renju));
    // Column x, row y from the top left, 1-based.
    ASSERT_EQ(p.record.moves.size(), 3u);
    EXPECT_EQ(p.record.moves[0], make_move(9, 9));
    EXPECT_EQ(p.record.moves[1], make_move(10, 10));
    EXPECT_EQ(p.record.moves[2], make_move(9, 10));
    // Saved as .psq and read back: the same game.
    GameRecord r;
    r.config = BoardConfig::gomoku(15);
    r.moves = {mv("h8"), mv("i9"), mv("a1")};
    ASSERT_FALSE(save_game_file(dir / "out.psq", r));
    std::ifstream in(dir / "out.psq");
    std::string header;
    std::getline(in, header);
    EXPECT_EQ(header, "Piskvorky 15x15, 11:11, 0");
    const RecordParse back = load_game_file(dir / "out.psq", BoardConfig::gomoku(15));
    ASSERT_TRUE(back.ok()) << back.error;
    EXPECT_EQ(back.record.moves, r.moves);
    // Bad files say why.
    std::ofstream(dir / "oblong.psq") << "Piskvorky 20x15, 1:1, 0\n1,1,0\n";
    EXPECT_NE(load_game_file(dir / "oblong.psq", r.config).error.find("not supported"),
              std::string::npos);
    std::ofstream(dir / "off.psq") << "Piskvorky 15x15, 1:1, 0\n1,1,0\n16,1,0\n";
    EXPECT_NE(load_game_file(dir / "off.psq", r.config).error.find("line 3"), std::string::npos);
    std::ofstream(dir / "twice.psq") << "Piskvorky 15x15, 1:1, 0\n1,1,0\n1,1,0\n";
    EXPECT_NE(load_game_file(dir / "twice.psq", r.config).error.find("occupied"),
              std::string::npos);
    std::ofstream(dir / "empty.psq") << "Piskvorky 15x15, 1:1, 0\n";
    EXPECT_NE(load_game_file(dir / "empty.psq", r.config).error.find("no moves"),
              std::string::npos);
    // Tic-tac-toe and passes cannot be written.
    GameRecord pass = r;
    pass.moves.push_back(kPass);
    EXPECT_TRUE(save_game_file(dir / "pass.psq", pass));
    std::filesystem::remove_all(dir);
}
