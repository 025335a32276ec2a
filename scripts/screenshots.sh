#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/screenshots.sh OUTDIR [--lang de] [--size 1024x700]: screenshots of Lotse's main states from a
# real window under Xvfb (first start, ingestion in progress, a multi-round answer, the source viewer,
# the settings, a Microsoft Entra ID sign-in, …, the document list filtered). --lang and --size are for
# checking other languages and small screens (the screen is then that size too); docs/images are taken
# with the defaults.
# Uses the build in $LOTSE_BUILD_DIR when it has lotse-screenshots, else builds into build/.
# Runs with a throwaway home, configuration and keyring: nothing of yours is read or changed.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: scripts/screenshots.sh OUTDIR [--lang de] [--size 1024x700]" >&2; exit 2; }
mkdir -p "$1"
OUT=$(cd "$1" && pwd)
shift
SCREEN=1400x900
while [ $# -gt 0 ]; do
    case "$1" in
    --lang) export LOTSE_SCREENSHOT_LANGUAGE=$2; shift 2 ;;
    --size) export LOTSE_SCREENSHOT_SIZE=$2 SCREEN=$2; shift 2 ;;
    *) echo "usage: scripts/screenshots.sh OUTDIR [--lang de] [--size 1024x700]" >&2; exit 2 ;;
    esac
done
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
xvfb-run -a -s "-screen 0 ${SCREEN}x24" dbus-run-session -- bash -c '
    echo -n lotse | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
    exec "$1" "$2"' _ "$BUILD/bin/lotse-screenshots" "$OUT"
