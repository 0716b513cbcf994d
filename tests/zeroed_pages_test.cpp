#include "zeroed_pages.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <utility>

namespace wuzi {
namespace {

bool all_zero(const ZeroedPages& pages) {
    const auto* bytes = static_cast<const unsigned char*>(pages.data());
    for (size_t i = 0; i < pages.size(); ++i)
        if (bytes[i]) return false;
    return true;
}

TEST(ZeroedPages, FreshBlocksAreZeroAndAligned) {
    for (size_t bytes : {size_t(1), size_t(5000), size_t(3) << 20}) {
        ZeroedPages pages(bytes);
        ASSERT_NE(pages.data(), nullptr);
        EXPECT_EQ(pages.size(), bytes);
        const size_t align = bytes >= ZeroedPages::kHugePageBytes ? ZeroedPages::kHugePageBytes
                                                                  : ZeroedPages::kPageBytes;
        EXPECT_EQ(reinterpret_cast<uintptr_t>(pages.data()) % align, 0u) << bytes;
        EXPECT_TRUE(all_zero(pages));
        static_cast<unsigned char*>(pages.data())[bytes - 1] = 7;  // writable to the end
    }
    ZeroedPages none(0);
    EXPECT_EQ(none.data(), nullptr);
    EXPECT_EQ(none.size(), 0u);
}

TEST(ZeroedPages, MovingHandsTheBlockOver) {
    ZeroedPages a(100);
    void* block = a.data();
    ZeroedPages b = std::move(a);
    EXPECT_EQ(b.data(), block);
    EXPECT_EQ(a.data(), nullptr);
    a = std::move(b);
    EXPECT_EQ(a.data(), block);
    EXPECT_EQ(a.size(), 100u);
}

TEST(ZeroedArray, ClearSetsEveryElementBackToZero) {
    ZeroedArray<uint64_t> array(100000);
    EXPECT_EQ(array.size(), 100000u);
    EXPECT_EQ(array[99999], 0u);
    array[0] = 1, array[99999] = 2;
    EXPECT_EQ(array[99999], 2u);
    array.clear();
    EXPECT_EQ(array[0], 0u);
    EXPECT_EQ(array[99999], 0u);
}

}  // namespace
}  // namespace wuzi
