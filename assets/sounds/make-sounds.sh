#!/usr/bin/env bash
# Synthesises the game's sounds with SoX (Debian packages sox and
# libsox-fmt-base). Everything here is made by the project from noise and
# sine waves; nothing is sampled from elsewhere.
set -euo pipefail
cd "$(dirname "$0")"
# Placement: a short, low wooden knock.
sox -n -r 44100 -c 1 place.ogg synth 0.09 sine 190 synth 0.09 pinknoise mix \
  lowpass 1800 fade q 0.002 0.09 0.07 gain -4
# Flip: a lighter, higher tick with a little rattle.
sox -n -r 44100 -c 1 flip.ogg synth 0.06 sine 620 synth 0.06 whitenoise mix \
  highpass 400 lowpass 5000 fade q 0.001 0.06 0.05 gain -10
