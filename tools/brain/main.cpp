// pbrain-wuzi: Wuzi as a Gomocup brain. The main thread runs the protocol
// loop: it waits (InputEvents) for input, for a wake-up from the search
// thread when it has news, and for the running search's deadline, so END and
// STOP are read while the engine thinks and no answer is late.
//
// Options (a manager starts the brain without any):
//   --book FILE  play from this opening book instead of the built-in one
//   --no-book    play without an opening book (also: INFO use_book 0)
//   --weights FILE  evaluate with this weights file (wuzi/weights.h) instead
//                   of the built-in weights
//   --version    print the version and the git commit
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include "brain.h"
#include "builtin_book.h"
#include "input_events.h"
#include "line_reader.h"
#include "output.h"
#include "platform.h"
#include "version.h"

namespace {

constexpr const char* kUsage =
    "usage: pbrain-wuzi [--book FILE | --no-book] [--weights FILE] [--version]\n"
    "Wuzi as a Gomocup brain: speaks the Piskvork protocol (and Yixin-Board's\n"
    "extensions) on standard input and output.\n"
    "  --book FILE  play from this opening book instead of the built-in one\n"
    "  --no-book    play without an opening book\n"
    "  --weights FILE  evaluate with this weights file instead of the built-in weights\n"
    "  --version    print the version and the git commit\n";

// The command line. `exit` is set when the brain must not run (--help: 0,
// a bad option: 2).
struct Options {
    bool use_book = true;
    std::string book_path;
    std::string weights_path;
    std::optional<int> exit;
};

Options parse_options(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--no-book") {
            o.use_book = false;
        } else if (arg == "--book" && i + 1 < argc) {
            o.book_path = argv[++i];
        } else if (arg == "--weights" && i + 1 < argc) {
            o.weights_path = argv[++i];
        } else if (arg == "--version") {
            std::puts(wuzi::version_line("pbrain-wuzi").c_str());
            o.exit = 0;
            return o;
        } else if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            o.exit = 0;
            return o;
        } else {
            std::fprintf(stderr, "pbrain-wuzi: unknown option '%s'\n%s", arg.c_str(), kUsage);
            o.exit = 2;
            return o;
        }
    }
    return o;
}

// load_book: the book the options ask for (the built-in one by default). A
// book that cannot be loaded is reported, on stdout where the manager shows
// it and on stderr, and the brain plays without one.
std::optional<wuzi::Book> load_book(const Options& o, wuzi::brain::LineWriter& out) {
    using namespace wuzi;
    if (!o.use_book) return std::nullopt;
    Book book;
    std::optional<std::string> error;
    if (!o.book_path.empty())
        error = book.load(o.book_path);
    else if (brain::kBuiltinBookSize > 0)
        error = book.load_bytes({brain::kBuiltinBook, brain::kBuiltinBookSize}, "built-in book");
    else
        return std::nullopt;
    if (error) {
        std::fprintf(stderr, "pbrain-wuzi: %s; playing without a book\n", error->c_str());
        out.line("ERROR opening book refused: " + *error + "; playing without a book");
        return std::nullopt;
    }
    return book;
}

// load_evaluator: the weights the options ask for; null for the built-in
// ones. A file that cannot be loaded is reported like a book, and the brain
// plays with the built-in weights.
std::shared_ptr<const wuzi::Evaluator> load_evaluator(const Options& o,
                                                      wuzi::brain::LineWriter& out) {
    if (o.weights_path.empty()) return nullptr;
    std::string error;
    const std::optional<wuzi::WeightSet> weights = wuzi::load_weights(o.weights_path, error);
    if (!weights) {
        std::fprintf(stderr, "pbrain-wuzi: %s; playing with the built-in weights\n", error.c_str());
        out.line("ERROR weights refused: " + error + "; playing with the built-in weights");
        return nullptr;
    }
    return std::make_shared<const wuzi::Evaluator>(*weights);
}

}  // namespace

int main(int argc, char** argv) {
    using namespace wuzi::brain;
    wuzi::platform::prepare_standard_streams();
    const Options options = parse_options(argc, argv);
    if (options.exit) return *options.exit;
    LineWriter out;
    std::optional<wuzi::Book> book = load_book(options, out);
    std::shared_ptr<const wuzi::Evaluator> eval = load_evaluator(options, out);
    InputEvents events;  // before the brain: its searches wake the loop through it
    Brain brain(out, [&events] { events.wake(); });
    if (book) brain.set_book(std::move(*book));
    if (eval) brain.set_evaluator(std::move(eval));
    LineReader reader;
    auto on_line = [&brain](std::string_view line, bool overlong) {
        if (overlong) {
            brain.handle_overlong();
            return true;
        }
        return brain.handle(line);
    };

    bool input_open = true, running = true;
    while (running && (input_open || brain.busy())) {
        const InputEvent event = events.wait(brain.poll_timeout_ms());
        if (event.woken) running = brain.on_wake();
        brain.check_deadline();
        if (running && !event.bytes.empty()) running = reader.feed(event.bytes, on_line);
        if (running && event.input_ended) {
            input_open = false;
            running = reader.finish(on_line);
            brain.input_closed();
        }
    }
    brain.shutdown();
    return 0;
}
