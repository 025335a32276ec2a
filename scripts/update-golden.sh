#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rewrites the chunker's golden files (tests/data/chunker/reference) from the current code.
# Review the result with `git diff tests/data` before committing: every change must be intended.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${LOTSE_BUILD_DIR:-$SRC/build}
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
    cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
cmake --build "$BUILD" --target tst_chunker
LOTSE_UPDATE_GOLDEN=1 QT_QPA_PLATFORM=offscreen "$BUILD/tests/tst_chunker" golden
# Compare once more without the variable: the new references must pass.
"$BUILD/tests/tst_chunker" golden >/dev/null
git -C "$SRC" status --short -- tests/data/chunker/reference || true
