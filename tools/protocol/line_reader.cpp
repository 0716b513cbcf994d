#include "line_reader.h"

namespace wuzi::protocol {

bool LineReader::feed(std::string_view bytes,
                      const std::function<bool(std::string_view, bool)>& on_line) {
    while (!bytes.empty()) {
        const size_t lf = bytes.find('\n');
        const std::string_view piece = bytes.substr(0, lf);
        if (!overlong_) {
            if (partial_.size() + piece.size() > kMaxLine) {
                overlong_ = true;
                partial_.clear();
            } else {
                partial_.append(piece);
            }
        }
        if (lf == std::string_view::npos) return true;
        bytes.remove_prefix(lf + 1);
        std::string line;
        line.swap(partial_);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const bool overlong = overlong_;
        overlong_ = false;
        if (!on_line(line, overlong)) return false;
    }
    return true;
}

bool LineReader::finish(const std::function<bool(std::string_view, bool)>& on_line) {
    if (partial_.empty() && !overlong_) return true;
    return feed("\n", on_line);
}

}  // namespace wuzi::protocol
