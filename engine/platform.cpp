#include "platform.h"

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <sys/mman.h>
#include <time.h>
#endif

namespace wuzi::platform {

#ifdef _WIN32

void* map_zeroed_pages(size_t bytes) {
    return VirtualAlloc(nullptr, bytes, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
}

void unmap_pages(void* p, size_t) { VirtualFree(p, 0, MEM_RELEASE); }

void advise_huge_pages(void*, size_t) {}  // large pages need a privilege: not asked for

double thread_cpu_ms() {
    FILETIME created, exited, kernel, user;
    if (!GetThreadTimes(GetCurrentThread(), &created, &exited, &kernel, &user)) return -1;
    auto ticks = [](const FILETIME& t) {
        return (unsigned long long)t.dwHighDateTime << 32 | t.dwLowDateTime;
    };
    return double(ticks(kernel) + ticks(user)) / 1e4;  // 100 ns ticks
}

#else

void* map_zeroed_pages(size_t bytes) {
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? nullptr : p;
}

void unmap_pages(void* p, size_t bytes) { munmap(p, bytes); }

void advise_huge_pages([[maybe_unused]] void* p, [[maybe_unused]] size_t bytes) {
#ifdef MADV_HUGEPAGE
    madvise(p, bytes, MADV_HUGEPAGE);
#endif
}

double thread_cpu_ms() {
    timespec t;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) return -1;
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

#endif

}  // namespace wuzi::platform
