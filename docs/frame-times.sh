#!/usr/bin/env bash
# Frame times of the game under software rendering (Xvfb, Mesa's lavapipe),
# at each graphics quality, against another build of the game (e.g. one
# from before a change) run the same way: the same window, position and
# mode, nobody moving. Each is run twice, in opposite orders, and the
# average frame time over the last 30 s of a 60 s run is reported, with its
# ratio to the reference. The other build must log Bevy's frame-time
# diagnostics (this game does with --frame-times).
# Debian packages: xvfb mesa-vulkan-drivers.
#
#   docs/frame-times.sh REFERENCE_BINARY [GAME_BINARY]
set -euo pipefail
reference=$(realpath "$1")
game=$(realpath "${2:-target/release/reversi}")
position=f5d6c3d3c4f4f6f3e6e7

# One run: prints the mean of the frame-time lines logged after 30 s.
measure() {
  local binary=$1 quality=$2 flags=$3
  local home
  home=$(mktemp -d)
  mkdir -p "$home/reversi"
  printf 'volume=0\ngraphics=%s\n' "$quality" >"$home/reversi/settings.txt"
  Xvfb :97 -screen 0 1280x800x24 >/dev/null 2>&1 &
  local xvfb=$!
  sleep 1
  # shellcheck disable=SC2086
  DISPLAY=:97 XDG_CONFIG_HOME="$home" XDG_RUNTIME_DIR="$home" \
    timeout 60 "$binary" --two-players --position "$position" $flags >"$home/log" 2>&1 || true
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  # Lines like "frame_time  123.4ms  (avg 120.1ms)": the average, from the
  # second half of the run.
  grep -a 'frame_time' "$home/log" | sed -n 's/.*avg \([0-9.]*\)ms.*/\1/p' |
    awk '{ v[NR] = $1 } END { n = 0; s = 0; for (i = int(NR / 2) + 1; i <= NR; i++) { s += v[i]; n++ } if (n) printf "%.1f\n", s / n; else print "none" }'
  rm -rf "$home"
}

declare -A total
runs=("reference:auto:" "new:low:--frame-times" "new:medium:--frame-times" "new:high:--frame-times")
for round in 1 2; do
  order=("${runs[@]}")
  if [ "$round" = 2 ]; then order=("${runs[3]}" "${runs[2]}" "${runs[1]}" "${runs[0]}"); fi
  for run in "${order[@]}"; do
    IFS=: read -r which quality flags <<<"$run"
    binary=$game
    [ "$which" = reference ] && binary=$reference
    ms=$(measure "$binary" "$quality" "$flags")
    echo "round $round: $which $quality: $ms ms a frame"
    total["$which $quality"]=$(echo "${total["$which $quality"]:-0} + $ms" | bc -l)
  done
done
ref=$(echo "${total["reference auto"]} / 2" | bc -l)
for key in "reference auto" "new low" "new medium" "new high"; do
  mean=$(echo "${total[$key]} / 2" | bc -l)
  printf '%-16s %7.1f ms a frame  %5.2fx the reference\n' "$key" "$mean" "$(echo "$mean / $ref" | bc -l)"
done
