// What differs between operating systems, for the engine: page mappings and
// a thread's CPU time. Everything else in the engine is standard C++; the
// #ifdefs live in platform.cpp alone.
#pragma once

#include <cstddef>

namespace wuzi::platform {

// map_zeroed_pages: `bytes` of fresh zeroed memory, page-aligned, from the
// system (pages are zeroed when first touched), or null if refused.
void* map_zeroed_pages(size_t bytes);
// unmap_pages: gives back what map_zeroed_pages returned.
void unmap_pages(void* p, size_t bytes);
// advise_huge_pages: asks for huge pages behind the range, where the system
// knows how; a hint only.
void advise_huge_pages(void* p, size_t bytes);

// thread_cpu_ms: the CPU time the calling thread has used, in milliseconds,
// or a negative value where the system cannot tell.
double thread_cpu_ms();

}  // namespace wuzi::platform
