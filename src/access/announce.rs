//! What a screen reader says, in the player's language: each move with the
//! discs it turned and a disc handed over, the named opening a move enters,
//! every banner (a pass, a refused
//! move, a paste), the result, and the square under the keyboard cursor
//! ("d3, empty, legal, turns 1"). The desktop gives it to AccessKit (Bevy's
//! accessibility tree) as a live region, beside a node for the cursor's
//! square; the web puts it in an ARIA live region in the page (`page.rs`).

use bevy::prelude::*;
use reversi_engine::Move;

use crate::i18n::opening_msg;
use crate::i18n::{Locale, Msg, side_key};
use crate::openings::CurrentOpening;
use crate::openings::practice::OpeningPractice;
use crate::play::banner::Banner;
use crate::play::game::{GameRecord, MovePlayed};
use crate::play::keyboard::Cursor;
use crate::screens::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>();
    app.init_resource::<Said>();
    app.add_systems(
        Update,
        (announce_moves, announce_banner, announce_cursor, publish)
            .chain()
            .after(AppSystems::Rules)
            .before(AppSystems::View),
    );
    app.add_systems(OnEnter(Screen::GameOver), announce_result);
    #[cfg(not(target_arch = "wasm32"))]
    {
        app.add_systems(Startup, tree::spawn_nodes);
        app.add_systems(
            Update,
            tree::update_nodes.after(publish).before(AppSystems::View),
        );
    }
}

/// The latest announcement: a frame's words together. `serial` counts
/// them, so that the same words said twice are said twice.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Announcement {
    pub text: String,
    pub serial: u64,
}

/// This frame's words so far.
#[derive(Resource, Default)]
pub struct Said(Vec<String>);

impl Said {
    pub fn say(&mut self, words: impl Into<String>) {
        self.0.push(words.into());
    }
}

fn publish(mut said: ResMut<Said>, mut announcement: ResMut<Announcement>) {
    if said.0.is_empty() {
        return;
    }
    announcement.text = said.0.join(" ");
    announcement.serial += 1;
    said.0.clear();
}

fn announce_moves(
    mut played: MessageReader<MovePlayed>,
    screen: Res<State<Screen>>,
    locale: Res<Locale>,
    (opening, practice, record): (Res<CurrentOpening>, Res<OpeningPractice>, Res<GameRecord>),
    mut said: ResMut<Said>,
) {
    announce_practice(&practice, &record, &locale, &mut said);
    let mut moved = false;
    for MovePlayed(played_move) in played.read() {
        // Not the title screen's backdrop game: it would talk over the menu.
        if *screen.get() == Screen::Title {
            continue;
        }
        let Move::Place(square) = played_move.mv else {
            // A pass was announced by its banner.
            continue;
        };
        let msg = Msg::new("announce-move")
            .with("side", side_key(played_move.color))
            .with("square", square.to_string())
            .with("flips", played_move.flips.len())
            .with("handed", if played_move.handed_over { "yes" } else { "no" });
        said.0.push(locale.say(msg));
        moved = true;
    }
    // A move that reaches a new named opening names it after itself.
    if moved
        && opening.is_changed()
        && let Some(named) = opening.0.filter(|named| named.in_line)
    {
        said.0.push(locale.say(opening_msg(named)));
    }
}

/// An opening practised left: where, and the line's move.
fn announce_practice(
    practice: &Res<OpeningPractice>,
    record: &GameRecord,
    locale: &Locale,
    said: &mut Said,
) {
    if !practice.is_changed() {
        return;
    }
    if let Some(words) = record
        .practised()
        .and_then(|opening| practice.words(opening, locale))
    {
        said.0.push(words);
    }
}

fn announce_banner(banner: Res<Banner>, mut said: ResMut<Said>, mut last: Local<String>) {
    if !banner.is_changed() || banner.text.is_empty() || *last == banner.text {
        if banner.text.is_empty() {
            last.clear();
        }
        return;
    }
    last.clone_from(&banner.text);
    said.0.push(banner.text.clone());
}

/// What is on `square` of the position shown, and what playing there turns.
pub fn square_words(
    locale: &Locale,
    record: &GameRecord,
    square: reversi_engine::Square,
) -> String {
    let position = record.game().position();
    let state = match position.disc_at(square) {
        Some(color) => side_key(color),
        None => "empty",
    };
    let flips = if position.is_legal(Move::Place(square)) {
        position.flips(square).len()
    } else {
        0
    };
    locale.say(
        Msg::new("announce-square")
            .with("square", square.to_string())
            .with("state", state)
            .with("flips", flips),
    )
}

fn announce_cursor(
    cursor: Res<Cursor>,
    record: Res<GameRecord>,
    locale: Res<Locale>,
    mut said: ResMut<Said>,
) {
    if !cursor.is_changed() || !cursor.visible {
        return;
    }
    said.0.push(square_words(&locale, &record, cursor.square));
}

fn announce_result(record: Res<GameRecord>, locale: Res<Locale>, mut said: ResMut<Said>) {
    let Some(result) = record.result() else {
        return;
    };
    let result = locale.say(result);
    let msg = Msg::new("announce-result").with("result", result);
    said.0.push(locale.say(msg));
}

/// The desktop's accessibility tree (AccessKit, through Bevy's `bevy_a11y`):
/// a live region that says each announcement, and the keyboard cursor's
/// square. Bevy's UI names the buttons itself, from their text.
#[cfg(not(target_arch = "wasm32"))]
pub mod tree {
    use accesskit::{Live, Node, Role};
    use bevy::a11y::AccessibilityNode;
    use bevy::prelude::*;

    use super::{Announcement, square_words};
    use crate::i18n::Locale;
    use crate::play::game::GameRecord;
    use crate::play::keyboard::Cursor;

    /// The live region: screen readers say what its label becomes.
    #[derive(Component)]
    pub struct SaidNode;

    /// The square under the keyboard cursor.
    #[derive(Component)]
    pub struct CursorNode;

    pub(super) fn spawn_nodes(mut commands: Commands) {
        let mut said = Node::new(Role::Status);
        said.set_live(Live::Polite);
        commands.spawn((Name::new("Said"), SaidNode, AccessibilityNode(said)));
        commands.spawn((
            Name::new("Board cursor"),
            CursorNode,
            AccessibilityNode(Node::new(Role::GridCell)),
        ));
    }

    pub(super) fn update_nodes(
        announcement: Res<Announcement>,
        cursor: Res<Cursor>,
        record: Res<GameRecord>,
        locale: Res<Locale>,
        mut said: Single<&mut AccessibilityNode, (With<SaidNode>, Without<CursorNode>)>,
        mut square: Single<&mut AccessibilityNode, (With<CursorNode>, Without<SaidNode>)>,
    ) {
        if announcement.is_changed() {
            said.set_label(announcement.text.as_str());
        }
        if cursor.is_changed() || record.is_changed() || locale.is_changed() {
            square.set_label(square_words(&locale, &record, cursor.square));
        }
    }
}
