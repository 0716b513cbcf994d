#include "input_events.h"

#include <chrono>
#include <thread>
#include <utility>

#include "platform.h"

namespace wuzi::brain {

InputEvents::InputEvents() : state_(std::make_shared<State>()) {
    std::thread(read_loop, state_).detach();
}

void InputEvents::read_loop(std::shared_ptr<State> state) {
    char buffer[4096];
    for (;;) {
        {
            std::unique_lock lock(state->mutex);
            state->changed.wait(lock, [&] { return state->queued.size() < kMaxQueued; });
        }
        const size_t n = platform::read_input(buffer, sizeof buffer);
        std::lock_guard lock(state->mutex);
        if (n == 0) {
            state->ended = true;
            state->changed.notify_all();
            return;
        }
        state->queued.append(buffer, n);
        state->changed.notify_all();
    }
}

void InputEvents::wake() {
    std::lock_guard lock(state_->mutex);
    state_->woken = true;
    state_->changed.notify_all();
}

InputEvent InputEvents::wait(int timeout_ms) {
    std::unique_lock lock(state_->mutex);
    const auto ready = [&] {
        return state_->woken || !state_->queued.empty() ||
               (state_->ended && !state_->ended_reported);
    };
    if (timeout_ms < 0)
        state_->changed.wait(lock, ready);
    else
        state_->changed.wait_for(lock, std::chrono::milliseconds(timeout_ms), ready);
    InputEvent event;
    event.woken = std::exchange(state_->woken, false);
    event.bytes.swap(state_->queued);
    if (state_->ended && !state_->ended_reported) event.input_ended = state_->ended_reported = true;
    if (!event.bytes.empty()) state_->changed.notify_all();  // room for the reader
    return event;
}

}  // namespace wuzi::brain
