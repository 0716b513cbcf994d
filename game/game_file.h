// Game files on disk: SGF (`.sgf`) or Wuzi's move text (see wuzi/record.h).
#pragma once

#include <wuzi/record.h>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace wuzi::game {

// load_game_file: read and parse a file; an error names the file. A folder,
// and move text without a move (an empty or comment-only file), are refused.
RecordParse load_game_file(const std::filesystem::path& path, const BoardConfig& fallback);
// save_game_file: SGF when the name ends in .sgf (any case), else move text.
std::optional<std::string> save_game_file(const std::filesystem::path& path,
                                          const GameRecord& record);

}  // namespace wuzi::game
