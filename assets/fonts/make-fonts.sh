#!/usr/bin/env bash
# Makes the game's fonts: Inter (SIL Open Font License 1.1, see OFL.txt),
# cut down to the characters the game's languages need (Latin with its
# Extended-A letters, Greek, punctuation, dashes and arrows), from Debian's
# fonts-inter package, with fontTools' pyftsubset (pip install fonttools).
set -euo pipefail
cd "$(dirname "$0")"
src=/usr/share/fonts/opentype/inter
unicodes="U+0020-007E,U+00A0-017F,U+0370-03FF,U+2000-206F,U+2190-21FF,U+2212,U+2022,U+25CB,U+25CF"
for weight in Regular SemiBold; do
  pyftsubset "$src/Inter-$weight.otf" --unicodes="$unicodes" \
    --layout-features='kern,liga,calt,locl' --no-hinting --desubroutinize \
    --output-file="Inter-$weight.otf"
done
ls -l Inter-*.otf
