// Game files on disk: SGF (`.sgf`, see sgf.h) and Wuzi's move text, a line
// `h8,i9,h10` optionally preceded by a header `# wuzi gomoku 15 freestyle`
// (or `# wuzi tictactoe`) naming the board.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "sgf.h"

namespace wuzi::gui {

// write_move_text: the header line and the moves.
std::string write_move_text(const GameRecord& record);
// parse_move_text: moves on the board the header names, else on `fallback`.
RecordParse parse_move_text(std::string_view text, const BoardConfig& fallback);
// parse_game_text: SGF if the text starts with '(', else move text.
RecordParse parse_game_text(std::string_view text, const BoardConfig& fallback);

// load_game_file: read and parse a file; an error names the file.
RecordParse load_game_file(const std::filesystem::path& path, const BoardConfig& fallback);
// save_game_file: SGF when the name ends in .sgf (any case), else move text.
std::optional<std::string> save_game_file(const std::filesystem::path& path,
                                          const GameRecord& record, GameResult result,
                                          bool resigned);

}  // namespace wuzi::gui
