// tools/brain/protocol.h and line_reader.h: parsing manager lines.
#include "protocol.h"

#include <gtest/gtest.h>

#include "line_reader.h"

namespace wuzi::protocol {
namespace {

TEST(Protocol, ParsesCommandsCaseInsensitively) {
    Command c = parse_command("start 15\r");
    EXPECT_EQ(c.kind, CommandKind::Start);
    EXPECT_TRUE(c.error.empty());
    EXPECT_EQ(c.args[0], 15);
    c = parse_command("  TURN 7 , 8 ");
    EXPECT_EQ(c.kind, CommandKind::Turn);
    EXPECT_EQ(c.args[0], 7);
    EXPECT_EQ(c.args[1], 8);
    c = parse_command("RECTSTART 20,20");
    EXPECT_EQ(c.kind, CommandKind::RectStart);
    EXPECT_EQ(c.args[1], 20);
    EXPECT_EQ(parse_command("").kind, CommandKind::Empty);
    EXPECT_EQ(parse_command("YXSTOP").kind, CommandKind::Stop);
    EXPECT_EQ(parse_command("SWAP2BOARD").kind, CommandKind::Swap2Board);
}

TEST(Protocol, InfoKeepsKeyAndValue) {
    const Command c = parse_command("INFO Timeout_Turn  5000 ");
    EXPECT_EQ(c.kind, CommandKind::Info);
    EXPECT_EQ(c.key, "timeout_turn");
    EXPECT_EQ(c.value, "5000");
    EXPECT_FALSE(parse_command("INFO").error.empty());
    EXPECT_EQ(parse_command("INFO folder /tmp/a b").value, "/tmp/a b");
}

TEST(Protocol, MalformedArgumentsAreErrorsNotUnknown) {
    for (const char* line : {"TURN 7", "TURN 7,", "TURN a,b", "TURN 7,8,9", "TURN 1234567890,1",
                             "START", "START 15 16", "BEGIN now", "TAKEBACK ,", "PLAY --1,2"}) {
        const Command c = parse_command(line);
        EXPECT_NE(c.kind, CommandKind::Unknown) << line;
        EXPECT_FALSE(c.error.empty()) << line;
    }
    const Command u = parse_command("HELLO world");
    EXPECT_EQ(u.kind, CommandKind::Unknown);
    EXPECT_EQ(u.word, "HELLO");
}

TEST(Protocol, YixinCommands) {
    const std::pair<const char*, CommandKind> words[] = {
        {"YXSHOWINFO", CommandKind::YxShowInfo},
        {"yxboard", CommandKind::YxBoard},
        {"YXBLOCK", CommandKind::YxBlock},
        {"YxBlockUndo", CommandKind::YxBlockUndo},
        {"YXBLOCKRESET", CommandKind::YxBlockReset},
        {"YXSEARCHDEFEND", CommandKind::YxSearchDefend},
        {"YXHASHCLEAR", CommandKind::YxHashClear},
        {"YXSHOWFORBID", CommandKind::YxShowForbid},
        {"YXSHOWHASHUSAGE", CommandKind::YxShowHashUsage},
        {"YXSTOP", CommandKind::Stop},
    };
    for (const auto& [word, kind] : words) {
        const Command c = parse_command(word);
        EXPECT_EQ(c.kind, kind) << word;
        EXPECT_TRUE(c.error.empty()) << word;
    }
    Command c = parse_command("YXNBEST 5");
    EXPECT_EQ(c.kind, CommandKind::YxNBest);
    EXPECT_EQ(c.args[0], 5);
    c = parse_command("yxbalanceone -120");
    EXPECT_EQ(c.kind, CommandKind::YxBalanceOne);
    EXPECT_TRUE(c.error.empty());
    EXPECT_EQ(c.args[0], -120);
    c = parse_command("YXBALANCETWO +30");
    EXPECT_EQ(c.kind, CommandKind::YxBalanceTwo);
    EXPECT_EQ(c.args[0], 30);
    // Bad arguments: the command is known, with the reason.
    for (const char* line :
         {"YXNBEST", "YXNBEST x", "YXNBEST 3,4", "YXBALANCEONE", "YXBALANCETWO 1.5",
          "YXSHOWINFO now", "YXBLOCKRESET 1", "YXSEARCHDEFEND 2"}) {
        const Command bad = parse_command(line);
        EXPECT_NE(bad.kind, CommandKind::Unknown) << line;
        EXPECT_NE(bad.kind, CommandKind::YxUnknown) << line;
        EXPECT_FALSE(bad.error.empty()) << line;
    }
    // An unknown YX command is an error that names it; other words stay UNKNOWN.
    c = parse_command("YXFROBNICATE 3");
    EXPECT_EQ(c.kind, CommandKind::YxUnknown);
    EXPECT_NE(c.error.find("'YXFROBNICATE'"), std::string::npos) << c.error;
    EXPECT_EQ(parse_command("yx").kind, CommandKind::Unknown);
    EXPECT_EQ(parse_command("XYZ").kind, CommandKind::Unknown);
}

TEST(Protocol, ParseNumbers) {
    auto n = parse_numbers("7,8,1", 3);
    ASSERT_TRUE(n);
    EXPECT_EQ((*n)[2], 1);
    EXPECT_FALSE(parse_numbers("7,8", 3));
    EXPECT_FALSE(parse_numbers("7,8,1,2", 3));
    EXPECT_FALSE(parse_numbers("7;8", 2));
    EXPECT_EQ((*parse_numbers("-3,4", 2))[0], -3);
}

TEST(Protocol, PrintableEscapesControlBytes) {
    EXPECT_EQ(printable(std::string("a\x01\xff", 3)), "a\\x01\\xFF");
    EXPECT_EQ(printable(std::string(100, 'x'), 5), "xxxxx...");
}

TEST(LineReader, SplitsLfAndCrLfAcrossChunks) {
    LineReader reader;
    std::vector<std::string> lines;
    auto collect = [&](std::string_view line, bool overlong) {
        lines.emplace_back(overlong ? "<long>" : std::string(line));
        return true;
    };
    reader.feed("STA", collect);
    reader.feed("RT 15\r\nBEG", collect);
    reader.feed("IN\n\nEND", collect);
    reader.finish(collect);
    EXPECT_EQ(lines, (std::vector<std::string>{"START 15", "BEGIN", "", "END"}));
}

TEST(LineReader, DropsOverlongLinesAndStopsWhenAsked) {
    LineReader reader;
    std::vector<std::string> lines;
    auto collect = [&](std::string_view line, bool overlong) {
        lines.emplace_back(overlong ? "<long>" : std::string(line));
        return line != "END";
    };
    const std::string big(LineReader::kMaxLine + 10, 'x');
    reader.feed(big, collect);
    reader.feed(big, collect);
    EXPECT_FALSE(reader.feed("\nEND\nABOUT\n", collect));
    EXPECT_EQ(lines, (std::vector<std::string>{"<long>", "END"}));
}

}  // namespace
}  // namespace wuzi::protocol
