#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The release workflow's Windows and macOS jobs: builds the two libraries Qt's installer does not
# provide, as static libraries so that nothing but Qt needs deploying: qtkeychain (against the Qt
# found on PATH) and Snowball's libstemmer. Usage: build-deps.sh PREFIX [extra CMake arguments…]
# (e.g. -DCMAKE_OSX_ARCHITECTURES="arm64;x86_64"). Versions: QTKEYCHAIN_VERSION, SNOWBALL_VERSION.
set -euo pipefail
PREFIX=$1
shift
QTKEYCHAIN_VERSION=${QTKEYCHAIN_VERSION:-0.14.3}
SNOWBALL_VERSION=${SNOWBALL_VERSION:-2.2.0}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

curl -fsSL -o qtkeychain.tar.gz "https://github.com/frankosterfeld/qtkeychain/archive/refs/tags/$QTKEYCHAIN_VERSION.tar.gz"
tar xzf qtkeychain.tar.gz
cmake -S "qtkeychain-$QTKEYCHAIN_VERSION" -B qtkeychain-build -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" -DBUILD_WITH_QT6=ON -DBUILD_SHARED_LIBS=OFF \
    -DBUILD_TRANSLATIONS=OFF -DBUILD_TEST_APPLICATION=OFF "$@"
cmake --build qtkeychain-build
cmake --install qtkeychain-build

curl -fsSL -o libstemmer.tar.gz "https://snowballstem.org/dist/libstemmer_c-$SNOWBALL_VERSION.tar.gz"
tar xzf libstemmer.tar.gz
cp "$HERE/libstemmer/CMakeLists.txt" "libstemmer_c-$SNOWBALL_VERSION/"
cmake -S "libstemmer_c-$SNOWBALL_VERSION" -B libstemmer-build -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" "$@"
cmake --build libstemmer-build
cmake --install libstemmer-build
