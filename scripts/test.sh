#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up, builds (warnings are errors) and runs every test. Exit code: ctest's.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
export LOTSE_BUILD_DIR=${LOTSE_BUILD_DIR:-$SRC/build}
export LOTSE_CMAKE_ARGS="-DLOTSE_WERROR=ON ${LOTSE_CMAKE_ARGS:-}"
"$SRC/scripts/build.sh"
# The document readers and the chunker under libFuzzer, briefly (a small clang build in build-fuzz/);
# LOTSE_FUZZ_SECONDS=0 skips it, a larger value fuzzes longer.
if [ "${LOTSE_FUZZ_SECONDS:-10}" != 0 ]; then
    "$SRC/scripts/fuzz.sh" "${LOTSE_FUZZ_SECONDS:-10}"
fi
# The official openai SDK checks that the fake server speaks the real protocol (exact version, from
# package-lock.json; installed once).
SDK="$SRC/tests/fake-openai/sdk-check"
if [ ! -d "$SDK/node_modules/openai" ]; then
    command -v npm >/dev/null || "$SRC/scripts/setup-deps.sh" --node
    npm ci --prefix "$SDK" --no-audit --no-fund --loglevel=error
fi
export QT_QPA_PLATFORM=offscreen
XDG_RUNTIME_DIR=$(mktemp -d /tmp/lotse-xdg.XXXXXX)
export XDG_RUNTIME_DIR
# A private D-Bus session with an unlocked GNOME Keyring: the keychain tests use a real secret
# service, never the user's own keyring.
export LOTSE_KEYRING_HOME=$(mktemp -d /tmp/lotse-keyring.XXXXXX)
trap 'rm -rf "$XDG_RUNTIME_DIR" "$LOTSE_KEYRING_HOME"' EXIT
dbus-run-session -- bash -c '
    export XDG_DATA_HOME="$LOTSE_KEYRING_HOME"
    echo -n lotse-ci | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
    unset XDG_DATA_HOME
    exec ctest --test-dir "$LOTSE_BUILD_DIR" --output-on-failure -j2 "$@"' _ "$@"
