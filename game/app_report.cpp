// What --debug prints for the GUI test scripts after each drawn frame: the
// frame count, a "sync" answer, the buttons drawn and the texts shown, each
// when it changed. Scripts wait for these instead of sleeping.
#include <wuzi/notation.h>

#include <algorithm>
#include <cstdio>
#include <utility>

#include "app.h"
#include "chooser_view.h"

namespace wuzi::game {

void App::show(const std::string& key, const std::string& value) {
    auto [it, fresh] = shown_.try_emplace(key, value);
    if (!fresh && it->second == value) return;
    it->second = value;
    debug_line("show " + key + " " + value);
}

void App::report_frame() {
    ++frames_;
    ++frame_count_;
    if (!debug_) return;
    debug_line("frame " + std::to_string(frame_count_));
    // The buttons, when they moved or changed: "button ACTION X Y W H ENABLED
    // LABEL" (the action's name, with ":N" for a move of the list; centre and
    // size in window pixels) for each, then "buttons".
    std::string buttons;
    char line[200];
    for (const Button& b : drawn_.buttons) {
        std::string name = action_name(b.command.action);
        if (b.command.action == Action::StepTo || b.command.action == Action::ShowLine ||
            b.command.action == Action::EditTool || b.command.action == Action::ThreatSearch ||
            b.command.action == Action::Choose)
            name.append(":").append(std::to_string(b.command.arg));
        std::snprintf(line, sizeof line, "button %s %d %d %d %d %d %s\n", name.c_str(),
                      int(b.rect.x + b.rect.w / 2), int(b.rect.y + b.rect.h / 2), int(b.rect.w),
                      int(b.rect.h), b.enabled ? 1 : 0, b.label.c_str());
        buttons += line;
    }
    // The panel's sections likewise: "section NAME X Y W H" (top left, size).
    for (const auto& [section, r] : drawn_.sections) {
        std::snprintf(line, sizeof line, "section %s %d %d %d %d\n", section_name(section),
                      int(r.x), int(r.y), int(r.w), int(r.h));
        buttons += line;
    }
    if (buttons != buttons_shown_) {
        buttons_shown_ = buttons;
        debug_line(buttons + "buttons");  // the end of the list
    }
    const PanelModel& m = shown_model_;
    show("turn", m.turn_line);
    show("note", m.turn_note);
    show("eval", m.eval_text);
    // The engine's box without its ever-changing depth, time and nodes line.
    std::string engine = m.engine_title;
    for (const std::string& l : m.engine_lines)
        if (l.rfind("depth ", 0) != 0) engine.append(" | ").append(l);
    show("engine", engine);
    show("clock",
         m.clock[0] + " " + m.clock[1] +
             (m.clock_running ? (*m.clock_running == Black ? " black" : " white") : " stopped"));
    show("status", m.status);
    show("game", m.game_line);
    show("settings", m.game_label + " " + m.size + " " + m.rule_label + " " + m.opening_label +
                         " " + m.level + " " + m.clock_label + " depth " + m.depth + " time " +
                         m.time + " threads " + m.threads +
                         (m.forbidden ? " forbidden-on" : " forbidden-off"));
    show("review", m.review_line + (m.review_note.empty() ? "" : " | " + m.review_note));
    // "h8 i9?* h10": the moves with their verdicts, the shown one starred.
    std::string list;
    for (size_t i = 0; i < m.moves.size(); ++i) {
        if (i) list += ' ';
        list.append(m.moves[i].text).append(verdict_mark(m.moves[i].verdict));
        if (int(i) + 1 == m.cursor) list += '*';
    }
    show("list", list.empty() ? "-" : list);
    const int size = session_.config().size;
    // "h8:B+0.4 i9:W+0.1 j8:Bwin5": move, the side the score favours, the
    // score; a candidate is one word (the board's "win 5" loses its space).
    std::string candidates;
    for (const Candidate& c : shown_scene_.candidates) {
        if (!candidates.empty()) candidates += ' ';
        candidates.append(move_to_text(c.move, size)).append(c.favours == Black ? ":B" : ":W");
        for (char ch : c.label)
            if (ch != ' ') candidates += ch;
    }
    show("candidates", candidates.empty() ? "-" : candidates);
    // "h8:B4 c3:W3": the cell, the side, what it would make.
    std::string threats;
    for (const ThreatMark& t : shown_scene_.threats) {
        if (!threats.empty()) threats += ' ';
        threats.append(move_to_text(t.cell, size)).append(t.side == Black ? ":B" : ":W");
        threats += t.level == ThreatLevel::Five ? '5' : t.level == ThreatLevel::Four ? '4' : '3';
    }
    show("threats", threats.empty() ? "-" : threats);
    show("forbidden", forbidden_report(shown_scene_.forbidden, size));
    show("better", shown_scene_.better ? move_to_text(*shown_scene_.better, size) : "-");
    show("tooltip", tooltip().value_or("-"));
    // Texts the frame had to cut short (the tests want none at the default size).
    std::string clipped;
    for (const std::string& c : clipped_) clipped.append(clipped.empty() ? "" : " | ").append(c);
    show("clipped", clipped.empty() ? "-" : clipped);
    report_chooser();
    if (sync_requested_) {
        sync_requested_ = false;
        debug_line("sync " + std::to_string(++syncs_));
    }
}

void App::report_chooser() {
    // When they change, the rows shown and the buttons: "chooser-row INDEX X
    // Y NAME" and "chooser-button ok|cancel X Y" (centres in window pixels),
    // ending with "chooser-rows"; then "show chooser FOLDER" ("-" when
    // closed), its field, its message and the selected row's name (after the
    // rows, so a script that sees the folder finds its rows).
    if (!chooser_) {
        chooser_rows_shown_.clear();  // reported again when it opens
        show("chooser", "-");
        return;
    }
    const FileChooser& c = *chooser_;
    const ChooserGeometry g = chooser_geometry(layout_);
    std::string rows;
    char line[120];
    const size_t last = std::min(c.entries().size(), c.first_row() + g.rows);
    for (size_t i = c.first_row(); i < last; ++i) {
        const Rect r = g.row_rect(i, c.first_row());
        std::snprintf(line, sizeof line, "chooser-row %zu %d %d ", i, int(r.x + r.w / 2),
                      int(r.y + r.h / 2));
        rows += line + c.entries()[i].name + "\n";
    }
    for (const auto& [name, r] : {std::pair{"ok", g.ok}, std::pair{"cancel", g.cancel}}) {
        std::snprintf(line, sizeof line, "chooser-button %s %d %d\n", name, int(r.x + r.w / 2),
                      int(r.y + r.h / 2));
        rows += line;
    }
    if (rows != chooser_rows_shown_) {
        chooser_rows_shown_ = rows;
        debug_line(rows + "chooser-rows");
    }
    show("chooser", c.folder().string());
    show("chooser-field", c.field().text().empty() ? "-" : c.field().text());
    show("chooser-message", c.message().empty() ? "-" : c.message());
    show("chooser-selected", c.selected() ? c.entries()[*c.selected()].name : "-");
}

}  // namespace wuzi::game
