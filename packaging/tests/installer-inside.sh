#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tst_installer's checks, run inside the clean Debian root (see tst_installer.sh):
#   - a user installs with the defaults: files, menu entry, icons, AppStream data, links on PATH; every
#     bundled program, library and plugin finds all its libraries; both --version; installing again
#     replaces the installation; the offline demo answers; the window starts (offscreen) and loads Qt,
#     its plugins and SQLite from the bundle; lotse-uninstall removes everything it installed and
#     nothing else (the knowledge base, the settings and the user's own files stay);
#   - root installs with --prefix and uninstalls with the installer's --uninstall.
set -euo pipefail
TEST=tst_installer
VERSION=$1
RUN=/lotse-test/lotse.run
source /lotse-test/in-root.sh
PREFIX=$U/.local/opt/lotse

snapshot /opt /usr/local >/tmp/user-before
as_user sh $RUN >/tmp/install.log 2>&1 || { cat /tmp/install.log; fail userInstall "the installer failed"; }
for f in bin/lotse bin/lotse-cli bin/qt.conf bin/lotse-uninstall plugins/platforms/libqxcb.so \
    plugins/platforms/libqoffscreen.so plugins/sqldrivers/libqsqlite.so plugins/sqldrivers/libqsqlpsql.so \
    lib/libQt6Core.so.6 \
    share/lotse/install-manifest share/doc/lotse/LICENSE share/lotse/lexicon/synonyms.txt \
    share/lotse/lexicon/translate-en-de.txt share/lotse/lexicon/places.txt; do
    [ -e "$PREFIX/$f" ] || fail userInstall "$PREFIX/$f is missing"
done
for link in lotse lotse-cli lotse-uninstall; do
    [ "$(readlink $U/.local/bin/$link)" = "$PREFIX/bin/$link" ] || fail userInstall "~/.local/bin/$link is not a link into the prefix"
done
DESKTOP=$U/.local/share/applications/org.lotse.Lotse.desktop
grep -qx "Exec=\"$PREFIX/bin/lotse\" %F" $DESKTOP || fail userInstall "the menu entry does not start $PREFIX/bin/lotse"
for f in icons/hicolor/scalable/apps/org.lotse.Lotse.svg icons/hicolor/256x256/apps/org.lotse.Lotse.png \
    metainfo/org.lotse.Lotse.metainfo.xml; do
    [ -f "$U/.local/share/$f" ] || fail userInstall "~/.local/share/$f is missing"
done
[ "$(stat -c %U $PREFIX/bin/lotse)" = tester ] || fail userInstall "the files do not belong to the user"
pass userInstall

# The bundled PostgreSQL driver loads where no Qt is installed: a team knowledge base that is not there
# is reported as unreachable, not as a missing driver.
team=$(as_user env LOTSE_DB_PASSWORD=x $PREFIX/bin/lotse-cli team status 'postgresql://x@127.0.0.1:1/x?sslmode=disable' 2>&1 || true)
echo "$team" | grep -q "Cannot reach the database server" || fail teamDriver "lotse-cli team status said: $team"
pass teamDriver

# Every ELF file of the bundle resolves all its libraries here, where there is no Qt at all.
elves=0
while IFS= read -r f; do
    head -c 4 "$f" | grep -q ELF || continue
    elves=$((elves + 1))
    missing=$(ldd "$f" 2>&1 | grep 'not found' || true)
    [ -z "$missing" ] || fail bundleComplete "$f: $missing"
done < <(find $PREFIX -type f)
[ $elves -gt 50 ] || fail bundleComplete "only $elves ELF files in the bundle"
grep -q '^Plugins = plugins$' $PREFIX/bin/qt.conf || fail bundleComplete "qt.conf does not name the plugins"
pass bundleComplete

check_versions "$VERSION"

as_user sh $RUN >/tmp/install.log 2>&1 || { cat /tmp/install.log; fail reinstall "installing over the installation failed"; }
grep -q "Replacing the Lotse installation" /tmp/install.log || fail reinstall "no replacement: $(cat /tmp/install.log)"
[ -x $PREFIX/bin/lotse-cli ] || fail reinstall "lotse-cli is gone after installing again"
pass reinstall

check_demo
check_reader
check_gui $PREFIX $PREFIX/plugins/platforms/libqoffscreen.so $PREFIX/plugins/sqldrivers/libqsqlite.so \
    $PREFIX/lib/libQt6Widgets.so.6

as_user lotse-uninstall >/tmp/uninstall.log 2>&1 || { cat /tmp/uninstall.log; fail userUninstall "lotse-uninstall failed"; }
check_removed userUninstall /tmp/user-before /opt /usr/local

# Root, with --prefix, removed with the installer's --uninstall.
snapshot /opt /srv /usr/local /root >/tmp/root-before
sh $RUN -- --prefix /srv/lotse >/tmp/install.log 2>&1 || { cat /tmp/install.log; fail rootInstall "the installer failed"; }
out=$(/usr/local/bin/lotse-cli --version)
[[ $out == "lotse-cli $VERSION ("*")" ]] || fail rootInstall "got '$out'"
grep -qx 'Exec="/srv/lotse/bin/lotse" %F' /usr/local/share/applications/org.lotse.Lotse.desktop ||
    fail rootInstall "no menu entry for /srv/lotse"
[ "$(stat -c '%U %a' /srv/lotse/bin/lotse)" = "root 755" ] || fail rootInstall "bin/lotse is $(stat -c '%U %a' /srv/lotse/bin/lotse)"
[ "$(stat -c '%a' /srv/lotse/lib/libQt6Core.so.6)" = 644 ] || fail rootInstall "the libraries are not readable for all"
sh $RUN -- --uninstall --prefix /srv/lotse >/tmp/uninstall.log 2>&1 || { cat /tmp/uninstall.log; fail rootInstall "--uninstall failed"; }
snapshot /opt /srv /usr/local /root >/tmp/root-after
diff /tmp/root-before /tmp/root-after >/dev/null || fail rootInstall "not restored: $(diff /tmp/root-before /tmp/root-after | tr '\n' ' ')"
pass rootInstall
