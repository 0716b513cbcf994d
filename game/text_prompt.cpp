#include "text_prompt.h"

namespace wuzi::game {

TextPrompt::TextPrompt(std::string title, std::string initial)
    : title_(std::move(title)), text_(std::move(initial)) {
    if (text_.size() > kMaxLength) text_.resize(kMaxLength);
    cursor_ = text_.size();
}

void TextPrompt::type(uint32_t unicode) {
    if (unicode == 8) return backspace();
    if (unicode == 127) return erase_forward();
    if (unicode < 32 || unicode > 126 || text_.size() >= kMaxLength) return;
    text_.insert(text_.begin() + long(cursor_), char(unicode));
    ++cursor_;
}

void TextPrompt::backspace() {
    if (cursor_ == 0) return;
    text_.erase(--cursor_, 1);
}

void TextPrompt::erase_forward() {
    if (cursor_ < text_.size()) text_.erase(cursor_, 1);
}

void TextPrompt::left() {
    if (cursor_ > 0) --cursor_;
}

void TextPrompt::right() {
    if (cursor_ < text_.size()) ++cursor_;
}

}  // namespace wuzi::game
