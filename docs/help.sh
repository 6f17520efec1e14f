#!/usr/bin/env bash
# Writes the programs' own help into the documents that quote it, between
# `<!-- PROGRAM ARGS -->` and `<!-- end -->` lines: the tests compare each
# quote with the program's output, so that a document never drifts from the
# program. Run it after changing a program's help:
#   docs/help.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/reversi-target}"
cargo build --release --locked -p reversi -p reversi-tools -p reversi-server --bins
bin="$CARGO_TARGET_DIR/release"
python3 - "$bin" docs/cli.md docs/manual.md docs/online.md <<'PY'
import re, subprocess, sys
bin = sys.argv[1]
for path in sys.argv[2:]:
    text = open(path).read()
    def quote(match):
        command = match.group(1).split()
        out = subprocess.run([f"{bin}/{command[0]}", *command[1:]], capture_output=True, text=True)
        help_text = (out.stdout or out.stderr).rstrip("\n")
        return f"<!-- {match.group(1)} -->\n```text\n{help_text}\n```\n<!-- end -->"
    new = re.sub(r"<!-- (.+?) -->\n.*?<!-- end -->", quote, text, flags=re.S)
    if new != text:
        open(path, "w").write(new)
        print(f"{path}: help quoted again")
PY
