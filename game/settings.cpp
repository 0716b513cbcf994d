#include "settings.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

namespace wuzi::game {

BoardConfig Settings::board_config() const {
    if (kind == GameKind::TicTacToe) return BoardConfig::tictactoe();
    return BoardConfig::gomoku(size, rule);
}

void Settings::apply_level(Level l) {
    if (auto p = preset(l)) {
        depth = p->depth;
        time_ms = p->time_ms;
    }
    level = l;
    clamp();
}

void Settings::clamp() {
    size = std::clamp(size, kMinGomokuSize, kMaxSize);
    depth = std::clamp(depth, kMinDepth, kMaxDepth);
    time_ms = std::clamp(time_ms, kMinTimeMs, kMaxTimeMs);
    analysis_lines = std::clamp(analysis_lines, 1, kMaxAnalysisLines);
    review_ms = std::clamp(review_ms, kMinReviewMs, kMaxReviewMs);
    threads = std::clamp(threads, kMinThreads, kMaxThreads);
    if (clock.base_ms < 0 || clock.increment_ms < 0 || clock.per_move_ms < 0) clock = {};
    level = level_for(depth, time_ms);
    std::vector<std::string> kept;
    for (const std::string& e : engines)
        if (!e.empty() && std::find(kept.begin(), kept.end(), e) == kept.end()) kept.push_back(e);
    if (kept.size() > kMaxEngines) kept.erase(kept.begin(), kept.end() - long(kMaxEngines));
    engines = std::move(kept);
    if (black == PlayerKind::Engine && black_engine.empty()) black = PlayerKind::Ai;
    if (white == PlayerKind::Engine && white_engine.empty()) white = PlayerKind::Ai;
    if (black != PlayerKind::Engine) black_engine.clear();
    if (white != PlayerKind::Engine) white_engine.clear();
}

void Settings::add_engine(const std::string& path) {
    if (path.empty() || std::find(engines.begin(), engines.end(), path) != engines.end()) return;
    engines.push_back(path);
    clamp();
}

Settings settings_to_save(const Settings& file, const Settings& start, const Settings& now) {
    Settings out = file;
    auto pick = [&](auto member) {
        if (now.*member != start.*member) out.*member = now.*member;
    };
    pick(&Settings::kind);
    pick(&Settings::size);
    pick(&Settings::rule);
    pick(&Settings::opening);
    pick(&Settings::black);
    pick(&Settings::white);
    pick(&Settings::black_engine);
    pick(&Settings::white_engine);
    pick(&Settings::engines);
    pick(&Settings::depth);
    pick(&Settings::time_ms);
    pick(&Settings::threads);
    pick(&Settings::show_numbers);
    pick(&Settings::show_pv);
    pick(&Settings::show_threats);
    pick(&Settings::show_forbidden);
    pick(&Settings::sound);
    pick(&Settings::ponder);
    pick(&Settings::clock);
    pick(&Settings::analysis_lines);
    pick(&Settings::review_ms);
    pick(&Settings::last_folder);
    out.clamp();  // the level follows depth and time
    return out;
}

std::string to_string(GameKind k) { return k == GameKind::Gomoku ? "gomoku" : "tictactoe"; }
std::string to_string(PlayerKind p) {
    switch (p) {
        case PlayerKind::Human:
            return "human";
        case PlayerKind::Ai:
            return "ai";
        case PlayerKind::Engine:
            return "engine";
    }
    return "human";
}

std::string to_json_text(const Settings& s) {
    nlohmann::json j;
    j["game"] = to_string(s.kind);
    j["size"] = s.size;
    j["rule"] = rule_name(s.rule);
    j["opening_rule"] = opening_rule_name(s.opening);
    j["black"] = to_string(s.black);
    j["white"] = to_string(s.white);
    j["level"] = level_name(s.level);
    j["depth"] = s.depth;
    j["time_ms"] = s.time_ms;
    j["threads"] = s.threads;
    j["show_numbers"] = s.show_numbers;
    j["show_pv"] = s.show_pv;
    j["show_threats"] = s.show_threats;
    j["show_forbidden"] = s.show_forbidden;
    j["sound"] = s.sound;
    j["ponder"] = s.ponder;
    j["clock"] = clock_text(s.clock);
    j["analysis_lines"] = s.analysis_lines;
    j["review_ms"] = s.review_ms;
    j["black_engine"] = s.black_engine;
    j["white_engine"] = s.white_engine;
    j["engines"] = s.engines;
    j["last_folder"] = s.last_folder;
    return j.dump(2) + "\n";
}

SettingsParse settings_from_json_text(const std::string& text) {
    SettingsParse out;
    nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object()) {
        out.error = "settings file is not a JSON object";
        return out;
    }
    Settings& s = out.settings;
    auto str = [&](const char* key) -> std::string {
        auto it = j.find(key);
        return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    auto num = [&](const char* key, int64_t fallback) -> int64_t {
        auto it = j.find(key);
        return it != j.end() && it->is_number_integer() ? it->get<int64_t>() : fallback;
    };
    auto flag = [&](const char* key, bool fallback) {
        auto it = j.find(key);
        return it != j.end() && it->is_boolean() ? it->get<bool>() : fallback;
    };
    if (str("game") == "tictactoe") s.kind = GameKind::TicTacToe;
    if (const auto rule = parse_rule(str("rule"))) s.rule = *rule;
    if (const auto opening = parse_opening_rule(str("opening_rule"))) s.opening = *opening;
    if (str("black") == "ai") s.black = PlayerKind::Ai;
    if (str("white") == "human") s.white = PlayerKind::Human;
    if (str("black") == "engine") s.black = PlayerKind::Engine;
    if (str("white") == "engine") s.white = PlayerKind::Engine;
    s.black_engine = str("black_engine");
    s.white_engine = str("white_engine");
    if (auto it = j.find("engines"); it != j.end() && it->is_array())
        for (const auto& e : *it)
            if (e.is_string()) s.engines.push_back(e.get<std::string>());
    s.size = int(num("size", s.size));
    s.depth = int(num("depth", s.depth));
    s.time_ms = num("time_ms", s.time_ms);
    s.threads = int(num("threads", s.threads));
    s.show_numbers = flag("show_numbers", s.show_numbers);
    s.show_pv = flag("show_pv", s.show_pv);
    s.show_threats = flag("show_threats", s.show_threats);
    s.show_forbidden = flag("show_forbidden", s.show_forbidden);
    s.sound = flag("sound", s.sound);
    s.ponder = flag("ponder", s.ponder);
    if (auto c = parse_clock(str("clock"))) s.clock = *c;
    s.analysis_lines = int(num("analysis_lines", s.analysis_lines));
    s.review_ms = num("review_ms", s.review_ms);
    s.last_folder = str("last_folder");
    s.clamp();
    return out;
}

std::optional<std::filesystem::path> config_dir(const char* xdg_config_home, const char* home) {
    if (xdg_config_home && *xdg_config_home) return std::filesystem::path(xdg_config_home) / "wuzi";
    if (home && *home) return std::filesystem::path(home) / ".config" / "wuzi";
    return std::nullopt;
}

std::optional<std::filesystem::path> default_settings_path() {
    auto dir = config_dir(std::getenv("XDG_CONFIG_HOME"), std::getenv("HOME"));
    if (!dir) return std::nullopt;
    return *dir / "settings.json";
}

SettingsParse load_settings(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return {};
    std::ifstream in(path);
    if (!in) return {Settings{}, "cannot read " + path.string()};
    std::stringstream buffer;
    buffer << in.rdbuf();
    SettingsParse out = settings_from_json_text(buffer.str());
    if (!out.error.empty()) out = {Settings{}, path.string() + ": " + out.error};
    return out;
}

std::optional<std::string> save_settings(const std::filesystem::path& path, const Settings& s) {
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) return "cannot create " + path.parent_path().string() + ": " + ec.message();
    const auto tmp = path.string() + ".tmp";
    {
        std::ofstream out(tmp);
        if (!out) return "cannot write " + tmp;
        out << to_json_text(s);
        if (!out) return "cannot write " + tmp;
    }
    std::filesystem::rename(tmp, path, ec);
    if (ec) return "cannot replace " + path.string() + ": " + ec.message();
    return std::nullopt;
}

}  // namespace wuzi::game
