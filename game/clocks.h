// The game clocks: a time control (a game clock with an increment, a limit
// per move, or none), the time each side has used or has left, loss on time,
// and the AI's share of its clock from the engine's time manager. Times come
// from a millisecond source the caller passes in, so tests need no real clock.
#pragma once

#include <wuzi/types.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wuzi::game {

// A time control. Invariants: every value >= 0; per_move_ms > 0 is a limit
// per move (base and increment unused); else base_ms > 0 is a game clock with
// an increment after each own move; all zero is untimed (the clocks count up).
struct ClockSetting {
    int64_t base_ms = 0;
    int64_t increment_ms = 0;
    int64_t per_move_ms = 0;

    bool per_move() const { return per_move_ms > 0; }
    bool timed() const { return per_move() || base_ms > 0; }
    bool operator==(const ClockSetting&) const = default;
};

// clock_text: "no clock", "5+3", "0.5+0", "10 s/move".
std::string clock_text(const ClockSetting& c);
// clock_description: a sentence for the tooltip: "5 minutes each, plus 3 s per move".
std::string clock_description(const ClockSetting& c);
// parse_clock: "off", "5+3" (minutes + seconds of increment), "5" (5+0),
// "10s" or "10s/move" (per move); decimals allowed; nothing if malformed or
// beyond 3 hours (game) or an hour (per move).
std::optional<ClockSetting> parse_clock(std::string_view text);
// next_clock: the Clock button's next preset after `c` (wrapping).
ClockSetting next_clock(const ClockSetting& c);

// GameClock. Invariants: at most one side's clock runs; `spent_at_[i]` is
// what each side had used when the position after i moves of `line_` was
// first reached, so stepping back to a position (undo, browsing) restores its
// times and stepping forward again finds them; a side's time used only grows
// while it runs (a `now` earlier than the last update adds nothing).
class GameClock {
  public:
    GameClock() { reset(); }
    // set_control: a new time control; the clocks start from zero.
    void set_control(const ClockSetting& c);
    const ClockSetting& control() const { return control_; }
    void reset();

    // update: the board shows `ply` moves of `line`, and `running` (or
    // nobody) is on the clock from `now_ms` on. Call it whenever either may
    // have changed (every frame is fine).
    void update(const std::vector<Move>& line, int ply, std::optional<Color> running,
                int64_t now_ms);
    std::optional<Color> running() const { return running_; }

    // used: what `c` has used at `now_ms`. shown: what its clock shows, the
    // time left when timed (for this move when per move), else the time used.
    int64_t used(Color c, int64_t now_ms) const;
    int64_t shown(Color c, int64_t now_ms) const;
    // left: the time `c` has left, if timed.
    std::optional<int64_t> left(Color c, int64_t now_ms) const;
    // flagged: the running side when its time is up.
    std::optional<Color> flagged(int64_t now_ms) const;
    // next_change: when the running clock's text next changes (ms), if it runs.
    std::optional<int64_t> next_change(int64_t now_ms) const;
    // text: the clock of `c` as shown ("4:59", "0:08.4" under ten seconds left).
    std::string text(Color c, int64_t now_ms) const;

  private:
    using Pair = std::array<int64_t, 2>;
    Color to_move() const { return ply_ % 2 == 0 ? Black : White; }

    ClockSetting control_;
    std::vector<Move> line_;
    std::vector<Pair> spent_at_;
    Pair spent_{0, 0};
    int ply_ = 0;
    std::optional<Color> running_;
    int64_t since_ = 0;
};

// format_clock: "m:ss" (or "h:mm:ss" past an hour); with `tenths`, "m:ss.t".
std::string format_clock(int64_t ms, bool tenths = false);

// ai_think_ms: the AI's thinking time for its next move when `left_ms` is
// on its clock and it has made `own_moves` moves, planned by the engine's
// time manager; nothing when the game is untimed. The one place the window
// asks the time manager.
std::optional<int64_t> ai_think_ms(const ClockSetting& c, int64_t left_ms, int own_moves);

}  // namespace wuzi::game
