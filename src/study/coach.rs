//! The coach's words and marks: the engine's reasons for a move (see the
//! engine's `coach.rs`) said in the player's language, and what a reason
//! shows on the board (the squares it is about, a ghost of the better move)
//! for as long as its position is on the board.

use bevy::prelude::*;
use reversi_engine::{
    Color as Side, Game, Judged, Move, MoveClass, MoveReview, MoveScore, Position, Reason,
    ScoreKind, Square, SquareSet, Topic, explain,
};

use crate::i18n::{Locale, Msg, side_key};
use crate::play::banner::{self, Banner};
use crate::play::game::{GameCommand, GameRecord, GameSystems};
use crate::study::analysis::Analysis;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoachMarks>();
    app.add_message::<ShowMistake>();
    app.add_systems(
        Update,
        (
            show_mistakes.before(GameSystems),
            (forget_marks, say_marks).chain().after(GameSystems),
        ),
    );
}

/// Asks to show a judged move of the analysed game where it was made: the
/// position before it, the reasons' squares and the better move on the
/// board, the reasons in the banner (and so to a screen reader).
#[derive(Message, Clone, Debug)]
pub struct ShowMistake(pub MoveReview);

fn show_mistakes(
    mut asked: MessageReader<ShowMistake>,
    analysis: Res<Analysis>,
    mut commands: MessageWriter<GameCommand>,
    mut marks: ResMut<CoachMarks>,
    locale: Res<Locale>,
) {
    let Some(ShowMistake(review)) = asked.read().last() else {
        return;
    };
    let Some(game) = analysis.game.as_ref() else {
        return;
    };
    let Some(position) = game.position_at(review.ply - 1) else {
        return;
    };
    commands.write(GameCommand::GoTo(review.ply - 1));
    let reasons = review_reasons(game, review);
    let better = match review.best {
        Move::Place(square) if review.loss() > 0 => Some((square, review.color)),
        _ => None,
    };
    let name = |mv: Move| match mv {
        Move::Place(square) => square.to_string(),
        Move::Pass => locale.say("move-pass"),
    };
    let words: Vec<String> = review_words(review, &reasons)
        .into_iter()
        .map(|msg| locale.say(msg))
        .collect();
    let what = Msg::new("analysis-mistake")
        .with("ply", review.ply)
        .with("move", name(review.played))
        .with("loss", review.loss())
        .with("best", name(review.best));
    *marks = CoachMarks {
        words: format!("{} {}", locale.say(what), words.join(" ")),
        ..CoachMarks::show(position, &reasons, better)
    };
}

/// New marks' words, in the banner once their position is on the board.
fn say_marks(record: Res<GameRecord>, marks: Res<CoachMarks>, mut banner: ResMut<Banner>) {
    if marks.is_changed() && !marks.words.is_empty() && marks.on(record.game().position()).is_some()
    {
        banner.show(marks.words.clone(), banner::WARNING);
    }
}

/// What the board shows for a reason: its squares and the better move,
/// while `position` is the position on the board.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct CoachMarks {
    pub position: Option<Position>,
    /// The squares the reasons are about.
    pub squares: SquareSet,
    /// The better move, shown as a ghost disc of its mover's colour.
    pub better: Option<(Square, Side)>,
    /// What the banner says with them (after the position is on the board:
    /// going to it clears the banner).
    pub words: String,
}

impl CoachMarks {
    /// The marks for `position`: the reasons' squares and the better move
    /// with its mover.
    pub fn show(
        position: Position,
        reasons: &[Reason],
        better: Option<(Square, Side)>,
    ) -> CoachMarks {
        CoachMarks {
            position: Some(position),
            squares: reasons
                .iter()
                .fold(SquareSet::EMPTY, |all, r| SquareSet(all.0 | r.squares.0)),
            better,
            words: String::new(),
        }
    }

    /// The marks to draw on `position`, if they belong to it.
    pub fn on(&self, position: &Position) -> Option<&CoachMarks> {
        (self.position.as_ref() == Some(position)).then_some(self)
    }
}

/// Marks for a position that has left the board are dropped.
fn forget_marks(record: Res<GameRecord>, mut marks: ResMut<CoachMarks>) {
    if record.is_changed()
        && marks
            .position
            .is_some_and(|p| p != *record.game().position())
    {
        *marks = CoachMarks::default();
    }
}

/// The message id of a move class (`class-blunder`, …).
pub fn class_id(class: MoveClass) -> &'static str {
    match class {
        MoveClass::Best => "class-best",
        MoveClass::Good => "class-good",
        MoveClass::Inaccuracy => "class-inaccuracy",
        MoveClass::Mistake => "class-mistake",
        MoveClass::Blunder => "class-blunder",
    }
}

/// The message id of a reason's topic, as better or worse
/// (`coach-gives-corner-worse`, …): every topic has both.
pub fn reason_id(topic: Topic, better: bool) -> &'static str {
    macro_rules! ids {
        ($($topic:ident => $better:literal, $worse:literal;)*) => {
            match topic {
                $(Topic::$topic => if better { $better } else { $worse },)*
            }
        };
    }
    ids! {
        TakesCorner => "coach-takes-corner-better", "coach-takes-corner-worse";
        GivesCorner => "coach-gives-corner-better", "coach-gives-corner-worse";
        XSquare => "coach-x-square-better", "coach-x-square-worse";
        Mobility => "coach-mobility-better", "coach-mobility-worse";
        Frontier => "coach-frontier-better", "coach-frontier-worse";
        Stable => "coach-stable-better", "coach-stable-worse";
        Room => "coach-room-better", "coach-room-worse";
        Parity => "coach-parity-better", "coach-parity-worse";
        Pass => "coach-pass-better", "coach-pass-worse";
        AllowsPass => "coach-allows-pass-better", "coach-allows-pass-worse";
        Exact => "coach-exact-better", "coach-exact-worse";
    }
}

/// Squares as players write them: `a1`, `a1, h8`.
fn squares(set: SquareSet) -> String {
    let names: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    names.join(", ")
}

/// A result's word and margin for the exact reason.
fn outcome(score: i32) -> (&'static str, i32) {
    let word = match score.signum() {
        1 => "win",
        -1 => "loss",
        _ => "draw",
    };
    (word, score.abs())
}

/// `reason` for `played` by `mover`, compared with `other`, in words.
pub fn reason_msg(reason: &Reason, mover: Side, played: Square, other: Square) -> Msg {
    let (result, margin) = outcome(reason.value);
    let (other_result, other_margin) = outcome(reason.alternative);
    Msg::new(reason_id(reason.topic, reason.better()))
        .with("move", played.to_string())
        .with("other", other.to_string())
        .with("opponent", side_key(!mover))
        .with("value", reason.value)
        .with("alternative", reason.alternative)
        .with("squares", squares(reason.squares))
        .with("corners", squares(reason.corners()))
        .with("result", result)
        .with("margin", margin)
        .with("other-result", other_result)
        .with("other-margin", other_margin)
}

/// The reasons for a judged move of `game` against the best move (none for
/// the best, a pass, or a move the review cannot place).
pub fn review_reasons(game: &Game, review: &MoveReview) -> Vec<Reason> {
    let (Move::Place(played), Move::Place(best)) = (review.played, review.best) else {
        return Vec::new();
    };
    let Some(position) = game.position_at(review.ply - 1) else {
        return Vec::new();
    };
    if played == best || review.loss() <= 0 {
        return Vec::new();
    }
    let judged = |square, score| Judged {
        square,
        score,
        exact: review.exact,
    };
    explain(
        &position,
        judged(played, review.played_score),
        judged(best, review.best_score),
    )
}

/// The words for a judged move's reasons: each reason's sentence, or that
/// nothing simple explains it.
pub fn review_words(review: &MoveReview, reasons: &[Reason]) -> Vec<Msg> {
    let (Move::Place(played), Move::Place(best)) = (review.played, review.best) else {
        return Vec::new();
    };
    if reasons.is_empty() {
        return vec![Msg::new("coach-deeper")];
    }
    reasons
        .iter()
        .map(|r| reason_msg(r, review.color, played, best))
        .collect()
}

/// The evaluation's line: why its best move beats the second best (its
/// first reason), or that the two are as good; `None` with fewer than two
/// moves scored.
pub fn best_move_line(
    position: &Position,
    scores: &[MoveScore],
    locale: &Locale,
) -> Option<String> {
    let [best, second, ..] = scores else {
        return None;
    };
    let judged = |m: &MoveScore| Judged {
        square: m.square,
        score: m.score,
        exact: m.kind == ScoreKind::Exact,
    };
    if best.score == second.score {
        let msg = Msg::new("evaluation-equal")
            .with("move", best.square.to_string())
            .with("other", second.square.to_string());
        return Some(locale.say(msg));
    }
    let reasons = explain(position, judged(best), judged(second));
    let reason = match reasons.first() {
        Some(reason) => reason_msg(reason, position.side_to_move(), best.square, second.square),
        None => Msg::new("coach-deeper"),
    };
    let msg = Msg::new("evaluation-best")
        .with("move", best.square.to_string())
        .with("reason", locale.say(reason));
    Some(locale.say(msg))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    /// The evaluation's line on a solved position: the exact results, in
    /// words; equal scores are said to be as good.
    #[test]
    fn the_evaluation_says_why_its_best_move_is_best() {
        let locale = Locale::new(Language::English);
        let position = Position::start();
        let score = |name: &str, score, kind| MoveScore {
            square: name.parse().unwrap(),
            score,
            kind,
        };
        let solved = [
            score("f5", 4, ScoreKind::Exact),
            score("d3", 0, ScoreKind::Exact),
        ];
        let line = best_move_line(&position, &solved, &locale).unwrap();
        assert_eq!(
            line,
            "Best: f5. With perfect play f5 wins by 4; d3 only draws."
        );
        let equal = [
            score("f5", 1, ScoreKind::Estimate),
            score("d3", 1, ScoreKind::Estimate),
        ];
        let line = best_move_line(&position, &equal, &locale).unwrap();
        assert_eq!(line, "f5 and d3 are as good.");
        assert_eq!(best_move_line(&position, &solved[..1], &locale), None);
    }

    /// Every topic names a message of its own, better and worse, after
    /// the topic's id.
    #[test]
    fn every_topic_has_two_messages() {
        let mut ids = Vec::new();
        for topic in Topic::ALL {
            for (better, end) in [(true, "better"), (false, "worse")] {
                let id = reason_id(topic, better);
                assert_eq!(id, format!("coach-{}-{end}", topic.id()));
                ids.push(id);
            }
        }
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 2 * Topic::ALL.len());
    }
}
