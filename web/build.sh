#!/usr/bin/env bash
# Builds the web version into a self-contained folder (default web/dist) that
# any static file server can serve: index.html, the AI's worker script, the
# wasm-bindgen glue and .wasm files under pkg/ (the game's sounds and the
# AI's weights are inside the .wasm files), and the languages' words under
# i18n/.
#
#   web/build.sh [OUT_DIR]
#
# Needs the wasm32-unknown-unknown target, wasm-bindgen-cli at exactly the
# wasm-bindgen version in Cargo.lock, and optionally wasm-opt (binaryen) to
# shrink the result further; see the README.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-web/dist}"
target_dir="${CARGO_TARGET_DIR:-target}"

want=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
    echo "web/build.sh: needs wasm-bindgen-cli $want (found: ${have:-none});" >&2
    echo "  cargo install wasm-bindgen-cli --version $want" >&2
    exit 1
fi

# The game small, the AI's worker fast (see the profiles in Cargo.toml).
cargo build --profile web --target wasm32-unknown-unknown -p reversi
cargo build --profile web-worker --target wasm32-unknown-unknown -p reversi-worker
built="$target_dir/wasm32-unknown-unknown"

rm -rf "$out"
mkdir -p "$out/pkg"
wasm-bindgen --target web --no-typescript --out-dir "$out/pkg" "$built/web/reversi.wasm"
wasm-bindgen --target web --no-typescript --out-dir "$out/pkg" "$built/web-worker/reversi_worker.wasm"

if command -v wasm-opt >/dev/null; then
    for wasm in "$out"/pkg/*.wasm; do
        # The features rustc enables for wasm32 by default.
        wasm-opt -Oz --strip-debug --strip-producers --enable-bulk-memory --enable-mutable-globals --enable-sign-ext \
            --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types \
            "$wasm" -o "$wasm.opt"
        mv "$wasm.opt" "$wasm"
    done
else
    echo "web/build.sh: wasm-opt not found; the .wasm files are not shrunk further" >&2
fi

cp web/index.html web/worker.js "$out/"
# The words of the languages other than English, fetched when chosen (the
# game's module holds English only).
mkdir -p "$out/i18n"
cp assets/i18n/*.ftl "$out/i18n/"
rm "$out/i18n/en.ftl"
for wasm in "$out"/pkg/*.wasm; do
    printf '%s: %s bytes, %s gzipped\n' "${wasm#"$out"/}" "$(stat -c %s "$wasm")" \
        "$(gzip -9 -c "$wasm" | wc -c)"
done
# What a player downloads first: the game's module has a budget.
limit=6000000
game_gzipped=$(gzip -9 -c "$out/pkg/reversi_bg.wasm" | wc -c)
if [ "$game_gzipped" -gt "$limit" ]; then
    echo "web/build.sh: the game's module is $game_gzipped bytes gzipped, over its $limit" >&2
    exit 1
fi
echo "built $out: serve it, e.g. python3 -m http.server -d $out 8000 --bind 127.0.0.1"
