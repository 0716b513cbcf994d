#include <gtest/gtest.h>
#include <wuzi/engine.h>
#include <wuzi/notation.h>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "test_util.h"

namespace wuzi {
namespace {

using test::moves;

// Searches "without a limit" below get this node limit, which they never reach
// when stopping works (they stop after a few thousand nodes): it turns a
// search that cannot be stopped into a failure instead of a hang.
constexpr uint64_t kNodeCap = 5'000'000;

Limits until_stopped() {
    Limits limits;
    limits.nodes = kNodeCap;
    return limits;
}

TEST(EngineTest, GoReturnsAHandleThatReportsProgressAndStops) {
    Engine engine;
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(), moves("h8,i9,j10,g7")));
    std::mutex mutex;
    std::condition_variable updated;
    int updates = 0;
    const SearchHandle search = engine.go(until_stopped(), [&] {
        std::lock_guard lock(mutex);
        ++updates;
        updated.notify_all();
    });
    {
        // Wait for two completed iterations, reported through the callback.
        std::unique_lock lock(mutex);
        updated.wait(lock, [&] { return updates >= 2; });
    }
    EXPECT_FALSE(search.done());
    const SearchHandle::Progress progress = search.progress();
    EXPECT_GE(progress.iteration, 2u);
    EXPECT_NE(progress.info.best_move, kNoMove);
    EXPECT_EQ(engine.board().move_count(), 4);  // readable while the search runs
    search.stop();
    const SearchInfo result = search.wait();
    EXPECT_TRUE(search.done());
    EXPECT_NE(result.best_move, kNoMove);
    EXPECT_GE(result.depth, progress.info.depth);
    EXPECT_EQ(search.result()->best_move, result.best_move);
    EXPECT_LT(result.nodes, kNodeCap) << "stop() did not end the search";
}

// An engine made for a game starts on that game's empty board (no 15x15
// board is set up first), searches it, and refuses a configuration that
// no board has.
TEST(EngineTest, StartsOnTheBoardOfTheGameItIsMadeFor) {
    Engine engine(BoardConfig::tictactoe());
    EXPECT_EQ(engine.board().size(), 3);
    EXPECT_EQ(engine.board().win_length(), 3);
    Limits limits;
    limits.depth = 9;
    const SearchInfo info = engine.search(limits);
    EXPECT_NE(info.best_move, kNoMove);
    EXPECT_EQ(info.score, 0);  // tic-tac-toe is a draw
    BoardConfig invalid = BoardConfig::gomoku();
    invalid.size = 2;
    EXPECT_THROW(Engine{invalid}, std::invalid_argument);
}

TEST(EngineTest, SearchesPositionsWithPasses) {
    Engine engine;
    Limits limits;
    limits.depth = 4;
    // Black's open four, placed with White passing: Black to move wins at once.
    ASSERT_TRUE(
        engine.set_position(BoardConfig::gomoku(), moves("h8,pass,h9,pass,h10,pass,h11,pass")));
    SearchInfo info = engine.search(limits);
    EXPECT_TRUE(info.best_move == moves("h7")[0] || info.best_move == moves("h12")[0])
        << info.best_move;
    EXPECT_EQ(info.score, mate_in(1));
    // The same stones with White to move: White blocks one end and loses.
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(), moves("h8,pass,h9,pass,h10,pass,h11")));
    info = engine.search(limits);
    EXPECT_LE(info.score, -kMateBound);
    EXPECT_EQ(engine.board().side_to_move(), White);
    // Black passed on the empty board: White opens, in the centre.
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(), moves("pass")));
    info = engine.search(limits);
    EXPECT_EQ(info.best_move, moves("h8")[0]) << move_to_text(info.best_move, 15);
    EXPECT_EQ(info.lines.size(), 1u);
}

TEST(EngineTest, AnEmptyHandleIsDone) {
    const SearchHandle none;
    EXPECT_FALSE(none.valid());
    EXPECT_TRUE(none.done());
    EXPECT_EQ(none.progress().iteration, 0u);
    EXPECT_EQ(none.wait().best_move, kNoMove);
}

TEST(EngineTest, ANewSearchStopsTheOldOneAndItsHandleEnds) {
    Engine engine;
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(), moves("h8,i9")));
    const SearchHandle first = engine.go(until_stopped());
    Limits shallow;
    shallow.depth = 2;
    const SearchHandle second = engine.go(shallow);
    EXPECT_TRUE(first.done());  // stopped and joined by the second go()
    EXPECT_LT(first.wait().nodes, kNodeCap);
    EXPECT_EQ(second.wait().depth, 2);
}

TEST(EngineTest, StopAndWaitWithoutASearchReturn) {
    Engine engine;
    engine.stop();
    engine.wait();
    Limits limits;
    limits.depth = 2;
    EXPECT_EQ(engine.search(limits).depth, 2);  // a stop before go() is not kept
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

TEST(EngineTest, DestroyingDuringASearchEndsItsHandle) {
    auto engine = std::make_unique<Engine>();
    ASSERT_TRUE(engine->set_position(BoardConfig::gomoku(), moves("h8")));
    const SearchHandle search = engine->go(until_stopped());
    engine.reset();  // stops and joins the search, frees the table
    EXPECT_TRUE(search.done());
    EXPECT_NE(search.wait().best_move, kNoMove);  // the handle outlives the engine
    EXPECT_LT(search.wait().nodes, kNodeCap) << "the destructor did not stop the search";
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

TEST(EngineTest, TwoThreadsSearchStopAndCountEveryNode) {
    Engine engine;
    ASSERT_TRUE(engine.set_position(BoardConfig::gomoku(), moves("h8,i9,j10,g7,h10,h9")));
    Limits two;
    two.depth = 7;
    two.threads = 2;
    const SearchInfo both = engine.search(two);
    EXPECT_NE(both.best_move, kNoMove);
    EXPECT_EQ(both.depth, 7);
    EXPECT_TRUE(engine.board().is_empty(both.best_move));
    EXPECT_GT(both.nodes, 0u);
    // A stopped two-thread search still answers with a searched move.
    Limits endless;
    endless.threads = 2;
    endless.nodes = kNodeCap;  // a guard: stop() must end it long before
    const SearchHandle search = engine.go(endless);
    while (search.progress().iteration < 2 && !search.done()) std::this_thread::yield();
    search.stop();
    const SearchInfo stopped = search.wait();
    EXPECT_NE(stopped.best_move, kNoMove);
    EXPECT_LT(stopped.depth, 30);
}

}  // namespace
}  // namespace wuzi
