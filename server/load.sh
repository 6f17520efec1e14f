#!/usr/bin/env bash
# The server under load: GAMES games at once (two connections each) between
# level-1 bots of the headless client, against a server of its own on a new
# SQLite file. Prints the client's report: games finished, records valid,
# the server's answer to a move (p50, p99) and its memory per connection.
#   server/load.sh [GAMES] [THINK_MS]   (default 500 games, 1000 ms a move)
# With REVERSI_BIN set to a folder holding the two programs (CI's test
# build made them), it uses those rather than building them again.
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-500}"
think="${2:-1000}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/reversi-target}"
bin="${REVERSI_BIN:-}"
if [[ -z "$bin" ]]; then
  cargo build --release --locked -p reversi-server --bins
  bin="$CARGO_TARGET_DIR/release"
fi
# Two sockets a game on each side of the loopback, and some spare.
ulimit -n "$((4 * games + 256))"
work=$(mktemp -d)
"$bin/reversi-server" --listen 127.0.0.1:0 --db "$work/load.db" >"$work/log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do
  addr=$(sed -n 's/.*listening on http:\/\/\([0-9.:]*\).*/\1/p' "$work/log")
  [[ -n "$addr" ]] && break
  sleep 0.1
done
[[ -n "$addr" ]] || { cat "$work/log"; exit 1; }
echo "server on $addr; $games games at once, level 1, ${think} ms a move on average"
"$bin/reversi-client" --server "ws://$addr/ws" load --games "$games" --level 1 --think "$think"
