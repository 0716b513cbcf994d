// Fuzzing the game-record parsers (SGF and move text): mutated and random
// inputs never crash, and whatever is accepted keeps the record's invariant
// (a valid board, moves that replay legally) and survives a write and a
// re-read unchanged. Deterministic: a fixed seed.
#include <gtest/gtest.h>
#include <wuzi/game.h>
#include <wuzi/record.h>

#include <random>
#include <string>
#include <vector>

namespace wuzi {
namespace {

const std::vector<std::string> kSeeds = {
    "(;GM[4]FF[4]SZ[15]RU[freestyle]PB[A]PW[B]RE[B+R]DT[2026-12-01]GC[c]\n;B[hh];W[ig]C[x];B[ii])",
    "(;GM[4]SZ[15]AB[hh][ii][jj]AW[aa]PL[W];W[kk];B[];W[ll])",
    "(;GM[4]SZ[3]RU[tictactoe];B[bb];W[aa];B[cc])",
    "(;GM[4]SZ[20]RU[renju];B[jj];W[tt];B[kk](;W[ll])(;W[mm]))",
    "(;GM[4]SZ[15];B[aa];W[ab];B[ba];W[bb];B[ca];W[cb];B[da];W[db];B[ea])",
    "# wuzi gomoku 15 standard\nh8,i9,pass,h10\n",
    "# wuzi tictactoe\nb2,a1\n",
    "h8 i9 j10 # comment\n",
};

// The bytes a mutation inserts: SGF's and move text's own, and some noise.
constexpr char kAlphabet[] = "();[]\\:ABWPLEGMSZRUCaefhijkotz0123456789 ,#\n\t+-";

std::string mutate(std::string text, std::mt19937& rng) {
    const int edits = 1 + int(rng() % 4);
    for (int e = 0; e < edits; ++e) {
        const size_t at = text.empty() ? 0 : rng() % (text.size() + 1);
        const char c =
            rng() % 8 == 0 ? char(rng() % 256) : kAlphabet[rng() % (sizeof kAlphabet - 1)];
        switch (rng() % 4) {
            case 0:  // insert
                text.insert(text.begin() + long(at), c);
                break;
            case 1:  // delete
                if (at < text.size()) text.erase(at, 1 + rng() % 3);
                break;
            case 2:  // replace
                if (at < text.size()) text[at] = c;
                break;
            default:  // duplicate a slice
                if (at < text.size()) text.insert(at, text.substr(at, 1 + rng() % 12));
        }
    }
    return text;
}

void check_accepted(const RecordParse& p, const std::string& input) {
    if (!p.ok()) {
        EXPECT_FALSE(p.error.empty());
        return;
    }
    const GameRecord& r = p.record;
    ASSERT_TRUE(r.config.valid()) << input;
    ASSERT_FALSE(validate(r.config, r.moves, Replay::InOrder).has_value()) << input;
    EXPECT_LE(r.move_comments.size(), r.moves.size()) << input;
    const RecordParse again = parse_sgf(write_sgf(r));
    ASSERT_TRUE(again.ok()) << again.error << "\n" << input;
    EXPECT_EQ(again.record.moves, r.moves) << input;
    EXPECT_EQ(again.record.config, r.config) << input;
    const RecordParse text = parse_move_text(write_move_text(r), BoardConfig::gomoku());
    ASSERT_TRUE(text.ok()) << text.error << "\n" << input;
    EXPECT_EQ(text.record.moves, r.moves) << input;
}

TEST(RecordFuzz, MutatedFilesNeverCrashAndWhatIsReadRoundTrips) {
    std::mt19937 rng(2026);
    int accepted = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string input = kSeeds[size_t(i) % kSeeds.size()];
        for (int round = 0; round <= i % 3; ++round) input = mutate(input, rng);
        const RecordParse p = parse_game_text(input, BoardConfig::gomoku());
        check_accepted(p, input);
        accepted += p.ok();
        if (HasFatalFailure()) return;
    }
    // Not everything is refused: the mutations reach past the first check.
    EXPECT_GT(accepted, 1000);
}

TEST(RecordFuzz, RandomBytesNeverCrash) {
    std::mt19937 rng(7);
    for (int i = 0; i < 5000; ++i) {
        std::string input(rng() % 64, '\0');
        for (char& c : input) c = char(rng() % 256);
        if (i % 2) input.insert(0, "(;GM[4]");
        check_accepted(parse_game_text(input, BoardConfig::gomoku()), input);
        if (HasFatalFailure()) return;
    }
}

}  // namespace
}  // namespace wuzi
