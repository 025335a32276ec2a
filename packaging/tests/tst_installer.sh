#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest tst_installer: builds the offline installer (target `installer`), then installs, runs and
# uninstalls it in a clean Debian 12 root without Qt, as a user and as root (installer-inside.sh has
# the checks).   tst_installer.sh BUILD_DIR VERSION
# The root is cached (debian-root.sh): the first run needs a Debian mirror and takes about two minutes,
# later runs are offline and take about 20 s. Skipped (reported "not run") only without root, or when
# there is no cached root yet and the mirror cannot be reached.
set -euo pipefail
TEST=tst_installer
BUILD=$(cd "$1" && pwd)
VERSION=$2
HERE=$(cd "$(dirname "$0")" && pwd)
source "$HERE/debian-root.sh"
INSTALLER="$BUILD/lotse-$VERSION-linux-x86_64.run"

require_cached_root makeself patchelf
pass initTestCase "cached root: $TARBALL"

cmake --build "$BUILD" --target installer >"$BUILD/tst_installer-build.log" 2>&1 ||
    { tail -30 "$BUILD/tst_installer-build.log"; fail buildInstaller "cmake --build --target installer failed"; }
[ -f "$INSTALLER" ] || fail buildInstaller "$INSTALLER was not written"
pass buildInstaller "$(du -h "$INSTALLER" | cut -f1) $INSTALLER"

unpack_root
# The bundle leaves out what a base system has: the root must have every package that list names.
missing=$(comm -23 <(grep -v '^#' "$HERE/../linux/installer/base-packages.txt" | sort) \
    <(chroot "$ROOT" dpkg-query -W -f '${Package}\n' | sort))
[ -z "$missing" ] || fail cleanRoot "base-packages.txt lists packages the base system lacks: $missing"
pass cleanRoot "no Qt, $(chroot "$ROOT" dpkg-query -W -f '.\n' | wc -l) packages"

cp "$INSTALLER" "$ROOT/lotse-test/lotse.run"
run_in_root "$HERE/installer-inside.sh" "$VERSION"
echo "$TEST: done in $((SECONDS - START)) s"
