#!/usr/bin/env bash
# Renders the committed PNG icons (hicolor sizes, macOS iconset source) and the Windows .ico
# from ochos-locos.svg with ImageMagick. Run after changing the SVG (or draw_icon.py), then
# commit the results; the build itself only copies these files, so it needs no ImageMagick.
set -euo pipefail
cd "$(dirname "$0")"
command -v convert >/dev/null || { echo "render_pngs: needs ImageMagick (convert)" >&2; exit 1; }
strip=(-strip -define png:exclude-chunks=date,time -depth 8)
for size in 16 32 48 64 128 256 512; do
  mkdir -p "png/$size"
  # Render at four times the size, then scale down: crisper edges at small sizes.
  density=$(( 72 * size * 4 / 256 ))
  convert -background none -density "$density" ochos-locos.svg -resize "${size}x${size}" \
    "${strip[@]}" "png/$size/ochos-locos.png"
done
convert png/16/ochos-locos.png png/32/ochos-locos.png png/48/ochos-locos.png \
  png/64/ochos-locos.png png/128/ochos-locos.png png/256/ochos-locos.png \
  ../windows/ochos-locos.ico
ls -l png/*/ochos-locos.png ../windows/ochos-locos.ico
