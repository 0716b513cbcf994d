#include "position_editor.h"

#include <algorithm>

namespace wuzi::game {

PositionEditor::PositionEditor(const Board& board) : game_(board.config()) {
    const int size = board.config().size;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Move m = make_move(x, y);
            if (board.at(m) == Black) stones_.black.push_back(m);
            if (board.at(m) == White) stones_.white.push_back(m);
        }
    stones_.to_move = board.side_to_move();
    start_ = stones_;
    // The board came from a game that goes on, so its stones are undecided.
    (void)game_.set_moves(moves(), Replay::AsPosition);
}

std::vector<Move> PositionEditor::moves() const {
    return setup_moves(stones_.black, stones_.white, stones_.to_move);
}

std::string PositionEditor::apply(const Stones& next) {
    Game game(config());
    const std::vector<Move> list = setup_moves(next.black, next.white, next.to_move);
    if (const auto bad = game.set_moves(list, Replay::AsPosition)) {
        std::string why = bad->message(config().size);
        return "Refused: " + why + ".";
    }
    const bool ttt = config().is_tictactoe();
    const std::string line = ttt ? "three in a row" : "five in a row";
    switch (game.result()) {
        case GameResult::Ongoing:
            break;
        case GameResult::BlackWins:
        case GameResult::WhiteWins: {
            const bool black = game.result() == GameResult::BlackWins;
            const std::string who = ttt ? (black ? "X" : "O") : (black ? "Black" : "White");
            return "Refused: " + who + " would have " + line + ".";
        }
        case GameResult::Draw:
            return "Refused: that fills the board.";
    }
    history_.push_back(stones_);
    stones_ = next;
    game_ = std::move(game);
    return "";
}

std::string PositionEditor::set(Move m, Color c) {
    const Board& b = game_.board();
    if (m == kNoMove || m == kPass || !b.on_board(move_x(m), move_y(m)))
        return "Refused: that point is off the board.";
    Stones next = stones_;
    for (auto* list : {&next.black, &next.white})
        list->erase(std::remove(list->begin(), list->end(), m), list->end());
    if (c == Black) next.black.push_back(m);
    if (c == White) next.white.push_back(m);
    if (next == stones_) return "";
    return apply(next);
}

std::string PositionEditor::click(Move m, bool other) {
    const Board& b = game_.board();
    if (m == kNoMove || m == kPass || !b.on_board(move_x(m), move_y(m)))
        return "Refused: that point is off the board.";
    if (!b.is_empty(m)) return set(m, Empty);
    if (tool_ == EditTool::Erase) return "";
    const Color c = tool_ == EditTool::Black ? Black : White;
    return set(m, other ? opponent(c) : c);
}

void PositionEditor::set_to_move(Color c) {
    if (c == stones_.to_move) return;
    Stones next = stones_;
    next.to_move = c;
    (void)apply(next);  // the stones stay: an undecided position stays undecided
}

bool PositionEditor::clear() {
    if (stones_.black.empty() && stones_.white.empty()) return false;
    Stones next;
    next.to_move = stones_.to_move;
    return apply(next).empty();
}

bool PositionEditor::undo() {
    if (history_.empty()) return false;
    Stones previous = history_.back();
    history_.pop_back();
    Game game(config());
    (void)game.set_moves(setup_moves(previous.black, previous.white, previous.to_move),
                         Replay::AsPosition);  // accepted once already
    stones_ = std::move(previous);
    game_ = std::move(game);
    return true;
}

}  // namespace wuzi::game
