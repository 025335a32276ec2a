#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# lotse-uninstall: removes what the offline installer recorded in PREFIX/share/lotse/install-manifest,
# nothing else. Files first, then the directories it created, deepest first and only when empty, so
# anything the user put there stays. The knowledge base (~/.local/share/Lotse) and the settings
# (~/.config/Lotse) were never installed, so they are never touched.
set -eu
QUIET=no
PREFIX=$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)
MANIFEST="$PREFIX/share/lotse/install-manifest"
while [ $# -gt 0 ]; do
    case $1 in
        --quiet) QUIET=yes; shift ;;
        --manifest) MANIFEST=$2; shift 2 ;; # the installer's own list, to undo a failed installation
        *) echo "usage: lotse-uninstall [--quiet]" >&2; exit 1 ;;
    esac
done
[ -f "$MANIFEST" ] || { echo "error: $MANIFEST is missing; nothing is removed" >&2; exit 1; }

# Read it before deleting it (it lists itself).
ENTRIES=$(cat "$MANIFEST")
printf '%s\n' "$ENTRIES" | while IFS= read -r line; do
    kind=${line%% *} path=${line#* }
    case $path in /?*) ;; *) continue ;; esac # absolute paths only, never "/" itself
    case $kind in
        f) rm -f "$path" ;;
        l) if [ -L "$path" ]; then rm -f "$path"; fi ;; # only if it is still our link
    esac
done
printf '%s\n' "$ENTRIES" | sed -n 's/^d \(\/..*\)$/\1/p' | sort -r | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
done
if [ "$QUIET" = no ]; then
    if [ -d "$PREFIX" ]; then echo "Kept $PREFIX: it holds files the installer did not put there."; fi
    echo "Lotse is uninstalled. Your knowledge base and settings are still there."
fi
