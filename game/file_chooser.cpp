#include "file_chooser.h"

#include <algorithm>
#include <string_view>
#include <system_error>

#include "lower_case.h"

namespace fs = std::filesystem;

namespace wuzi::game {

namespace {

// chooser_folder_path: `p` absolute and lexically normal, without a trailing
// separator (but at the root).
fs::path chooser_folder_path(const fs::path& p) {
    std::error_code ec;
    fs::path out = fs::absolute(p, ec).lexically_normal();
    if (ec) out = p.lexically_normal();
    if (!out.has_filename() && out != out.root_path()) out = out.parent_path();
    return out;
}

// chooser_name_less: natural order: case-insensitive, and a run of digits
// by its number ("game-2" before "game-10"); ties by the exact name.
bool chooser_name_less(const std::string& a, const std::string& b) {
    const std::string la = lower_case(a), lb = lower_case(b);
    size_t i = 0, j = 0;
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    while (i < la.size() && j < lb.size()) {
        if (digit(la[i]) && digit(lb[j])) {
            const size_t i0 = la.find_first_not_of('0', i), j0 = lb.find_first_not_of('0', j);
            size_t i1 = i, j1 = j;
            while (i1 < la.size() && digit(la[i1])) ++i1;
            while (j1 < lb.size() && digit(lb[j1])) ++j1;
            // Without leading zeros: the longer number is larger, else by digits.
            const std::string_view na(la.data() + std::min(i0, i1), i1 - std::min(i0, i1));
            const std::string_view nb(lb.data() + std::min(j0, j1), j1 - std::min(j0, j1));
            if (na.size() != nb.size()) return na.size() < nb.size();
            if (na != nb) return na < nb;
            i = i1, j = j1;
        } else {
            if (la[i] != lb[j]) return la[i] < lb[j];
            ++i, ++j;
        }
    }
    if (la.size() - i != lb.size() - j) return la.size() - i < lb.size() - j;
    return a < b;
}

// sort_chooser_entries: in chooser_name_less's order.
void sort_chooser_entries(std::vector<ChooserEntry>& v) {
    std::sort(v.begin(), v.end(), [](const ChooserEntry& a, const ChooserEntry& b) {
        return chooser_name_less(a.name, b.name);
    });
}

}  // namespace

bool game_file_name(const std::string& name) {
    const std::string ext = lower_case(fs::path(name).extension().string());
    return ext == ".sgf" || ext == ".psq";
}

std::optional<std::string> list_folder(const fs::path& folder, std::vector<ChooserEntry>& out,
                                       bool all_files) {
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) return ec ? ec.message() : "not a folder";
    fs::directory_iterator it(folder, ec);
    if (ec) return ec.message();
    std::vector<ChooserEntry> folders, files;
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.empty() || name[0] == '.') continue;
        std::error_code type_ec;  // a broken link is neither: left out
        if (it->is_directory(type_ec))
            folders.push_back({name, true});
        else if (all_files || game_file_name(name))
            files.push_back({name, false});
    }
    if (ec) return ec.message();
    sort_chooser_entries(folders);
    sort_chooser_entries(files);
    out.clear();
    if (folder != folder.root_path()) out.push_back({"..", true});
    out.insert(out.end(), folders.begin(), folders.end());
    out.insert(out.end(), files.begin(), files.end());
    return std::nullopt;
}

FileChooser::FileChooser(ChooserPurpose purpose, const fs::path& folder, std::string name)
    : purpose_(purpose) {
    // resolve()'s base until a folder is shown: the current directory (or the root).
    std::error_code ec;
    const fs::path current = fs::current_path(ec);
    folder_ = ec ? fs::path("/") : chooser_folder_path(current);
    if (folder.empty() || !show(folder)) {
        const std::string why = message_;  // a remembered folder gone or unreadable
        if (show(folder_) && !why.empty()) set_message(why, true);
    }
    field_ = TextPrompt({}, std::move(name));
}

bool FileChooser::show(const fs::path& folder) {
    const fs::path target = chooser_folder_path(resolve(folder.string()));
    std::vector<ChooserEntry> listed;
    if (const auto why = list_folder(target, listed, purpose_ == ChooserPurpose::Engine)) {
        set_message("Cannot open " + target.string() + ": " + *why + ".", true);
        return false;
    }
    folder_ = target;
    entries_ = std::move(listed);
    selected_.reset();
    clicked_.reset();
    first_ = 0;
    typed_ = true;
    message_.clear();
    message_error_ = false;
    if (purpose_ != ChooserPurpose::Save) field_ = TextPrompt();
    return true;
}

void FileChooser::parent() {
    if (folder_ != folder_.root_path()) show(folder_.parent_path());
}

fs::path FileChooser::resolve(const std::string& text) const {
    fs::path p(text);
    if (p.is_relative()) p = folder_ / p;
    return p.lexically_normal();
}

size_t FileChooser::max_first() const {
    return entries_.size() > rows_ ? entries_.size() - rows_ : 0;
}

void FileChooser::show_visible() {
    if (selected_) {
        if (*selected_ < first_) first_ = *selected_;
        if (*selected_ >= first_ + rows_) first_ = *selected_ + 1 - rows_;
    }
    first_ = std::min(first_, max_first());
}

void FileChooser::set_rows(size_t rows) {
    rows_ = std::max<size_t>(1, rows);
    show_visible();
}

void FileChooser::select(size_t row) {
    if (overwrite_ || row >= entries_.size()) return;
    selected_ = row;
    typed_ = false;
    if (!entries_[row].folder) field_ = TextPrompt({}, entries_[row].name);
    show_visible();
}

void FileChooser::move(long delta) {
    if (entries_.empty()) return;
    const long start = selected_ ? long(*selected_) : delta > 0 ? -1 : long(entries_.size());
    select(size_t(std::clamp(start + delta, 0L, long(entries_.size()) - 1)));
}

void FileChooser::end() {
    if (!entries_.empty()) select(entries_.size() - 1);
}

void FileChooser::scroll(long delta) {
    first_ = size_t(std::clamp(long(first_) + delta, 0L, long(max_first())));
}

bool FileChooser::click(size_t row, int64_t arrived_ms, int64_t now_ms) {
    if (overwrite_ || row >= entries_.size()) return false;
    const bool twice = clicked_ == row && arrived_ms - clicked_at_ <= kDoubleClickMs;
    select(row);
    clicked_ = twice ? std::nullopt : std::optional<size_t>(row);
    clicked_at_ = now_ms;
    return twice;
}

void FileChooser::type(uint32_t unicode) {
    if (overwrite_) return;
    const std::string before = field_.text();
    field_.type(unicode);
    if (field_.text() != before) typed_ = true;
}

void FileChooser::backspace() {
    if (overwrite_) return;
    if (field_.text().empty()) return parent();
    field_.backspace();
    typed_ = true;
}

std::optional<fs::path> FileChooser::activate() {
    if (overwrite_) return std::nullopt;  // only confirm() or back()
    if (selected_ && !typed_) {
        const ChooserEntry& e = entries_[*selected_];
        if (!e.folder) return choose_file(folder_ / e.name);
        if (e.name == "..")
            parent();
        else
            show(folder_ / e.name);
        return std::nullopt;
    }
    if (field_.text().empty()) {
        set_message(purpose_ == ChooserPurpose::Load ? "Choose a file, or type its name."
                    : purpose_ == ChooserPurpose::Engine
                        ? "Choose the engine's program, or type its path."
                        : "Type a name for the file.",
                    true);
        return std::nullopt;
    }
    const fs::path path = resolve(field_.text());
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        if (show(path)) field_ = TextPrompt();
        return std::nullopt;
    }
    return choose_file(path);
}

std::optional<fs::path> FileChooser::choose_file(const fs::path& path) {
    // Load: the loader says why a file cannot be read (missing, a folder,
    // broken); Engine: the window, why it cannot be run.
    if (purpose_ != ChooserPurpose::Save) return path;
    std::error_code ec;
    const fs::path folder = path.parent_path();
    if (!path.has_filename()) {
        set_message("Type a name for the file.", true);
        return std::nullopt;
    }
    if (!fs::is_directory(folder, ec)) {
        set_message("Not saved: there is no folder " + folder.string() + ".", true);
        return std::nullopt;
    }
    if (fs::exists(path, ec)) {
        overwrite_ = path;
        // The file asked about is selected when the list shows it (Enter
        // still acts on the field after the question).
        for (size_t i = 0; folder == folder_ && i < entries_.size(); ++i)
            if (!entries_[i].folder && entries_[i].name == path.filename().string()) selected_ = i;
        show_visible();
        set_message(path.filename().string() + " exists: Enter replaces it, Esc keeps it.", false);
        return std::nullopt;
    }
    return path;
}

std::optional<fs::path> FileChooser::confirm() {
    if (!overwrite_) return std::nullopt;
    std::optional<fs::path> path = std::move(overwrite_);
    overwrite_.reset();
    message_.clear();
    return path;
}

void FileChooser::back() {
    if (!overwrite_) return;
    overwrite_.reset();
    message_.clear();
}

void FileChooser::set_message(std::string text, bool error) {
    message_ = std::move(text);
    message_error_ = error;
}

}  // namespace wuzi::game
