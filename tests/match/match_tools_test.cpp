// tools/cli: engine specs, openings files (the shipped ones too), game
// records and the game runner with the built-in engine; renju fouls.
#include <gtest/gtest.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <chrono>
#include <fstream>
#include <set>
#include <thread>

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

TEST(EngineSpec, InfoKeysGoToExternalBrainsOnly) {
    std::string error;
    EngineSpec s = parse_engine_spec("cmd=./b,info.pondering=1,info.caution_factor=3", "A", error);
    EXPECT_TRUE(error.empty()) << error;
    const std::vector<std::pair<std::string, std::string>> want = {{"pondering", "1"},
                                                                   {"caution_factor", "3"}};
    EXPECT_EQ(s.infos, want);
    for (const char* bad :
         {"cmd=./b,info.pondering=", "cmd=./b,info.=1", "cmd=./b,info.a b=1", "info.pondering=1"}) {
        error.clear();
        parse_engine_spec(bad, "A", error);
        EXPECT_FALSE(error.empty()) << bad;
    }
}

TEST(EngineSpec, ParamIsASearchConstantOrAWeight) {
    std::string error;
    EngineSpec s = parse_engine_spec("param.futility_base=95,param.tempo=80", "A", error);
    EXPECT_TRUE(error.empty()) << error;
    EXPECT_EQ(s.search.futility_base, 95);
    EXPECT_TRUE(s.search_changed);
    ASSERT_EQ(s.params.size(), 1u);
    EXPECT_EQ(s.params[0].first, "tempo");
    for (const char* bad :
         {"param.futility_base=-5", "param.lmr_divisor=x", "cmd=./b,param.futility_base=95"}) {
        error.clear();
        parse_engine_spec(bad, "A", error);
        EXPECT_FALSE(error.empty()) << bad;
    }
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

// A player that answers `moves` in turn, whatever the position.
class ScriptedPlayer : public Player {
  public:
    ScriptedPlayer(std::string name, std::vector<Move> moves)
        : name_(std::move(name)), moves_(std::move(moves)) {}
    const std::string& name() const override { return name_; }
    std::string new_game(const BoardConfig&) override { return {}; }
    MoveReply move(const std::vector<Move>&, const TimeControl&, int64_t) override {
        MoveReply reply;
        if (next_ < moves_.size())
            reply.move = moves_[next_++];
        else
            reply.error = "out of moves";
        return reply;
    }

  private:
    std::string name_;
    std::vector<Move> moves_;
    size_t next_ = 0;
};

Opening parse(const std::string& text) {
    const MoveListParse parsed = parse_move_list(text, 15);
    EXPECT_TRUE(parsed.ok()) << parsed.error;
    return parsed.moves;
}

TEST(GameRunner, AForbiddenMoveLosesForBlackWithItsReason) {
    // Black to move; h8 makes two open threes (h8-i8-j8 and h8-h9-h10).
    const Opening opening = parse("i8,a1,j8,a3,h9,o1,h10,o3");
    ScriptedPlayer black("b", parse("h8")), white("w", {});
    GameSettings settings;
    settings.config = BoardConfig::gomoku(15, Rule::Renju);
    const PlayedGame game = play_game(black, white, opening, settings);
    EXPECT_EQ(game.result, GameResult::WhiteWins);
    EXPECT_FALSE(game.forfeit);
    ASSERT_TRUE(game.foul);
    EXPECT_EQ(game.foul->index, 8);
    EXPECT_EQ(game.foul->kind, Forbidden::DoubleThree);
    EXPECT_EQ(game.reason,
              "Black (b) played a forbidden move: move 9 (h8): Black's double three is forbidden");
    EXPECT_EQ(game.plies.size(), 9u);
    const std::string json = to_json_line(game, 0);
    EXPECT_NE(json.find(R"("foul":{"kind":"double three","move":"h8","ply":9})"), std::string::npos)
        << json;
    EXPECT_NE(json.find(R"("rule":"renju")"), std::string::npos) << json;
    EXPECT_NE(to_sgf(game).find("C[double three: forbidden for Black]"), std::string::npos);

    // The same move under freestyle is just a move (White then runs out of moves).
    settings.config = BoardConfig::gomoku(15);
    ScriptedPlayer black2("b", parse("h8")), white2("w", {});
    const PlayedGame free = play_game(black2, white2, opening, settings);
    EXPECT_FALSE(free.foul);
    EXPECT_NE(to_json_line(free, 0).find(R"("foul":null)"), std::string::npos);
}

// A player whose move takes `sleep_ms` while its search reports `search_ms`
// (0: it reports no search).
class SlowPlayer : public Player {
  public:
    SlowPlayer(int64_t sleep_ms, int64_t search_ms) : sleep_ms_(sleep_ms), search_ms_(search_ms) {}
    const std::string& name() const override { return name_; }
    std::string new_game(const BoardConfig&) override { return {}; }
    MoveReply move(const std::vector<Move>& moves, const TimeControl&, int64_t) override {
        std::this_thread::sleep_for(std::chrono::milliseconds(sleep_ms_));
        MoveReply reply;
        reply.move = make_move(int(moves.size()), 0);
        if (search_ms_ > 0) {
            reply.info.emplace();
            reply.info->time_ms = search_ms_;
        }
        return reply;
    }

  private:
    std::string name_ = "slow";
    int64_t sleep_ms_, search_ms_;
};

TEST(GameRunner, ALossOnTimeSaysHowLongTheSearchItselfTook) {
    SlowPlayer black(30, 3), white(0, 0);
    GameSettings settings;
    settings.config = BoardConfig::gomoku(15);
    settings.clock.turn_ms = 10;
    const PlayedGame game = play_game(black, white, {}, settings);
    EXPECT_EQ(game.result, GameResult::WhiteWins);
    EXPECT_TRUE(game.forfeit);
    EXPECT_NE(game.reason.find("Black (slow) lost on time: a move took "), std::string::npos)
        << game.reason;
    EXPECT_NE(game.reason.find(" ms (its search took 3 ms), the limit is 10 ms"), std::string::npos)
        << game.reason;

    // A player that reports no search: the time alone.
    SlowPlayer silent(30, 0), other(0, 0);
    const PlayedGame plain = play_game(silent, other, {}, settings);
    EXPECT_NE(plain.reason.find(" ms, the limit is 10 ms"), std::string::npos) << plain.reason;
    EXPECT_EQ(plain.reason.find("search"), std::string::npos) << plain.reason;

    // A game clock: its search inside the same brackets.
    settings.clock = {TimeControl::kNoLimit, 20, TimeControl::kNoLimit, 0};
    SlowPlayer black2(30, 4), white2(0, 0);
    const PlayedGame clocked = play_game(black2, white2, {}, settings);
    EXPECT_TRUE(clocked.forfeit);
    EXPECT_NE(clocked.reason.find("lost on time: the game clock ran out (-"), std::string::npos)
        << clocked.reason;
    EXPECT_NE(clocked.reason.find(" ms; its search took 4 ms)"), std::string::npos)
        << clocked.reason;
}

TEST(Openings, RenjuRif26HoldsTheTwentySixStandardOpenings) {
    std::string error;
    const auto openings = load_openings(WUZI_SOURCE_DIR "/assets/openings/renju-rif26.txt",
                                        BoardConfig::gomoku(15, Rule::Renju), error);
    ASSERT_TRUE(error.empty()) << error;
    ASSERT_EQ(openings.size(), 26u);
    const Move centre = make_move(7, 7);
    std::set<std::string> keys;
    int direct = 0, indirect = 0;
    for (const Opening& o : openings) {
        ASSERT_EQ(o.size(), 3u);
        EXPECT_EQ(o[0], centre);
        const int wx = std::abs(move_x(o[1]) - 7), wy = std::abs(move_y(o[1]) - 7);
        EXPECT_EQ(std::max(wx, wy), 1) << "White's stone touches the centre";
        (wx + wy == 1 ? direct : indirect)++;
        EXPECT_LE(std::max(std::abs(move_x(o[2]) - 7), std::abs(move_y(o[2]) - 7)), 2);
        keys.insert(canonical_key(o, 15));
        Game game(BoardConfig::gomoku(15, Rule::Renju));
        EXPECT_FALSE(game.set_moves(o, Replay::InOrder));
        EXPECT_FALSE(game.over());
        EXPECT_EQ(game.side_to_move(), White);
    }
    EXPECT_EQ(direct, 13);
    EXPECT_EQ(indirect, 13);
    EXPECT_EQ(keys.size(), 26u) << "two openings are one up to symmetry";
}

TEST(Openings, ShippedRenjuSetReplaysUnderRenju) {
    const char* path = WUZI_SOURCE_DIR "/assets/openings/renju15.txt";
    if (!std::ifstream(path)) GTEST_SKIP() << path << " is not generated yet";
    std::string error;
    const auto openings = load_openings(path, BoardConfig::gomoku(15, Rule::Renju), error);
    EXPECT_TRUE(error.empty()) << error;  // every line replays in order, no foul, undecided
    EXPECT_GE(openings.size(), 50u);
    std::set<std::string> keys;
    for (const auto& o : openings) keys.insert(canonical_key(o, 15));
    EXPECT_EQ(keys.size(), openings.size()) << "duplicate openings";
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
