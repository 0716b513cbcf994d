// platform.h on Linux and other POSIX systems.
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <system_error>

#include "platform.h"

namespace wuzi::platform {

void prepare_standard_streams() { std::signal(SIGPIPE, SIG_IGN); }

size_t read_input(char* buffer, size_t size) {
    for (;;) {
        const ssize_t n = ::read(STDIN_FILENO, buffer, size);
        if (n >= 0) return size_t(n);
        if (errno != EINTR) return 0;
    }
}

bool write_output(const char* data, size_t size) {
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::write(STDOUT_FILENO, data + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += size_t(n);
    }
    return true;
}

std::optional<uint64_t> physical_memory_bytes() {
    const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
    if (pages <= 0 || page <= 0) return std::nullopt;
    return uint64_t(pages) * uint64_t(page);
}

std::optional<std::filesystem::path> executable_path() {
    std::error_code ec;
    std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) return std::nullopt;
    return exe;
}

}  // namespace wuzi::platform
