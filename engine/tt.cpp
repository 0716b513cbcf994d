#include "tt.h"

#include <algorithm>
#include <cstring>

namespace wuzi {

void TranspositionTable::resize(size_t mb) {
    size_t bytes = std::max<size_t>(mb, 1) << 20;
    size_t count = 1;
    while (count * 2 * sizeof(Bucket) <= bytes) count *= 2;
    if (count != bucket_count_) {
        buckets_ = std::make_unique<Bucket[]>(count);
        bucket_count_ = count;
    }
    clear();
}

void TranspositionTable::clear() {
    std::memset(static_cast<void*>(buckets_.get()), 0, bucket_count_ * sizeof(Bucket));
    generation_ = 0;
}

const TTEntry* TranspositionTable::probe(uint64_t key) const {
    const uint32_t key32 = uint32_t(key >> 32);
    Bucket& b = bucket(key);
    for (TTEntry& e : b.entry)
        if (e.key32 == key32 && e.bound() != kBoundNone) {
            e.gen_bound = uint8_t(generation_ | e.bound());  // refresh its age
            return &e;
        }
    return nullptr;
}

void TranspositionTable::store(uint64_t key, Score value, Score eval, Move move, int depth,
                               Bound bound) {
    const uint32_t key32 = uint32_t(key >> 32);
    Bucket& b = bucket(key);
    TTEntry* replace = &b.entry[0];
    int worst = 1 << 30;
    for (TTEntry& e : b.entry) {
        if (e.key32 == key32 || e.bound() == kBoundNone) {
            replace = &e;
            break;
        }
        // Older generations and shallower entries go first.
        int age = ((generation_ - (e.gen_bound & 0xFC)) & 0xFF) / 4;
        int worth = e.depth - 8 * age;
        if (worth < worst) worst = worth, replace = &e;
    }
    if (replace->key32 == key32 && move == kNoMove) move = replace->move;
    if (replace->key32 == key32 && bound != kBoundExact && depth + 2 < replace->depth) return;
    replace->key32 = key32;
    replace->move = move;
    replace->value = int16_t(value);
    replace->eval = int16_t(eval);
    replace->depth = uint8_t(std::clamp(depth, 0, 255));
    replace->gen_bound = uint8_t(generation_ | bound);
}

}  // namespace wuzi
