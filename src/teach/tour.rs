//! "How to play": the rules taught on the live board, step by step. Each
//! step sets up its position on the game record and plays its moves there
//! for the player to watch, as move attempts of the tour's own (animated
//! like any other move); at the key steps the player then tries it: the try
//! goes to the rules' check with the step's task (flip so many lines), which
//! refuses it in the game's words or plays it. A game in
//! progress is kept and comes back on leaving.

use std::time::Duration;

use bevy::prelude::*;
use reversi_engine::{Color as Side, Game, Move, Position, Square};

use crate::access::announce::Said;
use crate::board::discs::{Flip, Travel};
use crate::i18n::{Locale, Msg, side_key};
use crate::play::game::{
    GameCommand, GameRecord, GameSystems, IllegalAttempt, MoveAttempt, MovePlayed, MoveSource,
    ReplaceGame, Terms, lines_flipped,
};
use crate::screens::{AppSystems, Panel, Screen};
use crate::settings::Mode;
use crate::ui::widgets::{PanelButton, Sends, Slot, button, sends_on_press};

/// How long a step's position shows before its moves are played, and the
/// pause between them.
const PACE: Duration = Duration::from_millis(1500);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TourCommand>();
    sends_on_press::<TourCommand>(app);
    app.add_observer(fill_slot);
    app.add_systems(
        OnEnter(Screen::Tour),
        |interrupted: Option<Res<Interrupted>>, mut commands: Commands| {
            commands.insert_resource(Tour {
                back_to_game: interrupted.is_some(),
                ..default()
            });
        },
    );
    app.add_systems(OnExit(Screen::Tour), |mut commands: Commands| {
        commands.remove_resource::<Tour>();
        commands.remove_resource::<Interrupted>();
    });
    app.add_systems(
        Update,
        (
            (
                open_tour,
                (steer, set_up_step, show_moves, forward_tries, take_back)
                    .chain()
                    .run_if(in_state(Screen::Tour)),
            )
                .chain()
                .before(GameSystems),
            hear_moves.run_if(in_state(Screen::Tour)).after(GameSystems),
        )
            .in_set(AppSystems::Rules),
    );
}

/// How to play in the settings' slot: it opens the tour and closes the
/// settings.
fn fill_slot(added: On<Add, Slot>, slots: Query<&Slot>, mut commands: Commands) {
    if slots.get(added.entity) == Ok(&Slot::HowToPlay) {
        let open = (Sends(TourCommand::Open), PanelButton(Panel::None));
        commands
            .entity(added.entity)
            .with_child(button("button-how-to-play", open));
    }
}

/// Requests from the tour's buttons and keys.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourCommand {
    /// Start the tour (from the title screen or a game).
    Open,
    Next,
    Back,
    /// Back to where the tour was opened from.
    Leave,
}

/// What the player is asked to do in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Any legal move.
    Move,
    /// A move that flips this many lines or more.
    Lines(usize),
    /// A move, then Undo.
    TakeBack,
}

/// One step of the tour. Its words are the messages named here.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub title: &'static str,
    pub text: &'static str,
    /// The position shown (64 squares a1…h8, then the side to move).
    board: &'static str,
    /// Moves played for the player to watch ("pass" for a pass).
    shows: &'static [&'static str],
    /// Squares marked while the step is watched.
    marks: &'static [&'static str],
    /// The player's try: what is asked, where from (None: the position the
    /// shown moves left), the request and the praise.
    pub task: Option<(Task, Option<&'static str>, &'static str, &'static str)>,
}

/// The standard start, Black to move.
const START: &str = concat!(
    "--------", "--------", "--------", "---OX---", "---XO---", "--------", "--------", "--------",
    " X"
);

/// The tour. Rows are written top (1) to bottom (8).
pub const STEPS: [Step; 9] = [
    Step {
        title: "tour-start-title",
        text: "tour-start-text",
        board: START,
        shows: &[],
        marks: &["d4", "e4", "d5", "e5"],
        task: None,
    },
    Step {
        title: "tour-line-title",
        text: "tour-line-text",
        // A on b5; B on f5 closes c5, d5 and e5.
        board: concat!(
            "--------", "--------", "--------", "---OX---", "-XOOO---", "--------", "--------",
            "--------", " X"
        ),
        shows: &["f5"],
        marks: &["b5"],
        task: Some((Task::Move, Some(START), "tour-line-try", "tour-line-done")),
    },
    Step {
        title: "tour-lines-title",
        text: "tour-lines-text",
        // d5 closes all eight directions at once.
        board: concat!(
            "--------", "--------", "-X-X-X--", "--OOO---", "-XO-OOX-", "--OOO---", "-X-X-X--",
            "--------", " X"
        ),
        shows: &["d5"],
        marks: &["d5"],
        task: Some((
            Task::Lines(2),
            Some(concat!(
                "--------", "--------", "---X----", "--OOO---", "-XOOX---", "--XO----", "--------",
                "--------", " X"
            )),
            "tour-lines-try",
            "tour-lines-done",
        )),
    },
    Step {
        title: "tour-stay-title",
        text: "tour-stay-text",
        // a4 turns b4 and c4 only: e4 lies beyond Black's d4, a5 beyond a
        // gap, the diagonal ends at the edge, c5 and c6 are not flipped by
        // the newly black c4 (no chain).
        board: concat!(
            "--------", "--------", "--------", "-OOXOX--", "OOO-----", "--O-----", "X-XO----",
            "----O---", " X"
        ),
        shows: &["a4"],
        marks: &["e4", "a5", "b5", "c5", "c6", "d7", "e8"],
        task: None,
    },
    Step {
        title: "tour-pass-title",
        text: "tour-pass-text",
        // White can outflank nothing; Black can.
        board: concat!(
            "XXXXXXXX", "OOOOOOOO", "--------", "--------", "--------", "--------", "--------",
            "--------", " O"
        ),
        shows: &["pass"],
        marks: &[],
        task: Some((Task::Move, None, "tour-pass-try", "tour-pass-done")),
    },
    Step {
        title: "tour-handover-title",
        text: "tour-handover-text",
        // Two empty squares, one disc in each supply: Black plays a1, White
        // can't move, and Black's second disc is White's.
        board: concat!(
            "-OXXXXXX", "XXXXXXXX", "XXXOOOXX", "XXOXOOXX", "XXOOXOXX", "XXOOOXXX", "XXXXXXXX",
            "XXXXXXO-", " X"
        ),
        shows: &["a1", "pass", "h8"],
        marks: &[],
        task: None,
    },
    Step {
        title: "tour-end-title",
        text: "tour-end-text",
        board: concat!(
            "XXXXOOOO", "XXXOOOOO", "XXXXOOOO", "XXXOXOOO", "XXOXXOOO", "XXXOXOOO", "XXXXOOOO",
            "XXXXXXO-", " X"
        ),
        shows: &[],
        marks: &[],
        task: Some((Task::Move, None, "tour-end-try", "tour-end-done")),
    },
    Step {
        title: "tour-undo-title",
        text: "tour-undo-text",
        board: START,
        shows: &[],
        marks: &[],
        task: Some((Task::TakeBack, None, "tour-undo-try", "tour-undo-done")),
    },
    Step {
        title: "tour-finish-title",
        text: "tour-finish-text",
        board: START,
        shows: &[],
        marks: &[],
        task: None,
    },
];

/// Where the player is in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The step's position is about to be set up.
    Setting,
    /// The step's moves are being shown; `next` is the next to play.
    Showing { next: usize },
    /// The player's try is awaited.
    Trying,
    /// Taking back: the move is played, Undo is awaited.
    Played,
    /// The step is done: on to the next.
    Done,
}

/// The tour's progress: the step, its phase, and the latest word to the
/// player (a refused try, the praise).
#[derive(Resource, Clone, Debug)]
pub struct Tour {
    pub step: usize,
    pub phase: Phase,
    pub note: Option<Msg>,
    /// Opened from a game, which Leave goes back to.
    pub back_to_game: bool,
    pause: Timer,
}

impl Default for Tour {
    fn default() -> Tour {
        Tour {
            step: 0,
            phase: Phase::Setting,
            note: None,
            back_to_game: false,
            pause: Timer::new(PACE, TimerMode::Once),
        }
    }
}

impl Tour {
    pub fn current(&self) -> &'static Step {
        &STEPS[self.step.min(STEPS.len() - 1)]
    }

    /// Whether the player may place a disc now (hints and previews show).
    pub fn trying(&self) -> bool {
        self.phase == Phase::Trying
    }

    /// The squares to mark on the board now: not during the try.
    pub fn marks(&self) -> Vec<Square> {
        if matches!(self.phase, Phase::Trying | Phase::Played) {
            return Vec::new();
        }
        let marks = self.current().marks.iter();
        marks.filter_map(|s| s.parse().ok()).collect()
    }

    /// The request or praise under the step's text.
    pub fn prompt(&self) -> Option<Msg> {
        if let Some(note) = &self.note {
            return Some(note.clone());
        }
        let (_, _, ask, _) = self.current().task?;
        matches!(self.phase, Phase::Trying | Phase::Played).then(|| Msg::new(ask))
    }

    /// Says `note` to the player: under the step's text and aloud.
    fn tell(&mut self, note: Msg, locale: &Locale, said: &mut Said) {
        said.say(locale.say(note.clone()));
        self.note = Some(note);
    }

    fn go_to(&mut self, step: usize) {
        *self = Tour {
            step: step.min(STEPS.len() - 1),
            back_to_game: self.back_to_game,
            ..Tour::default()
        };
    }
}

/// The game that was being played when the tour opened, and its screen.
#[derive(Resource)]
pub struct Interrupted(GameRecord, Screen);

/// A step's position as a game (its supplies split as the rules say).
pub fn step_game(board: &str) -> Game {
    let position = Position::from_obf(board).expect("the tour's positions are valid");
    Game::from_position(position)
}

/// Opens the tour on its command or F1.
fn open_tour(
    mut tour_commands: MessageReader<TourCommand>,
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    record: Res<GameRecord>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let asked = tour_commands.read().any(|c| *c == TourCommand::Open);
    let open = asked || keys.just_pressed(KeyCode::F1);
    if !open || *screen.get() == Screen::Tour {
        return;
    }
    if matches!(*screen.get(), Screen::Playing | Screen::GameOver) {
        commands.insert_resource(Interrupted(record.clone(), *screen.get()));
    } else {
        commands.remove_resource::<Interrupted>();
    }
    next_screen.set(Screen::Tour);
}

/// Next, Back and Leave (the buttons, Page Down/Up, Esc).
fn steer(
    mut tour_commands: MessageReader<TourCommand>,
    mut game_commands: MessageReader<GameCommand>,
    keys: Res<ButtonInput<KeyCode>>,
    mut tour: ResMut<Tour>,
    interrupted: Option<Res<Interrupted>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut replace: MessageWriter<ReplaceGame>,
    mut commands: Commands,
) {
    let mut asked: Vec<TourCommand> = tour_commands.read().copied().collect();
    if keys.just_pressed(KeyCode::PageDown) {
        asked.push(TourCommand::Next);
    }
    if keys.just_pressed(KeyCode::PageUp) {
        asked.push(TourCommand::Back);
    }
    // Esc (the game's Menu command) leaves the tour.
    if game_commands.read().any(|c| *c == GameCommand::Menu) {
        asked.push(TourCommand::Leave);
    }
    for command in asked {
        match command {
            TourCommand::Open => {}
            TourCommand::Next if tour.step + 1 < STEPS.len() => {
                let next = tour.step + 1;
                tour.go_to(next);
            }
            TourCommand::Next => {}
            TourCommand::Back => {
                let back = tour.step.saturating_sub(1);
                tour.go_to(back);
            }
            TourCommand::Leave => {
                if let Some(Interrupted(record, screen)) = interrupted.as_deref() {
                    replace.write(ReplaceGame {
                        game: record.game().clone(),
                        start: Some(record.start().clone()),
                        mode: record.mode(),
                        reviewing: record.reviewing(),
                        screen: Some(*screen),
                        terms: Terms::Free,
                        clocks: None,
                    });
                } else {
                    next_screen.set(Screen::Title);
                }
                commands.remove_resource::<Interrupted>();
            }
        }
    }
}

/// A step's position, for two players at the board; new games still start
/// where they did.
fn step_replacement(board: &str) -> ReplaceGame {
    ReplaceGame {
        game: step_game(board),
        start: None,
        mode: Mode::TwoPlayers,
        reviewing: false,
        screen: None,
        terms: Terms::Free,
        clocks: None,
    }
}

fn set_up_step(
    mut tour: ResMut<Tour>,
    locale: Res<Locale>,
    mut said: ResMut<Said>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    if tour.phase != Phase::Setting {
        return;
    }
    let step = tour.current();
    replace.write(step_replacement(step.board));
    said.say(format!(
        "{} {}",
        locale.say(step.title),
        locale.say(step.text)
    ));
    tour.phase = Phase::Showing { next: 0 };
    tour.pause.reset();
}

/// Plays the step's moves, one at a time once the discs have settled, then
/// sets up the try.
fn show_moves(
    time: Res<Time>,
    mut tour: ResMut<Tour>,
    moving: Query<(), Or<(With<Travel>, With<Flip>)>>,
    locale: Res<Locale>,
    mut said: ResMut<Said>,
    mut attempts: MessageWriter<MoveAttempt>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    let Phase::Showing { next } = tour.phase else {
        return;
    };
    if !moving.is_empty() || !tour.pause.tick(time.delta()).is_finished() {
        return;
    }
    let step = tour.current();
    if let Some(text) = step.shows.get(next) {
        let mv: Move = text
            .parse()
            .expect("the tour's moves are squares or passes");
        attempts.write(MoveAttempt {
            mv,
            source: MoveSource::Tour,
        });
        tour.phase = Phase::Showing { next: next + 1 };
        tour.pause.reset();
        return;
    }
    match step.task {
        Some((_, from, ask, _)) => {
            if let Some(board) = from {
                replace.write(step_replacement(board));
            }
            said.say(locale.say(ask));
            tour.phase = Phase::Trying;
        }
        None => tour.phase = Phase::Done,
    }
}

/// The player's try goes to the rules as the tour's, with the step's task.
fn forward_tries(
    mut attempts: ParamSet<(MessageReader<MoveAttempt>, MessageWriter<MoveAttempt>)>,
    tour: Res<Tour>,
) {
    let tries: Vec<MoveAttempt> = attempts
        .p0()
        .read()
        .filter(|attempt| attempt.source == MoveSource::Human && tour.trying())
        .copied()
        .collect();
    let lines = match tour.current().task {
        Some((Task::Lines(wanted), ..)) => wanted,
        _ => 0,
    };
    for attempt in tries {
        attempts.p1().write(MoveAttempt {
            source: MoveSource::TourTry { lines },
            ..attempt
        });
    }
}

/// What the rules made of the tour's moves and the player's try: a pass or
/// a handover shown, a try refused (why) or played (the praise).
fn hear_moves(
    mut played: MessageReader<MovePlayed>,
    mut refused: MessageReader<IllegalAttempt>,
    mut tour: ResMut<Tour>,
    record: Res<GameRecord>,
    locale: Res<Locale>,
    mut said: ResMut<Said>,
) {
    for refusal in refused.read() {
        if matches!(refusal.source, MoveSource::TourTry { .. }) && tour.trying() {
            let why = refusal.refusal.message(refusal.square);
            tour.tell(why, &locale, &mut said);
        }
    }
    for MovePlayed(played_move) in played.read() {
        match (tour.phase, played_move.mv) {
            (Phase::Showing { .. }, Move::Pass) => {
                let side = side_key(played_move.color);
                let note = Msg::new("banner-pass").with("side", side);
                tour.tell(note, &locale, &mut said);
            }
            (Phase::Showing { .. }, _) if played_move.handed_over => {
                tour.tell(Msg::new("tour-handover-done"), &locale, &mut said);
            }
            (Phase::Trying, Move::Place(square)) => {
                let Some((task, _, _, praise)) = tour.current().task else {
                    continue;
                };
                if task == Task::TakeBack {
                    tour.phase = Phase::Played;
                    tour.tell(Msg::new("tour-undo-now"), &locale, &mut said);
                    continue;
                }
                let after = record.game().position();
                let winner = match after.outcome().map(|o| o.winner()) {
                    Some(Some(side)) => side_key(side),
                    _ => "draw",
                };
                let note = Msg::new(praise)
                    .with("square", square.to_string())
                    .with("flips", played_move.flips.len())
                    .with("lines", lines_flipped(square, played_move.flips))
                    .with("black", after.count(Side::Black))
                    .with("white", after.count(Side::White))
                    .with("winner", winner);
                tour.phase = Phase::Done;
                tour.tell(note, &locale, &mut said);
            }
            _ => {}
        }
    }
}

/// Undo (the button or U) in the step that teaches it.
fn take_back(
    mut game_commands: MessageReader<GameCommand>,
    mut tour: ResMut<Tour>,
    record: Res<GameRecord>,
    locale: Res<Locale>,
    mut said: ResMut<Said>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    let undo = game_commands.read().any(|c| *c == GameCommand::Undo);
    if !undo || tour.phase != Phase::Played {
        return;
    }
    let mut game = record.game().clone();
    if game.undo().is_some() {
        replace.write(ReplaceGame {
            game,
            start: None,
            mode: record.mode(),
            reviewing: false,
            screen: None,
            terms: Terms::Free,
            clocks: None,
        });
        let (_, _, _, praise) = tour.current().task.expect("a take-back step");
        tour.tell(Msg::new(praise), &locale, &mut said);
        tour.phase = Phase::Done;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_can_be_shown_and_tried() {
        for (index, step) in STEPS.iter().enumerate() {
            let mut game = step_game(step.board);
            for text in step.shows {
                let mv: Move = text.parse().unwrap();
                game.play(mv)
                    .unwrap_or_else(|e| panic!("step {index}: {text} is illegal: {e}"));
            }
            for mark in step.marks {
                assert!(mark.parse::<Square>().is_ok(), "step {index}: {mark}");
            }
            if let Some((task, from, _, _)) = step.task {
                let game = from.map_or(game, step_game);
                let position = game.position();
                let wanted = match task {
                    Task::Lines(n) => n,
                    _ => 1,
                };
                assert!(
                    position
                        .legal_moves()
                        .iter()
                        .any(|square| lines_flipped(square, position.flips(square)) >= wanted),
                    "step {index}: no move does what is asked"
                );
            }
        }
    }

    #[test]
    fn the_lessons_show_what_they_say() {
        let step = |title| STEPS.iter().find(|s| s.title == title).expect("a step");
        // One line of three.
        let mut line = step_game(step("tour-line-title").board);
        let record = line.play("f5".parse::<Move>().unwrap()).unwrap();
        assert_eq!(record.flips.len(), 3);
        // Eight lines at once; the try has moves of one line and of two.
        let lines = step("tour-lines-title");
        let star = step_game(lines.board);
        let d5 = "d5".parse().unwrap();
        assert_eq!(lines_flipped(d5, star.position().flips(d5)), 8);
        let (_, from, _, _) = lines.task.unwrap();
        let tried = step_game(from.unwrap());
        let counts: Vec<usize> = tried
            .position()
            .legal_moves()
            .iter()
            .map(|square| lines_flipped(square, tried.position().flips(square)))
            .collect();
        assert!(
            counts.contains(&1) && counts.iter().any(|&n| n >= 2),
            "{counts:?}"
        );
        // What does not flip: only b4 and c4 turn.
        let mut stay = step_game(step("tour-stay-title").board);
        let record = stay.play("a4".parse::<Move>().unwrap()).unwrap();
        let flipped: Vec<String> = record.flips.iter().map(|s| s.to_string()).collect();
        assert_eq!(flipped, ["b4", "c4"]);
        // White must pass; then Black may not.
        let pass = step_game(step("tour-pass-title").board);
        assert!(pass.position().must_pass());
        let mut after = pass.clone();
        after.play(Move::Pass).unwrap();
        assert!(!after.position().must_pass());
        assert!(
            after.play(Move::Pass).is_err(),
            "a player who can move passed"
        );
        // Black's supply runs out; White hands a disc over.
        let mut handover = step_game(step("tour-handover-title").board);
        let records: Vec<bool> = ["a1", "pass", "h8"]
            .iter()
            .map(|m| {
                handover
                    .play(m.parse::<Move>().unwrap())
                    .unwrap()
                    .handed_over
            })
            .collect();
        assert_eq!(records, [false, false, true]);
        // The last move ends the game.
        let mut end = step_game(step("tour-end-title").board);
        let last = end.position().legal_moves().iter().next().unwrap();
        end.play(Move::Place(last)).unwrap();
        assert!(end.position().is_game_over());
    }

    #[test]
    fn lines_are_counted_by_direction() {
        let start = Position::start();
        for square in start.legal_moves() {
            assert_eq!(lines_flipped(square, start.flips(square)), 1);
        }
    }
}
