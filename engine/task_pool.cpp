#include <wuzi/task_pool.h>

#include <thread>
#include <vector>

namespace wuzi {

void TaskPool::run(int tasks, const std::function<void(int thread, int task)>& body) {
    next_ = 0;
    auto work = [&](int thread) {
        while (!stop_) {
            const int task = next_++;
            if (task >= tasks) return;
            body(thread, task);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads_; ++t) pool.emplace_back(work, t);
    work(0);
    for (auto& t : pool) t.join();
}

}  // namespace wuzi
