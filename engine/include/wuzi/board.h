// The board: stones, side to move, Zobrist key and incrementally kept patterns.
#pragma once

#include <wuzi/threat.h>
#include <wuzi/types.h>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace wuzi {

class PatternTable;
class Evaluator;
struct ComboValue;
struct EvalWeights;

// Why Black may not play a point under renju (Rule::Renju). The rule, as the
// engine applies it (RIF tournament rule):
// - A five is exactly five black stones in a row. A move that makes a five
//   wins and is never forbidden, whatever else it makes.
// - Overline: the move makes six or more black stones in a row.
// - Double four: the move makes two or more fours at once, on different lines
//   or on one line (`x.xxx.x` with the move in the middle). A four is a row
//   that one more stone turns into a five; a straight four (`.xxxx.`, two
//   ways to a five) is one four.
// - Double three: the move makes two or more threes at once. A three is a row
//   that one more stone turns into a straight four, and counts only if that
//   stone's point is not itself forbidden (checked the same way, with the
//   move in place; a chain deeper than ForbiddenCheck::kMaxDepth = 8 points
//   is taken as allowed). A four and a three together are allowed.
// White has no forbidden points and wins with five or more.
enum class Forbidden : uint8_t { None, DoubleThree, DoubleFour, Overline };

// What game is played on a board: its size, how many in a row win, the rule.
// Gomoku: size 5..20, win length 5. Tic-tac-toe: size 3, win length 3.
struct BoardConfig {
    int size = 15;
    int win_length = 5;
    Rule rule = Rule::Freestyle;
    // eval: the evaluation weights (wuzi/weights.h); null: the built-in ones.
    std::shared_ptr<const Evaluator> eval = nullptr;

    static BoardConfig gomoku(int size = 15, Rule rule = Rule::Freestyle) {
        return {size, 5, rule};
    }
    static BoardConfig tictactoe() { return {3, 3, Rule::Freestyle}; }
    bool is_tictactoe() const { return win_length == 3; }
    // valid: the board can be built (gomoku 5..20 with win length 5, or 3x3 with 3).
    bool valid() const;
    bool operator==(const BoardConfig&) const = default;
};

// A position with make/unmake. Invariants, all kept incrementally:
// - `hash()` is the Zobrist key of the stones and the side to move;
// - for every on-board cell and direction, `pattern()` is the table lookup of
//   the cell's neighbourhood on that line (for empty and occupied cells);
// - `threat()`, the cell's score and `threat_count()` / the score sums cover
//   empty cells only;
// - `is_candidate()` is true for empty cells within two steps of a stone along
//   one of the eight line directions, or next to it;
// except that while threat moves (make_threat_move) are on the stack, the
// scores, their sums and the stones' patterns and combinations are those of
// before them.
// A board is never copied (copying is deleted): searches replay moves into
// their own board.
class Board {
  public:
    explicit Board(const BoardConfig& config = {});
    Board(const Board&) = delete;
    Board& operator=(const Board&) = delete;

    const BoardConfig& config() const { return config_; }
    int size() const { return config_.size; }
    int win_length() const { return config_.win_length; }
    Rule rule() const { return config_.rule; }

    // Stones and moves.
    Color at(Move m) const { return Color(cells_[m]); }
    bool on_board(int x, int y) const { return x >= 0 && y >= 0 && x < size() && y < size(); }
    bool is_empty(Move m) const { return cells_[m] == Empty; }
    Color side_to_move() const { return Color(history_.size() & 1); }
    int move_count() const { return int(history_.size()); }  // passes included
    int stone_count() const { return stones_; }
    Move move_at(int i) const { return history_[i].move; }
    Move last_move() const { return history_.empty() ? kNoMove : history_.back().move; }
    int cell_count() const { return size() * size(); }
    bool is_full() const { return stones_ == cell_count(); }
    uint64_t hash() const { return hash_; }
    // key_after: hash() after the side to move plays the empty cell `m`.
    uint64_t key_after(Move m) const;

    // make: place a stone of the side to move on an empty on-board cell.
    void make(Move m);
    // make_threat_move: make() for the threat searches, which read only the
    // stones, the key, the patterns and threat classes of empty cells, the
    // threat counts, the candidates and the area: it leaves the scores, the
    // score sums and the stones' patterns and combinations as they were.
    // Until it is taken back, only threat moves and unmake() may follow,
    // and evaluate() and is_consistent() may not be asked.
    void make_threat_move(Move m);
    // unmake: take back the last move (made by either).
    void unmake();
    // make_null / unmake_null: pass (the null move heuristic, and a Game's
    // kPass). While a pass is on the stack, move_count() counts it as a move
    // and move_at() names it kNoMove.
    void make_null();
    void unmake_null();
    // play / take_back: a game's move, where kPass is a pass (make_null), and
    // taking back whichever came last. The search calls the four above.
    void play(Move m) { m == kPass ? make_null() : make(m); }
    void take_back() { last_move() == kNoMove ? unmake_null() : unmake(); }

    // has_five: some stone of `c` is part of a winning line (five or more in
    // freestyle, exactly five in standard), whatever order the stones came in.
    bool has_five(Color c) const;

    // Renju: forbidden(m) is why a black stone on the empty cell `m` would be
    // forbidden (whoever is to move), or None; always None under the other
    // rules. is_forbidden is the same as a yes/no, fast enough for move
    // generation (a table lookup unless the point may be a double three).
    // forbidden_points: every forbidden empty cell, in board scan order.
    Forbidden forbidden(Move m) const;
    bool is_forbidden(Move m) const {
        return config_.rule == Rule::Renju && renju_kind(m) != 0 && forbidden(m) != Forbidden::None;
    }
    CellList forbidden_points() const;

    // is_winning_move: the side to move makes a winning line by playing `m`.
    bool is_winning_move(Move m) const { return state_[m].threat[side_to_move()] == kThreatFive; }

    // Patterns and threats.
    Pattern pattern(Color c, Move m, int dir) const {
        return Pattern((state_[m].pattern[dir] >> (4 * c)) & 15);
    }
    Threat threat(Color c, Move m) const { return state_[m].threat[c]; }
    // cell_score: what a stone of `c` on the empty cell `m` would make, as the
    // evaluation scores it (its cell(c) term; see wuzi/weights.h).
    int cell_score(Color c, Move m) const { return state_[m].score[c]; }
    int threat_count(Color c, Threat t) const { return threat_count_[c][t]; }
    // threat_cells: how many empty cells give `c` a threat of class first..last.
    int threat_cells(Color c, Threat first, Threat last) const {
        int n = 0;
        for (int t = first; t <= last; ++t) n += threat_count_[c][t];
        return n;
    }
    // has_threat_at_least: some empty cell gives `c` a threat of class >= `t`.
    bool has_threat_at_least(Color c, Threat t) const;
    // strongest_threat: the strongest class of `c`'s threats at empty cells.
    Threat strongest_threat(Color c) const;
    bool is_candidate(Move m) const { return cells_[m] == Empty && candidates_[m] > 0; }

    // The rectangle (inclusive) that holds every candidate cell; on an empty
    // board it is the centre cell alone.
    struct Area {
        int x0, y0, x1, y1;
    };
    Area candidate_area() const;

    // find_threats: every empty cell where `c` has a threat of class >= `t`,
    // in board scan order; first_threat: the first of them, or kNoMove.
    CellList find_threats(Color c, Threat t) const;
    Move first_threat(Color c, Threat t) const;

    // evaluate: static evaluation from the side to move's point of view,
    // with the weights of the configuration's rule (see wuzi/weights.h).
    Score evaluate() const;
    const EvalWeights& weights() const { return *weights_; }
    // combo: the four patterns of `c` at `m` as nibbles (direction d in bits
    // 4d..4d+3); kept for empty cells and for `c`'s own stones.
    uint16_t combo(Color c, Move m) const { return state_[m].combo[c]; }
    // centre_weight_sum: the centre weights of `c`'s stones (see weights.h).
    int centre_weight_sum(Color c) const { return weight_sum_[c]; }

    // is_consistent: the incremental state equals a from-scratch recompute.
    bool is_consistent() const;

  private:
    // What make() changed, so unmake() restores it without recomputing:
    // the counts and sums before the move, and where its cell records start
    // in `changed_` (each record a cell's state before the move changed
    // it). Invariant: the records of ply i lie between history_[i]
    // .first_change and history_[i + 1].first_change (or change_count_).
    struct Undo {
        Move move;
        Area area;
        uint32_t first_change;
        bool threats_only;  // made by make_threat_move
        int16_t threat_count[2][kThreatCount];
        int score_sum[2], stone_sum[2];
    };
    // What make() may change at one cell, kept together so that a change
    // touches one place and unmake() restores it in one copy: the patterns
    // of its four lines, and per colour the combination, the threat class
    // and the score (see the class invariants for which cells keep which).
    // Sixteen bytes, so that one load and one store copy it.
    struct CellState {
        std::array<PatternPair, kDirections> pattern;
        uint16_t combo[2];
        int16_t score[2];
        Threat threat[2];
        uint8_t padding[2] = {0, 0};
    };
    static_assert(sizeof(CellState) == 16);
    // A cell's state before one move changed it (a move changes each cell
    // at most once: on the one line through both).
    struct CellChange {
        CellState before;
        Move cell;
    };

    // renju_kind: 0 when Black's patterns at empty `m` rule out a forbidden
    // point, else what the exact check must look at (renju.h).
    uint8_t renju_kind(Move m) const;

    // place: make() (kThreatsOnly false) or make_threat_move() (true).
    template <bool kThreatsOnly>
    void place(Move m);
    template <bool kThreatsOnly>
    void update_lines(Move m);
    void add_cell_value(Move m, int sign);
    // position_weight: a stone's bonus for nearness to the centre.
    int position_weight(int x, int y) const;
    // extend_area: grow the candidate rectangle to cover a stone at (x, y).
    void extend_area(int x, int y);
    template <bool kThreatsOnly>
    void set_patterns(Move m, int dir, PatternPair value, int delta[4]);
    void recompute_all();
    void check_consistency();

    BoardConfig config_;
    const PatternTable* table_;
    // By colour (they differ under renju). Tried: tables indexed by the
    // multiset of the four patterns (pair codes of directions 0-1 and 2-3,
    // 6084 entries instead of 65536, 48 KB instead of 512 KB): the index
    // arithmetic cost more than the smaller table saved: 6% more time for
    // wuzi-cli bench --depth 12, 5% fewer nodes/s on bench --positions
    // quiet15.txt.
    const ComboValue* combo_table_[2];
    // The same tables' threat classes alone (PatternTable::threat_table),
    // for threat moves.
    const Threat* threat_table_[2];
    const EvalWeights* weights_;
    // Some pressure weight of weights_ is not 0 (else evaluate() skips them).
    bool pressure_on_;
    int half_;

    // Byte arrays use enum types, not uint8_t: a store through a character
    // type may alias anything and would make the compiler reload every member.
    std::array<Color, kCells> cells_;
    std::array<uint16_t, kCells> candidates_;
    alignas(64) std::array<CellState, kCells> state_;
    // Tried (bench/wuzi_bench BM_MakeUnmake<Rule::Freestyle>, 166 ns a
    // make+unmake here): counts as 16-bit lanes of one vector per colour,
    // summed in registers without a branch, took 227 ns (the 32-byte
    // vectors went through the stack) and 189 ns built with AVX2
    // (-march=native, against 174 for that run's plain build); leaving the counts
    // out altogether saved only 18 ns. The change records' cursor in a
    // register: 167 ns; with both stone sums' changes packed in one 64-bit
    // register as well, 246 ns. Every pattern lookup followed by set_patterns,
    // changed or not (no branch): 164 ns. -march=native alone: no faster.
    int16_t threat_count_[2][kThreatCount];
    int score_sum_[2];  // over empty cells: what each side could make there
    int stone_sum_[2];  // over stones: the lines they are part of
    int weight_sum_[2];
    // Line bit keys: two bits per cell (00 empty, 01 black, 10 white, 11 wall).
    uint64_t lines_[kDirections][2 * kMaxSize];
    Area area_;
    uint64_t hash_;
    std::vector<Undo> history_;
    // The records in use are the first change_count_ of changed_, which
    // make() keeps at least one move's worth of records larger.
    std::vector<CellChange> changed_;
    uint32_t change_count_ = 0;
    int stones_ = 0;
    int nulls_ = 0;
    int threat_moves_ = 0;        // threat moves on the stack (make_threat_move)
    uint32_t check_counter_ = 0;  // WUZI_CHECKS builds verify every few moves
};

// Cell geometry helpers shared by the board and its tests.
// line_index / line_pos: which line of direction `dir` holds (x, y), and
// where on it (0-based plus kPad), for the two-bit line keys.
int line_index(int dir, int x, int y);
int line_pos(int dir, int x, int y);

}  // namespace wuzi
