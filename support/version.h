// The programs' version, from one place: project(VERSION) in the top
// CMakeLists.txt, and the git commit the build was made from (read at build
// time by support/version.cmake; "unknown" outside a git checkout).
#pragma once

#include <string>

namespace wuzi {

// version: the release number, e.g. "0.1.0".
const char* version();
// git_commit: the abbreviated commit hash, "-dirty" appended when the tree had
// uncommitted changes; "unknown" when the sources were not a git checkout.
const char* git_commit();
// version_line: what --version prints, e.g. "wuzi-cli 0.1.0 (commit 1a2b3c4)".
std::string version_line(const std::string& program);

}  // namespace wuzi
