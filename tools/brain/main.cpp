// pbrain-wuzi: Wuzi as a Gomocup brain. The main thread runs the protocol
// loop: it waits (poll) on standard input, on a wake-up pipe the search
// thread writes when it has a move, and on the running search's deadline, so
// END and STOP are read while the engine thinks and no answer is late.
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>

#include "brain.h"
#include "line_reader.h"
#include "output.h"

int main() {
    using namespace wuzi::brain;
    std::signal(SIGPIPE, SIG_IGN);  // a manager that closed our stdout: write fails, no crash
    int wake[2];
    if (::pipe(wake) != 0) return 1;
    ::fcntl(wake[0], F_SETFL, O_NONBLOCK);
    ::fcntl(wake[1], F_SETFL, O_NONBLOCK);

    LineWriter out(STDOUT_FILENO);
    Brain brain(out, wake[1]);
    LineReader reader;
    auto on_line = [&brain](std::string_view line, bool overlong) {
        if (overlong) {
            brain.handle_overlong();
            return true;
        }
        return brain.handle(line);
    };

    bool input_open = true, running = true;
    char buffer[4096];
    while (running && (input_open || brain.busy())) {
        pollfd fds[2] = {{wake[0], POLLIN, 0}, {STDIN_FILENO, POLLIN, 0}};
        const int ready = ::poll(fds, input_open ? 2 : 1, brain.poll_timeout_ms());
        if (ready < 0 && errno != EINTR) break;
        if (ready > 0 && (fds[0].revents & POLLIN)) {
            while (::read(wake[0], buffer, sizeof buffer) > 0) {
            }
            running = brain.on_wake();
        }
        brain.check_deadline();
        if (running && input_open && ready > 0 && (fds[1].revents & (POLLIN | POLLHUP | POLLERR))) {
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                input_open = false;
                running = reader.finish(on_line);
                brain.input_closed();
            } else {
                running = reader.feed(std::string_view(buffer, size_t(n)), on_line);
            }
        }
    }
    brain.shutdown();
    return 0;
}
