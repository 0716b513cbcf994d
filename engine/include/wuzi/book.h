// The opening book: searched moves for known positions, keyed by the
// position up to the 8 symmetries of the square board, so a position and
// its rotations and reflections share one record. Used by the brain and the
// window; built by `wuzi-cli book build`.
//
// File format (version 1, all integers little-endian):
//   magic      8 bytes  "WUZIBOOK"
//   version    u16      1
//   size       u8       board size (5..20)
//   rule       u8       0 freestyle, 1 standard, 2 renju
//   positions  u32      number of position records
//   records    positions x { key u64, count u8 (1..kMaxEntries),
//                            count x { cell u16 = y * size + x, score i16, depth u8 } }
//   checksum   u32      FNV-1a of every byte before it
// Records are sorted by key, keys are distinct, cells are on the board and
// distinct within a record, and the file has no bytes after the checksum.
//
// Keys. A stone of colour c (0 Black, 1 White) at (x, y) (y from the top)
// hashes to splitmix64(0x57A7E5EED ^ (c << 12 | y << 6 | x)), splitmix64
// being z += 0x9E3779B97F4A7C15; z = (z ^ z >> 30) * 0xBF58476D1CE4E5B9;
// z = (z ^ z >> 27) * 0x94D049BB133111EB; z ^ z >> 31 (mod 2^64). A
// position's hash under transform t is the XOR of its stones' hashes after
// t, where t = 0..7 maps (x, y) by: bit 0 x = size-1-x, then bit 1 y =
// size-1-y, then bit 2 swap x and y. The key is the smallest of the 8 hashes
// (the empty board: 0); the canonical frame is that of a transform giving
// it, and a record's cell is the smallest image of its move under the
// transforms giving the key (so symmetric moves of a symmetric position are
// one cell). Moves are mapped to the frame on the way in and back to the
// caller's frame on the way out.
#pragma once

#include <wuzi/board.h>
#include <wuzi/types.h>

#include <boost/unordered/unordered_flat_map.hpp>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace wuzi {

// One book move for a position: the move, its search score (side to move's
// view, as SearchInfo::score) and the depth that score came from.
struct BookEntry {
    Move move = kNoMove;
    Score score = 0;
    int depth = 0;
    bool operator==(const BookEntry&) const = default;
};

// The book. Invariants: every position holds 1..kMaxEntries entries with
// distinct moves, sorted best score first (then deeper first); scores fit in
// 16 bits and depths in 0..255 (set() clamps); entries are stored in the
// canonical frame of their position.
class Book {
  public:
    static constexpr int kMaxEntries = 32;
    static constexpr uint16_t kVersion = 1;

    explicit Book(const BoardConfig& config = BoardConfig::gomoku());

    const BoardConfig& config() const { return config_; }
    size_t positions() const { return records_.size(); }
    size_t entries() const { return entries_; }

    // load: replace the book by the file at `path`. On failure the book is
    // unchanged and the reason is returned ("book.wbk: bad checksum ...").
    [[nodiscard]] std::optional<std::string> load(const std::string& path);
    // load_bytes: the same from the bytes of a file (e.g. one built into a
    // program); `name` is used in messages.
    [[nodiscard]] std::optional<std::string> load_bytes(std::span<const uint8_t> bytes,
                                                        const std::string& name = "book");
    // save: write the book to `path`; the reason if it cannot.
    [[nodiscard]] std::optional<std::string> save(const std::string& path) const;
    // serialize: the bytes save() writes.
    std::vector<uint8_t> serialize() const;

    // lookup: the entries for the position on `board` (or reached by
    // `moves`, Black first), in the caller's frame, best first; empty when
    // the position is not in the book or the board is not the book's game.
    std::vector<BookEntry> lookup(const Board& board) const;
    std::vector<BookEntry> lookup(std::span<const Move> moves) const;

    // set: the entries for the position reached by `moves` (Black first),
    // replacing what the book held for it. Moves that are off the board,
    // occupied or repeated are dropped (symmetric images of one move in a
    // symmetric position count as repeats); nothing is stored if none is left.
    // Returns false if `moves` do not replay on the book's board.
    bool set(std::span<const Move> moves, std::span<const BookEntry> entries);

    // canonical_key: the position's key, the same for all 8 symmetric images
    // of it (the smallest of their hashes); `transform`, if given, receives a
    // transform that maps the position onto its canonical frame.
    static uint64_t canonical_key(std::span<const Move> black, std::span<const Move> white,
                                  int size, int* transform = nullptr);
    // transform_move: `m` under symmetry `t` (0..7) of a board of `size`;
    // inverse_transform undoes it.
    static Move transform_move(Move m, int t, int size);
    static Move inverse_transform(Move m, int t, int size);

  private:
    struct Stored {
        uint16_t cell;
        int16_t score;
        uint8_t depth;
    };
    // A record's entries: stored_[begin, begin + count). All records share
    // one array, so a book is one allocation besides its table.
    struct Span {
        uint32_t begin;
        uint32_t count;
    };
    using Records = boost::unordered_flat_map<uint64_t, Span>;

    std::vector<BookEntry> lookup_stones(std::span<const Move> black,
                                         std::span<const Move> white) const;

    std::span<const Stored> entries_of(const Span& span) const {
        return std::span(stored_).subspan(span.begin, span.count);
    }

    BoardConfig config_;
    Records records_;
    std::vector<Stored> stored_;  // may hold entries of replaced records
    size_t entries_ = 0;          // live entries (those records_ points to)
};

}  // namespace wuzi
