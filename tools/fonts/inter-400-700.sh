#!/usr/bin/env bash
# Makes libs/ui/src/styles/fonts/inter-latin-wght-400-700.woff2 from @fontsource-variable/inter's Latin file:
# the same characters and OpenType features, the weight axis cut to the 400-700 the design system draws with
# (tokens 400/500/600, <strong> 700). 48,256 -> about 30,700 bytes. Inter is under the SIL Open Font License
# 1.1 (LICENSE-Inter.txt beside the output). Needs fontTools (Debian: apt-get install python3-fonttools
# python3-brotli); run from the repository root after `npm ci`, and commit the result.
set -euo pipefail
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=libs/ui/src/styles/fonts/inter-latin-wght-400-700.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m fontTools.varLib.instancer "$source" wght=400:700 -o "$work/instance.ttf"
# fontsource's Latin unicode-range, kept in libs/ui web-fonts.css's @font-face.
python3 -m fontTools.subset "$work/instance.ttf" --flavor=woff2 --layout-features='*' --output-file="$out" \
  --unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
cp node_modules/@fontsource-variable/inter/LICENSE libs/ui/src/styles/fonts/LICENSE-Inter.txt
ls -l "$out"
