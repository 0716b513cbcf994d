// The opening book built into pbrain-wuzi (assets/book/freestyle15.wbk at
// build time; tools/brain/embed_book.cmake), so the brain is one file, as
// Gomocup brains usually are. kBuiltinBookSize is 0 when it was built without.
#pragma once

#include <cstddef>
#include <cstdint>

namespace wuzi::brain {

extern const uint8_t kBuiltinBook[];
extern const size_t kBuiltinBookSize;

}  // namespace wuzi::brain
