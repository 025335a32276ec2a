#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Lotse needs to build, run and test. Does nothing when all are
# present, so re-running the README commands is fast. Needs root (or sudo) only when installing.
set -euo pipefail

PACKAGES=(
    build-essential cmake ninja-build pkg-config git file
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    # the Microsoft Entra ID sign-in in the window (OAuth 2.0 authorization code with PKCE)
    qt6-networkauth-dev
    # the team knowledge base: Qt's PostgreSQL driver, and a server the tests start and stop themselves
    libqt6sql6-psql postgresql-15
    libqt6sql6-sqlite libsqlite3-dev sqlite3 qtkeychain-qt6-dev libsecret-1-0 libstemmer-dev
    libxkbcommon-dev qt6-qpa-plugins fonts-dejavu-core xvfb xauth dbus-daemon dbus-x11 gnome-keyring clang-format
    dpkg-dev makeself patchelf debootstrap appstream desktop-file-utils python3 python3-yaml libssl3
    libpoppler-cpp-dev libzip-dev clang
    # the HTML5 parser of the HTML reader
    libgumbo-dev
    # the readers' differential test (tst_wordrecall): documents written by pandoc and LibreOffice,
    # read back by pandoc -t plain and pdftotext
    pandoc libreoffice-writer-nogui poppler-utils
    # the allocator of every Lotse program (cmake/LotseAllocator.cmake)
    libjemalloc-dev
    # LLVM's linker: links the ~100 test programs four to five times faster than GNU ld (CMakeLists.txt)
    lld
    # setpriv: tst_cli_unreadable runs lotse-cli as the user nobody when the tests run as root
    util-linux
    # the Windows side of the reader process (tests/windows): built with MinGW, run under Wine
    g++-mingw-w64-x86-64-posix wine64
    # references for lotse-bench only (FAISS IndexFlatIP, hnswlib)
    libfaiss-dev libhnswlib-dev
)

# --node: also Node.js and npm (only the test suite needs them, for the SDK check of the fake server).
[ "${1:-}" = "--node" ] && PACKAGES+=(nodejs npm)

missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${#missing[@]} Debian package(s): ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "error: run as root or install sudo" >&2; exit 1; }
    SUDO=sudo
fi
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt/dpkg run instead of failing on its lock.
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
