#include "settings.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace wuzi;
using namespace wuzi::game;

TEST(Settings, JsonRoundTrip) {
    Settings s;
    s.kind = GameKind::TicTacToe;
    s.size = 19;
    s.rule = Rule::Standard;
    s.black = PlayerKind::Ai;
    s.white = PlayerKind::Human;
    s.depth = 7;
    s.time_ms = 1500;
    s.show_numbers = true;
    s.show_pv = false;
    s.clamp();
    const SettingsParse back = settings_from_json_text(to_json_text(s));
    ASSERT_EQ(back.error, "");
    EXPECT_EQ(back.settings, s);
    EXPECT_EQ(back.settings.level, Level::Custom);
}

TEST(Settings, ClampsOutOfRangeValuesAndIgnoresUnknownKeys) {
    const SettingsParse p =
        settings_from_json_text(R"({"size": 99, "depth": -3, "time_ms": 5, "colour": "red"})");
    ASSERT_EQ(p.error, "");
    EXPECT_EQ(p.settings.size, kMaxSize);
    EXPECT_EQ(p.settings.depth, kMinDepth);
    EXPECT_EQ(p.settings.time_ms, kMinTimeMs);
}

TEST(Settings, RenjuThreadsAndForbiddenPointsRoundTrip) {
    Settings s;
    s.rule = Rule::Renju;
    s.threads = 3;
    s.show_forbidden = false;
    const std::string text = to_json_text(s);
    EXPECT_NE(text.find("\"rule\": \"renju\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"threads\": 3"), std::string::npos) << text;
    EXPECT_NE(text.find("\"show_forbidden\": false"), std::string::npos) << text;
    const SettingsParse back = settings_from_json_text(text);
    ASSERT_EQ(back.error, "");
    EXPECT_EQ(back.settings, s);
    EXPECT_EQ(back.settings.board_config(), BoardConfig::gomoku(15, Rule::Renju));
}

TEST(Settings, ThreadsDefaultToAllCoresAndStayInRange) {
    const Settings s;
    EXPECT_EQ(s.threads, default_threads());
    EXPECT_GE(s.threads, kMinThreads);
    EXPECT_LE(s.threads, kMaxThreads);
    EXPECT_TRUE(s.show_forbidden);  // on by default
    EXPECT_EQ(settings_from_json_text(R"({"threads": 0})").settings.threads, kMinThreads);
    EXPECT_EQ(settings_from_json_text(R"({"threads": 999})").settings.threads, kMaxThreads);
    // A settings file without the key keeps the default; an unknown rule too.
    const Settings old = settings_from_json_text(R"({"rule": "caro"})").settings;
    EXPECT_EQ(old.threads, default_threads());
    EXPECT_EQ(old.rule, Rule::Freestyle);
}

TEST(Settings, MalformedJsonIsAnError) {
    EXPECT_NE(settings_from_json_text("{not json").error, "");
    EXPECT_NE(settings_from_json_text("[1, 2]").error, "");
}

TEST(Settings, LevelsSetDepthAndTime) {
    Settings s;
    s.apply_level(Level::Strong);
    EXPECT_EQ(s.level, Level::Strong);
    EXPECT_EQ(s.depth, preset(Level::Strong)->depth);
    s.depth += 1;
    s.clamp();
    EXPECT_EQ(s.level, Level::Custom);
}

TEST(Settings, BoardConfig) {
    Settings s;
    s.size = 9;
    s.rule = Rule::Standard;
    EXPECT_EQ(s.board_config(), BoardConfig::gomoku(9, Rule::Standard));
    s.kind = GameKind::TicTacToe;
    EXPECT_TRUE(s.board_config().is_tictactoe());
}

TEST(Settings, ConfigDirFollowsXdgThenHome) {
    EXPECT_EQ(*config_dir("/x/cfg", "/home/u"), std::filesystem::path("/x/cfg/wuzi"));
    EXPECT_EQ(*config_dir("", "/home/u"), std::filesystem::path("/home/u/.config/wuzi"));
    EXPECT_EQ(*config_dir(nullptr, "/home/u"), std::filesystem::path("/home/u/.config/wuzi"));
    EXPECT_FALSE(config_dir(nullptr, nullptr));
}

TEST(Settings, SaveAndLoadAFile) {
    const auto dir =
        std::filesystem::temp_directory_path() /
        ("wuzi-settings-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
    std::filesystem::remove_all(dir);
    const auto path = dir / "wuzi" / "settings.json";
    EXPECT_EQ(load_settings(path).error, "");  // missing: defaults, no error
    Settings s;
    s.white = PlayerKind::Human;
    s.apply_level(Level::Beginner);
    ASSERT_FALSE(save_settings(path, s));
    const SettingsParse back = load_settings(path);
    EXPECT_EQ(back.error, "");
    EXPECT_EQ(back.settings, s);
    std::ofstream(path) << "garbage";
    const SettingsParse broken = load_settings(path);
    EXPECT_NE(broken.error, "");
    EXPECT_EQ(broken.settings, Settings{});
    std::filesystem::remove_all(dir);
}

TEST(Settings, OneRunOptionsAreNotSaved) {
    Settings file;  // freestyle, default threads, sound on
    Settings start = file;
    start.rule = Rule::Standard;  // --rule standard
    start.threads = 2;            // --threads 2
    Settings now = start;
    now.sound = false;  // changed in the window
    const Settings saved = settings_to_save(file, start, now);
    EXPECT_EQ(saved.rule, Rule::Freestyle);
    EXPECT_EQ(saved.threads, file.threads);
    EXPECT_FALSE(saved.sound);
    // A one-run option changed in the window is the player's choice.
    now.rule = Rule::Renju;
    EXPECT_EQ(settings_to_save(file, start, now).rule, Rule::Renju);
    // The level follows the saved depth and time.
    start.apply_level(Level::Beginner);
    now = start;
    now.show_numbers = true;
    const Settings kept = settings_to_save(file, start, now);
    EXPECT_EQ(kept.level, file.level);
    EXPECT_EQ(kept.depth, file.depth);
}

TEST(Settings, AChangeBackIsSavedToo) {
    // A toggle turned off and on again in the window: the file ends on.
    Settings file;
    file.show_forbidden = true;
    Settings start = file;
    Settings now = start;
    now.show_forbidden = false;
    file = settings_to_save(file, start, now);
    start = settings_to_save(start, start, now);  // as App::settings_changed does
    EXPECT_FALSE(file.show_forbidden);
    now.show_forbidden = true;
    file = settings_to_save(file, start, now);
    EXPECT_TRUE(file.show_forbidden);
}

TEST(Settings, EnginesRoundTrip) {
    Settings s;
    s.black = PlayerKind::Engine;
    s.black_engine = "/opt/pbrain-rapfi";
    s.engines = {"/opt/pbrain-rapfi", "/opt/pbrain-embryo"};
    s.clamp();
    const std::string text = to_json_text(s);
    EXPECT_NE(text.find("\"black\": \"engine\""), std::string::npos) << text;
    const SettingsParse back = settings_from_json_text(text);
    ASSERT_EQ(back.error, "");
    EXPECT_EQ(back.settings, s);
}

TEST(Settings, EngineWithoutAPathIsTheAiAndTheListIsClean) {
    const SettingsParse p = settings_from_json_text(
        R"({"black": "engine", "white": "engine", "white_engine": "/x/pbrain-a",
            "engines": ["/x/pbrain-a", "", 7, "/x/pbrain-a", "/x/pbrain-b"]})");
    ASSERT_EQ(p.error, "");
    EXPECT_EQ(p.settings.black, PlayerKind::Ai);  // no path: the AI plays
    EXPECT_EQ(p.settings.black_engine, "");
    EXPECT_EQ(p.settings.white, PlayerKind::Engine);
    EXPECT_EQ(p.settings.engine(White), "/x/pbrain-a");
    EXPECT_EQ(p.settings.engines, (std::vector<std::string>{"/x/pbrain-a", "/x/pbrain-b"}));
    Settings s;
    for (int i = 0; i < 20; ++i) s.add_engine("/e/" + std::to_string(i));
    EXPECT_EQ(s.engines.size(), kMaxEngines);
    EXPECT_EQ(s.engines.back(), "/e/19");
    // A path not of the Engine side is dropped.
    s.white_engine = "/e/3";
    s.clamp();
    EXPECT_EQ(s.white_engine, "");
}

TEST(Settings, LastFolderRoundTripsAndIsSavedWhenTheWindowChangesIt) {
    Settings s;
    s.last_folder = "/home/me/games";
    const SettingsParse back = settings_from_json_text(to_json_text(s));
    ASSERT_EQ(back.error, "");
    EXPECT_EQ(back.settings.last_folder, "/home/me/games");
    EXPECT_EQ(settings_from_json_text("{}").settings.last_folder, "");
    Settings file, now;
    now.last_folder = "/tmp/games";
    EXPECT_EQ(settings_to_save(file, file, now).last_folder, "/tmp/games");
}
