//! The game record and the turn flow: the one door into the game being
//! played. Everything that changes it arrives here as a message and is
//! applied by this file alone (the record's fields are private):
//! - [`ReplaceGame`]: a new game, a pasted, opened or linked record, the
//!   saved game, a tour step, the title screen's backdrop game;
//! - [`MoveAttempt`]: a move from the player, the AI, the tour or the
//!   backdrop, checked against the rules and refused with one set of
//!   messages ([`Refusal`]);
//! - [`GameCommand`]: undo, redo, review, a new game with the settings,
//!   a teaching game's move kept.
//!
//! What changed leaves as [`MovePlayed`] (the view animates it) or
//! [`BoardReset`] (the view rebuilds). A forced pass is a turn phase of its
//! own, [`PASS`] long; the banner only shows it. In a teaching game the
//! player's move waits in [`Turn::Checking`] until it is kept (or taken
//! back, a second chance counted) before the AI answers; in an exercise
//! (a puzzle, a practice card) the answer waits there for its judgement,
//! and the line after it plays out ([`MoveSource::Exercise`]).
//!
//! A game against the clock keeps each move's time with the move
//! ([`Clocks`]): the side to move's clock runs while it is a player's or
//! the AI's turn and the game is in front (not while discs move, a pass is
//! shown, a move waits to be judged, or an earlier position is reviewed);
//! a clock that runs out ends the game ([`GameRecord::flagged`]). Undo,
//! redo and review take the clocks back with the moves: they show what
//! they showed when that position was on the board.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use reversi_engine::{
    Clocks, Color, Game, Move, Opening, PlayedMove, Position, Square, SquareSet, TimeControl,
};

use crate::i18n::{Locale, Msg, side_key};
use crate::play::banner::{self, Banner};
use crate::screens::{AppSystems, Screen, Turn};
use crate::settings::{Mode, PlayerKind, Settings, StartKind};
use crate::ui::widgets::sends_on_press;

/// The most of a clock's time one frame counts.
const LONGEST_FRAME: Duration = Duration::from_secs(1);

/// How long a forced pass is shown before it is played.
pub const PASS: Duration = Duration::from_millis(1600);

pub(super) fn plugin(app: &mut App) {
    // Resources and messages.
    app.init_resource::<GameRecord>();
    app.init_resource::<PassClock>();
    app.add_message::<ReplaceGame>();
    app.add_message::<MoveAttempt>();
    app.add_message::<MovePlayed>();
    app.add_message::<IllegalAttempt>();
    app.add_message::<BoardReset>();
    app.add_message::<GameCommand>();
    // Online play's (`online`).
    app.add_message::<ServerEnded>();
    app.add_message::<ServerClocks>();
    sends_on_press::<GameCommand>(app);

    // Turn flow.
    app.add_systems(
        Update,
        (
            // The clock first: the time since the last frame was the turn
            // in front then, including the frame a move arrives in (a
            // search that fits within one slow frame still costs its side
            // that frame).
            run_clock,
            // Replacements before moves: the backdrop's game, sent as the
            // title screen opens at start, must not replace a game the
            // command line started in the same frame.
            replace_games,
            apply_game_commands,
            apply_move_attempts,
            (end_by_server, set_server_clocks),
            decide_turn.run_if(in_state(Turn::Deciding)),
            finish_pass.run_if(in_state(Turn::Passing)),
        )
            .chain()
            .in_set(GameSystems)
            .in_set(AppSystems::Rules),
    );
}

/// The door's systems. What sends to it in the frame runs before them, what
/// reads what it did runs after.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameSystems;

/// The game on the board: the engine's record (the rules), the position a
/// new game starts from, who plays each side, and a counter that changes
/// whenever the position is replaced (new game, undo, redo, review), so that
/// late results (an AI search) can tell they are stale. Read it anywhere;
/// change it with the messages above.
#[derive(Resource, Clone, Debug)]
pub struct GameRecord {
    game: Game,
    start: Game,
    mode: Mode,
    generation: u64,
    /// An earlier position was chosen in the move list; the later moves are
    /// still there (redo replays them).
    reviewing: bool,
    /// A move that would replace the later moves, waiting to be played again
    /// to confirm.
    pending_replace: Option<Move>,
    /// What the game is played under: freely, as a teaching game, an
    /// exercise, an opening practised, online.
    terms: Terms,
    /// A game against the clock: each move's time.
    clocks: Option<Clocks>,
    /// The time the side to move has spent on this move so far.
    thinking: Duration,
    /// The side whose clock ran out: the game is over, lost on time.
    flagged: Option<Color>,
    /// Counts the games put on the board (new, opened, continued): a
    /// game's moves taken back and replayed are still its session.
    session: u64,
}

/// What a game is played under, one at a time: each changes what the turn
/// flow does with the player's moves and what help is offered. Clocks are
/// not terms: any of these may be played against them.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Terms {
    /// A game as the player chose it, nothing judged.
    #[default]
    Free,
    /// A teaching game: the player's costly moves pause the game.
    Teaching(Teaching),
    /// An exercise (a puzzle, a practice card): the player's one move is
    /// judged in [`Turn::Checking`], where the line after it plays out.
    Exercise,
    /// A named opening practised: the player's moves wait in
    /// [`Turn::Checking`] to be held against its line.
    Opening(Practised),
    /// A game on a server (`online`): the server referees it; the moves of
    /// the other side arrive from it.
    Online(OnlineTerms),
}

/// An online game's terms: its code on the server, whether it is rated
/// (no undo, hints, evaluation or coach until it is over), the players'
/// names and ratings as the game began, and a forfeit the server decided.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineTerms {
    pub code: String,
    pub rated: bool,
    /// Black's and White's names and ratings.
    pub players: [String; 2],
    pub ratings: [f64; 2],
    /// The side that resigned or left, and which.
    pub forfeit: Option<(Color, Forfeit)>,
}

/// A game lost off the board (a loss on time is the clocks' own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forfeit {
    Resigned,
    Abandoned,
}

impl Forfeit {
    /// The result's words: this side resigned, or left.
    pub fn result(self, loser: Color) -> Msg {
        let id = match self {
            Forfeit::Resigned => "result-resigned",
            Forfeit::Abandoned => "result-abandoned",
        };
        Msg::new(id).with("side", side_key(loser))
    }

    pub fn key(self) -> &'static str {
        match self {
            Forfeit::Resigned => "resigned",
            Forfeit::Abandoned => "abandoned",
        }
    }

    pub fn from_key(key: &str) -> Option<Forfeit> {
        [Forfeit::Resigned, Forfeit::Abandoned]
            .into_iter()
            .find(|f| f.key() == key)
    }
}

/// An opening practised against the AI, and the moves already held
/// against its line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Practised {
    pub opening: &'static Opening,
    checked: usize,
}

impl Practised {
    pub fn new(opening: &'static Opening) -> Practised {
        Practised {
            opening,
            checked: 0,
        }
    }
}

/// A teaching game: the player's moves that lose more than `margin` discs
/// pause the game before the AI answers; `chances` counts the moves taken
/// back at such a pause.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Teaching {
    pub margin: u32,
    pub chances: u32,
    /// The moves of the record already judged (or not to be judged: those
    /// replayed, or there before the game was opened).
    checked: usize,
}

impl Teaching {
    /// The margins a player chooses from, in discs.
    pub const MARGINS: [u32; 3] = [2, 4, 8];

    pub fn new(margin: u32, chances: u32) -> Teaching {
        Teaching {
            margin,
            chances,
            checked: 0,
        }
    }

    /// A new game's teaching: with `margin` (0: none) when a person plays
    /// the AI.
    pub fn for_new_game(mode: Mode, margin: u32) -> Terms {
        match mode {
            Mode::HumanVsAi(_) if margin > 0 => Terms::Teaching(Teaching::new(margin, 0)),
            _ => Terms::Free,
        }
    }
}

impl Default for GameRecord {
    fn default() -> GameRecord {
        GameRecord {
            game: Game::new(),
            start: Game::new(),
            mode: Settings::default().mode,
            generation: 0,
            reviewing: false,
            pending_replace: None,
            terms: Terms::Free,
            clocks: None,
            thinking: Duration::ZERO,
            flagged: None,
            session: 0,
        }
    }
}

impl GameRecord {
    /// The game: its start, its moves, the moves taken back (redo).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Where "New game" starts from (the start position, or the position a
    /// pasted game or the command line started from).
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// Who plays each side.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Changes whenever the position is replaced rather than moved on.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Changes whenever another game is put on the board (not when its
    /// moves are taken back or replayed).
    pub fn session(&self) -> u64 {
        self.session
    }

    /// Whether an earlier position is shown, the later moves kept.
    pub fn reviewing(&self) -> bool {
        self.reviewing
    }

    /// What the game is played under.
    pub fn terms(&self) -> &Terms {
        &self.terms
    }

    /// A teaching game's margin and second chances used.
    pub fn teaching(&self) -> Option<Teaching> {
        match self.terms {
            Terms::Teaching(teaching) => Some(teaching),
            _ => None,
        }
    }

    /// The named opening practised, if this game is one.
    pub fn practised(&self) -> Option<&'static Opening> {
        match self.terms {
            Terms::Opening(practised) => Some(practised.opening),
            _ => None,
        }
    }

    /// The online game's terms, if this game is one.
    pub fn online(&self) -> Option<&OnlineTerms> {
        match &self.terms {
            Terms::Online(online) => Some(online),
            _ => None,
        }
    }

    /// Whether the player may have help (undo, hints, the evaluation, the
    /// coach): not in a rated online game until it is over.
    pub fn allows_help(&self) -> bool {
        !self.online().is_some_and(|o| o.rated) || self.finished()
    }

    /// Whether new games start from the standard position (not a position
    /// the command line or a file gave).
    pub fn starts_standard(&self) -> bool {
        self.start.moves().is_empty() && *self.start.start_position() == Position::start()
    }

    /// A game against the clock's clocks.
    pub fn clocks(&self) -> Option<&Clocks> {
        self.clocks.as_ref()
    }

    /// The time `side` has left now, in a game against the clock: the
    /// running clock's move so far taken off.
    pub fn clock_left(&self, side: Color) -> Option<Duration> {
        let left = self.clocks.as_ref()?.left(self.game.moves(), side);
        let running = side == self.game.side_to_move();
        Some(left.saturating_sub(if running {
            self.thinking
        } else {
            Duration::ZERO
        }))
    }

    /// The side whose clock ran out, which lost the game.
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// How the game ended, when it has: lost on time, the server's word
    /// (online), or the score.
    pub fn result(&self) -> Option<Msg> {
        match self.flagged {
            Some(side) => Some(Msg::new("result-time").with("side", side_key(side))),
            None => match self.online().and_then(|o| o.forfeit) {
                Some((loser, forfeit)) => Some(forfeit.result(loser)),
                None => self.game.outcome().map(crate::i18n::result_msg),
            },
        }
    }

    /// The game in GGF: its opening's name, its clocks and a loss on time;
    /// with the moves taken back (to redo) when `whole`.
    pub fn ggf(&self, whole: bool) -> String {
        let game = if whole {
            self.game.whole_record()
        } else {
            self.game.clone()
        };
        reversi_engine::ggf_record(&game, self.clocks.as_ref(), self.flagged)
    }

    /// Whether the game is over: played to the end, lost on time, or
    /// ended by the server.
    pub fn finished(&self) -> bool {
        self.flagged.is_some()
            || self.game.position().is_game_over()
            || self.online().is_some_and(|o| o.forfeit.is_some())
    }

    /// Whether this is an exercise: a position to find one move in.
    pub fn exercise(&self) -> bool {
        self.terms == Terms::Exercise
    }

    /// Whether the player's last move waits to be judged (a teaching game)
    /// before the AI answers; in an exercise, every move after the start.
    fn needs_check(&self) -> bool {
        let moves = self.game.moves();
        let checked = match self.terms {
            Terms::Exercise => return !moves.is_empty(),
            Terms::Teaching(Teaching { checked, .. })
            | Terms::Opening(Practised { checked, .. }) => checked,
            Terms::Free | Terms::Online(_) => return false,
        };
        let Mode::HumanVsAi(human) = self.mode else {
            return false;
        };
        let unchecked = moves.len() > checked;
        unchecked
            && moves
                .last()
                .is_some_and(|m| m.color == human && m.mv != Move::Pass)
    }

    /// The moves there now need no judging: a move replayed or a position
    /// replaced is not the player's new choice.
    fn all_checked(&mut self) {
        let played = self.game.moves().len();
        if let Terms::Teaching(Teaching { checked, .. })
        | Terms::Opening(Practised { checked, .. }) = &mut self.terms
        {
            *checked = played;
        }
    }

    pub fn to_move(&self) -> PlayerKind {
        self.mode.player(self.game.side_to_move())
    }

    /// The move at `ply` has just been played: its time goes on the clock
    /// (online, the server's clock times it: [`ServerClocks`]).
    fn time_move(&mut self, ply: usize) {
        if self.online().is_some() {
            return;
        }
        let thinking = self.thinking;
        if let Some(clocks) = &mut self.clocks {
            clocks.record(ply, thinking);
        }
    }

    /// Whether Undo would take anything back (the button is disabled
    /// otherwise).
    pub fn can_undo(&self) -> bool {
        self.clone().undo()
    }

    /// Whether Redo would replay anything.
    pub fn can_redo(&self) -> bool {
        self.clone().redo()
    }

    fn replace(&mut self, replacement: &ReplaceGame) {
        self.game = replacement.game.clone();
        if let Some(start) = &replacement.start {
            self.start = start.clone();
        }
        self.mode = replacement.mode;
        self.reviewing = replacement.reviewing;
        self.pending_replace = None;
        self.terms = replacement.terms.clone();
        self.clocks = replacement.clocks.clone();
        self.all_checked();
        self.clocks_back();
        self.generation += 1;
        self.session += 1;
    }

    /// The clocks as they were when this position was on the board: the
    /// move in progress not timed, no flag fallen.
    fn clocks_back(&mut self) {
        self.thinking = Duration::ZERO;
        self.flagged = None;
    }

    /// Starts over from the start position in `mode`, a teaching game with
    /// `margin` (0: none) when a person plays the AI, against the `clock`
    /// if there is one.
    fn restart(&mut self, mode: Mode, margin: u32, clock: Option<TimeControl>) {
        self.replace(&ReplaceGame {
            game: self.start.clone(),
            start: None,
            mode,
            reviewing: false,
            screen: Some(Screen::Playing),
            terms: Teaching::for_new_game(mode, margin),
            clocks: clock.map(Clocks::new),
        });
    }

    /// Shows the position after the first `ply` moves (passes count), the
    /// later ones kept to come back to. Returns whether anything changed.
    fn go_to(&mut self, ply: usize) -> bool {
        let before = self.game.moves().len();
        let ply = ply.min(before + self.game.undone_moves().len());
        while self.game.moves().len() > ply && self.game.undo().is_some() {}
        while self.game.moves().len() < ply && self.game.redo().is_some() {}
        let changed = self.game.moves().len() != before;
        if changed {
            self.generation += 1;
        }
        self.reviewing = !self.game.undone_moves().is_empty();
        self.pending_replace = None;
        self.all_checked();
        if changed {
            self.clocks_back();
        }
        changed
    }

    /// Takes moves back: to the previous turn of a human player when playing
    /// the AI, one move otherwise, an exercise's answer and line all at
    /// once. Returns whether anything changed.
    fn undo(&mut self) -> bool {
        self.reviewing = false;
        self.pending_replace = None;
        let before = self.game.moves().len();
        if self.online().is_some() {
            // The server keeps the game: nothing is taken back.
            return false;
        }
        if self.exercise() {
            // Try again: the exercise's position, the answer and its line
            // gone (not kept to redo: the next answer is a new one).
            if before == 0 {
                return false;
            }
            self.game = Game::from_position(*self.game.start_position());
            self.generation += 1;
            return true;
        }
        match self.mode {
            Mode::HumanVsAi(human) => {
                // Back past the AI's reply and our move, and any passes.
                let mut undone_human = false;
                while let Some(m) = self.game.undo() {
                    if m.color == human && m.mv != Move::Pass {
                        undone_human = true;
                    }
                    if undone_human && self.game.side_to_move() == human {
                        break;
                    }
                }
                if !undone_human {
                    // Nothing of ours to take back: restore what we undid.
                    while self.game.moves().len() < before && self.game.redo().is_some() {}
                }
            }
            _ => {
                while let Some(m) = self.game.undo() {
                    if m.mv != Move::Pass {
                        break;
                    }
                }
            }
        }
        let changed = self.game.moves().len() != before;
        if changed {
            self.generation += 1;
            self.clocks_back();
        }
        self.all_checked();
        changed
    }

    /// Replays what [`GameRecord::undo`] took back, up to the next human
    /// turn.
    fn redo(&mut self) -> bool {
        self.reviewing = false;
        self.pending_replace = None;
        let before = self.game.moves().len();
        while self.game.redo().is_some() {
            let next_is_human = self.to_move() == PlayerKind::Human;
            let pending_pass = self
                .game
                .undone_moves()
                .first()
                .is_some_and(|m| m.mv == Move::Pass);
            if next_is_human && !pending_pass {
                break;
            }
        }
        let changed = self.game.moves().len() != before;
        if changed {
            self.generation += 1;
            self.clocks_back();
        }
        self.all_checked();
        changed
    }

    /// Whether a move from `source` may be played now: the player's and the
    /// AI's only in their turns of a game, the backdrop's behind the menu,
    /// the tour's in the tour; the AI's and the backdrop's only for the
    /// position they searched.
    fn takes_from(&self, source: MoveSource, screen: Screen, turn: Option<Turn>) -> bool {
        let playing = screen == Screen::Playing;
        match source {
            MoveSource::Human => {
                playing && turn == Some(Turn::Human) && self.to_move() == PlayerKind::Human
            }
            MoveSource::Ai { generation } => {
                playing
                    && turn == Some(Turn::AiThinking)
                    && generation == self.generation
                    && self.to_move() == PlayerKind::Ai
            }
            MoveSource::Backdrop { generation } => {
                screen == Screen::Title && generation == self.generation
            }
            MoveSource::Tour | MoveSource::TourTry { .. } => screen == Screen::Tour,
            MoveSource::Exercise { generation } => {
                playing
                    && self.exercise()
                    && turn == Some(Turn::Checking)
                    && generation == self.generation
            }
            MoveSource::Online { generation } => {
                playing
                    && turn == Some(Turn::Remote)
                    && generation == self.generation
                    && self.to_move() == PlayerKind::Remote
            }
        }
    }
}

/// Start a game practising this opening (`openings::practice`).
#[derive(Message, Clone, Copy, Debug)]
pub struct PractiseOpening(pub &'static Opening);

/// Replaces the game on the board; the view rebuilds it.
#[derive(Message, Clone, Debug)]
pub struct ReplaceGame {
    pub game: Game,
    /// Where new games start from now on; `None` keeps it.
    pub start: Option<Game>,
    pub mode: Mode,
    /// Opened in review: the AI waits, and a move from here asks before it
    /// replaces the later moves.
    pub reviewing: bool,
    /// The screen it is played on; `None` stays on this one (the tour, the
    /// title screen's backdrop).
    pub screen: Option<Screen>,
    /// What it is played under: a teaching game (the saved game's), an
    /// exercise, an opening practised, an online game.
    pub terms: Terms,
    /// A game against the clock: its control and its moves' times.
    pub clocks: Option<Clocks>,
}

impl ReplaceGame {
    /// A game to play on in `mode`: new games start where it started; in
    /// review when it has moves to come back to (a link opened at its
    /// start, a game saved while reviewing).
    pub fn play(game: Game, mode: Mode) -> ReplaceGame {
        let mut start = Game::from_position(*game.start_position());
        start.pass_if_forced();
        ReplaceGame {
            reviewing: !game.undone_moves().is_empty(),
            start: Some(start),
            game,
            mode,
            screen: Some(Screen::Playing),
            terms: Terms::Free,
            clocks: None,
        }
    }

    /// An exercise from `position`: the side to move is the player's, a
    /// new game afterwards starts from the start position.
    pub fn exercise(position: reversi_engine::Position) -> ReplaceGame {
        ReplaceGame {
            start: Some(Game::new()),
            terms: Terms::Exercise,
            ..ReplaceGame::play(
                Game::from_position(position),
                Mode::HumanVsAi(position.side_to_move()),
            )
        }
    }
}

/// Who asks for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    /// The player: mouse, touch, keyboard, the page's controls.
    Human,
    /// The AI, for the position of this generation of the record.
    Ai { generation: u64 },
    /// The title screen's backdrop game, for this generation.
    Backdrop { generation: u64 },
    /// A move the tour shows.
    Tour,
    /// The player's try in the tour: a move that flips at least `lines`
    /// lines.
    TourTry { lines: usize },
    /// The line after an exercise's answer, for this generation.
    Exercise { generation: u64 },
    /// The other side's move in an online game, as the server played it,
    /// for this generation.
    Online { generation: u64 },
}

/// A request to place a disc (or pass).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveAttempt {
    pub mv: Move,
    pub source: MoveSource,
}

/// A move the rules accepted: the view animates it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovePlayed(pub PlayedMove);

/// Why a placement was refused. The words for each are chosen here only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    Occupied,
    /// It outflanks no disc.
    NoFlips,
    /// A tour step asked for more lines than it flips.
    FewerLines {
        lines: usize,
    },
}

impl Refusal {
    /// What the player is told (the banner, the tour, a screen reader).
    pub fn message(self, square: Square) -> Msg {
        let message = match self {
            Refusal::Occupied => Msg::new("banner-occupied"),
            Refusal::NoFlips => Msg::new("banner-no-flips"),
            Refusal::FewerLines { lines } => Msg::new("tour-lines-fewer").with("lines", lines),
        };
        message.with("square", square.to_string())
    }
}

/// A placement the rules refused, from the player: the view gives gentle
/// feedback, the banner (or the tour) says why.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalAttempt {
    pub square: Square,
    pub source: MoveSource,
    pub refusal: Refusal,
}

/// The whole position changed (new game, undo, redo): the view rebuilds.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct BoardReset;

/// Game-level requests from the HUD and the keyboard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCommand {
    /// Back to the new-game menu.
    Menu,
    /// Start a game with the current settings.
    Start,
    Undo,
    Redo,
    /// Continue the saved game (see `records::saves`).
    Resume,
    /// Review the position after this many moves (the move list, Home/End,
    /// Alt+←/→, Page Up/Down).
    GoTo(usize),
    /// A teaching game's move judged: play on with it (the AI answers).
    /// Undo at that point takes it back as a second chance.
    KeepMove,
}

/// An online game ended by the server other than on the board (`online`):
/// `loser` ran out of time (no forfeit), resigned or left.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ServerEnded {
    pub code: String,
    pub loser: Color,
    pub forfeit: Option<Forfeit>,
}

/// The number of lines a move at `square` flips: the directions in which
/// its neighbour turns.
pub fn lines_flipped(square: Square, flips: SquareSet) -> usize {
    let (column, row) = (square.column(), square.row());
    let neighbours = (0..9).filter(|&d| d != 4).filter_map(|d| {
        // Off the board's top or left wraps to 255: no square.
        let column = (column + d % 3).wrapping_sub(1);
        let row = (row + d / 3).wrapping_sub(1);
        Square::from_coords(column, row)
    });
    neighbours.filter(|&n| flips.contains(n)).count()
}

/// Whether the rules (and a tour step's task) allow a placement.
fn check(position: &Position, square: Square, source: MoveSource) -> Result<(), Refusal> {
    if position.disc_at(square).is_some() {
        return Err(Refusal::Occupied);
    }
    let flips = position.flips(square);
    if flips.is_empty() {
        return Err(Refusal::NoFlips);
    }
    match source {
        MoveSource::TourTry { lines: wanted } if lines_flipped(square, flips) < wanted => {
            Err(Refusal::FewerLines {
                lines: lines_flipped(square, flips),
            })
        }
        _ => Ok(()),
    }
}

/// What a new position changes besides the record: the screen, the turn,
/// the board's view.
#[derive(SystemParam)]
struct GameChange<'w> {
    next_screen: ResMut<'w, NextState<Screen>>,
    next_turn: ResMut<'w, NextState<Turn>>,
    resets: MessageWriter<'w, BoardReset>,
}

impl GameChange<'_> {
    /// The position was replaced: on to `screen` (a game decides its turn
    /// afresh) and the view rebuilds.
    fn replaced(&mut self, screen: Option<Screen>) {
        if let Some(screen) = screen {
            self.next_screen.set(screen);
            if screen == Screen::Playing {
                self.next_turn.set(Turn::Deciding);
            }
        }
        self.resets.write(BoardReset);
    }
}

fn apply_game_commands(
    mut commands: MessageReader<GameCommand>,
    mut record: ResMut<GameRecord>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    mut change: GameChange,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    turn: Option<Res<State<Turn>>>,
) {
    let checking = turn.is_some_and(|t| *t.get() == Turn::Checking);
    for command in commands.read() {
        let changed = match command {
            // The tour takes Esc (Menu), Undo and Start itself (`teach::tour`).
            GameCommand::Menu | GameCommand::Undo | GameCommand::Redo | GameCommand::GoTo(_)
                if *screen.get() == Screen::Tour =>
            {
                continue;
            }
            GameCommand::Menu => {
                change.next_screen.set(Screen::Title);
                continue;
            }
            GameCommand::Resume => continue,
            GameCommand::KeepMove => {
                if checking && *screen.get() == Screen::Playing {
                    record.all_checked();
                    change.next_turn.set(Turn::Deciding);
                }
                continue;
            }
            GameCommand::GoTo(_) | GameCommand::Undo | GameCommand::Redo
                if *screen.get() == Screen::Title =>
            {
                continue;
            }
            GameCommand::GoTo(ply) => record.go_to(*ply),
            // Another start comes from the engine (`openings::starts`),
            // unless new games start from a position of their own.
            GameCommand::Start
                if settings.start != StartKind::Standard && record.starts_standard() =>
            {
                continue;
            }
            // An online game's next is the server's: a rematch (`online`).
            GameCommand::Start if record.online().is_some() => continue,
            GameCommand::Start => {
                record.restart(settings.mode, settings.teaching, settings.clock);
                true
            }
            GameCommand::Undo | GameCommand::Redo => {
                let changed = if *command == GameCommand::Undo {
                    let second_chance = checking && record.needs_check();
                    let changed = record.undo();
                    if let Terms::Teaching(teaching) = &mut record.terms
                        && second_chance
                    {
                        teaching.chances += 1;
                    }
                    changed
                } else {
                    record.redo()
                };
                if !changed {
                    let what = if *command == GameCommand::Undo {
                        "banner-nothing-to-undo"
                    } else {
                        "banner-nothing-to-redo"
                    };
                    banner.show(locale.say(what), banner::REFUSAL);
                }
                changed
            }
        };
        if changed {
            banner.clear();
            change.replaced(Some(Screen::Playing));
        }
    }
}

/// New games, pasted, opened and saved ones, tour steps, the backdrop's.
fn replace_games(
    mut replacements: MessageReader<ReplaceGame>,
    mut record: ResMut<GameRecord>,
    mut change: GameChange,
) {
    for replacement in replacements.read() {
        record.replace(replacement);
        change.replaced(replacement.screen);
    }
}

/// Checks move attempts against the rules; at most one is played per frame.
fn apply_move_attempts(
    mut attempts: MessageReader<MoveAttempt>,
    mut record: ResMut<GameRecord>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut played: MessageWriter<MovePlayed>,
    mut illegal: MessageWriter<IllegalAttempt>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    let screen = *screen.get();
    let turn = turn.map(|turn| *turn.get());
    let mut done = false;
    for attempt in attempts.read() {
        // Clicks while discs move or the AI thinks change nothing, nor a
        // search's answer for a position that has gone.
        if done || !record.takes_from(attempt.source, screen, turn) {
            continue;
        }
        let later = record.game.undone_moves();
        let count = later.len();
        let played_move = if later.first().is_some_and(|m| m.mv == attempt.mv) {
            // The move that was played here: the later moves stay.
            let played_move = record.game.redo();
            record.reviewing = !record.game.undone_moves().is_empty();
            played_move
        } else if record.reviewing
            && count > 0
            && record.game.position().is_legal(attempt.mv)
            && record.pending_replace != Some(attempt.mv)
        {
            // Another move replaces the later ones: only when asked twice.
            record.pending_replace = Some(attempt.mv);
            let msg = Msg::new("banner-replace")
                .with("move", attempt.mv.to_string())
                .with("count", count);
            banner.show(locale.say(msg), banner::QUESTION);
            continue;
        } else {
            if let Move::Place(square) = attempt.mv
                && let Err(refusal) = check(record.game.position(), square, attempt.source)
            {
                illegal.write(IllegalAttempt {
                    square,
                    source: attempt.source,
                    refusal,
                });
                if attempt.source == MoveSource::Human {
                    banner.show(locale.say(refusal.message(square)), banner::REFUSAL);
                }
                continue;
            }
            let ply = record.game.moves().len();
            let played_move = record.game.play(attempt.mv);
            let played_move = played_move
                .inspect_err(|error| debug!("{:?}: {error}", attempt.source))
                .ok();
            if played_move.is_some() {
                record.reviewing = false;
                record.time_move(ply);
            }
            played_move
        };
        // A pass with a move to play is refused by the engine's record.
        let Some(played_move) = played_move else {
            continue;
        };
        done = true;
        record.pending_replace = None;
        record.thinking = Duration::ZERO;
        played.write(MovePlayed(played_move));
        if screen == Screen::Playing {
            next_turn.set(Turn::Animating);
        }
    }
}

/// Each move's time in an online game as the server's clock took it.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ServerClocks {
    pub code: String,
    pub times: Vec<Option<Duration>>,
}

fn set_server_clocks(mut told: MessageReader<ServerClocks>, mut record: ResMut<GameRecord>) {
    for ServerClocks { code, times } in told.read() {
        let ours = record.online().is_some_and(|o| o.code == *code);
        if let Some(clocks) = record.clocks.as_mut().filter(|_| ours)
            && clocks.times() != times.as_slice()
        {
            *clocks = Clocks::with_times(clocks.control(), times.clone());
        }
    }
}

/// The server's end of the online game on the board: over, as it says.
fn end_by_server(
    mut ends: MessageReader<ServerEnded>,
    mut record: ResMut<GameRecord>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for end in ends.read() {
        let over = record.finished();
        let Terms::Online(online) = &mut record.terms else {
            continue;
        };
        if online.code != end.code || over {
            continue;
        }
        match end.forfeit {
            Some(forfeit) => online.forfeit = Some((end.loser, forfeit)),
            None => record.flagged = Some(end.loser),
        }
        if *screen.get() == Screen::Playing {
            next_screen.set(Screen::GameOver);
        }
    }
}

/// The forced pass on show: it is played when its time is up.
#[derive(Resource)]
struct PassClock(Timer);

impl Default for PassClock {
    fn default() -> PassClock {
        PassClock(Timer::new(PASS, TimerMode::Once))
    }
}

/// Who moves next, a forced pass, or the end.
fn decide_turn(
    record: Res<GameRecord>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut pass: ResMut<PassClock>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    let position = record.game.position();
    let waits = record.reviewing
        && !record.game.undone_moves().is_empty()
        && (position.must_pass() || record.to_move() == PlayerKind::Ai);
    if record.finished() {
        next_screen.set(Screen::GameOver);
    } else if waits {
        // An earlier position: nobody plays for the AI, no pass is carried
        // out (the later moves would be lost); the player looks around.
        next_turn.set(Turn::Reviewing);
    } else if record.needs_check() {
        next_turn.set(Turn::Checking);
    } else if position.must_pass() {
        let side = position.side_to_move();
        let msg = Msg::new("banner-pass").with("side", side_key(side));
        banner.show(locale.say(msg), PASS);
        pass.0.reset();
        next_turn.set(Turn::Passing);
    } else {
        next_turn.set(match record.to_move() {
            PlayerKind::Human => Turn::Human,
            PlayerKind::Ai => Turn::AiThinking,
            PlayerKind::Remote => Turn::Remote,
        });
    }
}

/// The pass is played when its phase is over.
fn finish_pass(
    time: Res<Time>,
    mut pass: ResMut<PassClock>,
    mut record: ResMut<GameRecord>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    if pass.0.tick(time.delta()).is_finished() {
        let ply = record.game.moves().len();
        if record.game.pass_if_forced() {
            record.thinking = Duration::ZERO;
            record.time_move(ply);
        }
        next_turn.set(Turn::Deciding);
    }
}

/// The side to move's clock, in a game against the clock, while it is in
/// front: when it runs out, the game is over. It runs on the wall's time
/// (a slow frame is not the player's gift), but a frame counts at most
/// [`LONGEST_FRAME`]: a page that was hidden, whose frames stopped, loses
/// no more.
fn run_clock(
    time: Res<Time<Real>>,
    windows: Query<&Window>,
    turn: Option<Res<State<Turn>>>,
    next_turn: Res<NextState<Turn>>,
    mut record: ResMut<GameRecord>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let side = record.game.side_to_move();
    // Not once the turn has been ended earlier in the frame.
    let moving = turn.is_some_and(|t| matches!(t.get(), Turn::Human | Turn::AiThinking))
        && matches!(*next_turn, NextState::Unchanged);
    // An online game's clocks are the server's (`online`).
    let running = moving
        && record.clocks.is_some()
        && !record.reviewing
        && record.flagged.is_none()
        && record.online().is_none();
    if !running || !crate::platform::in_front(windows.iter().next()) {
        return;
    }
    // Every frame: not a change the record's readers need to see.
    record.bypass_change_detection().thinking += time.delta().min(LONGEST_FRAME);
    if record.clock_left(side) == Some(Duration::ZERO) {
        record.flagged = Some(side);
        next_screen.set(Screen::GameOver);
    }
}
