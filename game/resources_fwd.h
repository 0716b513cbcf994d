// Forward declaration of the resource holder, for views that only keep a reference.
#pragma once

namespace wuzi::game {
class Resources;
}
