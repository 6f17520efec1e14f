#!/usr/bin/env bash
# The desktop game as an online client, run as a player runs it: a server on
# 127.0.0.1 (a new SQLite file), a game created by the headless client
# (White, level 1), the game started under Xvfb with `--join CODE`, and f5
# typed on its keyboard (f, then 5). The server's record of the game must
# then hold f5 and White's reply. Needs Xvfb, xdotool, curl and a Vulkan
# driver (Mesa's software one will do).
#   server/desktop-join.sh
# With REVERSI_BIN set to a folder holding reversi, reversi-server and
# reversi-client (CI's test build made them), it uses those.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/reversi-target}"
bin="${REVERSI_BIN:-}"
if [[ -z "$bin" ]]; then
  cargo build --release --locked --workspace --bins
  bin="$CARGO_TARGET_DIR/release"
fi
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
# Waits up to $1 seconds for the command after it to succeed.
within() {
  local seconds=$1
  shift
  for _ in $(seq $((seconds * 5))); do
    "$@" && return 0
    sleep 0.2
  done
  return 1
}

"$bin/reversi-server" --listen 127.0.0.1:0 --db "$work/games.db" >"$work/server.log" 2>&1 &
pids+=($!)
within 20 grep -q "listening on" "$work/server.log" || { cat "$work/server.log"; exit 1; }
addr=$(sed -n 's/.*listening on http:\/\/\([0-9.:]*\).*/\1/p' "$work/server.log")

"$bin/reversi-client" --server "ws://$addr/ws" play --color white --clock 15+10 --level 1 \
  --name "Headless Ada" >"$work/client.log" 2>&1 &
pids+=($!)
within 20 grep -q "^game " "$work/client.log" || { cat "$work/client.log"; exit 1; }
code=$(sed -n 's/^game \([a-z0-9]*\):.*/\1/p' "$work/client.log" | head -n 1)
echo "server on $addr; the headless client created game $code"

# A display of its own.
display=
for n in $(seq 90 120); do
  if [[ ! -e "/tmp/.X11-unix/X$n" && ! -e "/tmp/.X$n-lock" ]]; then display=":$n"; break; fi
done
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY="$display"
within 20 test -e "/tmp/.X11-unix/X${display#:}" || { cat "$work/xvfb.log"; exit 1; }
mkdir -m 700 "$work/runtime"
HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/runtime" \
  "$bin/reversi" --server "ws://$addr/ws" --join "$code" >"$work/game.log" 2>&1 &
pids+=($!)
game() { curl -sf "http://$addr/games/$code"; }
playing() { game | grep -q '"status":"playing"'; }
if ! within 180 playing; then
  echo "the game did not join $code:" >&2
  tail -n 30 "$work/game.log" >&2
  exit 1
fi
has_window() { xdotool search --name '^Reversi$' >/dev/null; }
within 60 has_window || { echo "no game window" >&2; exit 1; }
window=$(xdotool search --name '^Reversi$' | head -n 1)
echo "the desktop game joined $code (window $window)"
# The board takes keys once its first frames are drawn: type f5 until the
# server has it (a square typed twice is the same move, refused by the rules).
moved() { game | grep -q '"square":"f5"'; }
for _ in $(seq 12); do
  xdotool windowfocus --sync "$window" key f
  sleep 0.3
  xdotool key 5
  within 10 moved && break
done
if ! moved; then
  echo "f5 typed, but the server never had it:" >&2
  game >&2 || true
  tail -n 30 "$work/game.log" >&2
  exit 1
fi
replied() { [[ $(game | grep -o '"square":"[a-h][1-8]"' | wc -l) -ge 2 ]]; }
if ! within 60 replied; then
  echo "no reply from the headless client:" >&2
  cat "$work/client.log" >&2
  exit 1
fi
echo "the server's record: $(game | grep -o '"square":"[a-h][1-8]"' | cut -d'"' -f4 | tr '\n' ' ')"
grep -E "^(black|white) " "$work/client.log"
if grep -E "ERROR|panicked" "$work/game.log"; then
  exit 1
fi
echo "desktop join: passed"
