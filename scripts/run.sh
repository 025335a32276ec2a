#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up, builds and runs Lotse: the GUI when a display is available, otherwise a CLI demo
# that indexes the bundled sample handbook and answers sample questions. Extra arguments go
# to the program (e.g. `scripts/run.sh --db /tmp/kb.sqlite`).
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${LOTSE_BUILD_DIR:-$SRC/build}
"$SRC/scripts/build.sh" --target lotse lotse-cli >/dev/null
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec "$BUILD/bin/lotse" "$@"
fi
echo "No display found: running the command-line demo instead of the window."
echo
exec "$BUILD/bin/lotse-cli" "$@" demo
