// The Gomocup protocol's text, parsed: one line in, one `Command` out. Only
// this file and the brain's output reads or writes protocol text; it never
// touches the engine, so it can be fuzzed on its own.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace wuzi::protocol {

enum class CommandKind {
    Empty,  // a blank line: ignored
    Start,
    RectStart,
    Restart,
    Begin,
    Turn,
    Board,
    Done,
    Info,
    End,
    About,
    Takeback,
    Play,
    Swap2Board,
    Stop,  // YXSTOP / STOP: finish the current search now
    // Yixin-Board's extensions (Rapfi answers them too).
    YxShowInfo,       // GUI message mode; MESSAGE INFO MAX_THREAD_NUM / MAX_HASH_SIZE
    YxBoard,          // like BOARD (lines x,y,f then DONE) but without a search
    YxNBest,          // n: a search for the n best moves
    YxBlock,          // lines x,y then DONE: points the search must not play
    YxBlockUndo,      // lines x,y then DONE: points no longer blocked
    YxBlockReset,     // no point blocked
    YxBalanceOne,     // bias: the move leaving the evaluation closest to bias
    YxBalanceTwo,     // bias: the two moves doing so
    YxSearchDefend,   // every move that does not lose to a forced win
    YxHashClear,      // forget the transposition table
    YxShowForbid,     // renju forbidden points (none: Wuzi has no renju yet)
    YxShowHashUsage,  // how full the transposition table is
    YxUnknown,        // a YX... word we do not know (always with `error`)
    Unknown,          // a command word we do not know
};

// A parsed line. Invariants: when `error` is empty the numbers the command
// needs are in `args` (START n, YXNBEST n, YXBALANCEONE/TWO bias: args[0],
// which may be negative; RECTSTART, TURN, TAKEBACK, PLAY: x,y in args[0..1])
// and an INFO line has a non-empty `key` (lower case);
// when `error` is set the command is known but its arguments are malformed.
struct Command {
    CommandKind kind = CommandKind::Empty;
    std::array<int, 3> args{};
    std::string key, value;  // INFO key value
    std::string word;        // the command word as sent (for UNKNOWN)
    std::string error;       // non-empty: the reason the arguments are bad
};

// parse_command: one protocol line without its line ending (a trailing CR is
// ignored). Command words are case-insensitive.
Command parse_command(std::string_view line);

// parse_numbers: exactly `count` (1..3) comma-separated integers of at most 9
// digits, spaces allowed around them, e.g. "7,7,1". Nothing on any other text.
std::optional<std::array<int, 3>> parse_numbers(std::string_view text, int count);

// trim: the text without surrounding spaces, tabs and CR.
std::string_view trim(std::string_view text);

// upper_case: the text with ASCII letters in upper case (commands and
// answers are read case-insensitively).
std::string upper_case(std::string_view text);

// printable: the text with control and non-ASCII bytes as `\xNN`, at most
// `max_len` characters, for echoing bad input back in an ERROR line.
std::string printable(std::string_view text, size_t max_len = 40);

}  // namespace wuzi::protocol
