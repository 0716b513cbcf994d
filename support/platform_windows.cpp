// platform.h on Windows (MinGW-w64). Standard output stays in the C runtime's
// text mode, so "\n" goes out as the CR LF that Windows managers expect;
// standard input is binary (text mode would end it at a Ctrl-Z byte), and
// the line reader drops the CR of CR LF itself.
#include <fcntl.h>
#include <io.h>
#include <windows.h>

#include <cerrno>
#include <cstdio>
#include <string>

#include "platform.h"

namespace wuzi::platform {

void prepare_standard_streams() { _setmode(_fileno(stdin), _O_BINARY); }

size_t read_input(char* buffer, size_t size) {
    for (;;) {
        const int n = _read(_fileno(stdin), buffer, unsigned(size));
        if (n >= 0) return size_t(n);
        if (errno != EINTR) return 0;
    }
}

bool write_output(const char* data, size_t size) {
    size_t done = 0;
    while (done < size) {
        const int n = _write(_fileno(stdout), data + done, unsigned(size - done));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += size_t(n);
    }
    return true;
}

std::optional<uint64_t> physical_memory_bytes() {
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    if (!GlobalMemoryStatusEx(&status)) return std::nullopt;
    return uint64_t(status.ullTotalPhys);
}

std::optional<std::filesystem::path> executable_path() {
    std::wstring buffer(MAX_PATH, L'\0');
    for (;;) {
        const DWORD n = GetModuleFileNameW(nullptr, buffer.data(), DWORD(buffer.size()));
        if (n == 0) return std::nullopt;
        if (n < buffer.size()) return std::filesystem::path(buffer.substr(0, n));
        buffer.resize(buffer.size() * 2);
    }
}

}  // namespace wuzi::platform
