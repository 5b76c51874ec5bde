#!/usr/bin/env bash
# Installs the Debian packages the build needs, and GNU Go (the computer opponent at Go, and the
# referee of the Go scoring tests), only those that are missing; runs apt through sudo when not
# root. Safe to run again: with everything present it only checks and returns.
set -euo pipefail
packages=(
  build-essential cmake ninja-build pkg-config
  libsdl2-dev libsdl2-image-dev libsdl2-mixer-dev libsdl2-ttf-dev
  googletest libgtest-dev libbenchmark-dev libcli11-dev zlib1g-dev libtomlplusplus-dev
  libasio-dev        # network play (standalone asio, header only)
  libssl-dev         # TLS to gomoku-lobby
  libhiredis-dev redis-server  # lobbies sharing one Redis; the tests start a redis-server
  python3 clang-format
  fonts-dejavu-core  # the game's fallback font when its own is missing
  gnugo
  dpkg-dev           # dpkg-shlibdeps: the Depends of the .deb that cpack makes
  desktop-file-utils appstream  # the install test validates the .desktop file and the metainfo
)
# clang is optional: with it the test command also runs the save-file fuzzer for a short while.
optional=(clang libclang-rt-14-dev)

missing=()
for p in "${packages[@]}" "${optional[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0

as_root=()
if [[ $(id -u) != 0 ]]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  as_root=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
