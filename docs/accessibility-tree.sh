#!/usr/bin/env bash
# Prints what a Linux screen reader (Orca) is given of the game: it starts
# the game on a virtual display with an accessibility bus (AT-SPI) and a
# screen reader announced on it, then walks the game's accessible tree.
# Debian packages: xvfb at-spi2-core python3-pyatspi dbus xdotool.
#
#   dbus-run-session -- docs/accessibility-tree.sh [GAME_BINARY] [GAME OPTIONS…]
set -u
game=$(realpath "${1:-target/release/reversi}")
shift || true
home=$(mktemp -d)
mkdir -p "$home/reversi"
printf 'volume=0\n' >"$home/reversi/settings.txt"
export XDG_CONFIG_HOME="$home" XDG_RUNTIME_DIR="$home" DISPLAY=:79
Xvfb :79 -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
launcher=$!
sleep 2
# What a screen reader sets when it starts: the game's AccessKit adapter
# waits for it.
busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status ScreenReaderEnabled b true
"$game" --window 1280x800 "$@" >"$home/log" 2>&1 &
pid=$!
sleep 20
xdotool search --name Reversi windowfocus --sync >/dev/null 2>&1
sleep 3
# The first look asks for the tree; the second reads it.
walk() {
  /usr/bin/python3 - <<'PY'
import pyatspi
def walk(node, depth):
    print("  " * depth + f"{node.getRoleName()}: {node.name!r}")
    for i in range(node.childCount):
        walk(node.getChildAtIndex(i), depth + 1)
desktop = pyatspi.Registry.getDesktop(0)
apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
for app in apps:
    if app is not None and app.name == "reversi":
        walk(app, 0)
        break
else:
    print("the game is not on the accessibility bus; applications:", [a.name for a in apps if a])
PY
}
walk >/dev/null
sleep 10
walk
kill "$pid" "$launcher" "$xvfb" 2>/dev/null
wait 2>/dev/null
rm -rf "$home"
