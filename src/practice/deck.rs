//! The player's mistakes, practised: the worst moves of the player's side
//! in every analysed game (finished games against the AI are analysed in
//! the background unless the settings say not to) become cards, kept in
//! the storage (`deck.txt`, written whole and atomically), and come back in
//! Leitner boxes:
//!
//! | box | a right answer brings the card back after |
//! | --- | --- |
//! | 1 | the same day, after the other cards due (a new card, a wrong answer) |
//! | 2 | 1 day |
//! | 3 | 3 days |
//! | 4 | 7 days |
//! | 5 | 21 days (it stays there while answered right) |
//!
//! A right answer moves a card up a box, a wrong one back to box 1. The deck
//! keeps [`MAX_CARDS`]; past that a new card replaces the best-learned one
//! (the highest box, the latest due). A deck that cannot be read is set
//! aside (`deck.damaged.txt`) with a message and a new one started.

use bevy::prelude::*;
use reversi_engine::{Color, Game, Move, MoveReview, Position};
use reversi_protocol::{Job, Reply};

use crate::i18n::Locale;
use crate::jobs::Jobs;
use crate::play::banner::Banner;
use crate::play::banner::set_aside_damaged;
use crate::play::game::GameRecord;
use crate::screens::Screen;
use crate::settings::storage::Storage;
use crate::settings::{Mode, Settings};
use crate::study::analysis::{Analysis, DEPTH, EXACT_EMPTIES};

/// The deck's item in the storage.
pub const FILE: &str = "deck.txt";
/// The most cards kept.
pub const MAX_CARDS: usize = 200;
/// Days until a card of each box (1 to 5) is due again after a right answer.
pub const INTERVALS: [u64; 5] = [0, 1, 3, 7, 21];
/// A game gives at most this many cards: its worst moves.
pub const PER_GAME: usize = 3;
/// A move goes into the deck when it lost at least this many discs (an
/// inaccuracy or worse, see the engine's `grade.rs`).
pub const MIN_LOSS: i32 = 2;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Deck>();
    app.init_resource::<DeckAnalysis>();
    app.add_systems(OnEnter(Screen::GameOver), analyse_finished_game);
    app.add_systems(Update, collect_cards);
}

/// A position the player got wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The position, the player to move.
    pub position: Position,
    /// The move played there, and the best one as the analysis found it.
    pub played: Move,
    pub best: Move,
    /// What the move lost, in discs.
    pub loss: i32,
    /// The Leitner box, 1 to 5.
    pub level: u32,
    /// The day (since 1970-01-01, UTC) it is due.
    pub due: u64,
}

impl Card {
    /// The card for a judged move of `game`, due on `today`.
    pub fn from_review(game: &Game, review: &MoveReview, today: u64) -> Option<Card> {
        Some(Card {
            position: game.position_at(review.ply.checked_sub(1)?)?,
            played: review.played,
            best: review.best,
            loss: review.loss(),
            level: 1,
            due: today,
        })
    }

    /// One line: `<board> ; played d3 best f5 loss 8 box 1 due 20425`.
    fn line(&self) -> String {
        format!(
            "{} ; played {} best {} loss {} box {} due {}",
            self.position, self.played, self.best, self.loss, self.level, self.due
        )
    }

    fn parse(line: &str) -> Result<Card, String> {
        let (board, rest) = line
            .split_once(';')
            .ok_or_else(|| format!("no ';' in {line:?}"))?;
        let position = Position::from_obf(board.trim()).map_err(|e| e.to_string())?;
        let words: Vec<&str> = rest.split_whitespace().collect();
        let [
            "played",
            played,
            "best",
            best,
            "loss",
            loss,
            "box",
            level,
            "due",
            due,
        ] = words[..]
        else {
            return Err(format!("not a card: {line:?}"));
        };
        let bad = |what: &str| format!("{what} in {line:?}");
        let legal = |text: &str| {
            let mv: Move = text.parse().map_err(|_| bad("a move"))?;
            position
                .is_legal(mv)
                .then_some(mv)
                .ok_or_else(|| bad("an illegal move"))
        };
        let level: u32 = level.parse().map_err(|_| bad("a box"))?;
        if !(1..=INTERVALS.len() as u32).contains(&level) {
            return Err(bad("no such box"));
        }
        Ok(Card {
            played: legal(played)?,
            best: legal(best)?,
            loss: loss.parse().map_err(|_| bad("a loss"))?,
            level,
            due: due.parse().map_err(|_| bad("a day"))?,
            position,
        })
    }

    /// Answered: up a box and later, or back to box 1 and soon.
    pub fn answer(&mut self, right: bool, today: u64) {
        self.level = if right {
            (self.level + 1).min(INTERVALS.len() as u32)
        } else {
            1
        };
        self.due = today + INTERVALS[self.level as usize - 1];
    }
}

/// The player's cards, in the order they come when due.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Deck {
    pub cards: Vec<Card>,
    /// Changed since it was last written.
    dirty: bool,
}

impl Deck {
    /// `# reversi deck 1`, then a card a line.
    pub fn to_text(&self) -> String {
        let mut text = String::from("# reversi deck 1\n");
        for card in &self.cards {
            text += &card.line();
            text.push('\n');
        }
        text
    }

    /// Reads [`Deck::to_text`]'s text: every line a card, or an error.
    pub fn from_text(text: &str) -> Result<Deck, String> {
        let mut lines = text.lines();
        if lines.next() != Some("# reversi deck 1") {
            return Err("not a deck (no `# reversi deck 1` first)".into());
        }
        let cards = lines
            .filter(|l| !l.trim().is_empty())
            .map(Card::parse)
            .collect::<Result<Vec<_>, _>>()?;
        if cards.len() > MAX_CARDS {
            return Err(format!("{} cards, more than {MAX_CARDS}", cards.len()));
        }
        Ok(Deck {
            cards,
            dirty: false,
        })
    }

    /// The cards due on `today`.
    pub fn due(&self, today: u64) -> usize {
        self.cards.iter().filter(|c| c.due <= today).count()
    }

    /// The first card due on `today`, by its place in the deck.
    pub fn next_due(&self, today: u64) -> Option<usize> {
        self.cards.iter().position(|c| c.due <= today)
    }

    /// Adds `card`, unless its position is there already; past
    /// [`MAX_CARDS`] it replaces the best-learned card.
    pub fn add(&mut self, card: Card) {
        if self.cards.iter().any(|c| c.position == card.position) {
            return;
        }
        if self.cards.len() >= MAX_CARDS
            && let Some(learned) = (0..self.cards.len())
                .max_by_key(|&i| (self.cards[i].level, self.cards[i].due, usize::MAX - i))
        {
            self.cards.remove(learned);
        }
        self.cards.push(card);
        self.dirty = true;
    }

    /// Card `index` answered on `today`: a wrong one goes behind the other
    /// cards due, so that it comes back soon but not at once.
    pub fn answer(&mut self, index: usize, right: bool, today: u64) {
        if index >= self.cards.len() {
            return;
        }
        let mut card = self.cards.remove(index);
        card.answer(right, today);
        self.cards.push(card);
        self.dirty = true;
    }

    /// Adds the worst moves of `color` in `game`'s judged moves.
    pub fn add_mistakes(&mut self, game: &Game, reviews: &[MoveReview], color: Color, today: u64) {
        let mut worst: Vec<&MoveReview> = reviews
            .iter()
            .filter(|r| r.color == color && r.loss() >= MIN_LOSS && r.best != r.played)
            .collect();
        worst.sort_by_key(|r| (-r.loss(), r.ply));
        for review in worst.into_iter().take(PER_GAME) {
            if let Some(card) = Card::from_review(game, review, today) {
                self.add(card);
            }
        }
    }
}

/// Today's date for the cards and the puzzle of the day: days since
/// 1970-01-01 in UTC; `fixed` for the tests.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Calendar {
    pub fixed: Option<u64>,
}

impl Calendar {
    pub fn today(&self) -> u64 {
        self.fixed.unwrap_or_else(|| {
            web_time::SystemTime::now()
                .duration_since(web_time::UNIX_EPOCH)
                .map_or(0, |since| since.as_secs() / 86_400)
        })
    }
}

/// The deck kept in `storage`; a damaged one is set aside and a new one
/// started, with a message for the banner.
pub(super) fn load(storage: &Storage, locale: &Locale, banner: &mut Banner) -> Deck {
    let Some(text) = storage.load(FILE) else {
        return Deck::default();
    };
    match Deck::from_text(&text) {
        Ok(loaded) => loaded,
        Err(reason) => {
            let said = ("deck-damaged-kept", "deck-damaged-lost");
            set_aside_damaged(storage, FILE, said, reason, locale, banner);
            Deck::default()
        }
    }
}

/// Writes the deck when it changed.
pub(super) fn save(storage: &Storage, deck: &mut Deck) {
    if !deck.dirty {
        return;
    }
    deck.dirty = false;
    if let Err(message) = storage.store(FILE, &deck.to_text()) {
        warn!("the practice deck is not saved: {message}");
    }
}

/// A finished game's analysis for the deck, in the background: only the
/// player's moves, one job after another, whatever the board shows next.
#[derive(Resource, Default)]
pub struct DeckAnalysis {
    game: Option<Game>,
    color: Option<Color>,
    reviews: Vec<MoveReview>,
    running: Option<Jobs>,
}

impl DeckAnalysis {
    /// Whether a game's moves are still being judged for the deck.
    pub fn running(&self) -> bool {
        self.running.is_some()
    }
}

/// The player's next move of the game after `ply`, to judge.
fn next_players_move(game: &Game, color: Color, after: usize) -> Option<Job> {
    let ply = game
        .moves()
        .iter()
        .enumerate()
        .skip(after)
        .find(|(_, m)| m.color == color && m.mv != Move::Pass)?
        .0
        + 1;
    Some(Job::Review {
        ply,
        depth: DEPTH,
        exact_empties: EXACT_EMPTIES,
        game: game.clone(),
    })
}

fn next_job(job: &Job, reply: &Reply) -> Option<Job> {
    let (Job::Review { ply, game, .. }, Reply::Review(review)) = (job, reply) else {
        return None;
    };
    next_players_move(game, review.color, *ply)
}

/// A game against the AI ends: its player's moves are judged for the deck
/// (unless the settings turned it off).
fn analyse_finished_game(
    record: Res<GameRecord>,
    settings: Res<Settings>,
    mut analysis: ResMut<DeckAnalysis>,
) {
    let Mode::HumanVsAi(color) = record.mode() else {
        return;
    };
    if !settings.practise || record.exercise() {
        return;
    }
    let game = record.game().whole_record();
    let Some(first) = next_players_move(&game, color, 0) else {
        return;
    };
    *analysis = DeckAnalysis {
        game: Some(game),
        color: Some(color),
        reviews: Vec::new(),
        running: Some(Jobs::start(first, next_job)),
    };
}

/// Cards from a finished game's background analysis, and from a game
/// analysed on the analysis screen (once).
fn collect_cards(
    mut background: ResMut<DeckAnalysis>,
    analysis: Res<Analysis>,
    record: Res<GameRecord>,
    mut deck: ResMut<Deck>,
    calendar: Res<Calendar>,
    mut taken: Local<Option<Game>>,
) {
    take_from_analysis(&analysis, &record, &mut deck, calendar.today(), &mut taken);
    // Taking replies changes nothing anyone watches: only new cards do.
    let analysis = background.bypass_change_detection();
    let Some(running) = analysis.running.as_mut() else {
        return;
    };
    let found = running.take();
    let mut done = false;
    for (job, reply) in found {
        done |= next_job(&job, &reply).is_none();
        match reply {
            Reply::Review(review) => analysis.reviews.push(review),
            reply => {
                warn!("the deck's analysis stopped: {reply:?}");
                analysis.running = None;
                return;
            }
        }
    }
    if done {
        analysis.running = None;
        if let (Some(game), Some(color)) = (&analysis.game, analysis.color) {
            deck.add_mistakes(game, &analysis.reviews, color, calendar.today());
        }
    }
}

/// A game analysed on the analysis screen gives its cards too, once.
fn take_from_analysis(
    analysis: &Res<Analysis>,
    record: &GameRecord,
    deck: &mut ResMut<Deck>,
    today: u64,
    taken: &mut Option<Game>,
) {
    if !analysis.is_changed() || !analysis.done() {
        return;
    }
    let (Some(game), Mode::HumanVsAi(color)) = (&analysis.game, record.mode()) else {
        return;
    };
    if taken.as_ref() == Some(game) || record.exercise() {
        return;
    }
    deck.add_mistakes(game, &analysis.reviews, color, today);
    *taken = Some(game.clone());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(transcript: &str, level: u32, due: u64) -> Card {
        let game = Game::from_transcript(transcript).unwrap();
        let position = *game.position();
        let mv = Move::Place(position.legal_moves().iter().next().unwrap());
        Card {
            position,
            played: mv,
            best: mv,
            loss: 4,
            level,
            due,
        }
    }

    #[test]
    fn a_deck_reads_back_and_refuses_damage() {
        let mut deck = Deck::default();
        deck.add(card("f5", 1, 10));
        deck.add(card("f5d6", 3, 12));
        deck.dirty = false;
        assert_eq!(Deck::from_text(&deck.to_text()), Ok(deck.clone()));
        let text = deck.to_text();
        for bad in [
            String::new(),
            "junk".into(),
            text.replace("box 3", "box 9"),
            text.replace("played ", "played z9 "),
            text.replace(" due 12", ""),
            text.replace("# reversi deck 1\n", ""),
        ] {
            assert!(Deck::from_text(&bad).is_err(), "{bad}");
        }
    }

    /// Right answers come back later and later, a wrong one the same day,
    /// behind the others.
    #[test]
    fn answers_move_cards_between_boxes() {
        let mut deck = Deck::default();
        deck.add(card("f5", 1, 100));
        deck.add(card("f5d6", 1, 100));
        assert_eq!(deck.due(100), 2);
        deck.answer(0, false, 100);
        assert_eq!(deck.cards[1].level, 1);
        assert_eq!(deck.next_due(100), Some(0), "the other card first");
        let mut days = Vec::new();
        for _ in 0..5 {
            let today = deck.cards[0].due;
            deck.answer(0, true, today);
            let card = deck.cards.last().unwrap();
            days.push(card.due - today);
            deck.cards.rotate_right(1);
        }
        assert_eq!(days, [1, 3, 7, 21, 21]);
    }

    #[test]
    fn a_full_deck_drops_its_best_learned_card() {
        let mut deck = Deck::default();
        for i in 0..MAX_CARDS {
            let level = if i == 7 { 5 } else { 1 };
            deck.cards.push(card("f5", level, i as u64));
        }
        let learned = deck.cards[7].clone();
        assert_eq!(learned.level, 5);
        deck.add(card("f5d6c3", 1, 0));
        assert_eq!(deck.cards.len(), MAX_CARDS);
        assert!(!deck.cards.contains(&learned));
        // The same position is not added twice.
        deck.add(card("f5d6c3", 1, 0));
        assert_eq!(deck.cards.len(), MAX_CARDS);
    }
}
