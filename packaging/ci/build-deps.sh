#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The release workflow's Windows and macOS jobs: builds the libraries Qt's installer does not
# provide, as static libraries so that nothing but Qt needs deploying: qtkeychain (against the Qt
# found on PATH), Snowball's libstemmer, libzip (with zlib on Windows) and gumbo. PDF reading (poppler) is not
# built there yet: those jobs configure with -DLOTSE_PDF=OFF. Usage: build-deps.sh PREFIX [extra CMake
# arguments…] (e.g. -DCMAKE_OSX_ARCHITECTURES="arm64;x86_64"). Versions: QTKEYCHAIN_VERSION,
# SNOWBALL_VERSION, ZLIB_VERSION, LIBZIP_VERSION.
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

# libzip for the DOCX and ODT readers, on zlib (macOS has zlib; Windows gets it built here).
ZLIB_VERSION=${ZLIB_VERSION:-1.3.1}
LIBZIP_VERSION=${LIBZIP_VERSION:-1.10.1}
if [ "${OS:-}" = "Windows_NT" ]; then
    curl -fsSL -o zlib.tar.gz "https://github.com/madler/zlib/releases/download/v$ZLIB_VERSION/zlib-$ZLIB_VERSION.tar.gz"
    tar xzf zlib.tar.gz
    cmake -S "zlib-$ZLIB_VERSION" -B zlib-build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" "$@"
    cmake --build zlib-build
    cmake --install zlib-build
fi
curl -fsSL -o libzip.tar.gz "https://libzip.org/download/libzip-$LIBZIP_VERSION.tar.gz"
tar xzf libzip.tar.gz
cmake -S "libzip-$LIBZIP_VERSION" -B libzip-build -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_PREFIX_PATH="$PREFIX" -DBUILD_SHARED_LIBS=OFF \
    -DENABLE_BZIP2=OFF -DENABLE_LZMA=OFF -DENABLE_ZSTD=OFF -DENABLE_OPENSSL=OFF -DENABLE_GNUTLS=OFF \
    -DENABLE_MBEDTLS=OFF -DENABLE_COMMONCRYPTO=OFF -DENABLE_WINDOWS_CRYPTO=OFF \
    -DBUILD_TOOLS=OFF -DBUILD_REGRESS=OFF -DBUILD_EXAMPLES=OFF -DBUILD_DOC=OFF "$@"
cmake --build libzip-build
cmake --install libzip-build

# gumbo, the HTML5 parser of the HTML reader (autotools upstream; built here by our CMakeLists.txt).
GUMBO_VERSION=${GUMBO_VERSION:-0.10.1}
curl -fsSL -o gumbo.tar.gz "https://github.com/google/gumbo-parser/archive/refs/tags/v$GUMBO_VERSION.tar.gz"
tar xzf gumbo.tar.gz
cp "$HERE/gumbo/CMakeLists.txt" "gumbo-parser-$GUMBO_VERSION/"
cmake -S "gumbo-parser-$GUMBO_VERSION" -B gumbo-build -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" "$@"
cmake --build gumbo-build
cmake --install gumbo-build
