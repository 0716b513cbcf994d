#include "tt.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <utility>

namespace wuzi {

namespace {

uint64_t pack(const TTEntry& e) { return std::bit_cast<uint64_t>(e); }
TTEntry unpack(uint64_t d) { return std::bit_cast<TTEntry>(d); }
uint32_t fold(uint64_t d) { return uint32_t(d) ^ uint32_t(d >> 32); }

}  // namespace

size_t TranspositionTable::buckets_for(size_t mb, int cells) {
    const size_t bytes = std::max<size_t>(mb, 1) << 20;
    size_t count = 1;
    while (count * 2 * sizeof(Bucket) <= bytes) count *= 2;
    if (cells > 0 && cells <= 20) {
        // At most 3^cells positions, kWays to a bucket.
        size_t positions = 1;
        for (int i = 0; i < cells; ++i) positions *= 3;
        count = std::min(count, std::bit_ceil(positions / kWays + 1));
    }
    return count;
}

void TranspositionTable::resize(size_t mb, int cells) { allocate(buckets_for(mb, cells)); }

void TranspositionTable::clear() { allocate(bucket_count_); }

void TranspositionTable::allocate(size_t buckets) {
    // New pages before the old go: if the system refuses, the table stays as it was.
    ZeroedPages fresh(buckets * sizeof(Bucket));
    memory_ = std::move(fresh);
    buckets_ = static_cast<Bucket*>(memory_.data());
    bucket_count_ = buckets;
    generation_ = 0;
}

void TranspositionTable::touch_pages(const std::atomic<bool>& stop) const {
    constexpr size_t kBucketsPerPage = ZeroedPages::kPageBytes / sizeof(Bucket);
    for (size_t i = 0; i < bucket_count_; i += kBucketsPerPage) {
        if (stop.load(std::memory_order_relaxed)) return;
        std::atomic_ref(buckets_[i].data[0]).fetch_add(0, std::memory_order_relaxed);
    }
}

int TranspositionTable::permille() const {
    const size_t buckets = std::min<size_t>(200, bucket_count_);
    int used = 0;
    for (size_t i = 0; i < buckets; ++i)
        for (int w = 0; w < kWays; ++w) {
            const TTEntry e =
                unpack(std::atomic_ref(buckets_[i].data[w]).load(std::memory_order_relaxed));
            used += e.bound() != kBoundNone && (e.gen_bound & 0xFC) == generation_;
        }
    return int(used * 1000 / (buckets * kWays));
}

std::optional<TTEntry> TranspositionTable::probe(uint64_t key) const {
    const uint32_t key32 = uint32_t(key >> 32);
    Bucket& b = bucket(key);
    for (int i = 0; i < kWays; ++i) {
        const uint64_t d = std::atomic_ref(b.data[i]).load(std::memory_order_relaxed);
        if ((std::atomic_ref(b.check[i]).load(std::memory_order_relaxed) ^ fold(d)) != key32)
            continue;
        TTEntry e = unpack(d);
        if (e.bound() == kBoundNone) continue;
        if ((e.gen_bound & 0xFC) != generation_) {  // refresh its age
            e.gen_bound = uint8_t(generation_ | e.bound());
            const uint64_t refreshed = pack(e);
            std::atomic_ref(b.data[i]).store(refreshed, std::memory_order_relaxed);
            std::atomic_ref(b.check[i]).store(key32 ^ fold(refreshed), std::memory_order_relaxed);
        }
        return e;
    }
    return std::nullopt;
}

void TranspositionTable::store(uint64_t key, Score value, Score eval, Move move, int depth,
                               Bound bound, bool pv) {
    const uint32_t key32 = uint32_t(key >> 32);
    Bucket& b = bucket(key);
    int replace = 0;
    TTEntry old{};
    bool same = false;
    int worst = 1 << 30;
    for (int i = 0; i < kWays; ++i) {
        const uint64_t d = std::atomic_ref(b.data[i]).load(std::memory_order_relaxed);
        const TTEntry e = unpack(d);
        const bool match =
            (std::atomic_ref(b.check[i]).load(std::memory_order_relaxed) ^ fold(d)) == key32;
        if ((match && e.bound() != kBoundNone) || e.bound() == kBoundNone) {
            replace = i, old = e, same = match && e.bound() != kBoundNone;
            break;
        }
        // Older generations and shallower entries go first.
        const int age = ((generation_ - (e.gen_bound & 0xFC)) & 0xFF) / 4;
        const int worth = e.depth - 8 * age;
        if (worth < worst) worst = worth, replace = i, old = e;
    }
    if (same && move == kNoMove) move = old.move;
    if (same && bound != kBoundExact && depth + 2 < old.depth) return;
    TTEntry e;
    e.move = move;
    e.value = int16_t(value);
    e.eval = int16_t(eval);
    e.depth = uint8_t(std::clamp(depth, 0, 127));
    e.pv = pv;
    e.gen_bound = uint8_t(generation_ | bound);
    const uint64_t d = pack(e);
    std::atomic_ref(b.data[replace]).store(d, std::memory_order_relaxed);
    std::atomic_ref(b.check[replace]).store(key32 ^ fold(d), std::memory_order_relaxed);
}

}  // namespace wuzi
