// The opening rules in the window (swap, swap2): the panel's rule button, a
// human's choice (the choice box's buttons), the AI's decision reported with
// the scores it rests on, what the status line says is expected of whom, and
// a click refused while a choice is expected.
#include <wuzi/notation.h>

#include <iterator>

#include "app.h"
#include "app_text.h"
#include "opening_text.h"

namespace wuzi::game {

std::string App::opening_who(Color c) const {
    const PlayerKind p = session_.player(c);
    return colour_name(c, false) +
           (p == PlayerKind::Human ? " (you)" : " (" + player_label(c) + ")");
}

void App::change_opening() {
    if (settings_.kind != GameKind::Gomoku) {
        set_status("Opening rules are for gomoku.");
        return;
    }
    settings_.opening = OpeningRule((int(settings_.opening) + 1) % std::size(kOpeningRules));
    settings_changed();
    session_.set_opening_rule(settings_.opening);
    const std::string what = "Opening rule: " + opening_rule_label(settings_.opening) + ".";
    if (!session_.line().empty()) return new_game(session_.config(), what + " A new game.");
    set_setting_status(what);
    after_change();
}

void App::choose_opening(SwapChoice c) {
    const OpeningStep step = session_.opening_step();
    if (step != OpeningStep::SecondChooses && step != OpeningStep::FirstChooses) {
        set_status("There is no opening choice to make here.");
        return;
    }
    const Color who = session_.acting();
    if (session_.player(who) != PlayerKind::Human || !session_.at_end()) {
        set_status("Please wait: it is " + opening_who(who) + "'s choice.");
        return;
    }
    if (!session_.choose(c)) {
        set_status("Place two more is for swap2's second player only.");
        return;
    }
    debug_line("opening " + colour_name(who, false) + " " + choice_text(c) + " human");
    set_status(opening_who(who) + " " + choice_text(c) + ".");
    after_change();
}

void App::report_opening(const SearchDriver::Events& e) {
    if (!e.opening) return;
    const std::string who = colour_name(e.opening_side, false) + " (AI)";
    static const char* actions[] = {"propose", "take-black", "take-white", "place-two"};
    const std::string stones = moves_to_text(e.opening->stones, session_.config().size);
    debug_line("opening " + colour_name(e.opening_side, false) + " " +
               actions[int(e.opening->action)] + (stones.empty() ? "" : " " + stones) + " ai");
    set_status(decision_text(*e.opening, e.opening_stones, who));
}

void App::say_opening() {
    const OpeningStep step = session_.opening_step();
    if (step == OpeningStep::Settled || !session_.at_end() || session_.over()) return;
    const std::string expected = opening_expectation(
        session_.game_opening(), step, session_.cursor(), opening_who(session_.acting()));
    // Before what was just said of this position (the AI's choice, the human's):
    // what is expected must not be the part cut off.
    if (status_version_ == session_.version() && !status_.empty())
        set_status(expected + " " + status_);
    else
        set_status(expected);
}

bool App::opening_refused() {
    const auto why = opening_refusal(session_.game_opening(), session_.opening_step());
    if (why) set_status(*why);
    return why.has_value();
}

void App::opening_model(PanelModel& m) const {
    const bool ttt = settings_.kind != GameKind::Gomoku;
    m.can_opening = !ttt;
    m.opening_label =
        settings_.opening == OpeningRule::None ? "No swap" : opening_rule_label(settings_.opening);
    m.opening_tip =
        "Opening rule of a new game: none; swap (the first player places three stones, black, "
        "white, black, and the second chooses a colour); swap2 (the second may instead place two "
        "more, and the first then chooses)";
    const OpeningStep step = session_.opening_step();
    const Color who = session_.acting();
    m.choosing = (step == OpeningStep::SecondChooses || step == OpeningStep::FirstChooses) &&
                 session_.at_end() && !session_.over() && session_.player(who) == PlayerKind::Human;
    m.can_place_two = m.choosing && step == OpeningStep::SecondChooses &&
                      session_.game_opening() == OpeningRule::Swap2;
    m.choice_title =
        opening_rule_label(session_.game_opening()) + ": " + opening_who(who) + " chooses";
}

}  // namespace wuzi::game
