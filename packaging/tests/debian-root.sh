# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# Sourced by tst_installer.sh and tst_deb.sh: a clean Debian 12 root (debootstrap --variant=minbase: no
# Qt, no X11, no fonts) made once and cached as a tarball in $LOTSE_DEBOOTSTRAP_CACHE
# (/var/cache/lotse-debootstrap), unpacked afresh for each run, and commands run inside it through
# chroot in private mount and PID namespaces. Output uses Qt Test's line format; TEST names the test.
CACHE=${LOTSE_DEBOOTSTRAP_CACHE:-/var/cache/lotse-debootstrap}
SUITE=bookworm
TARBALL="$CACHE/$SUITE-minbase.tar.gz"
START=$SECONDS

skip() { echo "SKIP   : $TEST::initTestCase() $*"; exit 0; }
fail() { echo "FAIL!  : $TEST::$1() ${*:2}"; exit 1; }
pass() { echo "PASS   : $TEST::$1() ($((SECONDS - START)) s) ${*:2}"; }

# The Debian mirror this machine's apt uses for the suite (deb822 .sources or one-line lists).
apt_mirror() {
    local f
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        awk -v suite="$SUITE" 'BEGIN { RS = ""; FS = "\n" }
            { uris = ""; suites = ""
              for (i = 1; i <= NF; i++) {
                  if ($i ~ /^URIs:/) { sub(/^URIs:[ \t]*/, "", $i); split($i, u, " "); uris = u[1] }
                  if ($i ~ /^Suites:/) { sub(/^Suites:/, "", $i); suites = $i " " } }
              if (uris != "" && suites ~ ("[ \t]" suite " ")) { print uris; exit } }' "$f"
    done
    cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
        sed -e 's/\[[^]]*\]//' | awk -v suite="$SUITE" '$1 == "deb" && $3 == suite { print $2 }'
    return 0
}
MIRROR=${LOTSE_DEBIAN_MIRROR:-$(apt_mirror | head -1 || true)}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
mirror_reachable() { wget -q -T 20 -t 2 -O /dev/null "$MIRROR/dists/$SUITE/Release"; }

# initTestCase: root, the tools, and the cached root (made here on the first run: about a minute).
require_cached_root() {
    [ "$(id -u)" -eq 0 ] || skip "needs root for debootstrap and chroot (run the tests as root)"
    local tool
    for tool in debootstrap unshare chroot wget "$@"; do
        command -v "$tool" >/dev/null || fail initTestCase "$tool is missing (scripts/setup-deps.sh installs it)"
    done
    mkdir -p "$CACHE"
    exec 9>"$CACHE/.lock"
    flock 9 # one debootstrap at a time, even from two build directories
    if [ ! -f "$TARBALL" ]; then
        mirror_reachable || skip "no cached Debian root in $CACHE and the mirror $MIRROR cannot be reached"
        echo "$TEST: making the Debian $SUITE minbase root from $MIRROR (once; cached in $CACHE)"
        local new
        new=$(mktemp -d "$CACHE/new.XXXXXX")
        if ! debootstrap --variant=minbase "$SUITE" "$new/root" "$MIRROR" >"$new/debootstrap.log" 2>&1; then
            tail -20 "$new/debootstrap.log"
            rm -rf "$new"
            fail initTestCase "debootstrap failed (log above)"
        fi
        tar --numeric-owner -C "$new/root" -czf "$new/root.tar.gz" .
        mv "$new/root.tar.gz" "$TARBALL"
        rm -rf "$new"
    fi
    flock -u 9
}

# Unpacks a fresh root into $ROOT (removed on exit) and checks that it is a base system without Qt.
unpack_root() {
    ROOT=$(mktemp -d /var/tmp/lotse-$TEST.XXXXXX)
    trap 'rm -rf --one-file-system "$ROOT"' EXIT
    tar --numeric-owner -C "$ROOT" -xzf "$TARBALL"
    local qt
    qt=$(chroot "$ROOT" dpkg-query -W -f '${Package}\n' | grep -i 'qt' || true)
    [ -z "$qt" ] || fail cleanRoot "the root has Qt packages: $qt"
    [ -z "$(find "$ROOT/usr" -name 'libQt6*' -print -quit)" ] || fail cleanRoot "the root has Qt libraries"
    mkdir "$ROOT/lotse-test"
    cp "$(dirname "${BASH_SOURCE[0]}")/in-root.sh" "$ROOT/lotse-test/"
}

# Runs SCRIPT (copied to /lotse-test) inside $ROOT, with /proc; extra "HOSTDIR:ROOTDIR" binds first.
run_in_root() {
    local binds=() script
    while [[ $1 == *:* ]]; do binds+=("$1"); shift; done
    script=$1
    shift
    cp "$script" "$ROOT/lotse-test/"
    unshare --mount --pid --fork --kill-child -- bash -c '
        set -e
        root=$1 script=$2; shift 2
        mount --make-rprivate /
        mount -t proc proc "$root/proc"
        while [ "$1" != -- ]; do mount --bind "${1%%:*}" "$root${1#*:}"; shift; done
        shift
        exec chroot "$root" /bin/bash "/lotse-test/$script" "$@"' _ "$ROOT" "$(basename "$script")" "${binds[@]}" -- "$@"
}
