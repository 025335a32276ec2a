#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tst_deb's checks, run inside the clean Debian root (see tst_deb.sh): apt installs the package with
# its Depends only; both --version; the offline demo; the window starts offscreen with Debian's Qt,
# platform plugin and SQLite driver; the plugins nobody links to (xcb) and the dlopen()ed libraries
# (libsecret, libssl) are there; removing the package leaves only the user's data.
set -euo pipefail
TEST=tst_deb
VERSION=$1
source /lotse-test/in-root.sh
export DEBIAN_FRONTEND=noninteractive
PLUGINS=/usr/lib/x86_64-linux-gnu/qt6/plugins

apt-get update -qq >/tmp/apt.log 2>&1 || { cat /tmp/apt.log; fail install "apt-get update failed"; }
apt-get install -y -qq --no-install-recommends /lotse-test/lotse.deb >>/tmp/apt.log 2>&1 ||
    { tail -30 /tmp/apt.log; fail install "apt-get install failed"; }
for f in /usr/bin/lotse /usr/bin/lotse-cli /usr/share/applications/org.lotse.Lotse.desktop \
    /usr/share/metainfo/org.lotse.Lotse.metainfo.xml /usr/share/icons/hicolor/scalable/apps/org.lotse.Lotse.svg \
    /usr/share/lotse/lexicon/synonyms.txt /usr/share/lotse/lexicon/translate-de-en.txt; do
    [ -e "$f" ] || fail install "$f is missing"
done
pass install

# What the Depends line adds beyond shlibdeps: everything needed at run time, found.
for f in $PLUGINS/platforms/libqxcb.so $PLUGINS/sqldrivers/libqsqlite.so $PLUGINS/tls/libqopensslbackend.so; do
    [ -f "$f" ] || fail runtimeDependencies "$f is missing"
    missing=$(ldd "$f" | grep 'not found' || true)
    [ -z "$missing" ] || fail runtimeDependencies "$f: $missing"
done
for soname in libsecret-1.so.0 libssl.so.3; do
    grep -q "^[[:space:]]$soname " <<<"$(ldconfig -p)" || fail runtimeDependencies "$soname is not installed"
done
pass runtimeDependencies

check_versions "$VERSION"
check_demo
check_reader
check_gui "" $PLUGINS/platforms/libqoffscreen.so $PLUGINS/sqldrivers/libqsqlite.so \
    /usr/lib/x86_64-linux-gnu/libQt6Widgets.so.6.4.2

# Removal: the package's files go (its dependencies stay, as apt does), the user's data stays.
files=$(dpkg -L lotse | while IFS= read -r f; do [ -f "$f" ] && echo "$f"; done)
apt-get remove -y -qq lotse >>/tmp/apt.log 2>&1 || { tail -20 /tmp/apt.log; fail remove "apt-get remove failed"; }
for f in $files; do
    [ ! -e "$f" ] || fail remove "$f is still there"
done
check_user_data remove
