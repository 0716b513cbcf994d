// A one-line text field, for typing the path of a game file to save or load.
#pragma once

#include <cstdint>
#include <string>

namespace wuzi::game {

// TextPrompt. Invariants: 0 <= cursor() <= text().size(); the text holds
// printable ASCII only (other characters are refused), at most kMaxLength.
class TextPrompt {
  public:
    static constexpr size_t kMaxLength = 240;

    TextPrompt(std::string title = {}, std::string initial = {});

    const std::string& title() const { return title_; }
    const std::string& text() const { return text_; }
    size_t cursor() const { return cursor_; }

    // type: insert a typed character (SFML's TextEntered unicode value);
    // backspace (8), delete (127) and control characters are handled or ignored.
    void type(uint32_t unicode);
    void backspace();
    void erase_forward();
    void left();
    void right();
    void home() { cursor_ = 0; }
    void end() { cursor_ = text_.size(); }

  private:
    std::string title_;
    std::string text_;
    size_t cursor_ = 0;
};

}  // namespace wuzi::game
