// Game files on disk: SGF (`.sgf`), Wuzi's move text (see wuzi/record.h) or
// Piskvork's `.psq` (psq_file.h).
#pragma once

#include <wuzi/record.h>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace wuzi::game {

// load_game_file: read and parse a file (SGF, .psq by its header, else move
// text); an error names the file and quotes at most a few printable
// characters of it. A folder, a binary file, move text without a move (an
// empty or comment-only file) and set-up stones that already won are refused.
RecordParse load_game_file(const std::filesystem::path& path, const BoardConfig& fallback);
// save_game_file: SGF when the name ends in .sgf (any case), Piskvork's
// format for .psq, else move text.
// readable: `text` with unprintable bytes as '?' and each 'quoted' piece cut
// to a few characters.
std::string readable(std::string_view text);

std::optional<std::string> save_game_file(const std::filesystem::path& path,
                                          const GameRecord& record);

}  // namespace wuzi::game
