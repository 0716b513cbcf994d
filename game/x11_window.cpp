// Xlib's headers define macros (None, Status, Bool) that clash with SFML's
// names, so this file includes no SFML header after them.
#include "x11_window.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include <cstdlib>

namespace wuzi::game {

std::optional<std::string> display_problem() {
    const char* name = std::getenv("DISPLAY");
    if (!name || !*name)
        return std::string(
            "no display: DISPLAY is not set (on a machine without a screen, run "
            "wuzi under xvfb-run)");
    Display* display = XOpenDisplay(nullptr);
    if (!display)
        return "cannot open the display '" + std::string(name) +
               "' (is the X server running and may this user use it?)";
    XCloseDisplay(display);
    return std::nullopt;
}

void set_min_size(sf::WindowHandle window, unsigned w, unsigned h) {
    Display* display = XOpenDisplay(nullptr);
    if (!display) return;
    XSizeHints* hints = XAllocSizeHints();
    if (hints) {
        long supplied = 0;
        XGetWMNormalHints(display, ::Window(window), hints, &supplied);
        hints->flags |= PMinSize;
        hints->min_width = int(w);
        hints->min_height = int(h);
        XSetWMNormalHints(display, ::Window(window), hints);
        XFree(hints);
    }
    XFlush(display);
    XCloseDisplay(display);
}

}  // namespace wuzi::game
