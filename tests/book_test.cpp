// The opening book (engine/include/wuzi/book.h): symmetric lookup, the file
// format's round trip, and refusal of damaged files.
#include <gtest/gtest.h>
#include <unistd.h>
#include <wuzi/book.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>

#include "test_util.h"

namespace wuzi {
namespace {

using test::moves;
using test::mv;

std::vector<Move> transformed(const std::vector<Move>& list, int t, int size = 15) {
    std::vector<Move> out;
    for (Move m : list) out.push_back(Book::transform_move(m, t, size));
    return out;
}

// The FNV-1a checksum the format ends with, to forge files whose checksum
// is right but whose content is wrong.
void fix_checksum(std::vector<uint8_t>& bytes) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i + 4 < bytes.size(); ++i) h = (h ^ bytes[i]) * 16777619u;
    for (int i = 0; i < 4; ++i) bytes[bytes.size() - 4 + size_t(i)] = uint8_t(h >> (8 * i));
}

std::string temp_path(const char* name) {
    return (std::filesystem::temp_directory_path() /
            (std::string("wuzi_book_test_") + std::to_string(::getpid()) + "_" + name))
        .string();
}

Book sample_book() {
    Book book;
    EXPECT_TRUE(book.set({}, std::vector<BookEntry>{{mv("h8"), 40, 12}}));
    EXPECT_TRUE(book.set(moves("h8,i9,j8"), std::vector<BookEntry>{
                                                {mv("j9"), -20, 10},
                                                {mv("g8"), -35, 10},
                                                {mv("i8"), -12, 9},
                                            }));
    EXPECT_TRUE(book.set(moves("j9,g9,f5"), std::vector<BookEntry>{{mv("h7"), 5, 8}}));
    return book;
}

TEST(Book, APositionWithAPassIsNotABookPosition) {
    Book book = sample_book();
    // A pass changes who is to move, not the stones the key is made of: no
    // entry is stored for such a position, and none is found where the stone
    // counts do not give the side to move.
    EXPECT_FALSE(book.set(moves("h8,i9,j8,pass"), std::vector<BookEntry>{{mv("a1"), 0, 1}}));
    Game game;
    ASSERT_FALSE(game.set_moves(moves("h8,i9,j8,pass,pass"), Replay::InOrder));
    EXPECT_FALSE(book.lookup(game.board()).empty()) << "two passes: the same side to move";
    ASSERT_FALSE(game.set_moves(moves("h8,pass,j8,i9"), Replay::InOrder));
    EXPECT_TRUE(book.lookup(game.board()).empty()) << "Black to move with 2 black, 1 white";
    EXPECT_TRUE(book.lookup(moves("h8,i9,j8,pass,pass")).empty());
}

TEST(Book, EntriesAreSortedBestFirst) {
    const Book book = sample_book();
    EXPECT_EQ(book.positions(), 3u);
    EXPECT_EQ(book.entries(), 5u);
    const std::vector<BookEntry> e = book.lookup(moves("h8,i9,j8"));
    ASSERT_EQ(e.size(), 3u);
    EXPECT_EQ(e[0], (BookEntry{mv("i8"), -12, 9}));
    EXPECT_EQ(e[1], (BookEntry{mv("j9"), -20, 10}));
    EXPECT_EQ(e[2], (BookEntry{mv("g8"), -35, 10}));
    EXPECT_TRUE(book.lookup(moves("h8,i9")).empty());
}

TEST(Book, FindsAllEightTransformsWithMovesMappedBack) {
    // An asymmetric position: each of its 8 images is a different position,
    // and each must find the entries moved along with it.
    const std::vector<Move> position = moves("h8,i9,j8,g10,k7");
    const std::vector<BookEntry> entries = {{mv("i7"), 30, 11}, {mv("l6"), 25, 11}};
    std::set<std::vector<Move>> images;
    for (int stored_as = 0; stored_as < 8; ++stored_as) {
        Book book;
        std::vector<BookEntry> stored_entries;
        for (const BookEntry& e : entries)
            stored_entries.push_back(
                {Book::transform_move(e.move, stored_as, 15), e.score, e.depth});
        ASSERT_TRUE(book.set(transformed(position, stored_as), stored_entries));
        for (int t = 0; t < 8; ++t) {
            const std::vector<Move> image = transformed(position, t);
            images.insert(image);
            const std::vector<BookEntry> found = book.lookup(image);
            ASSERT_EQ(found.size(), entries.size())
                << "stored as " << stored_as << ", looked up as " << t;
            for (size_t i = 0; i < entries.size(); ++i) {
                EXPECT_EQ(found[i].move, Book::transform_move(entries[i].move, t, 15))
                    << "stored as " << stored_as << ", transform " << t;
                EXPECT_EQ(found[i].score, entries[i].score);
                EXPECT_EQ(found[i].depth, entries[i].depth);
            }
            // The board form of the same position gives the same answer.
            Game game;
            ASSERT_FALSE(game.set_moves(image));
            EXPECT_EQ(book.lookup(game.board()), found);
        }
    }
    EXPECT_EQ(images.size(), 8u);  // the 8 transforms really are 8 positions
}

TEST(Book, TransformsAreInvertible) {
    for (int size : {5, 15, 20})
        for (int t = 0; t < 8; ++t)
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    const Move m = make_move(x, y);
                    const Move image = Book::transform_move(m, t, size);
                    ASSERT_GE(move_x(image), 0);
                    ASSERT_LT(move_y(image), size);
                    ASSERT_EQ(Book::inverse_transform(image, t, size), m);
                }
}

TEST(Book, PositionNotOrderMattersButColoursDo) {
    const Book book = sample_book();
    // The same stones played in another order: the same position.
    EXPECT_EQ(book.lookup(moves("j8,i9,h8")).size(), 3u);
    // Colours swapped (i9 black, h8 and j8 white, so Black is to move with
    // one stone fewer): not the same position.
    EXPECT_TRUE(book.lookup(moves("i9,h8,k12,j8")).empty());
    EXPECT_TRUE(book.lookup(moves("h8,i9,j8,a1")).empty());
}

TEST(Book, SymmetricMovesOfASymmetricPositionAreOneEntry) {
    Book book;
    // After h8 the four diagonal neighbours are one move up to symmetry, and
    // so are the four orthogonal ones.
    ASSERT_TRUE(book.set(moves("h8"), std::vector<BookEntry>{{mv("i9"), -10, 8},
                                                             {mv("g7"), -10, 8},
                                                             {mv("g9"), -11, 8},
                                                             {mv("h9"), -30, 8},
                                                             {mv("g8"), -31, 8}}));
    const std::vector<BookEntry> e = book.lookup(moves("h8"));
    ASSERT_EQ(e.size(), 2u);
    EXPECT_EQ(e[0].score, -10);
    EXPECT_EQ(std::abs(move_x(e[0].move) - 7), 1);
    EXPECT_EQ(std::abs(move_y(e[0].move) - 7), 1);
    EXPECT_EQ(e[1].score, -30);
    EXPECT_EQ(std::abs(move_x(e[1].move) - 7) + std::abs(move_y(e[1].move) - 7), 1);
    // The same from a corner stone's images.
    for (int t = 0; t < 8; ++t) {
        const std::vector<BookEntry> image = book.lookup(transformed(moves("h8"), t));
        EXPECT_EQ(image.size(), 2u);
    }
}

TEST(Book, SetRefusesBadPositionsAndDropsBadMoves) {
    Book book;
    EXPECT_FALSE(book.set(moves("h8,h8"), std::vector<BookEntry>{{mv("a1"), 0, 1}}));
    EXPECT_EQ(book.positions(), 0u);
    // Occupied, off-board and repeated moves are dropped; none left: nothing stored.
    EXPECT_TRUE(book.set(moves("h8,i9"),
                         std::vector<BookEntry>{{mv("h8"), 0, 1}, {make_move(15, 3), 0, 1}}));
    EXPECT_EQ(book.positions(), 0u);
    EXPECT_TRUE(
        book.set(moves("h8,i9"),
                 std::vector<BookEntry>{{mv("i9"), 9, 1}, {mv("j10"), 5, 3}, {mv("j10"), 7, 2}}));
    const std::vector<BookEntry> e = book.lookup(moves("h8,i9"));
    ASSERT_EQ(e.size(), 1u);
    EXPECT_EQ(e[0], (BookEntry{mv("j10"), 7, 2}));
    // Setting again replaces.
    EXPECT_TRUE(book.set(moves("h8,i9"), std::vector<BookEntry>{{mv("g7"), 1, 4}}));
    EXPECT_EQ(book.lookup(moves("h8,i9")), (std::vector<BookEntry>{{mv("g7"), 1, 4}}));
    EXPECT_EQ(book.positions(), 1u);
    EXPECT_EQ(book.entries(), 1u);
    // A replaced record is not saved.
    Book copy;
    ASSERT_EQ(copy.load_bytes(book.serialize()), std::nullopt);
    EXPECT_EQ(copy.entries(), 1u);
    EXPECT_EQ(copy.lookup(moves("h8,i9")), (std::vector<BookEntry>{{mv("g7"), 1, 4}}));
}

TEST(Book, AnotherGameFindsNothing) {
    const Book book = sample_book();
    Board big(BoardConfig::gomoku(19));
    EXPECT_TRUE(book.lookup(big).empty());
    Board standard(BoardConfig::gomoku(15, Rule::Standard));
    EXPECT_TRUE(book.lookup(standard).empty());
    Board same;
    EXPECT_EQ(book.lookup(same).size(), 1u);
}

TEST(Book, RoundTripsThroughBytesAndFiles) {
    Book book(BoardConfig::gomoku(15));
    ASSERT_TRUE(book.set({}, std::vector<BookEntry>{{mv("h8"), 40, 12}}));
    ASSERT_TRUE(book.set(moves("h8,i9,j8"),
                         std::vector<BookEntry>{{mv("j9"), -32000, 255}, {mv("g8"), 29990, 0}}));
    ASSERT_TRUE(book.set(moves("a1,o15,b2"), std::vector<BookEntry>{{mv("o1"), -1, 7}}));
    const std::vector<uint8_t> bytes = book.serialize();

    Book copy(BoardConfig::gomoku(20));
    ASSERT_EQ(copy.load_bytes(bytes), std::nullopt);
    EXPECT_EQ(copy.config(), BoardConfig::gomoku(15));
    EXPECT_EQ(copy.positions(), book.positions());
    EXPECT_EQ(copy.entries(), book.entries());
    for (const char* p : {"", "h8,i9,j8", "a1,o15,b2", "o15,a1,n14"})
        EXPECT_EQ(copy.lookup(moves(p)), book.lookup(moves(p))) << p;
    EXPECT_EQ(copy.serialize(), bytes);  // byte for byte: records are sorted

    const std::string path = temp_path("round_trip.wbk");
    ASSERT_EQ(book.save(path), std::nullopt);
    Book from_file;
    ASSERT_EQ(from_file.load(path), std::nullopt);
    EXPECT_EQ(from_file.serialize(), bytes);
    std::remove(path.c_str());

    // Another game round-trips its configuration.
    Book standard(BoardConfig::gomoku(20, Rule::Standard));
    ASSERT_TRUE(standard.set(moves("k10", 20), std::vector<BookEntry>{{mv("k11"), 3, 5}}));
    Book standard_copy;
    ASSERT_EQ(standard_copy.load_bytes(standard.serialize()), std::nullopt);
    EXPECT_EQ(standard_copy.config(), BoardConfig::gomoku(20, Rule::Standard));
    EXPECT_EQ(standard_copy.lookup(moves("k10", 20)).size(), 1u);
}

// Every refusal leaves the book as it was and names the problem.
void expect_refused(const std::vector<uint8_t>& bytes, const std::string& reason) {
    Book book = sample_book();
    const auto error = book.load_bytes(bytes, "test.wbk");
    ASSERT_TRUE(error.has_value()) << "accepted a damaged book (" << reason << ")";
    EXPECT_NE(error->find("test.wbk: "), std::string::npos) << *error;
    EXPECT_NE(error->find(reason), std::string::npos) << *error;
    EXPECT_EQ(book.positions(), 3u);
    EXPECT_EQ(book.lookup(moves("h8,i9,j8")).size(), 3u);
}

TEST(Book, RefusesDamagedFiles) {
    const std::vector<uint8_t> good = sample_book().serialize();
    // Every truncation and every single-byte change is refused.
    for (size_t n = 0; n < good.size(); ++n) {
        Book book;
        EXPECT_TRUE(book.load_bytes(std::span(good).first(n)).has_value()) << n << " bytes";
    }
    for (size_t i = 0; i < good.size(); ++i) {
        std::vector<uint8_t> bad = good;
        bad[i] ^= 0x20;
        Book book;
        EXPECT_TRUE(book.load_bytes(bad).has_value()) << "byte " << i << " changed";
    }
    expect_refused({}, "too short");
    std::vector<uint8_t> text(40, 'x');
    expect_refused(text, "no WUZIBOOK header");
    std::vector<uint8_t> flipped = good;
    flipped[30] ^= 1;
    expect_refused(flipped, "bad checksum");
    std::vector<uint8_t> longer = good;
    longer.push_back(0);
    expect_refused(longer, "bad checksum");

    // Right checksum, wrong content. Header: magic 0-7, version 8-9, size 10,
    // rule 11, count 12-15; the first record's key 16-23, entry count 24,
    // its first entry's cell 25-26.
    auto forged = [&good](size_t at, uint8_t value) {
        std::vector<uint8_t> bytes = good;
        bytes[at] = value;
        fix_checksum(bytes);
        return bytes;
    };
    expect_refused(forged(8, 2), "unsupported book version 2");
    expect_refused(forged(10, 21), "bad game");
    expect_refused(forged(10, 4), "bad game");
    expect_refused(forged(11, 3), "bad game");
    expect_refused(forged(12, 200), "too short for them");
    expect_refused(forged(12, 2), "unexpected bytes");
    expect_refused(forged(24, 0), "0 moves");
    expect_refused(forged(24, 33), "33 moves");
    expect_refused(forged(26, 0x7F), "off the board");
    std::vector<uint8_t> swapped = good;  // the first two keys swapped: out of order
    const size_t second = 16 + 8 + 1 + 5 * size_t(good[24]);
    std::swap_ranges(swapped.begin() + 16, swapped.begin() + 24, swapped.begin() + long(second));
    fix_checksum(swapped);
    expect_refused(swapped, "keys out of order");
}

TEST(Book, RefusesMissingAndForeignFiles) {
    Book book = sample_book();
    const auto missing = book.load("/nonexistent/dir/book.wbk");
    ASSERT_TRUE(missing.has_value());
    EXPECT_NE(missing->find("/nonexistent/dir/book.wbk: cannot open"), std::string::npos)
        << *missing;
    const std::string path = temp_path("foreign.wbk");
    {
        std::ofstream f(path);
        f << "h8,i9,j8  # not a binary book\n";
    }
    const auto foreign = book.load(path);
    ASSERT_TRUE(foreign.has_value());
    EXPECT_NE(foreign->find("not a Wuzi book"), std::string::npos) << *foreign;
    EXPECT_EQ(book.positions(), 3u);
    std::remove(path.c_str());
    EXPECT_TRUE(book.save("/nonexistent/dir/book.wbk").has_value());
}

}  // namespace
}  // namespace wuzi
