#include "zeroed_pages.h"

#include <cstdint>
#include <new>
#include <utility>

#include "platform.h"

namespace wuzi {

ZeroedPages::ZeroedPages(size_t bytes) {
    if (bytes == 0) return;
    const bool huge = bytes >= kHugePageBytes;
    const size_t align = huge ? kHugePageBytes : kPageBytes;
    const size_t rounded = (bytes + kPageBytes - 1) / kPageBytes * kPageBytes;
    mapping_size_ = rounded + (huge ? kHugePageBytes : 0);
    mapping_ = platform::map_zeroed_pages(mapping_size_);
    if (!mapping_) throw std::bad_alloc();
    const uintptr_t start = (reinterpret_cast<uintptr_t>(mapping_) + align - 1) & ~(align - 1);
    data_ = reinterpret_cast<void*>(start);
    size_ = bytes;
    if (huge) platform::advise_huge_pages(data_, rounded);
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
    if (mapping_) platform::unmap_pages(mapping_, mapping_size_);
    mapping_ = data_ = nullptr;
    mapping_size_ = size_ = 0;
}

}  // namespace wuzi
