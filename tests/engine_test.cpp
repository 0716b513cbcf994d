#include "engine.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include "notation.h"

namespace wuzi {
namespace {

std::vector<Move> moves(const char* text) { return parse_move_list(text, 15).moves; }

TEST(EngineTest, GoReturnsAtOnceAndStopEndsTheSearch) {
    Engine engine;
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(), moves("h8,i9,j10,g7")));
    std::atomic<int> iterations{0};
    std::atomic<Move> best{kNoMove};
    engine.on_iteration([&](const SearchInfo&) { ++iterations; });
    engine.on_best_move([&](const SearchInfo& info) { best = info.best_move; });
    engine.go(Limits{});  // no limit: runs until stopped
    EXPECT_TRUE(engine.searching());
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const auto start = std::chrono::steady_clock::now();
    engine.stop();
    engine.wait();
    const auto stop_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - start)
                             .count();
    EXPECT_LT(stop_ms, 100);
    EXPECT_FALSE(engine.searching());
    EXPECT_GT(iterations.load(), 0);
    EXPECT_NE(best.load(), kNoMove);
}

TEST(EngineTest, RefusesBadPositionsAndKeepsThePrevious) {
    Engine engine;
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(), moves("h8,i9")));
    EXPECT_FALSE(engine.set_position(BoardConfig::gomoku(), moves("h8,h8")));  // occupied
    EXPECT_FALSE(engine.set_position(BoardConfig{21, 5, Rule::Freestyle}, {}));
    // A position with a five already on the board.
    EXPECT_FALSE(
        engine.set_position(BoardConfig::gomoku(), moves("a1,a15,b2,b15,c3,c15,d4,d15,e5")));
    EXPECT_EQ(engine.board().move_count(), 2);
    // Standard rule: six in a row is no win, even if five of them came first.
    EXPECT_TRUE(engine.set_position(BoardConfig::gomoku(15, Rule::Standard),
                                    moves("a8,a1,b8,b1,c8,c1,d8,d1,e8,o1,f8,o3")));
    EXPECT_FALSE(engine.set_position(BoardConfig::gomoku(15, Rule::Freestyle),
                                     moves("a8,a1,b8,b1,c8,c1,d8,d1,e8,o1,f8,o3")));
}

TEST(EngineTest, DestroyingDuringASearchJoinsPromptly) {
    auto engine = std::make_unique<Engine>();
    ASSERT_TRUE(engine->set_position(BoardConfig::gomoku(), moves("h8")));
    engine->go(Limits{});
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const auto start = std::chrono::steady_clock::now();
    engine.reset();  // stops and joins the search, frees the table
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    EXPECT_LT(ms, 100);
}

TEST(EngineTest, SearchesTwentyByTwentyAndSmallBoards) {
    Engine engine;
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(20), parse_move_list("j10,k11", 20).moves));
    Limits limits;
    limits.depth = 4;
    EXPECT_NE(engine.search(limits).best_move, kNoMove);
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(5), {}));
    EXPECT_NE(engine.search(limits).best_move, kNoMove);
}

}  // namespace
}  // namespace wuzi
