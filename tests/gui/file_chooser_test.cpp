#include "file_chooser.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace wuzi::game;
namespace fs = std::filesystem;

// A fresh folder per test: game files, other files, folders and a hidden one.
// (Not in an unnamed namespace: the tests derive from it, and in a unity
// build GCC's -Wsubobject-linkage refuses that.)
class FileChooserTest : public ::testing::Test {
  protected:
    void SetUp() override {
        std::string pattern = (fs::temp_directory_path() / "wuzi-chooser-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        dir_ = pattern;
        for (const char* f : {"b.sgf", "A.PSQ", "c.sgf", "notes.txt", ".hidden.sgf"}) touch(f);
        for (const char* d : {"zeta", "Alpha", ".git"}) fs::create_directory(dir_ / d);
        touch("Alpha/inner.sgf");
    }
    void TearDown() override {
        std::error_code ec;
        fs::permissions(dir_ / "locked", fs::perms::owner_all, ec);
        fs::remove_all(dir_, ec);
    }
    void touch(const std::string& name) { std::ofstream(dir_ / name) << "(;GM[4]SZ[15];B[hh])\n"; }
    static std::vector<std::string> names(const FileChooser& c) {
        std::vector<std::string> out;
        for (const ChooserEntry& e : c.entries()) out.push_back(e.name);
        return out;
    }
    fs::path dir_;
};

using ChooserRowNames = std::vector<std::string>;

TEST_F(FileChooserTest, ListsParentThenFoldersThenGameFilesInCaseInsensitiveOrder) {
    FileChooser c(ChooserPurpose::Load, dir_);
    EXPECT_EQ(c.folder(), dir_);
    EXPECT_EQ(names(c), (ChooserRowNames{"..", "Alpha", "zeta", "A.PSQ", "b.sgf", "c.sgf"}));
    EXPECT_TRUE(c.entries()[1].folder);
    EXPECT_FALSE(c.entries()[3].folder);
    EXPECT_FALSE(c.selected());
}

TEST_F(FileChooserTest, NumbersInNamesSortByValue) {
    for (const char* f : {"game-10.sgf", "game-2.sgf", "Game-3.sgf", "game-002.sgf", "g9x.sgf"})
        touch(f);
    std::vector<ChooserEntry> rows;
    ASSERT_FALSE(list_folder(dir_, rows));
    std::vector<std::string> files;
    for (const ChooserEntry& e : rows)
        if (!e.folder) files.push_back(e.name);
    EXPECT_EQ(files, (ChooserRowNames{"A.PSQ", "b.sgf", "c.sgf", "g9x.sgf", "game-002.sgf",
                                      "game-2.sgf", "Game-3.sgf", "game-10.sgf"}));
}

TEST_F(FileChooserTest, RootHasNoParentRow) {
    std::vector<ChooserEntry> rows;
    ASSERT_FALSE(list_folder("/", rows));
    ASSERT_FALSE(rows.empty());
    EXPECT_NE(rows.front().name, "..");
}

TEST_F(FileChooserTest, MissingRememberedFolderFallsBackToCurrentDirectory) {
    FileChooser c(ChooserPurpose::Load, dir_ / "gone");
    EXPECT_EQ(c.folder(), fs::current_path());
    EXPECT_NE(c.message().find("gone"), std::string::npos);
    FileChooser none(ChooserPurpose::Load, {});
    EXPECT_EQ(none.folder(), fs::current_path());
    EXPECT_EQ(none.message(), "");
}

TEST_F(FileChooserTest, UnreadableFolderKeepsTheListingAndSaysWhy) {
    fs::create_directory(dir_ / "locked");
    fs::permissions(dir_ / "locked", fs::perms::none);
    if (::access((dir_ / "locked").c_str(), R_OK) == 0)
        GTEST_SKIP() << "running as root: permissions are not enforced";
    FileChooser c(ChooserPurpose::Load, dir_);
    const auto before = c.entries();
    EXPECT_FALSE(c.show(dir_ / "locked"));
    EXPECT_EQ(c.folder(), dir_);
    EXPECT_EQ(c.entries(), before);
    EXPECT_TRUE(c.message_is_error());
    EXPECT_NE(c.message().find("locked"), std::string::npos);
}

TEST_F(FileChooserTest, AFileIsNoFolderToShow) {
    FileChooser c(ChooserPurpose::Load, dir_);
    EXPECT_FALSE(c.show("b.sgf"));
    EXPECT_EQ(c.folder(), dir_);
    EXPECT_NE(c.message().find("not a folder"), std::string::npos);
}

TEST_F(FileChooserTest, KeysMoveTheSelectionWithinTheList) {
    FileChooser c(ChooserPurpose::Load, dir_);
    c.move(1);  // Down from no selection: the first row
    EXPECT_EQ(c.selected(), 0u);
    c.move(-1);
    EXPECT_EQ(c.selected(), 0u);
    c.end();
    EXPECT_EQ(c.selected(), 5u);
    c.move(1);
    EXPECT_EQ(c.selected(), 5u);
    c.home();
    EXPECT_EQ(c.selected(), 0u);
    FileChooser up(ChooserPurpose::Load, dir_);
    up.move(-1);  // Up from no selection: the last row
    EXPECT_EQ(up.selected(), 5u);
}

TEST_F(FileChooserTest, PagesAndScrollingKeepWithinTheRowsShown) {
    for (int i = 100; i < 120; ++i) {
        std::string name = "g";  // (GCC 12 misreads "g" + to_string(i) as an overflow)
        name += std::to_string(i);
        touch(name + ".sgf");
    }
    FileChooser c(ChooserPurpose::Load, dir_);
    ASSERT_EQ(c.entries().size(), 26u);
    c.set_rows(10);
    c.page(1);  // from no selection: row 9, still on the first page
    EXPECT_EQ(c.selected(), 9u);
    EXPECT_EQ(c.first_row(), 0u);
    c.page(1);
    EXPECT_EQ(c.selected(), 19u);
    EXPECT_EQ(c.first_row(), 10u);
    c.end();
    EXPECT_EQ(c.first_row(), 16u);  // the last page is full
    c.scroll(5);
    EXPECT_EQ(c.first_row(), 16u);
    c.scroll(-100);
    EXPECT_EQ(c.first_row(), 0u);
    EXPECT_EQ(c.selected(), 25u);  // the wheel leaves the selection
    c.page(-1);
    EXPECT_EQ(c.selected(), 15u);
    EXPECT_EQ(c.first_row(), 6u);  // moved into view again
    c.set_rows(30);
    EXPECT_EQ(c.first_row(), 0u);
}

TEST_F(FileChooserTest, SelectingAFilePutsItsNameInTheField) {
    FileChooser c(ChooserPurpose::Load, dir_);
    c.select(4);
    EXPECT_EQ(c.field().text(), "b.sgf");
    c.select(1);  // a folder leaves the field
    EXPECT_EQ(c.field().text(), "b.sgf");
}

TEST_F(FileChooserTest, EnterOnAFolderShowsItAndOnAFileChoosesIt) {
    FileChooser c(ChooserPurpose::Load, dir_);
    c.select(1);
    EXPECT_FALSE(c.activate());
    EXPECT_EQ(c.folder(), dir_ / "Alpha");
    EXPECT_EQ(names(c), (ChooserRowNames{"..", "inner.sgf"}));
    c.select(1);
    EXPECT_EQ(c.activate(), dir_ / "Alpha" / "inner.sgf");
    c.select(0);  // ".."
    EXPECT_FALSE(c.activate());
    EXPECT_EQ(c.folder(), dir_);
}

TEST_F(FileChooserTest, DoubleClickIsTwoClicksOnOneRowInTime) {
    FileChooser c(ChooserPurpose::Load, dir_);
    auto click = [&c](size_t row, int64_t ms) { return c.click(row, ms, ms); };
    EXPECT_FALSE(click(4, 1000));
    EXPECT_TRUE(click(4, 1000 + FileChooser::kDoubleClickMs));
    EXPECT_FALSE(click(4, 5000));
    EXPECT_FALSE(click(5, 5100));  // another row
    EXPECT_FALSE(click(5, 5100 + FileChooser::kDoubleClickMs + 1));
    EXPECT_FALSE(click(99, 6000));  // below the list
    EXPECT_EQ(c.selected(), 5u);
}

// A busy window reads the second click of a double-click late (here a
// frame of 900 ms came between): what counts is that it had arrived within
// kDoubleClickMs, not when it was handled (gui_chooser's double-clicks under
// load).
TEST_F(FileChooserTest, DoubleClickReadLateIsStillOne) {
    FileChooser c(ChooserPurpose::Load, dir_);
    EXPECT_FALSE(c.click(4, 990, 1000));
    EXPECT_TRUE(c.click(4, 1001, 1900));
    EXPECT_FALSE(c.click(4, 3000, 3000));
    EXPECT_FALSE(c.click(4, 3000 + FileChooser::kDoubleClickMs + 1, 4000));  // arrived too late
}

TEST_F(FileChooserTest, TypedPathsAreAbsoluteOrRelativeToTheFolderShown) {
    FileChooser c(ChooserPurpose::Load, dir_);
    EXPECT_EQ(c.resolve("Alpha/../b.sgf"), dir_ / "b.sgf");
    EXPECT_EQ(c.resolve("/tmp/x.sgf"), fs::path("/tmp/x.sgf"));
    for (char ch : std::string("Alpha/inner.sgf")) c.type(uint32_t(ch));
    EXPECT_EQ(c.activate(), dir_ / "Alpha" / "inner.sgf");
    EXPECT_EQ(c.folder(), dir_);
}

TEST_F(FileChooserTest, TypedFolderPathIsShown) {
    FileChooser c(ChooserPurpose::Save, dir_, "x.sgf");
    for (int i = 0; i < 5; ++i) c.backspace();
    for (char ch : (dir_ / "zeta").string()) c.type(uint32_t(ch));
    EXPECT_FALSE(c.activate());
    EXPECT_EQ(c.folder(), dir_ / "zeta");
    EXPECT_EQ(c.field().text(), "");
}

TEST_F(FileChooserTest, TypingAfterASelectionMakesEnterUseTheField) {
    FileChooser c(ChooserPurpose::Load, dir_);
    c.select(1);  // Alpha
    for (char ch : std::string("c.sgf")) c.type(uint32_t(ch));
    EXPECT_EQ(c.activate(), dir_ / "c.sgf");
}

TEST_F(FileChooserTest, BackspaceOnAnEmptyFieldShowsTheParentFolder) {
    FileChooser c(ChooserPurpose::Load, dir_ / "Alpha");
    c.type('a');
    c.backspace();  // erases the 'a'
    EXPECT_EQ(c.folder(), dir_ / "Alpha");
    c.backspace();
    EXPECT_EQ(c.folder(), dir_);
    FileChooser root(ChooserPurpose::Load, "/");
    root.backspace();
    EXPECT_EQ(root.folder(), fs::path("/"));
}

TEST_F(FileChooserTest, LoadLeavesAMissingFileToTheLoader) {
    FileChooser c(ChooserPurpose::Load, dir_);
    for (char ch : std::string("missing.sgf")) c.type(uint32_t(ch));
    EXPECT_EQ(c.activate(), dir_ / "missing.sgf");
    FileChooser empty(ChooserPurpose::Load, dir_);
    EXPECT_FALSE(empty.activate());
    EXPECT_TRUE(empty.message_is_error());
}

TEST_F(FileChooserTest, SaveIntoAMissingFolderIsRefusedInTheChooser) {
    FileChooser c(ChooserPurpose::Save, dir_, "nowhere/x.sgf");
    EXPECT_FALSE(c.activate());
    EXPECT_TRUE(c.message_is_error());
    EXPECT_NE(c.message().find("no folder"), std::string::npos);
    EXPECT_FALSE(c.overwrite());
}

TEST_F(FileChooserTest, SaveKeepsItsNameWhileOpeningFolders) {
    FileChooser c(ChooserPurpose::Save, dir_, "new.sgf");
    c.select(2);  // zeta
    EXPECT_FALSE(c.activate());
    EXPECT_EQ(c.field().text(), "new.sgf");
    EXPECT_EQ(c.activate(), dir_ / "zeta" / "new.sgf");
}

TEST_F(FileChooserTest, SaveOverAnExistingFileAsksFirst) {
    FileChooser c(ChooserPurpose::Save, dir_, "b.sgf");
    EXPECT_FALSE(c.activate());
    ASSERT_TRUE(c.overwrite());
    EXPECT_EQ(*c.overwrite(), dir_ / "b.sgf");
    EXPECT_EQ(c.message(), "b.sgf exists: Enter replaces it, Esc keeps it.");
    EXPECT_EQ(c.selected(), 4u);  // the file asked about, in the list
    // While it asks, the list and the field wait.
    c.type('x');
    c.move(1);
    EXPECT_FALSE(c.activate());
    EXPECT_EQ(c.field().text(), "b.sgf");
    c.back();
    EXPECT_FALSE(c.overwrite());
    EXPECT_FALSE(c.confirm());
    EXPECT_FALSE(c.activate());  // asks again
    EXPECT_EQ(c.confirm(), dir_ / "b.sgf");
    EXPECT_FALSE(c.overwrite());
}

TEST_F(FileChooserTest, ChoosingAnExistingFileFromTheListForSaveAsksToo) {
    FileChooser c(ChooserPurpose::Save, dir_, "new.sgf");
    c.select(3);  // A.PSQ
    EXPECT_EQ(c.field().text(), "A.PSQ");
    EXPECT_FALSE(c.activate());
    EXPECT_EQ(c.overwrite(), dir_ / "A.PSQ");
}

TEST(FileChooserNames, GameFilesAreSgfAndPsqInAnyCase) {
    EXPECT_TRUE(game_file_name("a.sgf"));
    EXPECT_TRUE(game_file_name("a.SGF"));
    EXPECT_TRUE(game_file_name("b.Psq"));
    EXPECT_FALSE(game_file_name("a.txt"));
    EXPECT_FALSE(game_file_name("sgf"));
}

TEST_F(FileChooserTest, AnEnginesChooserListsEveryFileAndHandsOverAnyFile) {
    FileChooser c(ChooserPurpose::Engine, dir_);
    EXPECT_EQ(names(c),
              (ChooserRowNames{"..", "Alpha", "zeta", "A.PSQ", "b.sgf", "c.sgf", "notes.txt"}));
    // Whatever the file is: the window says why it cannot be run.
    c.select(6);
    EXPECT_EQ(c.field().text(), "notes.txt");
    const auto taken = c.activate();
    ASSERT_TRUE(taken.has_value());
    EXPECT_EQ(*taken, dir_ / "notes.txt");
    // Nothing chosen: a message; a typed path that does not exist is handed
    // over too (the window refuses it with the reason).
    FileChooser typed(ChooserPurpose::Engine, dir_);
    EXPECT_FALSE(typed.activate());
    EXPECT_EQ(typed.message(), "Choose the engine's program, or type its path.");
    for (const char ch : std::string("pbrain-none")) typed.type(uint32_t(ch));
    EXPECT_EQ(typed.activate(), std::optional<fs::path>(dir_ / "pbrain-none"));
}
