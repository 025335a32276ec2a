#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the committed raster icons from the one source, linux/org.lotse.Lotse.svg: the hicolor PNGs,
# the Windows .ico and the macOS .icns. Run it after changing the SVG and commit the results.
# Needs rsvg-convert (librsvg2-bin), ImageMagick's convert (imagemagick) and png2icns (icnsutils).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SVG="$HERE/linux/org.lotse.Lotse.svg"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for size in 16 24 32 48 64 128 256 512; do
    rsvg-convert -w "$size" -h "$size" "$SVG" -o "$TMP/$size.png"
done
mkdir -p "$HERE/linux/icons"
for size in 48 128 256; do
    cp "$TMP/$size.png" "$HERE/linux/icons/org.lotse.Lotse-$size.png"
done
/usr/bin/convert "$TMP"/{16,24,32,48,64,256}.png "$HERE/windows/lotse.ico"
png2icns "$HERE/macos/lotse.icns" "$TMP"/{16,32,128,256,512}.png >/dev/null
echo "icons written to $HERE/linux/icons, windows/lotse.ico and macos/lotse.icns"
