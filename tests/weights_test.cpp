// wuzi/weights.h: the evaluation's weights, their file format, and the
// features the tuner fits (which must be exactly what Board::evaluate sums).
#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/notation.h>
#include <wuzi/weights.h>

#include <cstdio>
#include <fstream>
#include <initializer_list>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace wuzi {
namespace {

// random_position: `length` random moves near the centre, none of them winning.
void random_position(Board& board, std::mt19937& rng, int length) {
    const int size = board.size();
    for (int i = 0; i < length; ++i) {
        const int lo = std::max(0, size / 2 - 5), span = std::min(size, 11);
        Move m;
        do m = make_move(lo + int(rng() % span), lo + int(rng() % span));
        while (!board.is_empty(m));
        if (board.is_winning_move(m)) return;
        board.make(m);
    }
}

// random_weights: every weight drawn in a modest part of its range (the
// divisor from 1..16), so that sums stay far from the mate bound.
WeightSet random_weights(std::mt19937& rng) {
    WeightSet set;
    for (EvalWeights* w : {&set[Rule::Freestyle], &set[Rule::Standard]})
        for (int i = 0; i < weight_count(); ++i) {
            const WeightInfo& info = weight_info(i);
            const int v = info.name == "cell_divisor"
                              ? 1 + int(rng() % 16)
                              : std::max(info.min, std::min(info.max, int(rng() % 201) - 100));
            EXPECT_TRUE(set_weight(*w, i, v));
        }
    return set;
}

TEST(WeightsTest, CombinationClassesCoverEveryMultisetOnce) {
    std::set<std::string> names;
    for (int k = 0; k < kComboClasses; ++k) names.insert(combo_class_name(k));
    EXPECT_EQ(int(names.size()), kComboClasses);
    // Direction does not matter: every permutation of the nibbles has one class.
    const uint16_t a = uint16_t(kPatF3 | kPatB2 << 4 | kPatNone << 8 | kPatF3 << 12);
    const uint16_t b = uint16_t(kPatNone | kPatF3 << 4 | kPatF3 << 8 | kPatB2 << 12);
    EXPECT_EQ(combo_class(a), combo_class(b));
    EXPECT_EQ(combo_class_name(combo_class(a)), "F3+F3+B2");
    EXPECT_EQ(combo_class_info(combo_class(a)).threat, kThreatDoubleThree);
    EXPECT_EQ(combo_class_name(combo_class(0)), "none");
}

// Every one of the 65,536 combinations falls in the class of its four
// patterns sorted largest first (nibbles past the patterns count as none).
TEST(WeightsTest, EveryCombinationHasTheClassOfItsSortedPatterns) {
    for (uint32_t combo = 0; combo < 65536; ++combo) {
        std::array<Pattern, 4> sorted;
        for (int d = 0; d < 4; ++d) {
            const int nibble = int((combo >> (4 * d)) & 15);
            sorted[size_t(d)] = nibble < kPatternCount ? Pattern(nibble) : kPatNone;
        }
        std::sort(sorted.begin(), sorted.end(), std::greater<>());
        ASSERT_EQ(combo_class_info(combo_class(uint16_t(combo))).patterns, sorted)
            << "combination " << combo;
    }
}

TEST(WeightsTest, NamesAreUniqueAndFound) {
    for (int i = 0; i < weight_count(); ++i) {
        const WeightInfo& info = weight_info(i);
        EXPECT_EQ(find_weight(info.name), i) << info.name;
        EXPECT_LT(info.min, info.max);
        EXPECT_FALSE(info.meaning.empty());
    }
    EXPECT_EQ(find_weight("no.such.weight"), -1);
}

// find_weight reads a name by its structure (prefix, then a pattern, threat,
// class, side or count), never through the table of names: it takes exactly
// the names weight_info() gives, and nothing spelled otherwise.
TEST(WeightsTest, NamesSpelledOtherwiseAreNotFound) {
    for (const char* name : {"",
                             ".",
                             "tempo.",
                             "tempo.F3",
                             "cell",
                             "cell.",
                             "cell.none",
                             "cell.F6",
                             "threat.none",
                             "cell_combo.",
                             "cell_combo.B2+F3",
                             "cell_combo.F3+F3+",
                             "cell_combo.+F3",
                             "cell_combo.F3+F3+B2+B1+B1",
                             "cell_combo.none+F3",
                             "cell_combo.F3+none",
                             "stone_combo.Forbidden",
                             "initiative.three",
                             "initiative.three.",
                             "initiative.three.four.",
                             "initiative..four",
                             "pressure.threes.own",
                             "pressure.threes.own.9",
                             "pressure.threes.own.08",
                             "pressure.threes.mine.1",
                             "pressure.twos.own.1",
                             "policy_near.own.0",
                             "policy_near.own.6",
                             "policy_near.both.1",
                             "policy_near.own",
                             "policy_own",
                             "policy_threat.four",
                             "freestyle.tempo",
                             "Tempo",
                             " tempo"})
        EXPECT_EQ(find_weight(name), -1) << "'" << name << "'";
    const int combo_base = find_weight("cell_combo.none") - combo_class(0);
    const uint16_t f3_f3_b2_b1 = uint16_t(kPatB1 | kPatF3 << 4 | kPatB2 << 8 | kPatF3 << 12);
    EXPECT_EQ(find_weight("cell_combo.F3+F3+B2+B1"), combo_base + combo_class(f3_f3_b2_b1));
    EXPECT_EQ(find_weight("cell_combo.forbidden"), combo_base + kForbiddenClass);
}

// Each weight's range, kept by set_weight and the file reader, is its
// group's (in the sums of the int16_t tables: wuzi/weights.h).
TEST(WeightsTest, EveryWeightTakesExactlyItsRange) {
    EvalWeights w;
    for (int i = 0; i < weight_count(); ++i) {
        const WeightInfo& info = weight_info(i);
        EXPECT_TRUE(set_weight(w, i, info.min)) << info.name;
        EXPECT_TRUE(set_weight(w, i, info.max)) << info.name;
        EXPECT_FALSE(set_weight(w, i, info.min - 1)) << info.name;
        EXPECT_FALSE(set_weight(w, i, info.max + 1)) << info.name;
    }
    const auto range = [](const char* name) {
        const WeightInfo& info = weight_info(find_weight(name));
        return std::pair{info.min, info.max};
    };
    EXPECT_EQ(range("tempo"), std::pair(-1000, 1000));
    EXPECT_EQ(range("attack"), std::pair(-2000, 2000));
    EXPECT_EQ(range("position"), std::pair(-50, 50));
    EXPECT_EQ(range("cell_divisor"), std::pair(1, 64));
    EXPECT_EQ(range("stone.F5"), std::pair(-1000, 4000));
    EXPECT_EQ(range("threat.five"), std::pair(-4000, 8000));
    EXPECT_EQ(range("cell_combo.F3+F3"), std::pair(-4000, 4000));
    EXPECT_EQ(range("pressure.fours.their.8"), std::pair(-4000, 4000));
    EXPECT_EQ(range("policy_own.F4"), std::pair(-5000, 5000));
    EXPECT_EQ(range("policy_near.own.none"), std::pair(-5000, 5000));
    std::string error;
    EXPECT_FALSE(parse_weights("wuzi-weights 1\n[renju]\nposition = 51\nend\n", "t", error));
    EXPECT_EQ(error, "t:3: 'position' = 51 is outside [-50, 50]");
}

TEST(WeightsTest, DefaultsAreTheHandSetEvaluation) {
    const EvalWeights w;
    EXPECT_EQ(get_weight(w, find_weight("tempo")), 100);
    EXPECT_EQ(get_weight(w, find_weight("cell.F3")), 60);
    EXPECT_EQ(get_weight(w, find_weight("stone.F3")), 45);
    EXPECT_EQ(get_weight(w, find_weight("threat.four_three")), 300);
    EXPECT_EQ(get_weight(w, find_weight("cell_combo.F3+F3")), 0);
    // The hand-set weights as a file, for matches and tuning against them.
    std::string error;
    const auto file = load_weights(WUZI_WEIGHTS_DIR "/hand-set.txt", error);
    ASSERT_TRUE(file) << error;
    EXPECT_EQ(*file, WeightSet{});
}

// The engine's default weights are the file built in (WUZI_BUILTIN_WEIGHTS):
// tuned weights for every rule.
TEST(WeightsTest, BuiltinWeightsAreTheShippedFile) {
    std::string error;
    const auto file = load_weights(WUZI_BUILTIN_WEIGHTS_FILE, error);
    ASSERT_TRUE(file) << error;
    EXPECT_EQ(builtin_weights(), *file);
    EXPECT_EQ(Evaluator::builtin()->weights(), *file);
    for (Rule rule : kRules) EXPECT_NE(builtin_weights()[rule], EvalWeights{}) << rule_name(rule);
    EXPECT_EQ(Board().evaluate(), builtin_weights()[Rule::Freestyle].tempo);
    // The learned move ordering: freestyle's own, copied to standard (an
    // SPRT pass); renju's own (its own SPRT pass; freestyle's copy failed).
    EXPECT_TRUE(builtin_weights()[Rule::Freestyle].has_policy());
    EXPECT_TRUE(builtin_weights()[Rule::Standard].has_policy());
    EXPECT_TRUE(builtin_weights()[Rule::Renju].has_policy());
    EXPECT_NE(builtin_weights()[Rule::Renju].policy_own,
              builtin_weights()[Rule::Freestyle].policy_own);
}

TEST(WeightsTest, FeaturesGiveExactlyTheEvaluation) {
    std::mt19937 rng(17);
    for (int round = 0; round < 6; ++round) {
        const auto eval =
            std::make_shared<const Evaluator>(round == 0 ? WeightSet{} : random_weights(rng));
        for (Rule rule : {Rule::Freestyle, Rule::Standard})
            for (int size : {15, 20, 9}) {
                BoardConfig config = BoardConfig::gomoku(size, rule);
                config.eval = eval;
                for (int game = 0; game < 10; ++game) {
                    Board board(config);
                    random_position(board, rng, int(rng() % 60));
                    EXPECT_EQ(evaluate_features(eval_features(board), eval->weights(rule)),
                              board.evaluate())
                        << "round " << round << " size " << size << " after " << board.move_count();
                }
            }
    }
}

TEST(WeightsTest, EachBoardUsesItsOwnWeights) {
    WeightSet set;
    set[Rule::Standard].tempo = 7;
    BoardConfig config = BoardConfig::gomoku(15, Rule::Standard);
    config.eval = std::make_shared<const Evaluator>(set);
    EXPECT_EQ(Board(config).evaluate(), 7);
    EXPECT_EQ(Board(BoardConfig::gomoku(15, Rule::Standard)).evaluate(),
              builtin_weights()[Rule::Standard].tempo);
    config.rule = Rule::Freestyle;
    EXPECT_EQ(Board(config).evaluate(), 100);
}

// with_weights: a 15x15 freestyle board's configuration evaluating with `set`.
BoardConfig with_weights(const WeightSet& set) {
    BoardConfig config = BoardConfig::gomoku(15);
    config.eval = std::make_shared<const Evaluator>(set);
    return config;
}

// play_text: plays `moves`, given as text (h8), on a 15x15 board.
void play_text(Board& board, std::initializer_list<const char*> moves) {
    for (const char* move : moves) board.make(parse_move(move, 15).value());
}

// The initiative term reads the strongest threat class of each side's empty
// cells, from the side to move's view: after h8 h9 i8 i9 j8 (Black's live
// three, White's live two) White is to move.
TEST(WeightsTest, InitiativeIsTheStrongestThreatOfEachSide) {
    WeightSet set;
    EvalWeights& w = set[Rule::Freestyle];
    w.initiative[initiative_index(kThreatThree, kThreatLiveFour)] = 500;
    w.initiative[initiative_index(kThreatLiveFour, kThreatThree)] = -300;
    Board tuned(with_weights(set)), plain(with_weights(WeightSet{}));
    play_text(tuned, {"h8", "h9", "i8", "i9", "j8"});
    play_text(plain, {"h8", "h9", "i8", "i9", "j8"});
    EXPECT_EQ(tuned.strongest_threat(White), kThreatThree);
    EXPECT_EQ(tuned.strongest_threat(Black), kThreatLiveFour);
    EXPECT_EQ(tuned.evaluate(), plain.evaluate() + 500);
    tuned.make_null();
    plain.make_null();
    EXPECT_EQ(tuned.evaluate(), plain.evaluate() - 300);
    EXPECT_NE(format_weights(set).find("initiative.three.live_four = 500\n"), std::string::npos);
}

// The pressure terms count each side's cells that make a live three or a
// four: after h8 h9 i8 i9 j8, Black (not to move) makes fours at f8 and l8
// (its live-four points g8 and k8 are no fours: a stronger class), White
// live threes around its two.
TEST(WeightsTest, PressureCountsTheCellsThatMakeThreesAndFours) {
    Board board;
    play_text(board, {"h8", "h9", "i8", "i9", "j8"});
    EXPECT_EQ(pressure_count(board, Black, kFours), 2);
    const int threes = pressure_count(board, White, kThrees);
    EXPECT_GE(threes, 2);
    WeightSet set;
    EvalWeights& w = set[Rule::Freestyle];
    w.pressure[pressure_index(kFours, false, 2)] = 700;
    w.pressure[pressure_index(kThrees, true, threes)] = -40;
    w.pressure[pressure_index(kFours, true, 0)] = 3;
    Board tuned(with_weights(set)), plain(with_weights(WeightSet{}));
    play_text(tuned, {"h8", "h9", "i8", "i9", "j8"});
    play_text(plain, {"h8", "h9", "i8", "i9", "j8"});
    EXPECT_EQ(tuned.evaluate(), plain.evaluate() + 700 - 40 + 3);
    EXPECT_NE(format_weights(set).find("pressure.fours.their.2 = 700\n"), std::string::npos);
    EXPECT_EQ(pressure_index(kThrees, true, 20), pressure_index(kThrees, true, kPressureCap));
}

TEST(WeightsTest, FileRoundTrips) {
    std::mt19937 rng(5);
    for (int round = 0; round < 3; ++round) {
        const WeightSet set = round == 0 ? WeightSet{} : random_weights(rng);
        std::string error;
        const auto back = parse_weights(format_weights(set, "line one\nline two"), "x", error);
        ASSERT_TRUE(back) << error;
        EXPECT_EQ(*back, set);
    }
    // Through a file.
    const std::string path = testing::TempDir() + "wuzi_weights_test.txt";
    WeightSet set;
    set[Rule::Freestyle].cell_combo[size_t(combo_class(kPatF3 | kPatF3 << 4))] = -12;
    std::string error;
    ASSERT_TRUE(save_weights(path, set, "test", error)) << error;
    const auto loaded = load_weights(path, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(*loaded, set);
    std::remove(path.c_str());
}

TEST(WeightsTest, LeftOutWeightsKeepTheirDefaults) {
    std::string error;
    const auto set =
        parse_weights("wuzi-weights 1\n[standard]\ntempo = 50  # less\n\nend\n", "f", error);
    ASSERT_TRUE(set) << error;
    EXPECT_EQ((*set)[Rule::Standard].tempo, 50);
    EXPECT_EQ((*set)[Rule::Standard].cell, EvalWeights{}.cell);
    EXPECT_EQ((*set)[Rule::Freestyle], EvalWeights{});
}

// refused: the reason `text` is refused, which must name the source and a line.
std::string refused(const std::string& text) {
    std::string error;
    const auto set = parse_weights(text, "w.txt", error);
    EXPECT_FALSE(set) << text;
    EXPECT_EQ(error.rfind("w.txt:", 0), 0u) << error;
    return error;
}

TEST(WeightsTest, CorruptFilesAreRefusedWithAReason) {
    const std::string good = format_weights(WeightSet{});
    // Cut at the end of a line, or anywhere: refused.
    const size_t line_end = good.find('\n', good.size() / 2) + 1;
    EXPECT_NE(refused(good.substr(0, line_end)).find("cut short"), std::string::npos);
    for (size_t cut = 0; cut + 4 < good.size(); cut += good.size() / 37)
        refused(good.substr(0, cut));
    EXPECT_NE(refused("").find("empty"), std::string::npos);
    EXPECT_NE(refused("\x7f"
                      "ELF garbage\n")
                  .find("not a weights file"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\n[freestyle]\ntempo = 1x\nend\n").find("not an integer"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\n[freestyle]\ntempo = \nend\n").find("not an integer"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\n[freestyle]\ncell_divisor = 0\nend\n").find("outside"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\n[freestyle]\ntempo = 99999999999\nend\n").find("integer"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\n[freestyle]\ntempi = 1\nend\n").find("unknown weight"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\n[freestyle]\ntempo = 1\ntempo = 2\nend\n").find("twice"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\n[caro]\nend\n").find("unknown rule"), std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\ntempo = 1\nend\n").find("before the first"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 1\n[freestyle]\nend\ntempo = 1\n").find("after 'end'"),
              std::string::npos);
    EXPECT_NE(refused("wuzi-weights 2\nend\n").find("w.txt:1:"), std::string::npos);
}

TEST(WeightsTest, MissingFileIsAnErrorNamingIt) {
    std::string error;
    EXPECT_FALSE(load_weights("/nonexistent/dir/weights.txt", error));
    EXPECT_NE(error.find("/nonexistent/dir/weights.txt"), std::string::npos) << error;
}

TEST(WeightsTest, OverridesByNameForOneOrBothRules) {
    WeightSet set;
    EXPECT_EQ(override_weight(set, "tempo", "80"), "");
    EXPECT_EQ(set[Rule::Freestyle].tempo, 80);
    EXPECT_EQ(set[Rule::Standard].tempo, 80);
    EXPECT_EQ(override_weight(set, "standard.cell.F3", "-5"), "");
    EXPECT_EQ(set[Rule::Standard].cell[kPatF3], -5);
    EXPECT_EQ(set[Rule::Freestyle].cell[kPatF3], 60);
    EXPECT_EQ(override_weight(set, "cell_combo.F4+F3", "33"), "");
    EXPECT_EQ(set[Rule::Standard].cell_combo[size_t(combo_class(kPatF4 | kPatF3 << 4))], 33);
    EXPECT_NE(override_weight(set, "tempo", "fast"), "");
    EXPECT_NE(override_weight(set, "nope", "1"), "");
    EXPECT_NE(override_weight(set, "cell_divisor", "0"), "");
    EXPECT_EQ(set[Rule::Freestyle].cell_divisor, 8);
}

}  // namespace
}  // namespace wuzi
