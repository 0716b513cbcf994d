// libFuzzer target: arbitrary bytes through the line splitter and the
// command parser, and every line's numbers through parse_numbers and the
// BOARD setup, as the brain would (without the engine's search).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "board_setup.h"
#include "brain_settings.h"
#include "line_reader.h"
#include "protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace wuzi::brain;
    using namespace wuzi::protocol;
    LineReader reader;
    BrainSettings settings;
    std::vector<SetupStone> stones;
    auto on_line = [&](std::string_view line, bool overlong) {
        if (overlong) return true;
        const Command cmd = parse_command(line);
        if (cmd.kind == CommandKind::Info && cmd.error.empty()) {
            (void)settings.apply(cmd.key, cmd.value);
            (void)settings.rule_error();
            (void)settings.game_rule();
            (void)settings.hash_mb();
        }
        if (auto n = parse_numbers(line, 3)) stones.push_back({(*n)[0], (*n)[1], (*n)[2]});
        if (cmd.kind == CommandKind::Done) {
            (void)order_stones(stones, wuzi::BoardConfig::gomoku(15));
            stones.clear();
        }
        (void)printable(line);
        return stones.size() < 400;
    };
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    // Feed in two chunks so partial lines are exercised too.
    if (reader.feed(bytes.substr(0, size / 2), on_line)) {
        if (reader.feed(bytes.substr(size / 2), on_line)) reader.finish(on_line);
    }
    return 0;
}
