// Piskvork's game files (`.psq`), as Gomocup tournaments keep them: a
// header line `Piskvorky 20x20, 11:11, 0` (the board's width and height,
// then fields Wuzi ignores), one `x,y,time` line per move (1-based column and
// row from the top left, the thinking time in ms), then optional trailer
// lines (a `-1`, the players' names, ...), which are ignored.
#pragma once

#include <wuzi/record.h>

#include <string>
#include <string_view>

namespace wuzi::game {

// is_psq_text: the text starts with Piskvork's header word.
bool is_psq_text(std::string_view text);
// parse_psq: the game on a square board of the header's size (5 to 20) with
// `fallback`'s rule (a .psq does not name one; tic-tac-toe's becomes
// freestyle); the moves must replay legally. An error names the line.
RecordParse parse_psq(std::string_view text, const BoardConfig& fallback);
// write_psq: the header, the moves (time 0; a pass cannot be written), and
// the trailer line `-1`. Nothing for tic-tac-toe or a line with a pass:
// `error` says why.
std::string write_psq(const GameRecord& record, std::string& error);

}  // namespace wuzi::game
