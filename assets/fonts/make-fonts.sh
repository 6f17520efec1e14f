#!/usr/bin/env bash
# Makes the game's fonts: Inter (SIL Open Font License 1.1, see OFL.txt),
# cut down to what the game's languages need, from Debian's fonts-inter
# package, with fontTools' pyftsubset (pip install fonttools):
# - Regular, for all text: ASCII and Latin-1, Esperanto's ĉ ĝ ĥ ĵ ŝ ŭ, modern
#   Greek with its accents, dashes, quotes, the ellipsis, arrows and the
#   minus sign (a file name in another script shows boxes);
# - SemiBold, for headings only: ASCII and the characters of the messages
#   in heading-messages.txt, in every language.
# The web build's size limit is why they are cut so close; the language
# tests fail when a message needs a character its font lacks.
set -euo pipefail
cd "$(dirname "$0")"
src=/usr/share/fonts/opentype/inter
regular="U+0020-007E,U+00A0-00FF,U+0108-0109,U+011C-011D,U+0124-0125,U+0134-0135,U+015C-015D,U+016C-016D"
regular+=",U+0384-038A,U+038C,U+038E-03A1,U+03A3-03CE"
regular+=",U+2000-200B,U+2010-2015,U+2018-201F,U+2022,U+2026,U+2039-203A,U+2190-2195,U+2212,U+25CB,U+25CF"
# The headings' characters: every value of those messages in every language.
headings=$(python3 - <<'PY'
import glob, re
wanted = [l.strip() for l in open("heading-messages.txt") if l.strip() and not l.startswith("#")]
chars = set()
for path in glob.glob("../i18n/*.ftl"):
    current = None
    for line in open(path, encoding="utf-8"):
        match = re.match(r"([a-z0-9-]+) =", line)
        if match:
            current = match.group(1)
        elif line.strip() and not line[0].isspace():
            current = None
        if current in wanted:
            chars.update(line.split("=", 1)[-1] if match else line)
print(",".join(f"U+{ord(c):04X}" for c in sorted(chars) if ord(c) > 0x7E))
PY
)
semibold="U+0020-007E,U+00A0,U+2013,U+2212${headings:+,$headings}"
subset() {
  pyftsubset "$src/Inter-$1.otf" --unicodes="$2" \
    --layout-features='kern,liga,calt,locl' --no-hinting --desubroutinize \
    --output-file="Inter-$1.otf"
}
subset Regular "$regular"
subset SemiBold "$semibold"
ls -l Inter-*.otf
