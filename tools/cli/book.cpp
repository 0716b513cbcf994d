// wuzi-cli book: build an opening book, show its entries for a position, and
// measure it (size, and how much of the shipped openings it covers).
#include <fmt/core.h>
#include <wuzi/book.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>

#include "book_builder.h"
#include "book_commands.h"
#include "commands.h"

namespace wuzi::cli {

namespace {

constexpr const char* kDefaultBook = "assets/book/freestyle15.wbk";
constexpr const char* kDefaultOpenings = "assets/openings/freestyle15.txt";

std::string game_name(const BoardConfig& config) {
    return fmt::format("{}x{} {}", config.size, config.size, rule_name(config.rule));
}

Book load_or_fail(const std::string& path) {
    Book book;
    if (const auto error = book.load(path)) fail("opening book refused: " + *error);
    return book;
}

std::string score_text(Score score) {
    if (score >= kMateBound) return "+M" + std::to_string(kMate - score);
    if (score <= -kMateBound) return "-M" + std::to_string(kMate + score);
    return std::to_string(score);
}

// ---- build ------------------------------------------------------------------

struct BuildOptions {
    GameOptions game;
    BookPlan plan;
    std::string openings = kDefaultOpenings;
    std::string output;
    bool no_empty = false;
    bool quiet = false;
};

void run_build(const BuildOptions& o) {
    const BoardConfig config = o.game.config();
    if (config.is_tictactoe()) fail("an opening book is for gomoku");
    std::string error;
    std::vector<Opening> starts = load_openings(o.openings, config, error);
    if (!error.empty()) fail(error);
    if (!o.no_empty) starts.insert(starts.begin(), Opening{});
    Progress progress(int(starts.size()), o.quiet);
    const auto t0 = std::chrono::steady_clock::now();
    const Book book = build_book(config, starts, o.plan, &progress);
    progress.finish();
    if (const auto why = book.save(o.output)) fail(*why);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    fmt::print(
        "{} positions, {} moves, {} bytes ({}, depth {}, {} lines, {} plies) written to {} "
        "in {:.0f} s\n",
        book.positions(), book.entries(), book.serialize().size(), game_name(config), o.plan.depth,
        o.plan.multi_pv, o.plan.plies, o.output, seconds);
}

// ---- query ------------------------------------------------------------------

struct QueryOptions {
    std::string book = kDefaultBook;
    std::string moves;
    bool json = false;
};

void run_query(const QueryOptions& o) {
    const Book book = load_or_fail(o.book);
    const int size = book.config().size;
    const MoveListParse parsed = parse_move_list(o.moves, size);
    if (!parsed.ok()) fail(parsed.error);
    if (const auto bad = validate(book.config(), parsed.moves, Replay::InOrder))
        fail(bad->message(size));
    const std::vector<BookEntry> entries = book.lookup(parsed.moves);
    const std::string position = parsed.moves.empty() ? "(empty board)" : o.moves;
    if (o.json) {
        nlohmann::ordered_json out;
        out["moves"] = moves_to_text(parsed.moves, size);
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const BookEntry& e : entries) {
            nlohmann::ordered_json entry;
            entry["move"] = move_to_text(e.move, size);
            entry["score"] = e.score;
            entry["depth"] = e.depth;
            list.push_back(entry);
        }
        out["entries"] = list;
        std::cout << out.dump() << std::endl;
        return;
    }
    fmt::print("book {}: {}, {} positions\n", o.book, game_name(book.config()), book.positions());
    if (entries.empty()) {
        fmt::print("{}: not in the book\n", position);
        return;
    }
    fmt::print("{}: {} move{}\n", position, entries.size(), entries.size() == 1 ? "" : "s");
    for (const BookEntry& e : entries)
        fmt::print("  {:<4} score {:>6}  depth {}\n", move_to_text(e.move, size),
                   score_text(e.score), e.depth);
}

// ---- stats ------------------------------------------------------------------

struct StatsOptions {
    std::string book = kDefaultBook;
    std::string openings = kDefaultOpenings;
};

// book_plies: how many moves in a row the book gives from `start` when both
// sides play its best move.
int book_plies(const Book& book, Opening moves) {
    Game game(book.config());
    if (game.set_moves(moves)) return 0;
    int plies = 0;
    while (!game.over()) {
        const std::vector<BookEntry> entries = book.lookup(game.board());
        if (entries.empty() || game.play(entries.front().move) != PlayError::None) break;
        ++plies;
    }
    return plies;
}

void run_stats(const StatsOptions& o) {
    const Book book = load_or_fail(o.book);
    const BoardConfig& config = book.config();
    fmt::print("book {}: {}, {} positions, {} moves, {} bytes\n", o.book, game_name(config),
               book.positions(), book.entries(), book.serialize().size());
    std::string error;
    const std::vector<Opening> openings = load_openings(o.openings, config, error);
    if (!error.empty()) fail(error);
    int as_given = 0, images = 0, images_found = 0, plies_total = 0, plies_max = 0;
    for (const Opening& opening : openings) {
        as_given += !book.lookup(opening).empty();
        for (int t = 0; t < 8; ++t) {
            Opening image;
            for (Move m : opening) image.push_back(Book::transform_move(m, t, config.size));
            ++images;
            images_found += !book.lookup(image).empty();
        }
        const int plies = book_plies(book, opening);
        plies_total += plies;
        plies_max = std::max(plies_max, plies);
    }
    const double n = double(openings.size());
    fmt::print(
        "openings {}: {} in the book as given: {}/{} ({:.1f}%); all 8 symmetric images: "
        "{}/{} ({:.1f}%)\n",
        o.openings, openings.size(), as_given, openings.size(), 100.0 * as_given / n, images_found,
        images, 100.0 * images_found / images);
    fmt::print(
        "book moves in a row from an opening, both sides following the book: "
        "{:.2f} on average, {} at most; from the empty board: {}\n",
        plies_total / n, plies_max, book_plies(book, {}));
}

}  // namespace

void register_book(CLI::App& app) {
    CLI::App* book = app.add_subcommand("book", "build, query and measure an opening book");
    book->require_subcommand(1);

    auto b = std::make_shared<BuildOptions>();
    CLI::App* build = book->add_subcommand(
        "build", "search the balanced openings (and the empty board) into an opening book");
    b->game.add_to(*build);
    build->add_option("-o,--output", b->output, "book file to write")->required();
    build->add_option("--openings", b->openings, "start positions, one per line")
        ->capture_default_str();
    build->add_option("--depth", b->plan.depth, "search depth of each position")
        ->check(CLI::Range(1, 60))
        ->capture_default_str();
    build->add_option("--multipv", b->plan.multi_pv, "moves kept per position")
        ->check(CLI::Range(1, Book::kMaxEntries))
        ->capture_default_str();
    build->add_option("--plies", b->plan.plies, "positions after each start (best-move line)")
        ->check(CLI::Range(0, 40))
        ->capture_default_str();
    build->add_option("--hash-mb", b->plan.hash_mb, "transposition table per search thread")
        ->check(CLI::Range(1, 4096))
        ->capture_default_str();
    build->add_option("-j,--concurrency", b->plan.concurrency, "searches at once")
        ->check(CLI::Range(1, 256));
    build->add_flag("--no-empty", b->no_empty, "leave out the empty board");
    build->add_flag("-q,--quiet", b->quiet, "no progress line");
    build->callback([b] { run_build(*b); });

    auto q = std::make_shared<QueryOptions>();
    CLI::App* query = book->add_subcommand("query", "show the book's moves for a position");
    query->add_option("--book", q->book, "book file")->capture_default_str();
    query->add_option("--moves", q->moves, "moves played so far, e.g. h8,i9,h10");
    query->add_flag("--json", q->json, "one JSON line");
    query->callback([q] { run_query(*q); });

    auto s = std::make_shared<StatsOptions>();
    CLI::App* stats =
        book->add_subcommand("stats", "size of a book and its hits on an openings file");
    stats->add_option("--book", s->book, "book file")->capture_default_str();
    stats->add_option("--openings", s->openings, "openings to look up")->capture_default_str();
    stats->callback([s] { run_stats(*s); });
}

}  // namespace wuzi::cli
