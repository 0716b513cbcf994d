// What differs between the operating systems Wuzi's programs run on (Linux
// and other POSIX systems; Windows for pbrain-wuzi.exe), behind one small
// interface. CMake compiles platform_posix.cpp or platform_windows.cpp, so
// the programs' own sources carry no #ifdef. Threads and clocks are the C++
// standard library's on both (MinGW-w64's posix thread model).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>

namespace wuzi::platform {

// prepare_standard_streams: standard input read as raw bytes (no text-mode
// translation that would end the input at a Ctrl-Z byte), and a write to a
// closed standard output failing with an error instead of killing the
// process (SIGPIPE). Call once, first thing in main.
void prepare_standard_streams();

// read_input: blocks until standard input has bytes, then copies up to `size`
// of them into `buffer`. Returns how many; 0 at end of input or on an error
// that will not go away.
size_t read_input(char* buffer, size_t size);

// write_output: writes all of `data` to standard output, retrying partial
// writes. False if the output is gone (the reader closed it). Each line
// ends in the system's line ending (LF on POSIX, CR LF on Windows).
bool write_output(const char* data, size_t size);

// physical_memory_bytes: the machine's installed memory, if known.
std::optional<uint64_t> physical_memory_bytes();

// executable_path: the running program's own file, if it can be found.
std::optional<std::filesystem::path> executable_path();

}  // namespace wuzi::platform
