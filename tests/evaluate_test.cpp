// Board::evaluate: symmetric under the eight symmetries of the square, and
// under swapping the colours of all stones.
#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/weights.h>

#include <algorithm>
#include <random>
#include <utility>
#include <vector>

#include "test_util.h"

namespace wuzi {
namespace {

// tempo: the side to move's bonus in Board::evaluate under the engine's
// default weights for `board`'s rule.
Score tempo(const Board& board) { return builtin_weights()[board.rule()].tempo; }

// transform: symmetry `t` (0..7) of the square board of `size` applied to a cell.
Move transform(Move m, int t, int size) {
    int x = move_x(m), y = move_y(m);
    const int n = size - 1;
    if (t & 4) std::swap(x, y);  // reflect in the main diagonal
    if (t & 1) x = n - x;        // reflect left-right
    if (t & 2) y = n - y;        // reflect top-bottom
    return make_move(x, y);
}

// random_game: up to `length` random moves on a board of `config`, mostly
// near the centre, stopping before a move that would win.
std::vector<Move> random_game(const BoardConfig& config, std::mt19937& rng, int length) {
    Board board(config);
    std::vector<Move> moves;
    const int size = config.size;
    for (int i = 0; i < length && !board.is_full(); ++i) {
        Move m;
        do {
            if (rng() % 4 == 0) {
                m = make_move(int(rng() % size), int(rng() % size));
            } else {
                const int lo = std::max(0, size / 2 - 4), span = std::min(size, 9);
                m = make_move(lo + int(rng() % span), lo + int(rng() % span));
            }
        } while (!board.is_empty(m));
        if (board.is_winning_move(m)) break;
        board.make(m);
        moves.push_back(m);
    }
    return moves;
}

void play(Board& board, const std::vector<Move>& moves) {
    for (Move m : moves) board.make(m);
}

// place_swapped: the stones of `moves` (black on even indices) with their colours
// swapped, and `to_move` to move.
void place_swapped(Board& board, const std::vector<Move>& moves, Color to_move) {
    std::vector<Move> stones[2];
    for (size_t i = 0; i < moves.size(); ++i) stones[(i + 1) % 2].push_back(moves[i]);
    test::place(board, stones[Black], stones[White], to_move);
}

// initiative: the threat terms of Board::evaluate, the only ones that are not
// a difference of per-colour sums: attack if the side to move has a four-three
// or double-three point, -defend if the opponent has a live-four point, and
// the initiative table's entry for the two sides' strongest threats.
int initiative(const Board& board) {
    const EvalWeights& w = builtin_weights()[board.rule()];
    const Color us = board.side_to_move(), them = opponent(us);
    int v =
        w.initiative[initiative_index(board.strongest_threat(us), board.strongest_threat(them))];
    if (board.threat_count(us, kThreatFourThree) || board.threat_count(us, kThreatDoubleThree))
        v += w.attack;
    if (board.threat_count(them, kThreatLiveFour)) v -= w.defend;
    return v;
}

const BoardConfig kConfigs[] = {
    BoardConfig::gomoku(15, Rule::Freestyle), BoardConfig::gomoku(15, Rule::Standard),
    BoardConfig::gomoku(19, Rule::Freestyle), BoardConfig::gomoku(19, Rule::Standard),
    BoardConfig::gomoku(7, Rule::Freestyle),
};

TEST(EvaluateTest, EmptyBoardIsTheTempo) {
    for (const BoardConfig& config : kConfigs) {
        const Board board(config);
        EXPECT_EQ(board.evaluate(), tempo(board) + initiative(board));
    }
}

TEST(EvaluateTest, InvariantUnderTheEightSymmetries) {
    std::mt19937 rng(7);
    for (const BoardConfig& config : kConfigs) {
        for (int round = 0; round < 30; ++round) {
            const std::vector<Move> moves =
                random_game(config, rng, 1 + int(rng() % (config.size == 7 ? 30 : 60)));
            Board original(config);
            play(original, moves);
            for (int t = 1; t < 8; ++t) {
                std::vector<Move> mapped;
                for (Move m : moves) mapped.push_back(transform(m, t, config.size));
                Board image(config);
                play(image, mapped);
                ASSERT_EQ(image.evaluate(), original.evaluate())
                    << "size " << config.size << " rule " << int(config.rule) << " symmetry " << t
                    << " after " << moves.size() << " moves";
            }
        }
    }
}

TEST(EvaluateTest, TransposeIsASymmetryOfEvenBoardsToo) {
    // An even board has no centre cell; its one exact symmetry kept here is
    // the reflection in the main diagonal.
    std::mt19937 rng(11);
    const BoardConfig config = BoardConfig::gomoku(20);
    for (int round = 0; round < 30; ++round) {
        const std::vector<Move> moves = random_game(config, rng, 1 + int(rng() % 60));
        Board original(config), image(config);
        play(original, moves);
        for (Move m : moves) image.make(transform(m, 4, config.size));
        ASSERT_EQ(image.evaluate(), original.evaluate()) << "after " << moves.size() << " moves";
    }
}

TEST(EvaluateTest, SwappingColoursAndTheMoverGivesTheSameValue) {
    // Every stone changes colour and so does the side to move: the same
    // position from the other colour's seat.
    std::mt19937 rng(3);
    for (const BoardConfig& config : kConfigs) {
        for (int round = 0; round < 40; ++round) {
            const std::vector<Move> moves = random_game(config, rng, int(rng() % 50));
            Board pos(config), twin(config);
            play(pos, moves);
            place_swapped(twin, moves, opponent(pos.side_to_move()));
            ASSERT_EQ(twin.evaluate(), pos.evaluate()) << "after " << moves.size() << " moves";
        }
    }
}

TEST(EvaluateTest, SwappingColoursOnlyNegatesAllButTempoAndInitiative) {
    // Every stone changes colour, the side to move stays. evaluate() is
    //   sums(us) - sums(them) + tempo + initiative
    // where the sums (stone lines, empty-cell scores / 8, centre weights) are
    // per colour, so they change sign:
    //   evaluate(twin) - tempo - initiative(twin)
    //       == -(evaluate(pos) - tempo - initiative(pos)).
    std::mt19937 rng(5);
    int asymmetric = 0;
    for (const BoardConfig& config : kConfigs) {
        for (int round = 0; round < 40; ++round) {
            const std::vector<Move> moves = random_game(config, rng, int(rng() % 50));
            Board pos(config), twin(config);
            play(pos, moves);
            place_swapped(twin, moves, pos.side_to_move());
            ASSERT_EQ(twin.evaluate(),
                      2 * tempo(pos) - pos.evaluate() + initiative(pos) + initiative(twin))
                << "after " << moves.size() << " moves";
            if (initiative(pos) != initiative(twin)) ++asymmetric;
        }
    }
    // The threat terms were exercised: in many positions they differ between
    // the two seats (a double three, four-three or live four of one side only).
    EXPECT_GT(asymmetric, 20);
}

}  // namespace
}  // namespace wuzi
