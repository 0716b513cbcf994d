// Building an opening book (`wuzi-cli book build`): each start position (the
// empty board and the balanced openings) is searched with several lines; the
// best move is played and the reply searched the same way, a few plies deep.
#pragma once

#include <wuzi/book.h>
#include <wuzi/engine.h>

#include <vector>

#include "openings_file.h"
#include "progress.h"

namespace wuzi::cli {

// How the book is built. Invariants: depth >= 1, multi_pv >= 1, plies >= 0,
// concurrency >= 1.
struct BookPlan {
    int depth = 10;    // each position's search depth
    int multi_pv = 3;  // moves kept per position (the best lines)
    int plies = 2;     // positions after each start: the line of best moves this deep
    size_t hash_mb = 16;
    int concurrency = 1;
};

// One searched position of the book: the moves that reach it and its entries.
struct BookPosition {
    Opening moves;
    std::vector<BookEntry> entries;
};

// search_line: the positions of one start: `start`, then `plies` more, each
// after the best move of the one before (stopping early at a decided game).
// Deterministic: each search starts from an empty table.
std::vector<BookPosition> search_line(const BoardConfig& config, const Opening& start,
                                      const BookPlan& plan, Engine& engine);

// build_book: the positions of every start, searched `plan.concurrency` at
// a time and merged in start order (a position reached twice, also as a
// symmetric image, keeps its first record), so the result does not depend
// on the concurrency.
Book build_book(const BoardConfig& config, const std::vector<Opening>& starts, const BookPlan& plan,
                Progress* progress);

}  // namespace wuzi::cli
