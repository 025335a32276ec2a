#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up, builds (warnings are errors) and runs every test. Exit code: ctest's.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
export LOTSE_BUILD_DIR=${LOTSE_BUILD_DIR:-$SRC/build}
export LOTSE_CMAKE_ARGS="-DLOTSE_WERROR=ON ${LOTSE_CMAKE_ARGS:-}"
"$SRC/scripts/build.sh"
export QT_QPA_PLATFORM=offscreen
XDG_RUNTIME_DIR=$(mktemp -d /tmp/lotse-xdg.XXXXXX)
export XDG_RUNTIME_DIR
trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
ctest --test-dir "$LOTSE_BUILD_DIR" --output-on-failure -j2 "$@"
