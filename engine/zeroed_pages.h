// Zeroed memory taken straight from the operating system in whole pages. A
// fresh page reads as zero and costs nothing until it is first touched, so a
// large table is "cleared" by taking new pages rather than by writing zeros
// over it (the system calls: platform.h).
#pragma once

#include <cstddef>
#include <cstring>
#include <type_traits>

namespace wuzi {

// Owns one block. Invariant: data() is null exactly when size() is 0;
// otherwise it points at size() bytes, aligned to a huge page (2 MB) for
// blocks of at least that size (so that Linux may back them with huge pages,
// which cost 512 times fewer page faults) and to a page otherwise, all zero
// when the block was made.
class ZeroedPages {
  public:
    ZeroedPages() = default;
    // Throws std::bad_alloc when the system refuses.
    explicit ZeroedPages(size_t bytes);
    ~ZeroedPages();
    ZeroedPages(ZeroedPages&& other) noexcept;
    ZeroedPages& operator=(ZeroedPages&& other) noexcept;
    ZeroedPages(const ZeroedPages&) = delete;
    ZeroedPages& operator=(const ZeroedPages&) = delete;

    void* data() const { return data_; }
    size_t size() const { return size_; }

    static constexpr size_t kPageBytes = 4096;
    static constexpr size_t kHugePageBytes = size_t(2) << 20;

  private:
    void release();

    void* mapping_ = nullptr;  // what the system gave (data_ lies inside it)
    size_t mapping_size_ = 0;
    void* data_ = nullptr;
    size_t size_ = 0;
};

// A fixed number of T in zeroed pages: made in no time whatever its size,
// every element all-zero bytes until written. T must be trivially copyable
// (its all-zero bytes are a value).
template <class T>
class ZeroedArray {
    static_assert(std::is_trivially_copyable_v<T>);

  public:
    explicit ZeroedArray(size_t count) : pages_(count * sizeof(T)), count_(count) {}

    T& operator[](size_t i) { return data()[i]; }
    const T& operator[](size_t i) const { return data()[i]; }
    size_t size() const { return count_; }
    // clear: every element back to all-zero bytes.
    void clear() { std::memset(pages_.data(), 0, count_ * sizeof(T)); }

  private:
    T* data() const { return static_cast<T*>(pages_.data()); }

    ZeroedPages pages_;
    size_t count_;
};

}  // namespace wuzi
