#!/usr/bin/env bash
# Renders the README's desktop screenshots in a virtual display with software
# Vulkan, playing the game as a person does (keys typed, pauses between).
# Debian packages: xvfb mesa-vulkan-drivers xdotool imagemagick.
#
#   docs/screenshots.sh [GAME_BINARY] [OUT_DIR]
set -euo pipefail
game=$(realpath "${1:-target/release/reversi}")
out=$(realpath "${2:-docs}")
size=1280x800

# Starts the game on its own display with its own settings (slow animations,
# so that a flip can be caught midway), waits until it draws, runs the
# steps, and stops it.
session() {
  local display=$1 steps=$2
  shift 2
  local home
  home=$(mktemp -d)
  mkdir -p "$home/reversi"
  printf 'speed=slow\nvolume=0\n%s' "${settings:-}" >"$home/reversi/settings.txt"
  # The player's puzzles and practice deck, when the session needs them.
  [ -z "${puzzles:-}" ] || printf '%s' "$puzzles" >"$home/reversi/puzzles.txt"
  [ -z "${deck:-}" ] || printf '%s' "$deck" >"$home/reversi/deck.txt"
  [ -z "${library:-}" ] || printf '%s' "$library" >"$home/reversi/library.ggf"
  Xvfb ":$display" -screen 0 "${size}x24" >/dev/null 2>&1 &
  local xvfb=$!
  sleep 1
  DISPLAY=":$display" XDG_CONFIG_HOME="$home" XDG_RUNTIME_DIR="$home" \
    "$game" --window "$size" "$@" >"$home/log" 2>&1 &
  local pid=$!
  sleep 30
  # No window manager: give the game the keyboard.
  DISPLAY=":$display" xdotool search --name Reversi windowfocus --sync 2>/dev/null || true
  DISPLAY=":$display" xdotool mousemove 1270 790
  DISPLAY=":$display" "$steps"
  kill "$pid" "$xvfb" 2>/dev/null || true
  wait "$pid" "$xvfb" 2>/dev/null || true
  rm -rf "$home"
}
shot() { import -window root "$out/$1.png"; echo "$out/$1.png"; }
# A square's name, key by key, as a person types it.
key() { xdotool key "${1:0:1}"; sleep 0.6; xdotool key "${1:1:1}"; }

title_and_settings() {
  shot title
  xdotool key s; sleep 6
  shot settings
}
# f5… to 12 empties, then d1: White must pass.
flip_and_pass() {
  key d1; sleep 1.9
  shot flip
  sleep 1.2
  shot pass
}
# Two empties left: the last two moves, then the count.
end_and_count() {
  key g8; sleep 6
  key a3; sleep 10
  shot count
  sleep 40
  shot final
}
midgame() { sleep 5; shot midgame; }
# V: the engine's scores on the legal squares, given time to deepen.
evaluation() { xdotool key v; sleep 25; shot evaluation; }
# The HUD's Analyse (where the 1280x800 layout puts it) over a game with
# mistakes in it; the analysis given time to judge every move.
analysis() {
  xdotool mousemove 160 643; sleep 1; xdotool click 1; sleep 90; shot analysis
  # Black's worst move: the position before it, its reason on the board.
  xdotool mousemove 353 446; sleep 1; xdotool click 1; sleep 4
  xdotool mousemove 1270 790; sleep 2
  shot coach-mistake
  convert "$out/coach-mistake.png" -quality 85 "$out/coach-mistake.jpg" && rm "$out/coach-mistake.png"
}
# The same on a phone-shaped window: Analyse, then the first worst move.
phone_mistake() {
  xdotool mousemove 96 811; sleep 1; xdotool click 1; sleep 90
  xdotool mousemove 129 436; sleep 1; xdotool click 1; sleep 4
  shot coach-mistake-phone
  convert "$out/coach-mistake-phone.png" -quality 85 "$out/coach-mistake-phone.jpg" &&
    rm "$out/coach-mistake-phone.png"
}

# A teaching game (margin 4) as White: b2 gives a1 away and pauses the game.
teaching_pause() {
  key b2; sleep 12
  shot "$1"
  convert "$out/$1.png" -quality 85 "$out/$1.jpg" && rm "$out/$1.png"
}
teaching_desktop() { teaching_pause teaching; }
teaching_phone() { teaching_pause teaching-phone; }

# Puzzle 43 (number 42 from 0; difficulty 1: the progress file starts that difficulty
# there) from the menu's Practise page, its Puzzles button, answered b8 (g2
# was the move): the verdict, the reasons and the refutation played out.
puzzle_missed() {
  xdotool mousemove 640 407; sleep 1; xdotool click 1; sleep 3
  xdotool mousemove 562 368; sleep 1; xdotool click 1; sleep 6
  xdotool mousemove 1270 790; sleep 1
  key b8; sleep 45
  shot puzzle
  convert "$out/puzzle.png" -quality 85 "$out/puzzle.jpg" && rm "$out/puzzle.png"
}
# On a phone: the deck's one card (the same position, due today) from the
# menu's Practise page, its Practise mistakes button, answered b8.
practice_phone() {
  xdotool mousemove 195 420; sleep 1; xdotool click 1; sleep 3
  xdotool mousemove 195 442; sleep 1; xdotool click 1; sleep 6
  xdotool mousemove 380 834; sleep 1
  key b8; sleep 45
  shot practice-phone
  convert "$out/practice-phone.png" -quality 85 "$out/practice-phone.jpg" && rm "$out/practice-phone.png"
}

# The menu's Openings (on its Practise page), "ti" typed: the Tigers; the
# Tiger practised as Black, f5 answered d6 by the line, then c5 off it: the
# pause, the line's c3 as a ghost disc.
opening_practice() {
  xdotool mousemove 640 407; sleep 1; xdotool click 1; sleep 3
  xdotool mousemove 640 480; sleep 1; xdotool click 1; sleep 5
  xdotool type --delay 400 ti; sleep 5
  shot openings
  convert "$out/openings.png" -quality 85 "$out/openings.jpg" && rm "$out/openings.png"
  xdotool mousemove 519 405; sleep 1; xdotool click 1; sleep 6
  xdotool mousemove 1270 790; sleep 1
  key f5; sleep 14
  key c5; sleep 10
  shot opening-practice
  convert "$out/opening-practice.png" -quality 85 "$out/opening-practice.jpg" &&
    rm "$out/opening-practice.png"
}
# On a phone: the openings named in the HUD as the game goes (the Stephenson
# reached, then left).
opening_phone() {
  sleep 4
  shot opening-phone
  convert "$out/opening-phone.png" -quality 85 "$out/opening-phone.jpg" && rm "$out/opening-phone.png"
}

# A 1+0 game against the AI: Black's minute running low (red, in tenths
# under ten seconds), White's beside it. The clock runs from the moment the
# window has the focus.
clock_low() {
  sleep 53
  shot clocks
  convert "$out/clocks.png" -quality 85 "$out/clocks.jpg" && rm "$out/clocks.png"
}
# On a phone: the menu's Play page with the clock chosen.
clock_menu_phone() {
  xdotool mousemove 195 381; sleep 1; xdotool click 1; sleep 3
  xdotool mousemove 380 834; sleep 2
  shot clock-menu-phone
  convert "$out/clock-menu-phone.png" -quality 85 "$out/clock-menu-phone.jpg" &&
    rm "$out/clock-menu-phone.png"
}

# Each board look (the settings' Board row) on the same position.
look_shot() { shot "look-$look"; }

# The library screen with eight games, opened from the title screen.
library_shot() { xdotool mousemove 640 499 click 1; sleep 8; shot library; }
library_phone() {
  xdotool mousemove 195 499 click 1
  sleep 8
  shot library-phone
  convert "$out/library-phone.png" -quality 85 "$out/library-phone.jpg" && rm "$out/library-phone.png"
}

# The high-contrast theme: the legal moves' rings, the last move's diamond,
# the keyboard cursor's frame (two steps right) and, under the pointer on
# e3, the preview's cross on the disc that would flip.
contrast() {
  xdotool key Right; sleep 1; xdotool key Right; sleep 2
  xdotool mousemove 797 285; sleep 4
  shot contrast
  convert "$out/contrast.png" -quality 85 "$out/contrast.jpg" && rm "$out/contrast.png"
}
# The title screen in each language (docs/languages.md shows them).
menu_in() { shot "menu-$language"; }
# How to play (F1), steps 3 and 4: the try of several lines, and what the
# move a4 does not flip.
tour_steps() {
  xdotool key F1; sleep 4
  xdotool key Next; sleep 3
  xdotool key Next; sleep 14
  shot "tour-lines-$language"
  xdotool key Next; sleep 14
  shot "tour-stay-$language"
}

session 91 title_and_settings
session 92 flip_and_pass --two-players --position \
  e6d6c6f4e3c7f5f6c4b6g6c3c2f2g4h3e2h6g2g3g5h2c5b3f3g1d2c1b2a2d7e7f7f8g7h7g8h4h1d3f1e1b1h5h8a1
session 93 end_and_count --two-players --position \
  d3e3f4c5c4g5c6b4c3b7f3b2g4d2a4b5e1h4a8b3f5f6h6c1a5d1e6e2h3h5b1f7g2g3d7b6d6g6a7a6f2b8c8a2c2h7h2f1e7c7f8h1g7d8e8a1g1h8
session 94 midgame --position f5d6c3d3c4f4f6f3e6e7 --black
session 95 evaluation --position f5d6c3d3c4f4f6f3e6e7 --two-players
session 96 analysis --two-players --position \
  e6d6c6f4e3c7f5f6c4b6g6c3c2f2g4h3e2h6g2g3g5h2c5b3f3g1d2c1b2a2d7e7f7f8g7h7g8h4h1d3f1e1b1h5h8a1
size=390x844 session 100 phone_mistake --two-players --position \
  e6d6c6f4e3c7f5f6c4b6g6c3c2f2g4h3e2h6g2g3g5h2c5b3f3g1d2c1b2a2d7e7f7f8g7h7g8h4h1d3f1e1b1h5h8a1
settings='teaching=4' session 101 teaching_desktop --white --position \
  c4c5e6e3c3f5d6c7b5e7e8b6g6b4d7f4f6d3b3f7d8
settings='teaching=4' size=390x844 session 102 teaching_phone --white --position \
  c4c5e6e3c3f5d6c7b5e7e8b6g6b4d7f4f6d3b3f7d8
puzzles=$'difficulty=1\nnext=42 0 0 0 0\n' session 103 puzzle_missed
today=$(($(date +%s) / 86400))
deck="# reversi deck 1
-OOOOO--X-OXXX-XXXOOXOX-XOXXXOOOXXOOOOOOXXXOOOOO--OOOO-----OOOO- X ; played b8 best g2 loss 30 box 1 due $today
" size=390x844 session 104 practice_phone
session 105 opening_practice
size=390x844 session 106 opening_phone --two-players --position f5d6c3d3c4f4f6g6
session 107 clock_low --black --clock 1+0 --level 6 --position \
  e6d6c6f4e3c7f5f6c4b6g6c3c2f2g4h3e2h6g2g3
settings='clock=3+2' size=390x844 session 108 clock_menu_phone
for look in tournament dark flat salon; do
  settings="look=$look" session 109 look_shot --two-players --position f5d6c3d3c4f4f6f3e6e7
  settings="look=$look" size=390x844 session 110 look_shot --two-players \
    --position f5d6c3d3c4f4f6f3e6e7
  mv "$out/look-$look.png" "$out/look-phone-$look.png"
done
(cd "$out" && montage look-phone-{tournament,dark,flat,salon}.png -tile 4x1 -geometry 390x844+4+4 \
  -background '#2a2420' -quality 85 looks-phone.jpg && rm look-phone-*.png && echo "$out/looks-phone.jpg")
for look in tournament dark flat salon; do
  settings="look=$look" session 109 look_shot --two-players --position f5d6c3d3c4f4f6f3e6e7
done
(cd "$out" && montage look-{tournament,dark,flat,salon}.png -tile 2x2 -geometry 960x600+4+4 \
  -background '#2a2420' -quality 85 looks.jpg && rm look-*.png && echo "$out/looks.jpg")
settings='theme=contrast' session 99 contrast --two-players --position f5d6c3d3c4f4f6f3e6e7
for language in en sv el lb ms eo; do
  session 97 menu_in --lang "$language"
done
# The six title screens side by side, for the README.
(cd "$out" && for language in en sv el lb ms eo; do
  convert "menu-$language.png" -crop 800x540+240+130 +repage -resize 50% "menu-$language-cut.png"
done && montage menu-{en,sv,el,lb,ms,eo}-cut.png -tile 3x2 -geometry +4+4 -background '#2a2420' \
  -quality 85 languages.jpg && rm menu-*-cut.png && echo "$out/languages.jpg")
for language in el eo; do
  session 98 tour_steps --lang "$language"
done
(cd "$out" && montage tour-lines-el.png tour-stay-eo.png -tile 2x1 -geometry 960x600+4+4 \
  -background '#2a2420' -quality 85 tour.jpg && rm tour-*.png && echo "$out/tour.jpg")
library=$(cat "$(dirname "$0")/library-sample.ggf") session 111 library_shot
library=$(cat "$(dirname "$0")/library-sample.ggf") size=390x844 session 112 library_phone --lang el
(cd "$out" && convert library.png -quality 85 library.jpg && rm library.png && echo "$out/library.jpg")
