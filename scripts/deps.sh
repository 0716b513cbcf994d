#!/usr/bin/env bash
# Installs what Wuzi needs to build, run and test, from Debian 12's packages.
# Quick and silent when everything is already there.
set -euo pipefail
packages=(
  g++ cmake make git pkg-config python3          # toolchain; python3 drives protocol tests
  libsfml-dev                                    # the game window (SFML 2.5)
  libcli11-dev nlohmann-json3-dev libfmt-dev     # command lines, JSON output, formatting
  libboost1.81-dev                               # Boost.Container, Boost.Unordered (not the unversioned libboost-dev: 1.74)
  googletest libgtest-dev libgmock-dev           # unit tests
  libbenchmark-dev                               # speed benchmarks
  libeigen3-dev                                  # wuzi-cli tune: sparse matrices and a Cholesky solve for the Newton steps
  zlib1g-dev                                     # wuzi-cli data merge/tune: gzip training data (readable with zcat)
  libssl-dev                                     # wuzi-cli selfplay/data merge: SHA-256 checksums in the manifests (libcrypto)
  fonts-dejavu-core                              # the window's font
  xvfb xauth xdotool x11-apps imagemagick        # GUI tests: virtual display, clicks, screenshots
  libx11-dev                                     # GUI tests: the window-manager close helper
  g++-mingw-w64-x86-64-posix zip                 # pbrain-wuzi.exe for Windows and its Gomocup zip
  wine wine64                                    # runs pbrain-wuzi.exe's protocol tests
  dpkg-dev file                                  # the .deb: CPack's dpkg-shlibdeps finds its dependencies
  desktop-file-utils appstream                   # validating the desktop entry and the metainfo
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
