//! The page's state hook: one line of JSON that scripts (the browser test)
//! read, in `<output id="reversi-state">`.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::board::squares::square_to_world;
use crate::i18n::{Locale, Tr};
use crate::library::Library;
use crate::online::{Connection, Online};
use crate::openings::CurrentOpening;
use crate::play::game::GameRecord;
use crate::practice::deck::{Calendar, Deck};
use crate::practice::exercise::{Exercise, Task};
use crate::screens::{Screen, Turn};
use crate::settings::Settings;
use crate::study::analysis::Analysis;
use crate::study::evaluation::Evaluation;
use crate::teach::tour::Tour;
use crate::view::StatusText;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, write_state_hook);
}

/// The DOM element the game describes itself in, as one line of JSON:
/// `{"screen":"playing","turn":"human","moves":"f5d6","black":3,"white":3,
/// "level":5,"hints":true,"legal":{"c3":[x,y],…},"buttons":{"undo":[x,y],…},
/// "evaluation":{"depth":4,"scores":{"c3":-2,…}},"analysis":[12,60],
/// "lang":"en","status":"black to move","tour":[3,true],
/// "exercise":["puzzle",42,"wrong"],"deck":[3,1],"opening":"tiger",
/// "clocks":[178400,180000],"library":[12,"f5d6…"],
/// "online":["connected","k3x9q2","http://…/#online=k3x9q2","black","playing"]}`
/// (buttons named by their message; the tour's step from 1, 0 outside it,
/// and whether it awaits the player's try; the exercise on the board
/// (`puzzle`, `card` or `none`), the puzzle's number in the set (-1 for
/// none) and the verdict, `none` before the answer; the practice deck's
/// cards and those due; the opening's name, empty before one, in lower case
/// like the rest; in a game against the clock, Black's and White's time
/// left in milliseconds, to the tenth of a second, else none; the games
/// in the library and the moves of the one kept last; online play's
/// connection (`off`, `connecting`, `connected`, `retrying`, `refused`), the
/// code of the game followed or else of the one created with its link, the
/// seat (`black`, `white`, `spectator`) and the game's status), where
/// `[x, y]` is a legal square's or a usable button's
/// centre in CSS pixels from the canvas' top-left corner, the evaluation's
/// scores are those shown on the board (at that depth) and the analysis
/// counts the moves judged of all.
const HOOK_ID: &str = "reversi-state";

/// Where the game's parts are on the page.
#[derive(SystemParam)]
struct OnPage<'w, 's> {
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<Camera3d>>,
    window: Single<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
    buttons: Query<
        'w,
        's,
        (
            &'static ComputedNode,
            &'static bevy::ui::UiGlobalTransform,
            &'static InheritedVisibility,
            &'static Children,
        ),
        (With<Button>, Without<bevy::ui::InteractionDisabled>),
    >,
    labels: Query<'w, 's, &'static Tr>,
    status: Query<'w, 's, &'static Text, With<StatusText>>,
}

/// The features' states the hook tells.
#[derive(SystemParam)]
struct Features<'w> {
    evaluation: Res<'w, Evaluation>,
    analysis: Res<'w, Analysis>,
    tour: Option<Res<'w, Tour>>,
    exercise: Res<'w, Exercise>,
    deck: Res<'w, Deck>,
    calendar: Res<'w, Calendar>,
    opening: Res<'w, CurrentOpening>,
    library: Res<'w, Library>,
    online: Option<Res<'w, Online>>,
}

fn write_state_hook(
    record: Res<GameRecord>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    locale: Res<Locale>,
    page: OnPage,
    features: Features,
    mut last: Local<String>,
) {
    let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(HOOK_ID))
    else {
        return;
    };
    let OnPage {
        camera,
        window,
        buttons,
        labels,
        status,
    } = page;
    let Features {
        evaluation,
        analysis,
        tour,
        exercise,
        deck,
        calendar,
        opening,
        library,
        online,
    } = features;
    let (camera, camera_transform) = *camera;
    let position = record.game().position();
    let legal: Vec<String> = position
        .legal_moves()
        .iter()
        .filter_map(|square| {
            let at = camera
                .world_to_viewport(camera_transform, square_to_world(square))
                .ok()?;
            Some(format!("\"{square}\":[{:.0},{:.0}]", at.x, at.y))
        })
        .collect();
    let buttons: Vec<String> = buttons
        .iter()
        .filter(|(node, _, visibility, _)| visibility.get() && node.size() != Vec2::ZERO)
        .filter_map(|(_, transform, _, children)| {
            // Named by message, the same in every language.
            let label = children.iter().find_map(|child| labels.get(child).ok())?;
            let id = label.0.id;
            let name = id.strip_prefix("button-").unwrap_or(id).replace('-', " ");
            let at = transform.translation / window.scale_factor();
            Some(format!("\"{name}\":[{:.0},{:.0}]", at.x, at.y))
        })
        .collect();
    let turn = turn.map_or("none".to_string(), |t| format!("{:?}", t.get()));
    let scores: Vec<String> = evaluation
        .scores
        .iter()
        .map(|m| format!("\"{}\":{}", m.square, m.score))
        .collect();
    let (analysed, moves) = analysis.progress();
    let (kind, number) = match &exercise.task {
        _ if !record.exercise() => ("none", -1),
        Some(Task::Puzzle { number, .. }) => ("puzzle", i64::from(*number)),
        Some(Task::Card { .. }) => ("card", -1),
        None => ("none", -1),
    };
    let verdict = match &exercise.verdict {
        Some(verdict) if verdict.right => "right",
        Some(_) => "wrong",
        None => "none",
    };
    let clocks: Vec<String> = [reversi_engine::Color::Black, reversi_engine::Color::White]
        .into_iter()
        .filter_map(|side| record.clock_left(side))
        .map(|left| (left.as_millis() / 100 * 100).to_string())
        .collect();
    let online = online.as_deref().map_or_else(String::new, |online| {
        let connection = match online.connection {
            Connection::Off => "off",
            Connection::Connecting => "connecting",
            Connection::Connected => "connected",
            Connection::Retrying { .. } => "retrying",
            Connection::Refused => "refused",
        };
        let (code, link) = match (&online.game, &online.created) {
            (Some(game), _) => (game.view.code.as_str(), ""),
            (None, Some((code, link))) => (code.as_str(), link.as_str()),
            (None, None) => ("", ""),
        };
        let you = online.game.as_ref().map_or("", |g| g.view.you.as_str());
        let status = online.game.as_ref().map_or("", |g| g.view.status.as_str());
        [connection, code, link, you, status]
            .map(|s| format!("\"{}\"", s.replace(['"', '\\'], "")))
            .join(",")
    });
    let state = format!(
        "{{\"screen\":\"{:?}\",\"turn\":\"{turn}\",\"moves\":\"{}\",\"black\":{},\"white\":{},\"level\":{},\"hints\":{},\"legal\":{{{}}},\"buttons\":{{{}}},\"evaluation\":{{\"depth\":{},\"scores\":{{{}}}}},\"analysis\":[{analysed},{moves}],\"lang\":\"{}\",\"status\":\"{}\",\"tour\":[{},{}],\"exercise\":[\"{kind}\",{number},\"{verdict}\"],\"deck\":[{},{}],\"opening\":\"{}\",\"clocks\":[{}],\"library\":[{},\"{}\"],\"online\":[{online}]}}",
        screen.get(),
        record.game().transcript(),
        position.count(reversi_engine::Color::Black),
        position.count(reversi_engine::Color::White),
        settings.level,
        settings.hints,
        legal.join(","),
        buttons.join(","),
        evaluation.depth,
        scores.join(","),
        locale.language().code(),
        status
            .iter()
            .next()
            .map_or(String::new(), |t| t.0.replace(['"', '\\'], "")),
        tour.as_ref().map_or(0, |t| t.step + 1),
        tour.is_some_and(|t| t.trying()),
        deck.cards.len(),
        deck.due(calendar.today()),
        opening.0.map_or("", |named| named.opening.name),
        clocks.join(","),
        library.entries().len(),
        library
            .entries()
            .last()
            .map_or(String::new(), |e| e.game.transcript()),
    )
    .to_lowercase();
    if *last != state {
        element.set_text_content(Some(&state));
        *last = state;
    }
}
