#!/usr/bin/env bash
# The browser's online play against a real server: starts `reversi-server
# --web DIST` on 127.0.0.1 (a port of its own, a new SQLite file), runs
# web/test/online-test.mjs against it, and stops the server.
#   web/test/online.sh DIST [SCREENSHOT_PREFIX]
# With REVERSI_BIN set to a folder holding reversi-server (CI's test build
# made it), it uses that rather than building it again.
set -euo pipefail
cd "$(dirname "$0")/../.."
dist="$1"
shots="${2:-$dist/online}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/reversi-target}"
bin="${REVERSI_BIN:-}"
if [[ -z "$bin" ]]; then
  cargo build --release --locked -p reversi-server --bin reversi-server
  bin="$CARGO_TARGET_DIR/release"
fi
work=$(mktemp -d)
"$bin/reversi-server" --listen 127.0.0.1:0 --db "$work/games.db" --web "$dist" >"$work/log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do
  addr=$(sed -n 's/.*listening on http:\/\/\([0-9.:]*\).*/\1/p' "$work/log")
  [[ -n "$addr" ]] && break
  sleep 0.1
done
[[ -n "$addr" ]] || { cat "$work/log"; exit 1; }
echo "reversi-server --web on $addr"
if ! node web/test/online-test.mjs "http://$addr" "$shots"; then
  echo "--- the server's log:" >&2
  tail -n 40 "$work/log" >&2
  exit 1
fi
