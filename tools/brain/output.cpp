#include "output.h"

#include <unistd.h>

#include <cerrno>
#include <string>

namespace wuzi::brain {

void LineWriter::line(std::string_view text) {
    std::string buffer(text);
    buffer += '\n';
    std::lock_guard lock(mutex_);
    size_t done = 0;
    while (done < buffer.size()) {
        const ssize_t n = ::write(fd_, buffer.data() + done, buffer.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        done += size_t(n);
    }
}

}  // namespace wuzi::brain
