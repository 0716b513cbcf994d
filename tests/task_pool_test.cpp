#include <gtest/gtest.h>
#include <wuzi/task_pool.h>

#include <algorithm>
#include <mutex>
#include <vector>

namespace wuzi {
namespace {

TEST(TaskPool, RunsEveryTaskOnceOnItsThreads) {
    TaskPool pool(3);
    std::mutex mutex;
    std::vector<int> seen;
    std::vector<int> by_thread(3, 0);
    pool.run(100, [&](int thread, int task) {
        std::lock_guard lock(mutex);
        seen.push_back(task);
        ++by_thread[size_t(thread)];
    });
    std::sort(seen.begin(), seen.end());
    ASSERT_EQ(seen.size(), 100u);
    for (int i = 0; i < 100; ++i) EXPECT_EQ(seen[size_t(i)], i);
    int total = 0;
    for (int n : by_thread) total += n;
    EXPECT_EQ(total, 100);
}

TEST(TaskPool, StopHandsOutNoFurtherTask) {
    TaskPool one(1);
    int ran = 0;
    one.run(1000, [&](int, int task) {
        ++ran;
        if (task == 10) one.stop();
    });
    EXPECT_TRUE(one.stopped());
    EXPECT_EQ(ran, 11);
}

TEST(TaskPool, AtLeastOneThreadAndNoTasks) {
    TaskPool pool(0);
    EXPECT_EQ(pool.threads(), 1);
    int ran = 0;
    pool.run(0, [&](int, int) { ++ran; });
    EXPECT_EQ(ran, 0);
}

}  // namespace
}  // namespace wuzi
