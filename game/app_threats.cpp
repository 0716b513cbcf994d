// Threat search on request in the window (Shift+F: VCF, Shift+T: VCT, or
// the panel's buttons): started off the window's thread (ThreatWorker),
// followed each frame, its answer told in the status line and the engine's
// box, its winning line drawn on the board as numbered stones.
#include <wuzi/notation.h>

#include <cstdio>

#include "app.h"
#include "app_text.h"

namespace wuzi::game {

namespace {

// What one request may spend: the window stays free meanwhile (another
// thread), but the answer should come while the player waits for it.
constexpr int64_t kThreatTimeMs = 10000;
constexpr uint64_t kThreatNodes = 8'000'000;
// Moves per row of the line in the engine's box.
constexpr size_t kMovesPerRow = 9;

std::string limit_text() {
    return std::to_string(kThreatTimeMs / 1000) + " s or " +
           std::to_string(kThreatNodes / 1000000) + "M nodes";
}

}  // namespace

void App::request_threat_search(ThreatKind kind) {
    const bool ttt = session_.config().is_tictactoe();
    const std::string name = threat_kind_name(kind);
    if (ttt) {
        set_status(name + " is a gomoku question: tic-tac-toe has no fours or threes.");
        return;
    }
    if (session_.over()) {
        set_status("The game is over here: there is nothing to search.");
        return;
    }
    ThreatLimits limits;
    limits.time_ms = kThreatTimeMs;
    limits.max_nodes = kThreatNodes;
    threat_.reset();
    threats_.start(session_.version(), kind, session_.config(), session_.moves(), limits);
    threat_started_ = now_ms();
    debug_line("threat start " + name);
    set_status("Looking for a " + name + " for " + colour_name(session_.side_to_move(), false) +
               " (Esc stops)...");
}

bool App::threat_current() const { return threat_ && threat_->version == session_.version(); }

void App::poll_threats() {
    // A search of a position no longer shown is of no use: stop it.
    if (threats_.running() && threats_.version() != session_.version()) threats_.cancel();
    const std::optional<ThreatResult> r = threats_.poll();
    if (!r) return;
    dirty_ = true;
    if (r->version != session_.version()) return;
    threat_ = *r;
    const ThreatAnswer& a = r->answer;
    const int size = session_.config().size;
    const std::string name = threat_kind_name(r->kind);
    const std::string who = colour_name(a.attacker, false);
    switch (a.outcome) {
        case ThreatOutcome::Win:
            debug_line("threat " + name + " win " + moves_to_text(a.line, size));
            set_status(name + ": " + who + " wins in " + std::to_string(a.plies) +
                       (a.plies == 1 ? " ply: " : " plies: ") + moves_to_text(a.line, size) +
                       " (numbered on the board).");
            break;
        case ThreatOutcome::NoWin:
            debug_line("threat " + name + " none");
            set_status("No " + name + " for " + who + " within " + std::to_string(a.max_plies) +
                       " plies.");
            break;
        case ThreatOutcome::Unknown:
            debug_line("threat " + name + " unknown");
            set_status(r->stopped ? name + " search stopped: no answer."
                                  : name + ": no answer within the limit (" + limit_text() +
                                        "): unknown.");
            break;
        case ThreatOutcome::BadPosition:
            debug_line("threat " + name + " bad");
            set_status("No " + name + " search here: " + a.error + ".", true);
            break;
    }
}

void App::threat_model(PanelModel& m) const {
    const bool running = threats_.running() && threats_.version() == session_.version();
    if (!running && !threat_current()) return;
    const int size = session_.config().size;
    const std::string name = threat_kind_name(running ? threats_.kind() : threat_->kind);
    m.threat_kind = (running ? threats_.kind() : threat_->kind) == ThreatKind::Vcf ? 0 : 1;
    m.engine_lines.clear();
    m.engine_line_moves.clear();
    if (running) {
        const int64_t elapsed = now_ms() - threat_started_;
        m.engine_active = true;
        m.engine_title = name + " search for " + colour_name(session_.side_to_move(), false) +
                         std::string("...").substr(0, 1 + size_t(elapsed / 300 % 3));
        char line[64];
        std::snprintf(line, sizeof line, "searching  %.1fs  (limit %s)", double(elapsed) / 1000.0,
                      limit_text().c_str());
        m.engine_lines.push_back(line);
        return;
    }
    const ThreatAnswer& a = threat_->answer;
    const std::string who = colour_name(a.attacker, false);
    m.engine_active = false;
    char stats[96];
    std::snprintf(stats, sizeof stats, "%.1fs  %llu nodes  %d plies max",
                  double(a.time_ms) / 1000.0, (unsigned long long)a.nodes, a.max_plies);
    switch (a.outcome) {
        case ThreatOutcome::Win:
            m.engine_title = name + ": " + who + " wins in " + std::to_string(a.plies);
            break;
        case ThreatOutcome::NoWin:
            m.engine_title = "No " + name + " for " + who;
            break;
        case ThreatOutcome::Unknown:
            m.engine_title = name + " for " + who + ": unknown";
            break;
        case ThreatOutcome::BadPosition:
            m.engine_title = name + ": not searched";
            break;
    }
    m.engine_lines.push_back(stats);
    // The line in rows of a few moves, numbered as on the board.
    for (size_t i = 0; i < a.line.size(); i += kMovesPerRow) {
        std::string row = std::to_string(i + 1) + ".";
        for (size_t k = i; k < a.line.size() && k < i + kMovesPerRow; ++k)
            row.append(" ").append(move_to_text(a.line[k], size));
        m.engine_lines.push_back(row);
    }
}

}  // namespace wuzi::game
