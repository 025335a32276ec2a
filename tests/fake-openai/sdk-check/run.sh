#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest entry: starts lotse-fake-openai on a free port, runs check.mjs with the official openai SDK
# against it, stops the server. Output uses Qt Test's SKIP line so ctest reports "not run" when
# Node.js or the SDK is missing (scripts/test.sh installs both).
set -euo pipefail
FAKE=$1
HERE=$(cd "$(dirname "$0")" && pwd)
if ! command -v node >/dev/null || [ ! -d "$HERE/node_modules/openai" ]; then
    echo "SKIP   : SdkCheck::initTestCase() Node.js or the openai package is missing (run scripts/test.sh)"
    exit 0
fi
# Two resources: one that takes keys, one that takes Microsoft Entra ID tokens only.
OUT=$(mktemp)
OUT_ENTRA=$(mktemp)
"$FAKE" --port 0 --scenario "$HERE/scenario.json" >"$OUT" &
PID=$!
"$FAKE" --port 0 --scenario "$HERE/scenario-entra.json" >"$OUT_ENTRA" &
PID_ENTRA=$!
trap 'kill $PID $PID_ENTRA 2>/dev/null; rm -f "$OUT" "$OUT_ENTRA"' EXIT
for _ in $(seq 50); do grep -q listening "$OUT" && grep -q listening "$OUT_ENTRA" && break; sleep 0.1; done
BASE=$(sed -n 's/^listening on //p' "$OUT")
BASE_ENTRA=$(sed -n 's/^listening on //p' "$OUT_ENTRA")
[ -n "$BASE" ] && [ -n "$BASE_ENTRA" ] || { echo "FAIL!  : SdkCheck::initTestCase() the fake server did not start"; exit 1; }
node "$HERE/check.mjs" "$BASE" "$BASE_ENTRA"
