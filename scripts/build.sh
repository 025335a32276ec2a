#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures (once) and builds Lotse incrementally into $LOTSE_BUILD_DIR (default: build/).
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${LOTSE_BUILD_DIR:-$SRC/build}
"$SRC/scripts/setup-deps.sh"
# Configure only on the first run or when the requested CMake arguments changed: re-runs stay fast.
STAMP="$BUILD/.lotse-cmake-args"
if [ ! -f "$BUILD/build.ninja" ] || [ "$(cat "$STAMP" 2>/dev/null)" != "${LOTSE_CMAKE_ARGS:-}" ]; then
    cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo ${LOTSE_CMAKE_ARGS:-} >/dev/null
    printf '%s' "${LOTSE_CMAKE_ARGS:-}" >"$STAMP"
fi
cmake --build "$BUILD" "$@"
