// The training-data pipeline's pieces: gzip/plain line reading, the merge of
// positions up to symmetry, and recovering a cut-off self-play shard.
#include <fmt/core.h>
#include <gtest/gtest.h>
#include <unistd.h>
#include <wuzi/book.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "data_files.h"
#include "position_merge.h"
#include "shard_files.h"

namespace wuzi::cli {
namespace {

namespace fs = std::filesystem;

class DataTest : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("wuzi-data-test-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    static void write(const std::string& p, const std::string& text) {
        std::ofstream(p, std::ios::binary) << text;
    }
    static std::string read(const std::string& p) {
        std::ifstream in(p, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }
    fs::path dir_;
};

std::string position(const std::string& moves, double result, int score, int game = 0) {
    const size_t stones =
        moves.empty() ? 0 : size_t(std::count(moves.begin(), moves.end(), ',')) + 1;
    return nlohmann::json{
        {"game", game},        {"moves", moves},   {"size", 15},
        {"rule", "freestyle"}, {"score", score},   {"depth", 5},
        {"nodes", 100},        {"result", result}, {"side", stones % 2 ? "white" : "black"}}
        .dump();
}

// transform: `moves` under board symmetry t.
std::string transform(const std::string& moves, int t) {
    std::vector<Move> out;
    for (Move m : parse_move_list(moves, 15).moves) out.push_back(Book::transform_move(m, t, 15));
    return moves_to_text(out, 15);
}

TEST_F(DataTest, GzipRoundTripAndPlainFilesReadAlike) {
    GzipWriter w;
    ASSERT_TRUE(w.open(path("a.gz")));
    ASSERT_TRUE(w.write("one\ntwo\n"));
    ASSERT_TRUE(w.commit());
    EXPECT_FALSE(fs::exists(path("a.gz.tmp")));
    write(path("a.txt"), "one\ntwo\n");
    for (const std::string name : {"a.gz", "a.txt"}) {
        LineReader r;
        ASSERT_TRUE(r.open(path(name))) << r.error();
        std::string line;
        std::vector<std::string> lines;
        while (r.next(line)) lines.push_back(line);
        EXPECT_EQ(lines, (std::vector<std::string>{"one", "two"})) << name;
        EXPECT_TRUE(r.error().empty()) << name;
        EXPECT_EQ(r.truncated_tail(), 0u);
    }
}

TEST_F(DataTest, CutOffLinesAndCutOffGzipAreReported) {
    write(path("cut.txt"), "one\ntw");
    LineReader plain;
    ASSERT_TRUE(plain.open(path("cut.txt")));
    std::string line;
    int lines = 0;
    while (plain.next(line)) ++lines;
    EXPECT_EQ(lines, 1);
    EXPECT_EQ(plain.truncated_tail(), 2u);
    EXPECT_TRUE(plain.error().empty());

    GzipWriter w;
    ASSERT_TRUE(w.open(path("big.gz")));
    std::string text;
    for (int i = 0; i < 20000; ++i) text += position("h8,i9", 0.5, i) + "\n";
    ASSERT_TRUE(w.write(text));
    ASSERT_TRUE(w.commit());
    const std::string whole = read(path("big.gz"));
    write(path("cut.gz"), whole.substr(0, whole.size() / 2));
    LineReader gz;
    ASSERT_TRUE(gz.open(path("cut.gz")));
    lines = 0;
    while (gz.next(line)) {
        ASSERT_EQ(line.back(), '}');  // never a partial line
        ++lines;
    }
    EXPECT_LT(lines, 20000);
    EXPECT_NE(gz.error().find("unexpected end of file"), std::string::npos) << gz.error();

    std::string damaged = whole;
    for (size_t i = 100; i < 200; ++i) damaged[i] = char(damaged[i] ^ 0x5a);
    write(path("damaged.gz"), damaged);
    LineReader bad;
    ASSERT_TRUE(bad.open(path("damaged.gz")));
    while (bad.next(line)) {
    }
    EXPECT_FALSE(bad.error().empty());
}

TEST_F(DataTest, SymmetricCopiesMergeToOneRecord) {
    const std::string moves = "h8,i9,j10,g7,f6";
    PositionMerger merger;
    for (int t = 0; t < 8; ++t)
        ASSERT_EQ(merger.add(position(transform(moves, t), t % 2 ? 1.0 : 0.0, 10 * t)), "");
    // The same stones in another order are the same position.
    ASSERT_EQ(merger.add(position("f6,g7,j10,i9,h8", 0.5, 0)), "");
    EXPECT_EQ(merger.unique(), 1u);
    EXPECT_EQ(merger.occurrences(), 9);
    std::vector<std::string> lines;
    merger.write(0, 1, [&](const MergedPosition& p, bool valid, const std::string& line) {
        EXPECT_FALSE(valid);
        EXPECT_EQ(p.count, 9);
        lines.push_back(line);
        return true;
    });
    ASSERT_EQ(lines.size(), 1u);
    const auto j = nlohmann::json::parse(lines[0]);
    EXPECT_EQ(j["count"], 9);
    EXPECT_DOUBLE_EQ(j["result"].get<double>(), 4.5 / 9);
    EXPECT_EQ(j["score"], 31);  // (0 + 10 + ... + 70 + 0) / 9 = 280 / 9, rounded
    EXPECT_EQ(j["side"], "white");

    // A forced score found by one search stands over the others' mean.
    PositionMerger forced;
    ASSERT_EQ(forced.add(position(moves, 1, 40)), "");
    ASSERT_EQ(forced.add(position(transform(moves, 3), 1, kMate - 7)), "");
    forced.write(0, 1, [&](const MergedPosition&, bool, const std::string& line) {
        EXPECT_EQ(nlohmann::json::parse(line)["score"], kMate - 7);
        return true;
    });
}

TEST_F(DataTest, TheMergeDoesNotDependOnTheInputOrderAndSplitsBySymmetryClass) {
    std::vector<std::string> input;
    const std::string base[] = {"h8,i9,j10", "h8,h9,h10,h11", "a1,o15", "g7,h8,i9,j10,k11,l12"};
    for (const std::string& b : base)
        for (int t = 0; t < 8; ++t) input.push_back(position(transform(b, t), t % 3 ? 1 : 0, t));
    auto merged = [&](const std::vector<std::string>& lines) {
        PositionMerger m;
        for (const std::string& l : lines) EXPECT_EQ(m.add(l), "");
        std::string out;
        m.write(50, 9, [&](const MergedPosition&, bool valid, const std::string& line) {
            out += (valid ? "V " : "T ") + line + "\n";
            return true;
        });
        return out;
    };
    const std::string forward = merged(input);
    std::reverse(input.begin(), input.end());
    EXPECT_EQ(merged(input), forward);
    EXPECT_EQ(std::count(forward.begin(), forward.end(), '\n'), 4);
    // The split is a function of the canonical key, the same for every image.
    for (const std::string& b : base) {
        std::vector<Move> black, white;
        const auto moves = parse_move_list(b, 15).moves;
        for (size_t i = 0; i < moves.size(); ++i) (i % 2 ? white : black).push_back(moves[i]);
        const uint64_t key = Book::canonical_key(black, white, 15);
        EXPECT_NE(forward.find(
                      fmt::format("{} {{", PositionMerger::in_validation(key, 9, 50) ? "V" : "T")),
                  std::string::npos);
    }
}

TEST_F(DataTest, BadLinesAreRefusedWithAReason) {
    PositionMerger m;
    EXPECT_EQ(m.add("{\"moves\":"), "not a JSON object");
    EXPECT_NE(m.add(R"({"moves":"h8","size":15,"result":0.5})").find("missing or bad field"),
              std::string::npos);
    EXPECT_EQ(m.add(position("h8,h8", 0.5, 0)), "a move on an occupied point: h8");
    EXPECT_EQ(m.add(position("h8,z99", 0.5, 0)).rfind("bad moves", 0), 0u);
    EXPECT_EQ(m.add(position("h8", 2, 0)), "result outside [0, 1]");
    auto wrong_side = nlohmann::json::parse(position("h8", 0.5, 0));
    wrong_side["side"] = "black";
    EXPECT_EQ(m.add(wrong_side.dump()), "side does not match the number of stones");
    EXPECT_EQ(m.unique(), 0u);
}

// A shard cut off while writing game 2: its positions are partly written and
// its games line is cut.
TEST_F(DataTest, RecoveringAShardKeepsOnlyCompleteGames) {
    const std::string games = path("g.jsonl"), positions = path("p.jsonl");
    auto game_line = [](int g, const char* result) {
        return nlohmann::json{{"game", g}, {"result", result}, {"plies", 10}}.dump() + "\n";
    };
    const std::string kept_positions = position("h8", 1, 0, 4) + "\n" + position("h8,i9", 0, 0, 4) +
                                       "\n" + position("h8", 0, 0, 6) + "\n";
    write(positions, kept_positions + position("a1", 1, 0, 5) + "\n" + "{\"game\":5,\"mo");
    write(games, game_line(4, "1-0") + game_line(6, "1/2-1/2") + "{\"game\":5,\"res");
    ShardState state;
    std::string error;
    ASSERT_TRUE(recover_shard(games, positions, 3, 5, state, error)) << error;
    EXPECT_EQ(state.done, (std::vector<bool>{false, true, false, true, false}));
    EXPECT_EQ(state.games, 2);
    EXPECT_EQ(state.black, 1);
    EXPECT_EQ(state.draws, 1);
    EXPECT_EQ(state.positions, 3);
    EXPECT_EQ(read(positions), kept_positions);
    EXPECT_EQ(read(games), game_line(4, "1-0") + game_line(6, "1/2-1/2"));
    EXPECT_GT(state.games_cut, 0);
    EXPECT_GT(state.positions_cut, 0);

    // Files that one run cannot have written are refused and left alone.
    write(games, game_line(9, "1-0"));
    EXPECT_FALSE(recover_shard(games, positions, 3, 5, state, error));
    EXPECT_NE(error.find("not one of this shard's (3..7)"), std::string::npos) << error;
    write(games, game_line(4, "1-0") + game_line(4, "1-0"));
    EXPECT_FALSE(recover_shard(games, positions, 3, 5, state, error));
    EXPECT_NE(error.find("a second time"), std::string::npos) << error;
    write(games, game_line(6, "0-1"));
    EXPECT_FALSE(recover_shard(games, positions, 3, 5, state, error));
    EXPECT_NE(error.find("after those of game 4"), std::string::npos) << error;
    EXPECT_EQ(read(positions), kept_positions);
    write(games, "garbage\n");
    EXPECT_FALSE(recover_shard(games, positions, 3, 5, state, error));
    EXPECT_NE(error.find("not a game line"), std::string::npos) << error;
}

TEST_F(DataTest, ChecksumsAreSha256) {
    write(path("abc"), "abc");
    EXPECT_EQ(sha256_file(path("abc")),
              "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_FALSE(sha256_file(path("missing")));
}

}  // namespace
}  // namespace wuzi::cli
