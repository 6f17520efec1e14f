# English: the game's words. Every language's file has the same messages
# with the same values ($names); the tests check it. Values picked by
# $side are "black" or "white".

## The title screen
menu-title = Reversi
menu-choose = Choose a game
menu-level = AI level { $number } – { $name }
menu-level-description = { $description } (at most { $seconds } s a move)
menu-teaching = { $margin ->
    [0] Teaching game: off
   *[other] Teaching game: pause on a loss over { $margin } discs
}
# The menu's pages: a group's choices, and back to the first page.
menu-play = Play
menu-practise = Practise
menu-learn = Learn
menu-back = Back
menu-language = Language
# A language's own name, the same in every file.
language-name = { $language }
language-missing = The words for { $language } could not be loaded ({ $reason }): the game speaks English.

mode-black = You (Black) vs AI
mode-white = You (White) vs AI
mode-two-players = Two players
mode-ai-vs-ai = AI vs AI
mode-online = Online

level-1-name = Beginner
level-1-description = Glances one move ahead and grabs the most discs
level-2-name = Novice
level-2-description = Two moves ahead, often greedy for discs
level-3-name = Casual
level-3-description = Three moves ahead, sometimes careless
level-4-name = Club
level-4-description = Four moves ahead, rarely careless
level-5-name = Skilled
level-5-description = Five moves ahead; perfect in the last 10 moves
level-6-name = Strong
level-6-description = Six moves ahead; perfect in the last 12 moves
level-7-name = Expert
level-7-description = Opening book, then ten moves ahead; perfect in the last 14 moves
level-8-name = Master
level-8-description = Opening book, then thirteen moves ahead; perfect in the last 16 moves
level-9-name = Grandmaster
level-9-description = Opening book, then eighteen moves ahead; perfect in the last 18 moves
level-10-name = Champion
level-10-description = Opening book, then the deepest search; perfect in the last 20 moves

## Buttons
button-continue = Continue
button-new-game = New game
button-settings = Settings
button-rematch = Rematch
button-undo = Undo
button-redo = Redo
button-hints = Hints
button-share = Share
button-copy = Copy
button-analyse = Analyse
button-done = Done
button-change = Change
button-save = Save…
button-open = Open…
button-level-down = ←
button-level-up = →
button-quieter = −
button-louder = +
button-smaller = A−
button-larger = A+
# Said by screen readers for the symbol buttons above.
name-level-down = Weaker AI level
name-level-up = Stronger AI level
name-quieter = Quieter
name-louder = Louder
name-smaller = Smaller interface
name-larger = Larger interface

## Beside the board
side = { $side ->
    [black] Black
   *[white] White
}
hud-count = { $side ->
    [black] Black
   *[white] White
} { $count }
discs = { $count ->
    [one] { $count } disc
   *[other] { $count } discs
}
hud-supply = { $count ->
    [one] { $count } disc left
   *[other] { $count } discs left
}
move-pass = pass
status-counting = Counting… Black { $black } · White { $white }
status-game-over = Game over · Rematch or a new game
status-checking = Checking your move…
status-teaching-paused = Take back or keep your move
status-game-over-teaching = Game over · { $count ->
    [0] no second chances used
    [one] one second chance used
   *[other] { $count } second chances used
} · Rematch or a new game
status-thinking = { $side ->
    [black] Black
   *[white] White
}: AI level { $number } ({ $name }) is thinking…
status-must-pass = { $side ->
    [black] Black
   *[white] White
} must pass
status-review-waiting = Move { $ply } of { $total } · { $side ->
    [black] Black
   *[white] White
} to move · End returns to the last move
status-review = Move { $ply } of { $total } · { $side ->
    [black] Black
   *[white] White
} to move: play on from here, or End
status-to-move-mode = { $side ->
    [black] Black
   *[white] White
} to move · { $mode }
status-to-move = { $side ->
    [black] Black
   *[white] White
} to move
result-win = { $side ->
    [black] Black wins
   *[white] White wins
} { $high }–{ $low }
result-draw = Draw { $high }–{ $low }
result-resigned = { $side ->
    [black] Black resigned: White wins
   *[white] White resigned: Black wins
}
result-abandoned = { $side ->
    [black] Black left the game: White wins
   *[white] White left the game: Black wins
}
result-time = { $side ->
    [black] Black ran out of time: White wins
   *[white] White ran out of time: Black wins
}
score-win = win
score-loss = loss
score-draw = draw

## Messages across the top
banner-nothing-to-undo = Nothing to undo
banner-nothing-to-redo = Nothing to redo
banner-replace = { $move } here replaces the { $count ->
    [one] later move
   *[other] { $count } later moves
}: play it again to confirm, or press End
banner-occupied = { $square } is already taken: try a highlighted square
banner-no-flips = { $square } outflanks no disc: try a highlighted square
banner-pass = { $side ->
    [black] Black has no move – White plays again
   *[white] White has no move – Black plays again
}
banner-ai-problem = The AI ran into a problem and played a simpler move

## Games copied, pasted, saved and opened
record-opened = Opened { $moves ->
    [0] a position
    [one] a game of { $moves } move
   *[other] a game of { $moves } moves
}
record-pasted = Pasted { $moves ->
    [0] a position
    [one] a game of { $moves } move
   *[other] a game of { $moves } moves
}
record-nothing-opened = Nothing opened: { $reason }
record-nothing-pasted = Nothing pasted: { $reason }
record-cannot-open = Cannot open { $file }: { $reason }
record-copied-moves = Copied the moves
record-copied-board = Copied the board
record-copied-game = Copied the game (GGF)
record-copied-link = Copied the game's link
record-nothing-copied = Nothing copied: { $reason }
error-empty = no moves in it (moves look like f5d6c3)
error-unreadable = “{ $text }” is not a move (a square from a1 to h8, or PA for a pass)
error-illegal = move { $number } ({ $move }) is not legal there
error-after-end = move { $number } ({ $move }) comes after the end of the game
error-board-length = a board has 64 squares, this one { $count }
error-board-square = { $square } holds “{ $found }”: a square is X or * (black), O (white), - or . (empty)
error-board-side = the side to move (X or O) is missing after the 64 squares
error-board-trailing = “{ $text }” follows the side to move
error-ggf = it is not a whole GGF game
error-ggf-move = GGF move { $number } ({ $move }) cannot be played there
file-saved = Saved { $file }
file-nothing-saved = Nothing saved: { $reason }
file-not-a-file = { $file } is not a file
file-dialog-busy = A file dialog is open already
file-no-dialog = No file dialog: { $reason }
dialog-save = Save the game
dialog-open = Open a game
dialog-games = Othello games (GGF)
dialog-records = Transcripts and boards
dialog-all = All files
save-damaged-kept = The saved game could not be read ({ $reason }); it is kept as { $file }.
save-damaged-lost = The saved game could not be read ({ $reason }); it could not be set aside: { $error }.

## Settings
settings-title = Settings
settings-graphics = Graphics
settings-animations = Animations
settings-volume = Sound volume
settings-hints = Hints
settings-evaluation = Evaluation
settings-game-file = Game file
settings-language = Language
settings-motion = Motion
settings-theme = Marks
settings-look = Board
look-name = { $look ->
    [dark] Dark table
    [flat] Flat, from above
    [salon] Salon
   *[tournament] Tournament
}
theme-standard = Standard
theme-contrast = High contrast
settings-ui-scale = Interface size
motion-full = Full
motion-reduced = Reduced
motion-system = { $value } (the system's)
value-on = On
value-off = Off
language-system = { $language } (the system's)
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-off = Off
graphics-auto = Automatic
graphics-low = Low
graphics-medium = Medium
graphics-high = High

## Analysis
analysis-title = Analysis
analysis-stopped = The analysis stopped: { $reason }. Analyse tries again.
analysis-summary = Black gave away { $black ->
    [one] { $black } disc
   *[other] { $black } discs
}, White { $white } (depth { $depth }, exact from { $empties } empties)
analysis-progress = Analysing… { $done } of { $total ->
    [one] { $total } move
   *[other] { $total } moves
}
analysis-worst = { $side ->
    [black] Black's worst moves
   *[white] White's worst moves
}
analysis-none-best = none: every move was the best
analysis-none-yet = none so far
analysis-mistake = { $ply }. { $move } −{ $loss } ({ $best } was best)
analysis-accuracy = Accuracy: Black { $black }, White { $white } (100: every move the best)
analysis-loss-graph = Discs given away so far: Black above, White below

## Move classes, by the discs a move lost
class-best = best
class-good = good
class-inaccuracy = inaccuracy
class-mistake = mistake
class-blunder = blunder

## The coach: why $move is better or worse than $other. $opponent is the
## mover's opponent; $value is measured after $move, $alternative after $other.
coach-takes-corner-better = Takes the corner { $move }.
coach-takes-corner-worse = { $other } would take a corner.
coach-gives-corner-better = { $other } would let { $opponent ->
    [black] Black
   *[white] White
} take { $squares }.
coach-gives-corner-worse = Lets { $opponent ->
    [black] Black
   *[white] White
} take { $squares }.
coach-x-square-better = { $other } would sit next to the empty corner { $corners }.
coach-x-square-worse = Sits next to the empty corner { $corners }: { $opponent ->
    [black] Black
   *[white] White
} may take it later.
coach-mobility-better = Leaves { $opponent ->
    [black] Black
   *[white] White
} { $value ->
    [0] no move
    [one] only one move
   *[other] { $value } moves
}; { $other } would leave { $alternative }.
coach-mobility-worse = Gives { $opponent ->
    [black] Black
   *[white] White
} { $value } moves to choose from; { $other } would leave { $alternative }.
coach-frontier-better = Quieter: { $value } empty squares next to your discs, { $alternative } after { $other }.
coach-frontier-worse = Opens up: { $value } empty squares next to your discs, { $alternative } after { $other }, more moves for { $opponent ->
    [black] Black
   *[white] White
} later.
coach-stable-better = Makes { $value } of your discs stable for good; { $other } { $alternative }.
coach-stable-worse = { $other } would make { $alternative } of your discs stable for good; this move { $value }.
coach-room-better = Keeps your own moves open: { $value } next turn, { $alternative } after { $other }.
coach-room-worse = Walls you in: { $value } moves of your own next turn, { $alternative } after { $other }.
coach-parity-better = Leaves { $value } odd regions, { $alternative } after { $other }: you keep the last move in more of them.
coach-parity-worse = Leaves { $value } odd regions, where { $opponent ->
    [black] Black
   *[white] White
} moves first and gets the last move; { $other } leaves { $alternative }.
coach-pass-better = { $opponent ->
    [black] Black
   *[white] White
} has no move and must pass.
coach-pass-worse = { $other } would leave { $opponent ->
    [black] Black
   *[white] White
} no move: a pass.
coach-allows-pass-better = { $other } would let { $opponent ->
    [black] Black
   *[white] White
} make you pass.
coach-allows-pass-worse = Lets { $opponent ->
    [black] Black
   *[white] White
} make you pass, with { $squares }.
coach-exact-better = With perfect play { $move } { $result ->
    [win] wins by { $margin }
    [loss] loses by { $margin }
   *[draw] draws
}; { $other } { $other-result ->
    [win] wins by { $other-margin }
    [loss] loses by { $other-margin }
   *[draw] only draws
}.
coach-exact-worse = With perfect play { $move } { $result ->
    [win] only wins by { $margin }
    [loss] loses by { $margin }
   *[draw] only draws
}; { $other } { $other-result ->
    [win] wins by { $other-margin }
    [loss] loses by { $other-margin }
   *[draw] draws
}.
coach-deeper = Nothing simple: the difference only shows further ahead.
evaluation-best = Best: { $move }. { $reason }
evaluation-equal = { $move } and { $other } are as good.
teaching-pause = { $move } loses { $loss ->
    [one] { $loss } disc
   *[other] { $loss } discs
}: { $best } is better.
button-take-back = Take back
button-keep = Keep

## Said to a screen reader
announce-move = { $side ->
    [black] Black
   *[white] White
} { $square }, { $flips ->
    [one] turns { $flips } disc
   *[other] turns { $flips } discs
}{ $handed ->
    [yes] , with a disc handed over
   *[no] {""}
}.
board-label = Board
announce-square = { $square }, { $state ->
    [black] black disc
    [white] white disc
   *[empty] { $flips ->
        [0] empty
       *[other] empty, legal, turns { $flips }
    }
}
announce-result = Game over: { $result }.

## How to play: the rules on the board, step by step.
button-how-to-play = How to play
button-next = Next
button-back = Back
button-play = Play a game
button-leave = Leave
button-back-to-game = Back to the game
tour-counter = How to play · { $step } of { $count }
tour-start-title = Two players, 64 discs
tour-start-text = Each player has 32 discs, black on one face and white on the other, in a tray beside the board. The game starts with four discs in the centre: white on d4 and e5, black on d5 and e4. Black moves first, then the players take turns.
tour-line-title = Outflanking
tour-line-text = A move places a disc so that it outflanks the opponent: a straight line of their discs with your disc A already at one end and the new disc B at the other. Here black A is on b5; black B on f5 closes the line of three white discs, and all three flip to black.
tour-line-try = Your turn: this is the start, Black to move. Place a black disc that outflanks at least one white disc.
tour-line-done = { $square } outflanks { $flips ->
    [one] one disc
   *[other] { $flips } discs
}, and they flip. A move that outflanks nothing is not allowed.
tour-lines-title = Several lines at once
tour-lines-text = A disc can outflank in all eight directions: across, up and down, and diagonally. Every outflanked line flips. Here Black's d5 closes eight lines at once.
tour-lines-try = Your turn: place a black disc that flips two lines or more.
tour-lines-fewer = { $square } flips { $lines ->
    [one] only one line
   *[other] { $lines } lines
}. Look for a square that closes two.
tour-lines-done = { $square } flips { $lines } lines and { $flips } discs at once.
tour-stay-title = What does not flip
tour-stay-text = Only outflanked discs flip. Black plays a4: b4 and c4 flip. The marked discs stay: e4 lies beyond Black's own d4; a5 is cut off by an empty square; the diagonal from b5 runs to the edge with no black disc at its end; and c5 and c6 stay although the new black c4 is above them: flipped discs never flip others.
tour-pass-title = Passing
tour-pass-text = White has no move that outflanks anything, so White must pass, and Black plays again. A player who can move may not pass.
tour-pass-try = Black can move, so Black must: place a black disc.
tour-pass-done = Good. Only a player without a legal move passes; the game does it for you.
tour-handover-title = Out of discs
tour-handover-text = Each player has 32 discs. When a player must move but their tray is empty, the opponent hands over one of their own. Here each tray has one disc left: Black plays a1, White cannot move, and Black's second move uses a disc from White's tray.
tour-handover-done = Black's tray is empty: White hands over a disc.
tour-end-title = The end and the count
tour-end-text = The game ends when neither player can move, usually when the board is full. The discs are counted, and the player with more discs of their colour wins.
tour-end-try = Play the last move: h8.
tour-end-done = The board is full and the game is over: Black { $black }, White { $white }. { $winner ->
    [black] Black wins.
    [white] White wins.
   *[draw] A draw.
}
tour-undo-title = Taking a move back
tour-undo-text = A move may be taken back before the opponent replies. Against the AI, Undo takes back your move and the AI's reply together.
tour-undo-try = Place a black disc, then take it back with Undo (or the U key).
tour-undo-now = Now take it back: Undo (or U).
tour-undo-done = Taken back: the board is as it was, and Black may choose again.
tour-finish-title = That is all the rules
tour-finish-text = Corners can never be outflanked, and edges rarely: they are worth having. Hints (H) show the legal moves, and the square under the pointer shows what it would flip. Play a game, or come back here with F1.

## Practice: puzzles and the player's mistakes, played on the board
button-puzzle-day = Puzzle of the day
button-puzzles = Puzzles · difficulty { $difficulty }
button-difficulty = Next difficulty
button-practise = Practise mistakes ({ $due } due)
button-try-again = Try again
settings-practise = Practice deck
exercise-puzzle-day = Puzzle of the day, { $date } (no. { $number }, difficulty { $difficulty } of 5): { $side ->
    [black] Black
   *[white] White
} to play; find the move that scores the most.
exercise-streak = Streak: { $streak ->
    [one] { $streak } day
   *[other] { $streak } days
} solved at the first try.
exercise-puzzle = Puzzle { $number }, difficulty { $difficulty } of 5: { $side ->
    [black] Black
   *[white] White
} to play; find the move that scores the most.
exercise-card = From your games: { $side ->
    [black] Black
   *[white] White
} to play. Find a move within 1 disc of the best (box { $box } of 5).
exercise-right = Right: { $move } is the best move.
exercise-good = Good: { $move } is within { $loss ->
    [one] { $loss } disc
   *[other] { $loss } discs
} of the best move, { $best }.
exercise-wrong = Not this one: { $move } loses { $loss ->
    [one] { $loss } disc
   *[other] { $loss } discs
}; { $best } was the move.
exercise-failed = The exercise could not go on: { $error }
status-exercise-line = The line after your move plays out…
status-exercise-move = Your move: find the best one
status-exercise-done = Try again, or on to the next one
practice-nothing-due = Nothing to practise today: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, the next due in { $days ->
    [one] { $days } day
   *[other] { $days } days
}.
practice-empty = Your practice deck is empty: the games you finish against the AI add your worst moves to it.
deck-damaged-kept = The practice deck could not be read ({ $reason }); it is kept as { $file } and a new one started.
deck-damaged-lost = The practice deck could not be read ({ $reason }); it could not be set aside: { $error }.

## The named openings (the names themselves are the same in every language).
opening-current = Opening: { $name }
opening-left = Opening: { $name }, left its line

## Where a new game starts (the menu's button).
menu-start-standard = Start: standard
menu-start-balanced = Start: balanced
menu-start-random = Start: { $count } random moves
menu-clock = Clock: { $control }
menu-clock-none = No clock
start-failed = No other start ({ $reason }): the game starts from the standard position.

## Practising an opening (the menu's Openings)
button-openings = Openings
openings-title = Practise an opening
openings-search-hint = Type to search by name, or choose the first moves:
openings-search = Names with “{ $text }”:
openings-none = No opening has that in its name.
openings-group = { $moves } · { $count }
opening-name = { $name }
opening-practising = Practising { $name }: { $moves }
opening-practice-left = You left the line of { $name } at move { $ply }: it plays { $move } here. Take your move back, or keep it and play on.

## The library of games (the menu's and the settings' Library)
button-library = Library
library-title = Library
library-count = { $count ->
    [one] One game kept
   *[other] { $count } games kept
} · the newest { $capacity } stay
library-empty = No games yet: every game finished here and every game opened is kept in the library.
library-none-shown = No game kept fits these filters.
library-result = Result: { $result ->
    [won] you won
    [lost] you lost
    [drawn] draws
    [unfinished] unfinished
   *[all] all
}
library-opponent = Opponent: { $opponent ->
    [ai] level { $level }
    [two] two players
    [others] others
   *[all] all
}
library-opening = Opening: { $name }
library-opening-any = Opening: all
library-sort = Order: { $sort ->
    [oldest] oldest first
    [opening] by opening
    [accuracy] most accurate first
    [margin] biggest win first
   *[newest] newest first
}
library-page = { $from }–{ $to } of { $total }
library-person = You
library-two = Two players
library-ai = Level { $level }
library-players = { $black } (Black) – { $white } (White)
library-unfinished = Unfinished
library-accuracy = Accuracy { $black } % – { $white } %
library-open-game = Open
library-delete = Delete
library-undelete = Undo delete
library-import = Import…
library-export = Export all…
library-imported = { $added ->
    [one] One game added to the library
   *[other] { $added } games added to the library
}; already there: { $present }; unreadable: { $unreadable }; left out, the library being full: { $full }.
library-unreadable = { $count } of its games could not be read; { $kept } were kept
library-damaged-kept = The library could not be read whole ({ $reason }); the file is kept as { $file }.
library-damaged-lost = The library could not be read whole ({ $reason }); it could not be set aside: { $error }.
library-not-saved = The library could not be saved: { $reason }
dialog-export = Export the library's games
dialog-import = Import games into the library
dialog-diagram = Save the position's diagram
dialog-images = PNG images
settings-diagram = Diagram
diagram-style = { $style ->
    [colour-numbered] Colour, numbered
    [mono] Black and white
    [mono-numbered] B&W, numbered
   *[colour] Colour
}
button-save-image = Save…

## Online play
online-reconnecting = The connection to the server was lost: reconnecting…
online-reconnected = Connected to the server again
online-unreachable = The server { $server } cannot be reached: trying again…
online-junk = The server sent something this game cannot read; the game is kept.
online-rematch-offered = Your opponent offers a rematch
online-opponent-back = Your opponent is back
online-opponent-gone = Your opponent's connection is gone
online-error = { $code ->
    [version] This server speaks another version of the game's protocol: update the game
    [name] That name cannot be used: 1 to 24 characters
    [clock] The server does not take that clock
    [no_game] There is no game with that code
    [full] That game has its two players already
    [not_open] That game is not open
    [level] The server has no bot of that level
    [flood] Too many requests: wait a moment
    [busy] The server is busy: try again in a moment
   *[other] The server could not do that ({ $code })
}
online-move-refused = The server did not accept your move ({ $code ->
    [stale] the game had moved on
    [not_your_turn] it was not your turn
    [finished] the game was over
    [not_seated] you do not play in this game
   *[other] it broke the rules
}): the board shows the server's game.
online-title = Play online
menu-online = Play online…
online-name-hint = Your name
online-save-name = Use this name
online-new-game = A new game
online-colour = { $colour ->
    [black] You play Black
    [white] You play White
   *[random] Colour drawn
}
online-rated = Rated
online-casual = Casual
online-create = Create a game
online-quick = Quick pairing
online-bot = Play the bot
online-bot-level = Bot: level { $level }
online-waiting = Game { $code } waits for an opponent: give them the code or the link
online-copy-link = Copy the link
online-link-copied = The game's link is copied
online-withdraw = Withdraw
online-open-games = Open games
online-no-open-games = No open games now
online-open-game = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}) · { $clock } · { $rated ->
    [rated] rated
   *[casual] casual
} · { $colour ->
    [black] plays Black
    [white] plays White
   *[random] colour drawn
}
online-refresh = Refresh
online-code-hint = Game code
online-join = Join
online-watch = Watch
online-code-missing = Type the game's code first
online-connected = Connected as { $name } ({ $rating }{ $provisional ->
    [1] ?, provisional
   *[0] {""}
})
online-offline = Not connected
online-connecting = Connecting to { $server }…
online-seat = { $name } ({ $rating }{ $provisional ->
    [1] ?
   *[0] {""}
}){ $gone ->
    [0] {""}
   *[other] {" "}· gone { $gone } s
}
online-seat-empty = Waiting for a player
status-remote = { $side ->
    [black] Black
   *[white] White
} to move: waiting for { $name }
online-rating-change = Rating { $change }
online-resign = Resign
online-resign-sure = Resign this game? Press Resign again to resign.
online-rematch-asked = Rematch asked: waiting for the opponent
online-in-play = Your game against { $name } goes on
online-return = Back to the game
