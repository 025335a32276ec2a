#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (tests/fuzz) with clang, AddressSanitizer and UBSan in build-fuzz/ and
# runs each for SECONDS (default 20) from the committed seed corpus. A crash fails the run and leaves
# the input as crash-* in build-fuzz/tests/fuzz: fix the bug, then add the input to
# tests/fuzz/corpus/<target>/ as a regression seed.
#   scripts/fuzz.sh [SECONDS]     e.g. scripts/fuzz.sh 300 for a longer local session
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${LOTSE_FUZZ_BUILD_DIR:-$SRC/build-fuzz}
SECONDS_EACH=${1:-20}
"$SRC/scripts/setup-deps.sh"
cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DLOTSE_FUZZ=ON -DLOTSE_FUZZ_SECONDS="$SECONDS_EACH" >/dev/null
cmake --build "$BUILD" -j2
# Two targets at a time: each fuzzes on one core for its SECONDS, so this halves the wall time on the
# 2-core CI machine without shortening any target's run.
ctest --test-dir "$BUILD" --output-on-failure -j2
