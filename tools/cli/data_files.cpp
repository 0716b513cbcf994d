#include "data_files.h"

#include <fmt/core.h>
#include <openssl/evp.h>
#include <version.h>
#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>

namespace wuzi::cli {

namespace {

gzFile gz(void* file) { return static_cast<gzFile>(file); }

std::string gz_error(void* file) {
    int code = Z_OK;
    const char* text = gzerror(gz(file), &code);
    if (code == Z_OK || code == Z_STREAM_END) return {};
    if (code == Z_ERRNO) return std::strerror(errno);
    if (code == Z_BUF_ERROR) return "unexpected end of file (a cut-off gzip file)";
    if (code == Z_DATA_ERROR) return fmt::format("damaged gzip data ({})", text);
    return text ? text : "zlib error";
}

}  // namespace

bool LineReader::open(const std::string& path) {
    file_ = gzopen(path.c_str(), "rb");
    if (!file_) {
        error_ = fmt::format("cannot read '{}': {}", path, std::strerror(errno));
        return false;
    }
    gzbuffer(gz(file_), 1 << 17);
    return true;
}

LineReader::~LineReader() {
    if (file_) gzclose(gz(file_));
}

int64_t LineReader::compressed_offset() const { return file_ ? gzoffset(gz(file_)) : 0; }

// fill: appends the next chunk to the buffer; false at the end or on an error.
bool LineReader::fill() {
    if (end_ || !file_) return false;
    if (pos_ > 0) buffer_.erase(0, pos_), pos_ = 0;
    const size_t old = buffer_.size();
    buffer_.resize(old + (1 << 17));
    const int got = gzread(gz(file_), buffer_.data() + old, 1 << 17);
    buffer_.resize(old + size_t(std::max(got, 0)));
    if (got > 0) return true;
    end_ = true;
    error_ = gz_error(file_);
    return false;
}

bool LineReader::next(std::string& line) {
    for (;;) {
        const size_t nl = buffer_.find('\n', pos_);
        if (nl != std::string::npos) {
            line.assign(buffer_, pos_, nl - pos_);
            offset_ += int64_t(nl - pos_ + 1);
            pos_ = nl + 1;
            ++line_no_;
            return true;
        }
        if (!fill()) {
            if (error_.empty()) tail_ = buffer_.size() - pos_;
            return false;
        }
    }
}

bool GzipWriter::open(const std::string& path, int level) {
    path_ = path;
    const std::string mode = fmt::format("wb{}", level);
    file_ = gzopen((path + ".tmp").c_str(), mode.c_str());
    if (!file_) error_ = fmt::format("cannot write '{}.tmp': {}", path, std::strerror(errno));
    return file_ != nullptr;
}

GzipWriter::~GzipWriter() { discard(); }

void GzipWriter::discard() {
    if (!file_) return;
    gzclose(gz(file_));
    file_ = nullptr;
    std::error_code ignored;
    std::filesystem::remove(path_ + ".tmp", ignored);
}

bool GzipWriter::write(const std::string& text) {
    if (!file_) return false;
    if (text.empty()) return true;
    if (gzwrite(gz(file_), text.data(), unsigned(text.size())) != int(text.size())) {
        error_ = fmt::format("cannot write '{}.tmp': {}", path_, gz_error(file_));
        discard();
        return false;
    }
    bytes_in_ += int64_t(text.size());
    return true;
}

bool GzipWriter::commit() {
    if (!file_) return false;
    const int closed = gzclose(gz(file_));
    file_ = nullptr;
    std::error_code ec;
    if (closed != Z_OK) {
        error_ = fmt::format("cannot write '{}.tmp' (zlib error {})", path_, closed);
        std::filesystem::remove(path_ + ".tmp", ec);
        return false;
    }
    std::filesystem::rename(path_ + ".tmp", path_, ec);
    if (ec) error_ = fmt::format("cannot rename '{}.tmp': {}", path_, ec.message());
    return !ec;
}

std::optional<std::string> sha256_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::unique_ptr<EVP_MD_CTX, void (*)(EVP_MD_CTX*)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1) return std::nullopt;
    std::string chunk(1 << 20, '\0');
    while (in) {
        in.read(chunk.data(), std::streamsize(chunk.size()));
        if (in.gcount() > 0 && EVP_DigestUpdate(ctx.get(), chunk.data(), size_t(in.gcount())) != 1)
            return std::nullopt;
    }
    if (in.bad()) return std::nullopt;
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(ctx.get(), digest, &length) != 1) return std::nullopt;
    std::string hex;
    for (unsigned int i = 0; i < length; ++i) hex += fmt::format("{:02x}", digest[i]);
    return hex;
}

std::string source_revision() { return git_commit(); }

namespace {
std::string& stored_command_line() {
    static std::string text;
    return text;
}
}  // namespace

const std::string& command_line() { return stored_command_line(); }

void set_command_line(int argc, char** argv) {
    std::string text;
    for (int i = 0; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const bool plain =
            !arg.empty() && arg.find_first_of(" \t'\"\\$*?;&|<>()") == std::string_view::npos;
        if (i) text += ' ';
        text += plain ? fmt::format("{}", arg) : fmt::format("'{}'", arg);
    }
    stored_command_line() = text;
}

std::string utc_now() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

}  // namespace wuzi::cli
