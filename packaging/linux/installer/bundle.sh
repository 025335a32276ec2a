#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Turns an installed tree (cmake --install --strip) into the self-contained offline installer, a
# makeself archive. Called by the `installer` target (packaging/linux/Installer.cmake):
#   bundle.sh WORK_DIR QT_PLUGIN_DIR OUTPUT.run VERSION DATE
# WORK_DIR/payload holds the installed tree (bin/, share/); this adds the Qt plugins Lotse needs, every
# library they and the programs load that a Debian 12 base system lacks (base-packages.txt), RPATHs
# and a qt.conf so that all of it is found inside the bundle, then wraps payload/ with install.sh.
set -euo pipefail
WORK=$1 QT_PLUGINS=$2 OUTPUT=$3 VERSION=$4 DATE=$5
HERE=$(cd "$(dirname "$0")" && pwd)
PAYLOAD="$WORK/payload"

for tool in ldd patchelf makeself dpkg-query ldconfig; do
    command -v "$tool" >/dev/null || { echo "bundle.sh: $tool is missing (scripts/setup-deps.sh installs it)" >&2; exit 1; }
done

# Plugins: both platforms (a desktop's X11 or XWayland, and offscreen for headless use), OpenGL glue
# for xcb, the SQLite and PostgreSQL (team knowledge base) drivers, TLS for the model providers, and compose/IBus input (dead keys, input
# methods). No image format plugins: Lotse shows no images, and PNG is built into QtGui.
PLUGINS=(
    platforms/libqxcb.so platforms/libqoffscreen.so
    xcbglintegrations/libqxcb-glx-integration.so xcbglintegrations/libqxcb-egl-integration.so
    sqldrivers/libqsqlite.so sqldrivers/libqsqlpsql.so
    tls/libqopensslbackend.so tls/libqcertonlybackend.so
    platforminputcontexts/libcomposeplatforminputcontextplugin.so
    platforminputcontexts/libibusplatforminputcontextplugin.so
)
# Loaded with dlopen(), so ldd cannot see them: qtkeychain's libsecret, Qt's OpenSSL backend's libssl.
DLOPENED=(libsecret-1.so.0 libssl.so.3 libcrypto.so.3)
# Never bundled, whatever the base list says: the C library must be the system's own.
GLIBC='^(ld-linux.*|libc|libm|libdl|libpthread|librt|libresolv|libutil|libnsl|libanl|libmvec|libBrokenLocale|libnss_.*)\.so'

mkdir -p "$PAYLOAD/lib" "$PAYLOAD/plugins"
for plugin in "${PLUGINS[@]}"; do
    [ -f "$QT_PLUGINS/$plugin" ] || { echo "bundle.sh: Qt plugin $QT_PLUGINS/$plugin is missing" >&2; exit 1; }
    mkdir -p "$PAYLOAD/plugins/$(dirname "$plugin")"
    cp -L "$QT_PLUGINS/$plugin" "$PAYLOAD/plugins/$plugin"
done
for soname in "${DLOPENED[@]}"; do
    # awk reads to the end: leaving early would kill ldconfig with SIGPIPE, which pipefail reports.
    path=$(ldconfig -p | awk -v n="$soname" '$1 == n && /x86-64/ && !found { print $NF; found = 1 }')
    [ -n "$path" ] || { echo "bundle.sh: $soname is not installed on this build machine" >&2; exit 1; }
    cp -L "$path" "$PAYLOAD/lib/$soname"
done

# Every library the programs, plugins and dlopen()ed libraries need (ldd lists the whole closure).
mapfile -t ELVES < <(find "$PAYLOAD/bin" "$PAYLOAD/plugins" "$PAYLOAD/lib" -type f -exec sh -c \
    'head -c 4 "$1" | grep -q ELF' _ {} \; -print | sort)
declare -A NEEDED=()
for elf in "${ELVES[@]}"; do
    while read -r soname arrow path _; do
        [ "$arrow" = "=>" ] || continue
        [ "$path" = "not" ] && { echo "bundle.sh: $elf needs $soname, which is not installed here" >&2; exit 1; }
        NEEDED[$soname]=$path
    done < <(ldd "$elf")
done

# Which package owns each library (dpkg records /lib or /usr/lib, ldd may print the other one).
declare -A OWNER=()
while IFS= read -r line; do
    case $line in diversion*) continue ;; esac
    OWNER[${line#*: }]=${line%%:*}
done < <(for path in "${NEEDED[@]}"; do
    printf '%s\n%s\n' "$path" "$(readlink -f "$path")"
    case $path in /usr/*) echo "${path#/usr}" ;; *) echo "/usr$path" ;; esac
done | sort -u | xargs dpkg-query -S 2>/dev/null || true)
owner() {
    local path=$1 alt
    case $path in /usr/*) alt=${path#/usr} ;; *) alt=/usr$path ;; esac
    echo "${OWNER[$path]:-${OWNER[$alt]:-${OWNER[$(readlink -f "$path")]:-}}}"
}
BASE=$(grep -v '^#' "$HERE/base-packages.txt")
bundled=0
for soname in $(printf '%s\n' "${!NEEDED[@]}" | sort); do
    [[ $soname =~ $GLIBC ]] && continue
    [ -e "$PAYLOAD/lib/$soname" ] && continue
    package=$(owner "${NEEDED[$soname]}")
    if [ -n "$package" ] && grep -qx "$package" <<<"$BASE"; then
        continue
    fi
    cp -L "${NEEDED[$soname]}" "$PAYLOAD/lib/$soname"
    bundled=$((bundled + 1))
done
echo "bundle.sh: ${#PLUGINS[@]} Qt plugins, $(find "$PAYLOAD/lib" -type f | wc -l) libraries ($bundled from ldd)"

# RPATHs: the programs look in ../lib, libraries next to themselves, plugins two levels up.
for elf in "$PAYLOAD"/bin/*; do
    head -c 4 "$elf" | grep -q ELF && patchelf --set-rpath '$ORIGIN/../lib' "$elf"
done
for lib in "$PAYLOAD"/lib/*; do patchelf --set-rpath '$ORIGIN' "$lib"; done
for plugin in "${PLUGINS[@]}"; do patchelf --set-rpath '$ORIGIN/../../lib' "$PAYLOAD/plugins/$plugin"; done
chmod 644 "$PAYLOAD"/lib/* "$PAYLOAD"/plugins/*/*

# Qt finds its plugins through this file next to the programs (paths relative to bin/).
printf '[Paths]\nPrefix = ..\nLibraries = lib\nPlugins = plugins\n' >"$PAYLOAD/bin/qt.conf"
install -m 755 "$HERE/uninstall.sh" "$PAYLOAD/bin/lotse-uninstall"

mkdir -p "$WORK/archive"
rm -rf "$WORK/archive/payload"
mv "$PAYLOAD" "$WORK/archive/payload"
install -m 755 "$HERE/install.sh" "$WORK/archive/install.sh"
sed "s/@VERSION@/$VERSION/g" "$HERE/help-header.txt" >"$WORK/help-header.txt"
rm -f "$OUTPUT"
makeself --nox11 --sha256 --complevel 6 --tar-quietly --packaging-date "$DATE" \
    --help-header "$WORK/help-header.txt" \
    "$WORK/archive" "$OUTPUT" "Lotse $VERSION" sh ./install.sh >/dev/null
echo "bundle.sh: wrote $OUTPUT ($(du -h "$OUTPUT" | cut -f1))"
