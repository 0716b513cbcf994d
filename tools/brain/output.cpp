#include "output.h"

#include <string>

#include "platform.h"

namespace wuzi::brain {

void LineWriter::line(std::string_view text) {
    std::string buffer(text);
    buffer += '\n';
    std::lock_guard lock(mutex_);
    platform::write_output(buffer.data(), buffer.size());  // false: the manager is gone
}

}  // namespace wuzi::brain
