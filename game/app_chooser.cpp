// The file chooser of Load and Save in the window: opening it in the last
// folder used, its keys, clicks and wheel, and the file it hands over
// (file_chooser.h holds the logic, chooser_view.h the drawing).
#include <cmath>

#include "app.h"
#include "app_text.h"
#include "chooser_view.h"

namespace wuzi::game {

void App::open_chooser(ChooserPurpose purpose) {
    std::string name;
    if (purpose == ChooserPurpose::Save)
        name = last_name_.empty() ? "wuzi-" + timestamp() + ".sgf" : last_name_;
    chooser_.emplace(purpose, settings_.last_folder, name);
    chooser_->set_rows(chooser_geometry(layout_).rows);
}

void App::chooser_key(const sf::Event::KeyEvent& key) {
    FileChooser& c = *chooser_;
    if (c.overwrite()) {  // Save asks before it replaces a file
        if (key.code == sf::Keyboard::Enter) chooser_confirm();
        if (key.code == sf::Keyboard::Escape) c.back();
        return;  // Y and N come as text (chooser_text)
    }
    switch (key.code) {
        case sf::Keyboard::Escape:
            chooser_.reset();
            break;
        case sf::Keyboard::Enter:
            chooser_activate();
            break;
        case sf::Keyboard::Up:
            c.move(-1);
            break;
        case sf::Keyboard::Down:
            c.move(1);
            break;
        case sf::Keyboard::PageUp:
            c.page(-1);
            break;
        case sf::Keyboard::PageDown:
            c.page(1);
            break;
        case sf::Keyboard::Home:
            c.home();
            break;
        case sf::Keyboard::End:
            c.end();
            break;
        case sf::Keyboard::BackSpace:
            c.backspace();
            break;
        case sf::Keyboard::Delete:
            c.erase_forward();
            break;
        case sf::Keyboard::Left:
            c.left();
            break;
        case sf::Keyboard::Right:
            c.right();
            break;
        default:
            break;
    }
}

void App::chooser_text(uint32_t unicode) {
    if (chooser_->overwrite()) {
        if (unicode == 'y' || unicode == 'Y') chooser_confirm();
        if (unicode == 'n' || unicode == 'N') chooser_->back();
        return;
    }
    // Backspace (8) and Delete (127) come as keys; Enter and Esc too.
    if (unicode >= 32 && unicode != 127) chooser_->type(unicode);
}

void App::chooser_click(float x, float y) {
    const ChooserGeometry g = chooser_geometry(layout_);
    FileChooser& c = *chooser_;
    if (g.ok.contains(x, y)) {
        if (c.overwrite())
            chooser_confirm();
        else
            chooser_activate();
    } else if (g.cancel.contains(x, y)) {
        if (c.overwrite())
            c.back();
        else
            chooser_.reset();
    } else if (const auto row = g.row_at(x, y, c.first_row())) {
        if (c.click(*row, events_read_at_, now_ms())) chooser_activate();  // a double-click
    }
}

int App::chooser_button_at(sf::Vector2f p) const {
    const ChooserGeometry g = chooser_geometry(layout_);
    return g.ok.contains(p.x, p.y) ? 1 : g.cancel.contains(p.x, p.y) ? 2 : 0;
}

void App::chooser_scroll(float delta) { chooser_->scroll(-long(std::lround(delta))); }

void App::chooser_activate() {
    if (const auto path = chooser_->activate())
        chooser_take(*path);
    else if (chooser_->overwrite())
        set_status(chooser_->message());  // for the log too: the question asked
}

void App::chooser_confirm() {
    if (const auto path = chooser_->confirm()) chooser_take(*path);
}

void App::chooser_take(const std::filesystem::path& path) {
    if (chooser_->purpose() == ChooserPurpose::Engine) {
        if (const auto why = add_engine(engine_chooser_side_, path)) {
            set_status(*why, true);
            chooser_->set_message(*why, true);  // the chooser stays open
            return;
        }
        chooser_.reset();
        return;
    }
    const bool load = chooser_->purpose() == ChooserPurpose::Load;
    if (!(load ? load_game(path.string()) : save_game(path.string()))) {
        chooser_->set_message(status_, true);  // why: the chooser stays open
        return;
    }
    chooser_.reset();
    last_name_ = path.filename().string();
    const std::string folder = path.parent_path().string();
    if (settings_.last_folder != folder) {
        settings_.last_folder = folder;
        settings_changed();
    }
}

}  // namespace wuzi::game
