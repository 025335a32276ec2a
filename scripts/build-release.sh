#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds every Linux release artefact from a clean tree into OUTDIR: the Debian package
# (lotse_VERSION_amd64.deb) and the offline installer (lotse-VERSION-linux-x86_64.run), plus SHA256SUMS.
#   scripts/build-release.sh OUTDIR [--allow-dirty]
# The build directory is new each time (nothing stale gets in), Release, without tests and benchmarks.
# A working tree with uncommitted changes is refused unless --allow-dirty: the commit that
# `lotse --version` shows must describe the sources. Windows and macOS: .github/workflows/release.yml.
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:?usage: scripts/build-release.sh OUTDIR [--allow-dirty]}
ALLOW_DIRTY=${2:-}

"$SRC/scripts/setup-deps.sh"
if [ -d "$SRC/.git" ] && [ "$ALLOW_DIRTY" != "--allow-dirty" ] && [ -n "$(git -C "$SRC" status --porcelain)" ]; then
    echo "error: the working tree has uncommitted changes (commit them, or pass --allow-dirty)" >&2
    exit 1
fi
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
BUILD=$(mktemp -d "${TMPDIR:-/tmp}/lotse-release.XXXXXX")
trap 'rm -rf "$BUILD"' EXIT

cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLOTSE_BUILD_TESTS=OFF -DLOTSE_BUILD_BENCH=OFF >/dev/null
# One build for both packages: the programs and the offline installer, then the .deb from the same files.
cmake --build "$BUILD" --target all installer
(cd "$BUILD" && cpack -G DEB >/dev/null)

VERSION=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$BUILD/CPackConfig.cmake")
DEB="$BUILD/lotse_${VERSION}_amd64.deb"
RUN="$BUILD/lotse-$VERSION-linux-x86_64.run"
cp "$DEB" "$RUN" "$OUT/"
(cd "$OUT" && sha256sum "$(basename "$DEB")" "$(basename "$RUN")" >SHA256SUMS)
echo
echo "Lotse $VERSION ($("$BUILD/bin/lotse-cli" --version | sed 's/.*(\(.*\))/\1/')) in $OUT:"
(cd "$OUT" && ls -l "$(basename "$DEB")" "$(basename "$RUN")" SHA256SUMS)
dpkg-deb --field "$DEB" Depends Recommends
