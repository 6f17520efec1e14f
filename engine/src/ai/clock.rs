//! A game clock: how long to think about each move when a whole game has one
//! budget, so that the moves where time pays get the time the others leave.

use std::time::Duration;

use crate::ai::search::Limits;

/// Each move between the midgame and the solve (from `exact_empties` to 4
/// beyond `selective_end_empties`, 21–28 empties at level 10) counts this
/// many midgame moves: there one more selective pass to the end decides
/// games, where a midgame move gains a fraction of a ply.
const END_WEIGHT: f32 = 2.5;

/// What each solved move (at `exact_empties` or fewer) keeps back while the
/// game is younger, in midgame moves: the solves mostly end at once, but a
/// hard one needs time when it comes.
const SOLVED_WEIGHT: f32 = 0.25;

/// A search ends, on average, at about this share of its time: an iteration
/// or pass is begun only when it is expected to end in time. The time given
/// is the share planned divided by this.
const USED_SHARE: f32 = 0.6;

/// No move gets less than this, however little is left: a search always
/// finishes its first iteration, and this bounds how far that overruns.
const MIN_MOVE_TIME: Duration = Duration::from_millis(20);

/// The time to give the search of a move at `empties` empty squares with
/// `left` on the clock for the rest of the game, for a search with `limits`
/// (their empties say where the phases begin; their own time is ignored).
///
/// The time left is shared among the mover's moves to come (this one and
/// every second ply after it) by weight: a midgame move 1, a move before
/// the solve 2.5, a solved move 0.25 (a reserve for a hard solve). A solved
/// move itself may take up to half of what is left: it is usually far
/// quicker, and what it leaves goes to the moves after it.
pub fn move_time(left: Duration, empties: u32, limits: &Limits) -> Duration {
    if empties <= limits.exact_empties {
        return (left / 2).max(MIN_MOVE_TIME);
    }
    let weight = |e: u32| {
        if e <= limits.exact_empties {
            SOLVED_WEIGHT
        } else if e <= end_phase(limits) {
            END_WEIGHT
        } else {
            1.0
        }
    };
    let to_come: f32 = (1..=empties).rev().step_by(2).map(weight).sum();
    let share = left.mul_f32(weight(empties) / to_come);
    (share.div_f32(USED_SHARE)).min(left / 2).max(MIN_MOVE_TIME)
}

/// What the AI keeps back on a game's clock for what its search's time does
/// not count: handing the move over (to the page, from a worker), the
/// frame it is played in.
pub const CLOCK_RESERVE: Duration = Duration::from_millis(100);

/// The time to give the search of a move at `empties` empty squares in a
/// game played against the clock, with `left` on the mover's clock and
/// `increment` added after each of its moves. A [`CLOCK_RESERVE`] is kept
/// back for each move the mover could still have to make (one an empty
/// square: the opponent may pass); [`move_time`] shares the
/// rest and the increments still to come, but a move never takes more than
/// half of that rest (or its increment, if that is more, within three
/// quarters of the rest). So the rest only ever halves: a search that keeps
/// to its time never runs the clock out.
pub fn clocked_move_time(
    left: Duration,
    increment: Duration,
    empties: u32,
    limits: &Limits,
) -> Duration {
    let to_come = empties.div_ceil(2).max(1);
    let rest = left.saturating_sub(CLOCK_RESERVE * empties);
    let planned = move_time(rest + increment * (to_come - 1), empties, limits);
    let most = (rest / 2).max(increment.min(rest.mul_f32(0.75)));
    planned.min(most)
}

/// The most empty squares at which a move counts as one before the solve.
fn end_phase(limits: &Limits) -> u32 {
    limits
        .exact_empties
        .max(limits.wld_empties)
        .max(limits.selective_end_empties)
        + 4
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::level::Level;

    fn level10() -> Limits {
        Level::strongest().limits()
    }

    #[test]
    fn the_moves_before_the_solve_get_more_than_the_midgame() {
        let limits = level10();
        let left = Duration::from_secs(10);
        let midgame = move_time(left, 36, &limits);
        let before_solve = move_time(left, 24, &limits);
        assert!(
            before_solve > midgame.mul_f32(2.0),
            "{before_solve:?} at 24 empties, {midgame:?} at 36"
        );
    }

    #[test]
    fn a_game_planned_move_by_move_spends_its_budget_and_no_more() {
        // Every search using exactly the share it was planned to use.
        let limits = level10();
        let budget = Duration::from_secs(15);
        let mut left = budget;
        let mut times = Vec::new();
        for empties in (1..=52).rev().step_by(2) {
            let used = move_time(left, empties, &limits)
                .mul_f32(USED_SHARE)
                .min(left);
            times.push((empties, used));
            left -= used;
        }
        // The first move gets about one of the ~25 weighted moves to come.
        let first = times[0].1;
        assert!(
            first > budget / 30 && first < budget / 15,
            "the first move gets {first:?}"
        );
        for &(empties, used) in &times {
            assert!(used <= budget / 4, "{used:?} at {empties} empties");
        }
        // What the solved moves keep back is a reserve, not a waste: with
        // them all ending at once, most of the budget was still planned.
        let before_solve: Duration = times.iter().filter(|t| t.0 > 20).map(|t| t.1).sum();
        assert!(
            before_solve > budget.mul_f32(0.75),
            "only {before_solve:?} of {budget:?} before the solve"
        );
    }

    #[test]
    fn the_ai_never_runs_out_of_time_at_any_common_control() {
        // Whole games at level 10's limits: every AI move uses all the time
        // it is given and the reserve besides (the hand-over, the frame),
        // the opponent passes once in a while, and still the clock never
        // reaches zero; and most of it is used.
        let limits = level10();
        for control in crate::rules::clocks::TimeControl::COMMON {
            for passes in [false, true] {
                let mut left = control.base;
                let mut used = Duration::ZERO;
                let mut empties = 59;
                while empties > 0 {
                    let given = clocked_move_time(left, control.increment, empties, &limits);
                    let spent = given + CLOCK_RESERVE;
                    assert!(
                        spent < left,
                        "{control} at {empties} empties: {spent:?} of {left:?}"
                    );
                    left = left - spent + control.increment;
                    used += spent;
                    // The opponent's move, or a pass of theirs now and then.
                    empties =
                        empties.saturating_sub(if passes && empties % 7 == 0 { 1 } else { 2 });
                }
                let budget = control.base + control.increment * 30;
                assert!(
                    used > budget.mul_f32(0.5),
                    "{control}: only {used:?} of {budget:?}"
                );
            }
        }
    }

    #[test]
    fn an_increment_is_spent_but_never_more_than_the_clock_holds() {
        let limits = level10();
        let increment = Duration::from_secs(5);
        let without = clocked_move_time(Duration::from_secs(60), Duration::ZERO, 40, &limits);
        let with = clocked_move_time(Duration::from_secs(60), increment, 40, &limits);
        assert!(
            with > without + Duration::from_secs(2),
            "{with:?} {without:?}"
        );
        // A second left and five a move: most of the second, not the five.
        let short = clocked_move_time(Duration::from_secs(1), increment, 40, &limits);
        assert!(short <= Duration::from_millis(700), "{short:?}");
    }

    #[test]
    fn an_empty_clock_still_gives_a_moment() {
        let limits = level10();
        assert_eq!(move_time(Duration::ZERO, 40, &limits), MIN_MOVE_TIME);
        assert_eq!(move_time(Duration::ZERO, 10, &limits), MIN_MOVE_TIME);
    }
}
