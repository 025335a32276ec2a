#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The offline installer's start script: makeself runs it in the unpacked archive, next to payload/.
# Copies payload/ into the prefix, puts the menu entry, icons and AppStream metadata where the desktop
# finds them, links the programs into a bin directory on PATH, and records every file and directory
# it created in PREFIX/share/lotse/install-manifest, which lotse-uninstall (payload/bin) removes again.
set -eu
umask 022

if [ "$(id -u)" -eq 0 ]; then
    PREFIX=/opt/lotse
    DATA_DIR=/usr/local/share
    LINK_DIR=/usr/local/bin
else
    PREFIX="$HOME/.local/opt/lotse"
    DATA_DIR="${XDG_DATA_HOME:-$HOME/.local/share}"
    LINK_DIR="$HOME/.local/bin"
fi
UNINSTALL=no
while [ $# -gt 0 ]; do
    case $1 in
        --prefix) [ $# -ge 2 ] || { echo "error: --prefix needs a directory" >&2; exit 1; }; PREFIX=$2; shift 2 ;;
        --prefix=*) PREFIX=${1#--prefix=}; shift ;;
        --uninstall) UNINSTALL=yes; shift ;;
        -h|--help) echo "options: [--prefix DIR] [--uninstall] (default prefix: $PREFIX)"; exit 0 ;;
        *) echo "error: unknown option $1 (options: --prefix DIR, --uninstall)" >&2; exit 1 ;;
    esac
done
# makeself runs us in a temporary directory: a relative prefix means relative to where the user was.
case $PREFIX in
    /*) ;;
    "") echo "error: empty --prefix" >&2; exit 1 ;;
    *) PREFIX="${USER_PWD:-$PWD}/$PREFIX" ;;
esac
PREFIX=${PREFIX%/}
MANIFEST="$PREFIX/share/lotse/install-manifest"

if [ "$UNINSTALL" = yes ]; then
    [ -f "$MANIFEST" ] || { echo "error: no Lotse installation in $PREFIX (no $MANIFEST)" >&2; exit 1; }
    exec sh "$PREFIX/bin/lotse-uninstall"
fi

if [ -f "$MANIFEST" ]; then
    echo "Replacing the Lotse installation in $PREFIX"
    sh "$PREFIX/bin/lotse-uninstall" --quiet
elif [ -d "$PREFIX" ] && [ -n "$(ls -A "$PREFIX")" ]; then
    echo "error: $PREFIX exists and is not a Lotse installation; choose another --prefix" >&2
    exit 1
fi

# Records are written to a temporary list first and moved into the prefix at the end; if anything
# fails before that, what was installed so far is removed again.
LIST=$(mktemp)
undo() {
    echo "error: the installation failed; removing what was installed" >&2
    sh payload/bin/lotse-uninstall --quiet --manifest "$LIST" || true
}
# shellcheck disable=SC2154 # status is assigned inside the trap
trap 'status=$?; [ $status -eq 0 ] || undo; rm -f "$LIST"' EXIT
# Creates a directory and its missing parents, recording each one it creates.
make_dir() {
    [ -d "$1" ] && return 0
    make_dir "$(dirname "$1")"
    mkdir "$1"
    echo "d $1" >>"$LIST"
}
# Copies one file unless something that is not ours is already there.
put_file() { # source destination mode
    if [ -e "$2" ] || [ -L "$2" ]; then
        echo "warning: $2 exists already, leaving it alone" >&2
        return 0
    fi
    make_dir "$(dirname "$2")"
    cp "$1" "$2"
    chmod "$3" "$2"
    echo "f $2" >>"$LIST"
}
put_link() { # target link
    if [ -e "$2" ] || [ -L "$2" ]; then
        echo "warning: $2 exists already, not linking it to $1" >&2
        return 0
    fi
    make_dir "$(dirname "$2")"
    ln -s "$1" "$2"
    echo "l $2" >>"$LIST"
}

echo "Installing Lotse into $PREFIX"
make_dir "$PREFIX"
(cd payload && find . -type d) | sort | while IFS= read -r dir; do make_dir "$PREFIX/${dir#./}"; done
(cd payload && find . ! -type d) | sort | while IFS= read -r file; do
    file=${file#./}
    if [ -L "payload/$file" ]; then
        put_link "$(readlink "payload/$file")" "$PREFIX/$file"
    elif [ -x "payload/$file" ]; then
        put_file "payload/$file" "$PREFIX/$file" 755
    else
        put_file "payload/$file" "$PREFIX/$file" 644
    fi
done

# Desktop integration: the menu entry points at this prefix, so it works without PATH changes.
sed -e "s|^Exec=lotse|Exec=\"$PREFIX/bin/lotse\"|" -e "/^Exec=/a TryExec=$PREFIX/bin/lotse" \
    payload/share/applications/org.lotse.Lotse.desktop >"$LIST.desktop"
put_file "$LIST.desktop" "$DATA_DIR/applications/org.lotse.Lotse.desktop" 644
rm -f "$LIST.desktop"
for icon in payload/share/icons/hicolor/*/apps/org.lotse.Lotse.*; do
    put_file "$icon" "$DATA_DIR/${icon#payload/share/}" 644
done
put_file payload/share/metainfo/org.lotse.Lotse.metainfo.xml "$DATA_DIR/metainfo/org.lotse.Lotse.metainfo.xml" 644
for program in lotse lotse-cli lotse-uninstall; do
    put_link "$PREFIX/bin/$program" "$LINK_DIR/$program"
done
# Icon themes notice new files by the directory's time stamp (no cache is written: a stale
# icon-theme.cache in the user's folder would hide other applications' icons later).
touch "$DATA_DIR/icons/hicolor" 2>/dev/null || true

echo "f $MANIFEST" >>"$LIST"
make_dir "$(dirname "$MANIFEST")"
mv "$LIST" "$MANIFEST"
chmod 644 "$MANIFEST"
trap - EXIT

echo "Lotse is installed. Start it from the applications menu, or run $LINK_DIR/lotse (the window)"
echo "or $LINK_DIR/lotse-cli (the command line)."
case ":$PATH:" in *":$LINK_DIR:"*) ;; *) echo "Note: $LINK_DIR is not on your PATH." ;; esac
echo "To remove it: $PREFIX/bin/lotse-uninstall (your knowledge base and settings stay)."
