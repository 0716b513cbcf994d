#include "brain_client.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "protocol.h"

namespace wuzi::protocol {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kPollSliceMs = 10;  // how often a wait looks at the cancel flag

// gomocup_rule: the `INFO rule` bitmask of a rule (1 exactly five, 4 renju).
int gomocup_rule(Rule rule) {
    switch (rule) {
        case Rule::Standard:
            return 1;
        case Rule::Renju:
            return 4;
        default:
            return 0;
    }
}

}  // namespace

std::optional<SearchInfo> progress_info(std::string_view text) {
    SearchInfo info;
    char ev[32] = {};
    unsigned long long nodes = 0;
    const std::string s(text);
    if (std::sscanf(s.c_str(), "MESSAGE depth %d-%d ev %31s n %llu", &info.depth, &info.seldepth,
                    ev, &nodes) < 3)
        return std::nullopt;
    info.nodes = nodes;
    if (ev[0] == '+' && ev[1] == 'M')
        info.score = mate_in(std::atoi(ev + 2));
    else if (ev[0] == '-' && ev[1] == 'M')
        info.score = mated_in(std::atoi(ev + 2));
    else
        info.score = std::atoi(ev);
    return info;
}

std::string shell_quote(const std::string& text) {
    std::string out = "'";
    for (const char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

BrainClient::BrainClient(std::string command) : command_(std::move(command)) {
    std::signal(SIGPIPE, SIG_IGN);  // a dead brain's pipe: write() fails instead
}

BrainClient::~BrainClient() { end(); }

std::string BrainClient::spawn() {
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) != 0) return std::string("pipe: ") + std::strerror(errno);
    if (::pipe2(out, O_CLOEXEC) != 0) {
        ::close(in[0]), ::close(in[1]);
        return std::string("pipe: ") + std::strerror(errno);
    }
    const std::string command = "exec " + command_;
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]);
        return std::string("fork: ") + std::strerror(errno);
    }
    if (pid == 0) {  // the child: only async-signal-safe calls until exec
        ::setpgid(0, 0);
        ::dup2(in[0], STDIN_FILENO);
        ::dup2(out[1], STDOUT_FILENO);
        const int null = ::open("/dev/null", O_WRONLY);
        if (null >= 0) ::dup2(null, STDERR_FILENO);
        ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::setpgid(pid, pid);  // also from here, so a kill right away reaches the group
    ::close(in[0]);
    ::close(out[1]);
    pid_ = pid;
    to_ = in[1];
    from_ = out[0];
    buffer_.clear();
    started_ = synced_ = broken_ = stop_sent_ = false;
    return {};
}

std::string BrainClient::exit_reason() {
    if (pid_ <= 0) return "not running";
    int status = 0;
    for (int i = 0; i < 20; ++i) {  // give a dying child 100 ms to be reaped
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            if (WIFSIGNALED(status))
                return std::string("crashed (") + strsignal(WTERMSIG(status)) + ")";
            if (WEXITSTATUS(status) == 127) return "could not be run (exit status 127)";
            return "exited with status " + std::to_string(WEXITSTATUS(status));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return "closed its output";
}

void BrainClient::end(int64_t grace_ms) {
    if (to_ >= 0) {
        if (pid_ > 0) (void)send("END");
        ::close(to_);
        to_ = -1;
    }
    if (from_ >= 0) ::close(from_), from_ = -1;
    if (pid_ > 0) {
        int status = 0;
        bool reaped = false;
        const auto deadline = Clock::now() + std::chrono::milliseconds(grace_ms);
        for (;;) {
            reaped = ::waitpid(pid_, &status, WNOHANG) == pid_;
            if (reaped || Clock::now() >= deadline) break;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        if (!reaped) {
            ::kill(-pid_, SIGKILL);
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, &status, 0);
        }
        pid_ = -1;
    }
    started_ = synced_ = broken_ = stop_sent_ = false;
}

bool BrainClient::send(const std::string& line) {
    if (to_ < 0) return false;
    const std::string text = line + "\n";
    size_t done = 0;
    while (done < text.size()) {
        // A brain that reads nothing fills the pipe: wait for room, but not
        // forever, and not past a cancel.
        pollfd fd{to_, POLLOUT, 0};
        const int ready = ::poll(&fd, 1, kPollSliceMs);
        if (ready < 0 && errno != EINTR) return false;
        if (ready <= 0) {
            if (cancelled()) return false;
            continue;
        }
        const ssize_t n = ::write(to_, text.data() + done, text.size() - done);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) return false;
        done += size_t(n);
    }
    return true;
}

std::optional<std::string> BrainClient::read_answer(int64_t wait_ms, std::string& error) {
    const auto deadline = Clock::now() + std::chrono::milliseconds(wait_ms);
    for (;;) {
        size_t lf;
        while ((lf = buffer_.find('\n')) != std::string::npos) {
            std::string line = buffer_.substr(0, lf);
            buffer_.erase(0, lf + 1);
            const std::string_view t = trim(line);
            if (t.empty()) continue;
            if (t.starts_with("MESSAGE") || t.starts_with("DEBUG")) {
                if (t.starts_with("MESSAGE"))
                    if (auto info = progress_info(t)) last_info_ = info;
                if (sink_) sink_(t);
                continue;
            }
            return std::string(t);
        }
        if (buffer_.size() > kMaxLine) {
            error = "sent a line longer than " + std::to_string(kMaxLine) + " bytes";
            return std::nullopt;
        }
        if (cancelled()) {
            error = "cancelled";
            return std::nullopt;
        }
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) {
            error = "lost on time: no answer within " + std::to_string(wait_ms) + " ms";
            return std::nullopt;
        }
        pollfd fd{from_, POLLIN, 0};
        const int ready = ::poll(&fd, 1, int(std::min<int64_t>(left, kPollSliceMs)));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) continue;
        char chunk[4096];
        const ssize_t n = ::read(from_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            error = exit_reason();
            return std::nullopt;
        }
        buffer_.append(chunk, size_t(n));
    }
}

std::string BrainClient::start_game(const BoardConfig& config) {
    std::string error;
    if (started_ && config == config_) {
        if (!send("RESTART")) return "could not be written to: " + exit_reason();
        const auto answer = read_answer(kStartupWaitMs, error);
        if (answer && *answer == "OK") return {};
        end();  // UNKNOWN or anything else: start a fresh process
    }
    if (pid_ <= 0) {
        if (auto e = spawn(); !e.empty()) return e;
    }
    config_ = config;
    if (!send("START " + std::to_string(config.size)))
        return "could not be started: " + exit_reason();
    const auto answer = read_answer(kStartupWaitMs, error);
    if (!answer) return "START: " + error;
    if (*answer != "OK") return "answered '" + printable(*answer) + "' to START";
    started_ = true;
    return {};
}

std::string BrainClient::new_game(const BoardConfig& config,
                                  const std::vector<std::pair<std::string, std::string>>& infos) {
    if (config.is_tictactoe()) return "external brains play gomoku only";
    if (broken_) end();
    if (auto e = start_game(config); !e.empty()) {
        end();
        return e;
    }
    synced_ = false;
    bool ok = send("INFO rule " + std::to_string(gomocup_rule(config.rule))) &&
              send("INFO game_type 1") && send("INFO max_memory 367001600");
    for (const auto& [key, value] : infos) ok = ok && send("INFO " + key + " " + value);
    if (!ok) {
        const std::string e = "could not be written to: " + exit_reason();
        end();
        return e;
    }
    return {};
}

std::string BrainClient::about_name(int64_t wait_ms) {
    if (pid_ <= 0 || !send("ABOUT")) return {};
    std::string error;
    const auto answer = read_answer(wait_ms, error);
    if (!answer) return {};  // silence is allowed (a late answer is skipped by move())
    const size_t at = answer->find("name=\"");
    if (at == std::string::npos) return {};
    const size_t from = at + 6, to = answer->find('"', from);
    if (to == std::string::npos) return {};
    return printable(answer->substr(from, to - from), 40);
}

bool BrainClient::send_clock(const TimeControl& clock) {
    const int64_t no_limit = TimeControl::kNoLimit;
    bool ok = send("INFO timeout_turn " + std::to_string(std::min(clock.turn_ms, no_limit))) &&
              send("INFO timeout_match " + std::to_string(std::max<int64_t>(clock.match_ms, 0))) &&
              send("INFO time_left " + std::to_string(std::min(clock.left_ms, no_limit)));
    if (clock.increment_ms > 0)
        ok = ok && send("INFO time_increment " + std::to_string(clock.increment_ms));
    return ok;
}

std::optional<std::string> BrainClient::read_reply(int64_t wait_ms, std::string& error) {
    const auto started = Clock::now();
    auto answer = read_answer(wait_ms, error);
    // A late ABOUT answer, or a late UNKNOWN / ERROR about an earlier YXSTOP.
    while (answer && (answer->find("name=\"") != std::string::npos || stray_stop_reply(*answer))) {
        const auto spent =
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
        answer = read_answer(std::max<int64_t>(1, wait_ms - spent), error);
    }
    return answer;
}

BrainSwap2 BrainClient::swap2(const std::vector<Move>& moves, const TimeControl& clock,
                              int64_t wait_ms) {
    BrainSwap2 reply;
    synced_ = false;  // whatever it answers, the next move sends the position whole
    auto fail = [&](const std::string& reason) {
        reply.error = reason;
        reply.cancelled = reason == "cancelled" || cancelled();
        if (reply.cancelled) reply.error = "cancelled";
        broken_ = true;
        return reply;
    };
    if (pid_ <= 0 || !started_) return fail("is not running");
    bool ok = send_clock(clock) && send("SWAP2BOARD");
    for (const Move m : moves)
        ok = ok && send(std::to_string(move_x(m)) + "," + std::to_string(move_y(m)));
    ok = ok && send("DONE");
    if (!ok) return fail(cancelled() ? "cancelled" : "could not be written to: " + exit_reason());
    std::string error;
    const auto answer = read_reply(wait_ms, error);
    if (!answer) return fail(error);
    const std::string_view text = trim(*answer);
    stop_sent_ = false;
    if (upper_case(text) == "SWAP") {
        reply.swap = true;
        return reply;
    }
    // Stones: "x,y" words separated by spaces.
    const auto bad = [&] {
        return fail("answered '" + printable(*answer) +
                    "' to SWAP2BOARD instead of SWAP or stones");
    };
    size_t at = 0;
    while (at < text.size()) {
        const size_t end = std::min(text.find(' ', at), text.size());
        const std::string word(text.substr(at, end - at));
        at = end + 1;
        if (word.empty()) continue;
        const auto numbers = parse_numbers(word, 2);
        if (!numbers || reply.stones.size() == 3) return bad();
        const int x = (*numbers)[0], y = (*numbers)[1];
        if (x < 0 || y < 0 || x >= config_.size || y >= config_.size)
            return fail("placed a stone off the board: " + printable(*answer));
        reply.stones.push_back(make_move(x, y));
    }
    if (reply.stones.empty()) return bad();
    return reply;
}

bool BrainClient::stray_stop_reply(const std::string& line) const {
    if (!stop_sent_ || !(line.starts_with("UNKNOWN") || line.starts_with("ERROR"))) return false;
    return upper_case(line).find("STOP") != std::string::npos;
}

bool BrainClient::stop_search(int64_t grace_ms) {
    if (pid_ <= 0 || !started_ || cancelled()) return false;
    std::string error;
    // The answer may have come before the cancel: then the brain is idle
    // already and YXSTOP is not needed.
    auto answer = read_answer(1, error);
    if (!answer) {
        if (!error.starts_with("lost on time") || !send("YXSTOP")) return false;
        stop_sent_ = true;
        answer = read_answer(grace_ms, error);
    }
    while (answer && answer->find("name=\"") != std::string::npos)  // a late ABOUT answer
        answer = read_answer(grace_ms, error);
    // A move, or SWAP2BOARD's answer (SWAP, or stones "x,y x,y ...").
    if (!answer || !(*answer == "SWAP" || parse_numbers(answer->substr(0, answer->find(' ')), 2)))
        return false;
    broken_ = false;  // idle, and in step once the next move() sends BOARD
    synced_ = false;
    return true;
}

BrainMove BrainClient::move(const std::vector<Move>& moves, const TimeControl& clock,
                            int64_t wait_ms) {
    BrainMove reply;
    auto fail = [&](const std::string& reason) {
        reply.error = reason;
        reply.cancelled = reason == "cancelled" || cancelled();
        if (reply.cancelled) reply.error = "cancelled";
        broken_ = true;  // ended before the next game, outside the timed move
        synced_ = false;
        return reply;
    };
    if (pid_ <= 0 || !started_) return fail("is not running");
    bool ok = send_clock(clock);
    const bool turn = synced_ && moves.size() == known_.size() + 1 &&
                      std::equal(known_.begin(), known_.end(), moves.begin());
    auto xy = [](Move m) { return std::to_string(move_x(m)) + "," + std::to_string(move_y(m)); };
    if (turn) {
        ok = ok && send("TURN " + xy(moves.back()));
    } else if (moves.empty()) {
        ok = ok && send("BEGIN");
    } else {
        ok = ok && send("BOARD");
        const size_t own_parity = moves.size() % 2;  // the brain's stones: same parity as its move
        for (size_t i = 0; i < moves.size() && ok; ++i)
            ok = send(xy(moves[i]) + "," + (i % 2 == own_parity ? "1" : "2"));
        ok = ok && send("DONE");
    }
    if (!ok) return fail(cancelled() ? "cancelled" : "could not be written to: " + exit_reason());
    last_info_.reset();
    std::string error;
    const auto answer = read_reply(wait_ms, error);
    if (!answer) return fail(error);
    const auto numbers = parse_numbers(*answer, 2);
    if (!numbers) return fail("answered '" + printable(*answer) + "' instead of a move");
    const int x = (*numbers)[0], y = (*numbers)[1];
    if (x < 0 || y < 0 || x >= config_.size || y >= config_.size)
        return fail("played off the board: " + printable(*answer));
    reply.move = make_move(x, y);
    reply.info = last_info_;
    stop_sent_ = false;
    known_ = moves;
    known_.push_back(reply.move);
    synced_ = true;
    return reply;
}

}  // namespace wuzi::protocol
