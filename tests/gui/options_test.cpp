#include "options.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <vector>

using namespace wuzi;
using namespace wuzi::game;

namespace {
OptionsParse parse(std::vector<const char*> args) {
    args.insert(args.begin(), "wuzi");
    return parse_options(int(args.size()), args.data());
}
}  // namespace

TEST(Options, NoArgumentsRunTheWindow) {
    const OptionsParse p = parse({});
    EXPECT_FALSE(p.exit_code);
    EXPECT_FALSE(p.options.kind);
}

TEST(Options, AllOptionsParseAndApply) {
    const OptionsParse p = parse({"--game", "gomoku", "--size", "19", "--rule", "standard",
                                  "--black", "ai", "--white", "human", "--depth", "6", "--time-ms",
                                  "1500", "--screenshot", "x.png", "--moves", "h8"});
    ASSERT_FALSE(p.exit_code) << p.message;
    Settings s;
    p.options.apply(s);
    EXPECT_EQ(s.size, 19);
    EXPECT_EQ(s.rule, Rule::Standard);
    EXPECT_EQ(s.black, PlayerKind::Ai);
    EXPECT_EQ(s.white, PlayerKind::Human);
    EXPECT_EQ(s.depth, 6);
    EXPECT_EQ(s.time_ms, 1500);
    EXPECT_EQ(s.level, Level::Custom);
    EXPECT_EQ(p.options.screenshot, "x.png");
    EXPECT_EQ(p.options.moves, "h8");
}

TEST(Options, RenjuAndThreads) {
    const OptionsParse p = parse({"--rule", "Renju", "--threads", "3"});
    ASSERT_FALSE(p.exit_code) << p.message;
    Settings s;
    p.options.apply(s);
    EXPECT_EQ(s.rule, Rule::Renju);
    EXPECT_EQ(s.board_config(), BoardConfig::gomoku(15, Rule::Renju));
    EXPECT_EQ(s.threads, 3);
    // Without --threads the saved (or default) number stays.
    Settings t;
    t.threads = 2;
    parse({}).options.apply(t);
    EXPECT_EQ(t.threads, 2);
}

TEST(Options, LevelThenExplicitDepthWins) {
    const OptionsParse p = parse({"--level", "Strong", "--depth", "3"});
    ASSERT_FALSE(p.exit_code) << p.message;
    Settings s;
    p.options.apply(s);
    EXPECT_EQ(s.depth, 3);
    EXPECT_EQ(s.time_ms, preset(Level::Strong)->time_ms);
}

TEST(Options, BadValuesExitNonZeroWithAMessage) {
    for (const auto& args : std::vector<std::vector<const char*>>{
             {"--game", "chess"},
             {"--size", "4"},
             {"--size", "21"},
             {"--rule", "gomoku"},
             {"--black", "robot"},
             {"--threads", "0"},
             {"--threads", "65"},
             {"--depth", "0"},
             {"--time-ms", "5"},
             {"--moves", "h8"},  // needs --screenshot
             {"--bogus"},
             {"--game", "tictactoe", "--size", "15"},
             {"--load", "a.sgf", "--screenshot", "x.png", "--moves", "h8"},
         }) {
        const OptionsParse p = parse(args);
        ASSERT_TRUE(p.exit_code) << args[0];
        EXPECT_EQ(*p.exit_code, 2) << args[0];
        EXPECT_FALSE(p.message.empty());
    }
}

TEST(Options, HelpExitsZero) {
    const OptionsParse p = parse({"--help"});
    ASSERT_TRUE(p.exit_code);
    EXPECT_EQ(*p.exit_code, 0);
    EXPECT_NE(p.message.find("--screenshot"), std::string::npos);
}

TEST(Options, ErrorsNameTheOptionAndTheChoicesInWords) {
    struct Case {
        std::vector<const char*> args;
        const char* message;
    };
    for (const Case& c : std::vector<Case>{
             {{"--rule", "caro"}, "--rule: 'caro' is not one of freestyle, standard or renju"},
             {{"--threads", "many"}, "--threads: 'many' is not a whole number (give 1 to 64)"},
             {{"--level", "foo"}, "--level: 'foo' is not one of beginner, casual, strong or max"},
             {{"--game", "chess"}, "--game: 'chess' is not one of gomoku or tictactoe"},
             {{"--depth", "abc"}, "--depth: 'abc' is not a whole number (give 1 to 40)"},
             {{"--depth", "0"}, "--depth: 0 is out of range (give 1 to 40)"},
             {{"--size", "4x"}, "--size: '4x' is not a whole number (give 5 to 20)"},
             {{"--clock", "fast"}, "--clock: 'fast' is not a time control"},
         }) {
        const OptionsParse p = parse(c.args);
        ASSERT_TRUE(p.exit_code) << c.args[0];
        EXPECT_NE(p.message.find(c.message), std::string::npos) << p.message;
        EXPECT_EQ(p.message.find("->"), std::string::npos) << p.message;
    }
}

TEST(Options, HelpIsPlainText) {
    const OptionsParse p = parse({"--help"});
    for (char ch : p.message)
        EXPECT_TRUE(ch == '\n' || (ch >= 32 && ch < 127)) << int(static_cast<unsigned char>(ch));
    EXPECT_NE(p.message.find("freestyle"), std::string::npos);
    EXPECT_NE(p.message.find("renju"), std::string::npos);
    EXPECT_NE(p.message.find("--threads"), std::string::npos);
    EXPECT_NE(p.message.find("xvfb-run"), std::string::npos);
}

TEST(Options, ClockAnalysisAndScreenshotSize) {
    const OptionsParse p = parse({"--clock", "5+3", "--analyse", "2", "--screenshot", "x.png",
                                  "--screenshot-size", "480x360"});
    ASSERT_FALSE(p.exit_code) << p.message;
    EXPECT_EQ(p.options.clock, (ClockSetting{300000, 3000, 0}));
    EXPECT_EQ(p.options.analysis_lines, 2);
    EXPECT_EQ(p.options.screenshot_size, (std::pair<unsigned, unsigned>(480, 360)));
    EXPECT_EQ(parse({"--analyse"}).options.analysis_lines, 3);
    EXPECT_TRUE(parse({"--analyse", "9"}).exit_code);
}

TEST(Options, TimeAloneMakesTimeTheLimit) {
    // Defect #39.9: --time-ms alone kept Casual's depth cap of 4.
    const OptionsParse p = parse({"--time-ms", "1500"});
    ASSERT_FALSE(p.exit_code) << p.message;
    Settings s;
    s.apply_level(Level::Casual);
    p.options.apply(s);
    EXPECT_EQ(s.time_ms, 1500);
    EXPECT_EQ(s.depth, kMaxDepth);
    // With a depth too, both limits stand.
    Settings t;
    parse({"--time-ms", "1500", "--depth", "6"}).options.apply(t);
    EXPECT_EQ(t.depth, 6);
    EXPECT_EQ(t.time_ms, 1500);
}

TEST(Options, AnEnginePathPlaysAColourForThisRun) {
    const OptionsParse p = parse({"--black", FAKE_ENGINE, "--white", "ai"});
    ASSERT_FALSE(p.exit_code) << p.message;
    ASSERT_EQ(p.options.black, PlayerKind::Engine);
    EXPECT_TRUE(std::filesystem::path(p.options.black_engine).is_absolute());
    EXPECT_TRUE(p.options.black_engine.ends_with("fake_engine.py"));
    Settings file;
    Settings s = file;
    p.options.apply(s);
    EXPECT_EQ(s.black, PlayerKind::Engine);
    EXPECT_EQ(s.black_engine, p.options.black_engine);
    EXPECT_EQ(s.white, PlayerKind::Ai);
    ASSERT_EQ(s.engines.size(), 1u);  // offered by the side button in this run
    // A one-run choice: not saved when the window changed something else.
    Settings now = s;
    now.sound = !now.sound;
    const Settings saved = settings_to_save(file, s, now);
    EXPECT_EQ(saved.black, file.black);
    EXPECT_EQ(saved.black_engine, "");
    EXPECT_TRUE(saved.engines.empty());
}

TEST(Options, ABadEnginePathIsOneClearMessage) {
    for (const char* bad : {"/nonexistent/pbrain-x", "/tmp", "robot"}) {
        const OptionsParse p = parse({"--white", bad});
        ASSERT_TRUE(p.exit_code);
        EXPECT_EQ(*p.exit_code, 2);
        EXPECT_NE(
            p.message.find("--white: '" + std::string(bad) + "' is not human, ai or an engine"),
            std::string::npos)
            << p.message;
    }
    // A file that exists but cannot be run.
    const OptionsParse p = parse({"--black", FAKE_ENGINE_DIR "/brain_client_test.cpp"});
    ASSERT_TRUE(p.exit_code);
    EXPECT_NE(p.message.find("not an executable file"), std::string::npos) << p.message;
    EXPECT_TRUE(parse({"--game", "tictactoe", "--black", FAKE_ENGINE}).exit_code);
}

TEST(Options, HumanAndAiStillParseInAnyCase) {
    const OptionsParse p = parse({"--black", "AI", "--white", "Human"});
    ASSERT_FALSE(p.exit_code) << p.message;
    EXPECT_EQ(p.options.black, PlayerKind::Ai);
    EXPECT_EQ(p.options.white, PlayerKind::Human);
    EXPECT_EQ(p.options.black_engine, "");
}
