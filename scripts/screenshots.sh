#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/screenshots.sh OUTDIR: screenshots of Lotse's main states from a real window under Xvfb
# (first start, ingestion in progress, a multi-round answer, the source viewer, the settings).
# Uses the build in $LOTSE_BUILD_DIR when it has lotse-screenshots, else builds into build/.
# Runs with a throwaway home, configuration and keyring: nothing of yours is read or changed.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
[ $# -eq 1 ] || { echo "usage: scripts/screenshots.sh OUTDIR" >&2; exit 2; }
mkdir -p "$1"
OUT=$(cd "$1" && pwd)
if [ -n "${LOTSE_BUILD_DIR:-}" ] && [ -x "$LOTSE_BUILD_DIR/bin/lotse-screenshots" ]; then
    BUILD=$LOTSE_BUILD_DIR
else
    export LOTSE_BUILD_DIR=${LOTSE_BUILD_DIR:-$SRC/build}
    "$SRC/scripts/build.sh" --target lotse-screenshots
    BUILD=$LOTSE_BUILD_DIR
fi
"$SRC/scripts/setup-deps.sh"

SANDBOX=$(mktemp -d /tmp/lotse-screenshots.XXXXXX)
trap 'rm -rf "$SANDBOX"' EXIT
mkdir -p "$SANDBOX/config" "$SANDBOX/data" "$SANDBOX/run" && chmod 700 "$SANDBOX/run"
export HOME=$SANDBOX XDG_CONFIG_HOME=$SANDBOX/config XDG_DATA_HOME=$SANDBOX/data XDG_RUNTIME_DIR=$SANDBOX/run
export QT_QPA_PLATFORM=xcb LC_ALL=C.UTF-8
unset LOTSE_API_KEY
xvfb-run -a -s "-screen 0 1400x900x24" dbus-run-session -- bash -c '
    echo -n lotse | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
    exec "$1" "$2"' _ "$BUILD/bin/lotse-screenshots" "$OUT"
