#!/usr/bin/env bash
# Writes assets/fonts/*.woff2: the two Latin typefaces cut down to what the site can show. Each is
# fetched before the first paint, so its bytes count in every page's LCP; cutting the weights no
# class uses (below 400, above 800), the stylistic alternates and the glyphs outside the Latin
# text the pages carry takes Inter from 48 to 27 KB and Plus Jakarta Sans from 27 to 18 KB.
# Characters outside the set fall back to the system face, as they did outside fontsource's
# "latin" file. Run again after upgrading @fontsource-variable/* (needs Debian's
# python3-fonttools and python3-brotli), and commit the files it writes.
set -euo pipefail
cd "$(dirname "$0")/../.."

PYTHON=${PYTHON:-/usr/bin/python3}
# Latin-1, typographic quotes, dashes and spaces, bullet, ellipsis, primes, guillemets, fraction
# slash, euro, trade mark, arrows, minus.
UNICODES="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2009,U+200B,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2190-2193,U+2212,U+FEFF"
# Kerning, ligatures and contextual forms the text needs; tabular figures for the admin's counts.
FEATURES="kern,liga,calt,ccmp,locl,mark,mkmk,tnum"
WEIGHTS="400:800"

subset() {
  local source=$1 target=$2 scratch
  scratch=$(mktemp --suffix=.woff2)
  "$PYTHON" -m fontTools.varLib.instancer "$source" "wght=$WEIGHTS" --output "$scratch" --quiet
  "$PYTHON" -m fontTools.subset "$scratch" --unicodes="$UNICODES" --layout-features="$FEATURES" \
    --flavor=woff2 --output-file="$target"
  rm -f "$scratch"
  echo "$target: $(stat -c %s "$source") -> $(stat -c %s "$target") bytes"
}

subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 assets/fonts/inter-latin-400-800.woff2
subset node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2 assets/fonts/plus-jakarta-sans-latin-400-800.woff2
