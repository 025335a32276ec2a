#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest tst_deb: builds the .deb (cpack -G DEB), installs it with apt in a clean Debian 12 root without
# Qt (only its Depends, no Recommends), runs it, and removes it (deb-inside.sh has the checks). This
# proves the Depends line, including what shlibdeps cannot see (plugins, SQL driver, libsecret, libssl).
#   tst_deb.sh BUILD_DIR VERSION
# Needs the Debian mirror on every run (apt); downloaded packages are kept in
# $LOTSE_DEBOOTSTRAP_CACHE/apt-archives, so reruns fetch only the package lists (about 30 s in all).
# Skipped (reported "not run") only without root or when the mirror cannot be reached.
set -euo pipefail
TEST=tst_deb
BUILD=$(cd "$1" && pwd)
VERSION=$2
HERE=$(cd "$(dirname "$0")" && pwd)
source "$HERE/debian-root.sh"

require_cached_root cpack
mirror_reachable || skip "the mirror $MIRROR cannot be reached (apt needs it for the dependencies)"
pass initTestCase "mirror $MIRROR"

OUT="$BUILD/packaging/tst_deb"
rm -rf "$OUT"
{ cmake --build "$BUILD" --target lotse lotse-cli lotse-reader && (cd "$BUILD" && cpack -G DEB -B "$OUT"); } >"$BUILD/tst_deb-build.log" 2>&1 ||
    { tail -30 "$BUILD/tst_deb-build.log"; fail buildDeb "cpack -G DEB failed"; }
DEB="$OUT/lotse_${VERSION}_amd64.deb"
[ -f "$DEB" ] || fail buildDeb "$DEB was not written"
pass buildDeb "$DEB"

unpack_root
pass cleanRoot
cp "$DEB" "$ROOT/lotse-test/lotse.deb"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
echo "deb $MIRROR $SUITE main" >"$ROOT/etc/apt/sources.list"
mkdir -p "$CACHE/apt-archives/partial"
run_in_root "$CACHE/apt-archives:/var/cache/apt/archives" "$HERE/deb-inside.sh" "$VERSION"
echo "$TEST: done in $((SECONDS - START)) s"
