#include <wuzi/book.h>
#include <wuzi/game.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>

namespace wuzi {

namespace {

constexpr char kMagic[8] = {'W', 'U', 'Z', 'I', 'B', 'O', 'O', 'K'};
constexpr size_t kHeaderBytes = 8 + 2 + 1 + 1 + 4;
constexpr size_t kChecksumBytes = 4;
constexpr size_t kEntryBytes = 2 + 2 + 1;
constexpr size_t kMinRecordBytes = 8 + 1 + kEntryBytes;
// A book is small (the shipped one is tens of KB); refusing huge files keeps
// a wrong path from costing gigabytes.
constexpr size_t kMaxFileBytes = size_t(256) << 20;

// splitmix64: a well-mixed 64-bit value per (colour, cell).
uint64_t mix(uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t stone_hash(int colour, int x, int y) {
    return mix(0x57A7E5EEDull ^ (uint64_t(colour) << 12 | uint64_t(y) << 6 | uint64_t(x)));
}

uint32_t fnv1a(std::span<const uint8_t> bytes) {
    uint32_t h = 2166136261u;
    for (uint8_t b : bytes) h = (h ^ b) * 16777619u;
    return h;
}

// Little-endian writing and bounds-checked reading.
void put(std::vector<uint8_t>& out, uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(uint8_t(value >> (8 * i)));
}

struct Reader {
    std::span<const uint8_t> bytes;
    size_t pos = 0;
    bool has(size_t n) const { return bytes.size() - pos >= n; }
    uint64_t get(int n) {
        uint64_t v = 0;
        for (int i = 0; i < n; ++i) v |= uint64_t(bytes[pos + size_t(i)]) << (8 * i);
        pos += size_t(n);
        return v;
    }
};

// keys: the hash of the stones under each of the 8 transforms.
std::array<uint64_t, 8> keys(std::span<const Move> black, std::span<const Move> white, int size) {
    std::array<uint64_t, 8> k{};
    for (int t = 0; t < 8; ++t) {
        uint64_t h = 0;
        for (int colour = 0; colour < 2; ++colour)
            for (Move m : colour == 0 ? black : white) {
                const Move c = Book::transform_move(m, t, size);
                h ^= stone_hash(colour, move_x(c), move_y(c));
            }
        k[size_t(t)] = h;
    }
    return k;
}

bool on_board(Move m, int size) {
    const int x = move_x(m), y = move_y(m);
    return x >= 0 && y >= 0 && x < size && y < size;
}

}  // namespace

Book::Book(const BoardConfig& config) : config_(config) {}

Move Book::transform_move(Move m, int t, int size) {
    int x = move_x(m), y = move_y(m);
    if (t & 1) x = size - 1 - x;
    if (t & 2) y = size - 1 - y;
    if (t & 4) std::swap(x, y);
    return make_move(x, y);
}

Move Book::inverse_transform(Move m, int t, int size) {
    int x = move_x(m), y = move_y(m);
    if (t & 4) std::swap(x, y);
    if (t & 2) y = size - 1 - y;
    if (t & 1) x = size - 1 - x;
    return make_move(x, y);
}

uint64_t Book::canonical_key(std::span<const Move> black, std::span<const Move> white, int size,
                             int* transform) {
    const std::array<uint64_t, 8> k = keys(black, white, size);
    const auto best = std::min_element(k.begin(), k.end());
    if (transform) *transform = int(best - k.begin());
    return *best;
}

bool Book::set(std::span<const Move> moves, std::span<const BookEntry> entries) {
    // A position with a pass is not a book position: its side to move does
    // not follow from the stone counts the key is made of.
    if (validate(config_, moves, Replay::AsPosition) ||
        std::find(moves.begin(), moves.end(), kPass) != moves.end())
        return false;
    const int size = config_.size;
    std::vector<Move> black, white;
    for (size_t i = 0; i < moves.size(); ++i) (i % 2 ? white : black).push_back(moves[i]);
    const std::array<uint64_t, 8> k = keys(black, white, size);
    const uint64_t key = *std::min_element(k.begin(), k.end());

    std::vector<BookEntry> sorted(entries.begin(), entries.end());
    std::stable_sort(sorted.begin(), sorted.end(), [](const BookEntry& a, const BookEntry& b) {
        return a.score != b.score ? a.score > b.score : a.depth > b.depth;
    });
    std::vector<Stored> stored;
    for (const BookEntry& e : sorted) {
        if (int(stored.size()) >= kMaxEntries) break;
        if (!on_board(e.move, size) || std::find(moves.begin(), moves.end(), e.move) != moves.end())
            continue;
        // The canonical cell: the smallest image of the move under the
        // transforms that map the position onto its canonical frame, so
        // symmetric moves of a symmetric position share one cell.
        int cell = size * size;
        for (int t = 0; t < 8; ++t) {
            if (k[size_t(t)] != key) continue;
            const Move c = transform_move(e.move, t, size);
            cell = std::min(cell, move_y(c) * size + move_x(c));
        }
        if (std::any_of(stored.begin(), stored.end(),
                        [cell](const Stored& s) { return s.cell == cell; }))
            continue;
        stored.push_back({uint16_t(cell), int16_t(std::clamp<Score>(e.score, -32767, 32767)),
                          uint8_t(std::clamp(e.depth, 0, 255))});
    }
    if (stored.empty()) return true;
    if (const auto old = records_.find(key); old != records_.end()) entries_ -= old->second.count;
    records_[key] = {uint32_t(stored_.size()), uint32_t(stored.size())};
    stored_.insert(stored_.end(), stored.begin(), stored.end());
    entries_ += stored.size();
    return true;
}

std::vector<BookEntry> Book::lookup_stones(std::span<const Move> black,
                                           std::span<const Move> white) const {
    const int size = config_.size;
    int t = 0;
    const auto it = records_.find(canonical_key(black, white, size, &t));
    if (it == records_.end()) return {};
    std::vector<BookEntry> out;
    for (const Stored& s : entries_of(it->second)) {
        const Move m = inverse_transform(make_move(s.cell % size, s.cell / size), t, size);
        // A 64-bit key collision would name another position: never answer
        // an occupied point.
        if (std::find(black.begin(), black.end(), m) != black.end() ||
            std::find(white.begin(), white.end(), m) != white.end())
            return {};
        out.push_back({m, s.score, s.depth});
    }
    return out;
}

std::vector<BookEntry> Book::lookup(const Board& board) const {
    if (board.config() != config_) return {};
    std::vector<Move> black, white;
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Move m = make_move(x, y);
            if (board.at(m) == Black) black.push_back(m);
            if (board.at(m) == White) white.push_back(m);
        }
    // After a pass the counts no longer say who is to move (see set()).
    if (black.size() != white.size() + (board.side_to_move() == White ? 1 : 0)) return {};
    return lookup_stones(black, white);
}

std::vector<BookEntry> Book::lookup(std::span<const Move> moves) const {
    std::vector<Move> black, white;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (!on_board(moves[i], config_.size) ||
            std::find(moves.begin(), moves.begin() + long(i), moves[i]) != moves.begin() + long(i))
            return {};
        (i % 2 ? white : black).push_back(moves[i]);
    }
    return lookup_stones(black, white);
}

std::vector<uint8_t> Book::serialize() const {
    std::vector<uint8_t> out(std::begin(kMagic), std::end(kMagic));
    put(out, kVersion, 2);
    put(out, uint64_t(config_.size), 1);
    put(out, uint64_t(config_.rule), 1);  // 0 freestyle, 1 standard, 2 renju
    put(out, records_.size(), 4);
    std::vector<uint64_t> sorted_keys;
    sorted_keys.reserve(records_.size());
    for (const auto& [key, stored] : records_) sorted_keys.push_back(key);
    std::sort(sorted_keys.begin(), sorted_keys.end());
    for (uint64_t key : sorted_keys) {
        const std::span<const Stored> entries = entries_of(records_.at(key));
        put(out, key, 8);
        put(out, entries.size(), 1);
        for (const Stored& s : entries) {
            put(out, s.cell, 2);
            put(out, uint16_t(s.score), 2);
            put(out, s.depth, 1);
        }
    }
    put(out, fnv1a(out), 4);
    return out;
}

std::optional<std::string> Book::load_bytes(std::span<const uint8_t> bytes,
                                            const std::string& name) {
    auto bad = [&name](const std::string& why) -> std::optional<std::string> {
        return name + ": " + why;
    };
    if (bytes.size() < kHeaderBytes + kChecksumBytes)
        return bad("not a Wuzi book (" + std::to_string(bytes.size()) + " bytes is too short)");
    if (!std::equal(std::begin(kMagic), std::end(kMagic), bytes.begin()))
        return bad("not a Wuzi book (no WUZIBOOK header)");
    const size_t body = bytes.size() - kChecksumBytes;
    Reader checksum{bytes, body};
    if (checksum.get(4) != fnv1a(bytes.first(body)))
        return bad("bad checksum: the file is damaged or truncated");
    Reader in{bytes.first(body), sizeof kMagic};
    const uint64_t version = in.get(2);
    if (version != kVersion)
        return bad("unsupported book version " + std::to_string(version) + " (this program reads " +
                   std::to_string(kVersion) + ")");
    const int size = int(in.get(1));
    const uint64_t rule = in.get(1);
    const BoardConfig config =
        BoardConfig::gomoku(size, rule < uint64_t(kRuleCount) ? Rule(rule) : Rule::Freestyle);
    if (!config.valid() || rule >= uint64_t(kRuleCount))
        return bad("bad game (board size " + std::to_string(size) + ", rule " +
                   std::to_string(rule) + ")");
    const uint64_t count = in.get(4);
    if (count > (body - kHeaderBytes) / kMinRecordBytes)
        return bad("says " + std::to_string(count) + " positions but is too short for them");
    Records records;
    records.reserve(size_t(count));
    std::vector<Stored> all;
    uint64_t previous = 0;
    for (uint64_t i = 0; i < count; ++i) {
        const std::string where = "position " + std::to_string(i + 1) + ": ";
        if (!in.has(9)) return bad(where + "truncated");
        const uint64_t key = in.get(8);
        if (i > 0 && key <= previous) return bad(where + "keys out of order");
        previous = key;
        const uint64_t n = in.get(1);
        if (n == 0 || n > uint64_t(kMaxEntries))
            return bad(where + std::to_string(n) + " moves (1 to " + std::to_string(kMaxEntries) +
                       " allowed)");
        if (!in.has(size_t(n) * kEntryBytes)) return bad(where + "truncated");
        const size_t begin = all.size();
        for (uint64_t j = 0; j < n; ++j) {
            Stored s;
            s.cell = uint16_t(in.get(2));
            s.score = int16_t(uint16_t(in.get(2)));
            s.depth = uint8_t(in.get(1));
            if (s.cell >= size * size)
                return bad(where + "move cell " + std::to_string(s.cell) + " is off the board");
            if (std::any_of(all.begin() + long(begin), all.end(),
                            [&s](const Stored& o) { return o.cell == s.cell; }))
                return bad(where + "a move is listed twice");
            all.push_back(s);
        }
        records.emplace(key, Span{uint32_t(begin), uint32_t(n)});
    }
    if (in.pos != body)
        return bad(std::to_string(body - in.pos) + " unexpected bytes after the last position");
    config_ = config;
    records_ = std::move(records);
    entries_ = all.size();
    stored_ = std::move(all);
    return std::nullopt;
}

std::optional<std::string> Book::load(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return path + ": cannot open (" + std::strerror(errno) + ")";
    file.seekg(0, std::ios::end);
    const std::streamoff length = file.tellg();
    if (length < 0) return path + ": cannot read";
    if (size_t(length) > kMaxFileBytes)
        return path + ": " + std::to_string(length) + " bytes is too large for a book";
    file.seekg(0);
    std::vector<uint8_t> bytes(static_cast<size_t>(length));
    if (!file.read(reinterpret_cast<char*>(bytes.data()), length)) return path + ": cannot read";
    return load_bytes(bytes, path);
}

std::optional<std::string> Book::save(const std::string& path) const {
    const std::vector<uint8_t> bytes = serialize();
    const std::string temp = path + ".tmp";
    {
        std::ofstream file(temp, std::ios::binary | std::ios::trunc);
        if (!file) return path + ": cannot write (" + std::strerror(errno) + ")";
        file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        if (!file.flush()) return path + ": write failed";
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        std::remove(temp.c_str());
        return path + ": cannot write (" + why + ")";
    }
    return std::nullopt;
}

}  // namespace wuzi
