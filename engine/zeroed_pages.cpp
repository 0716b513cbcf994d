#include "zeroed_pages.h"

#include <cstdint>
#include <new>
#include <utility>

#ifdef _WIN32
#define NOMINMAX
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#include <sys/mman.h>
#endif

namespace wuzi {

namespace {

void* map_zeroed(size_t bytes) {
#ifdef _WIN32
    return VirtualAlloc(nullptr, bytes, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
#else
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? nullptr : p;
#endif
}

void unmap(void* p, size_t bytes) {
#ifdef _WIN32
    (void)bytes;
    VirtualFree(p, 0, MEM_RELEASE);
#else
    munmap(p, bytes);
#endif
}

// advise_huge_pages: a hint; where it is not known or refused, the block
// simply uses small pages.
void advise_huge_pages([[maybe_unused]] void* p, [[maybe_unused]] size_t bytes) {
#ifdef MADV_HUGEPAGE
    madvise(p, bytes, MADV_HUGEPAGE);
#endif
}

}  // namespace

ZeroedPages::ZeroedPages(size_t bytes) {
    if (bytes == 0) return;
    const bool huge = bytes >= kHugePageBytes;
    const size_t align = huge ? kHugePageBytes : kPageBytes;
    const size_t rounded = (bytes + kPageBytes - 1) / kPageBytes * kPageBytes;
    mapping_size_ = rounded + (huge ? kHugePageBytes : 0);
    mapping_ = map_zeroed(mapping_size_);
    if (!mapping_) throw std::bad_alloc();
    const uintptr_t start = (reinterpret_cast<uintptr_t>(mapping_) + align - 1) & ~(align - 1);
    data_ = reinterpret_cast<void*>(start);
    size_ = bytes;
    if (huge) advise_huge_pages(data_, rounded);
}

ZeroedPages::~ZeroedPages() { release(); }

ZeroedPages::ZeroedPages(ZeroedPages&& other) noexcept
    : mapping_(std::exchange(other.mapping_, nullptr)),
      mapping_size_(std::exchange(other.mapping_size_, 0)),
      data_(std::exchange(other.data_, nullptr)),
      size_(std::exchange(other.size_, 0)) {}

ZeroedPages& ZeroedPages::operator=(ZeroedPages&& other) noexcept {
    if (this != &other) {
        release();
        mapping_ = std::exchange(other.mapping_, nullptr);
        mapping_size_ = std::exchange(other.mapping_size_, 0);
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
    }
    return *this;
}

void ZeroedPages::release() {
    if (mapping_) unmap(mapping_, mapping_size_);
    mapping_ = data_ = nullptr;
    mapping_size_ = size_ = 0;
}

}  // namespace wuzi
