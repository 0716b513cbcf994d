// Files of the training-data pipeline (selfplay, data merge, tune): JSON
// lines read from plain or gzip-compressed files alike, gzip-compressed
// output written atomically, SHA-256 checksums for manifests, and the
// source revision the binary was built from.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace wuzi::cli {

// A line-by-line reader of a plain or gzip file (zlib tells them apart by
// the magic bytes). Invariants: lines come without their '\n'; a last line
// with no '\n' (a writer cut off mid-line) is not returned as a line but
// reported by `truncated_tail()`; a damaged or cut-off gzip stream ends the
// reading with `error()` set, never with garbage lines.
class LineReader {
  public:
    // open: false (and `error()`) if the file cannot be opened.
    bool open(const std::string& path);
    ~LineReader();
    // next: the next complete line, or false at the end or on an error.
    bool next(std::string& line);
    // error: empty, or why the file could not be read to its end.
    const std::string& error() const { return error_; }
    // truncated_tail: bytes of an unterminated last line (0 if none).
    size_t truncated_tail() const { return tail_; }
    // line_number: 1-based number of the line last returned.
    long line_number() const { return line_no_; }
    // offset: uncompressed bytes up to the end of the line last returned.
    int64_t offset() const { return offset_; }
    // compressed_offset: bytes of the file consumed so far (for progress).
    int64_t compressed_offset() const;

  private:
    bool fill();
    void* file_ = nullptr;  // a gzFile
    std::string buffer_;    // read, not yet returned: buffer_[pos_..]
    size_t pos_ = 0;
    bool end_ = false;
    std::string error_;
    size_t tail_ = 0;
    long line_no_ = 0;
    int64_t offset_ = 0;
};

// A gzip file written whole or not at all: the data goes to `path.tmp`,
// which `commit` renames to `path`. Invariant: after a failed write or
// without `commit`, `path` is untouched and the temporary file removed.
class GzipWriter {
  public:
    // open: false (and `error()`) if the temporary file cannot be made.
    bool open(const std::string& path, int level = 6);
    ~GzipWriter();
    bool write(const std::string& text);
    // commit: close, check and rename into place.
    bool commit();
    const std::string& error() const { return error_; }
    int64_t bytes_in() const { return bytes_in_; }

  private:
    void discard();
    void* file_ = nullptr;
    std::string path_, error_;
    int64_t bytes_in_ = 0;
};

// sha256_file: the file's SHA-256 in lower-case hex (what `sha256sum`
// prints), or nullopt if it cannot be read.
std::optional<std::string> sha256_file(const std::string& path);

// source_revision: the commit the programs were built from (support/version.h).
std::string source_revision();

// command_line: the process's arguments joined by spaces (set by main).
const std::string& command_line();
void set_command_line(int argc, char** argv);

// utc_now: the current time, e.g. "2026-12-04T16:20:00Z".
std::string utc_now();

}  // namespace wuzi::cli
