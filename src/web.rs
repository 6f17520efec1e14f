//! The browser build's own pieces: the page address, the AI's Web Worker
//! (as the AI's [`Thinker`]), and a small DOM hook that scripts (the browser
//! test) read.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use bevy::prelude::*;
use reversi_engine::{Level, Move, Position};
use reversi_protocol::{Answer, Request};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::ai::{TaskThinking, Thinker, Thinking};
use crate::board::square_to_world;
use crate::rules::Rules;
use crate::settings::Settings;
use crate::{Screen, Turn};

/// The page address's query (`?black&level=10`), for `Options::from_query`.
pub fn address_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The game of a game link's address (`#g=f5d6c3…`), if it has one.
pub fn address_game() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let moves = hash.strip_prefix("#g=")?;
    crate::cli::percent_decode(moves)
}

/// The link that opens `game` in review: this page's address, `#g=` and
/// the moves.
pub fn game_link(game: &reversi_engine::Game) -> Option<String> {
    let location = web_sys::window()?.location();
    let page = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(format!("{page}#g={}", game.transcript()))
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Thinker(Arc::new(|engine, position, level| {
        // Tests' fixed limits are searched here; the levels in the worker.
        match engine.limits.clone() {
            Some(limits) => Box::new(TaskThinking::start(engine, position, limits)),
            None => Box::new(WorkerThinking::start(position, level)),
        }
    })));
    app.add_systems(First, match_canvas_ratio);
    app.add_systems(Last, write_state_hook);
}

/// Keeps the canvas' backing store at its CSS size times the device pixel
/// ratio. Left to itself it can stay at the CSS size (seen in Chromium
/// emulating a phone at ratio 2): the picture is then blurred, and logical
/// positions come out at half their CSS value, so taps missed their squares
/// and the state hook's coordinates were wrong. Asking for the physical size
/// makes logical pixels CSS pixels, for drawing and for input alike.
fn match_canvas_ratio(mut window: Single<&mut Window, With<bevy::window::PrimaryWindow>>) {
    let Some(page) = web_sys::window() else {
        return;
    };
    let Some(canvas) = page
        .document()
        .and_then(|d| d.get_element_by_id("bevy"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
    else {
        return;
    };
    let ratio = page.device_pixel_ratio() as f32;
    let (css_width, css_height) = (canvas.client_width() as f32, canvas.client_height() as f32);
    if ratio <= 0.0 || css_width < 1.0 || css_height < 1.0 {
        return;
    }
    let want = (
        (css_width * ratio).round() as u32,
        (css_height * ratio).round() as u32,
    );
    let have = (
        window.resolution.physical_width(),
        window.resolution.physical_height(),
    );
    if have != want {
        window.resolution.set_physical_resolution(want.0, want.1);
    }
}

/// The DOM element the game describes itself in, as one line of JSON:
/// `{"screen":"playing","turn":"human","moves":"f5d6","black":3,"white":3,
/// "level":5,"hints":true,"legal":{"c3":[x,y],…},"buttons":{"undo":[x,y],…}}`,
/// where `[x, y]` is a legal square's or a usable button's centre in CSS
/// pixels from the canvas' top-left corner.
const HOOK_ID: &str = "reversi-state";

fn write_state_hook(
    rules: Res<Rules>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    buttons: Query<
        (
            &ComputedNode,
            &bevy::ui::UiGlobalTransform,
            &InheritedVisibility,
            &Children,
        ),
        (With<Button>, Without<bevy::ui::InteractionDisabled>),
    >,
    labels: Query<&Text>,
    mut last: Local<String>,
) {
    let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(HOOK_ID))
    else {
        return;
    };
    let (camera, camera_transform) = *camera;
    let position = rules.game.position();
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
            let label = children.iter().find_map(|child| labels.get(child).ok())?;
            let at = transform.translation / window.scale_factor();
            Some(format!("\"{}\":[{:.0},{:.0}]", label.0, at.x, at.y))
        })
        .collect();
    let turn = turn.map_or("none".to_string(), |t| format!("{:?}", t.get()));
    let state = format!(
        "{{\"screen\":\"{:?}\",\"turn\":\"{turn}\",\"moves\":\"{}\",\"black\":{},\"white\":{},\"level\":{},\"hints\":{},\"legal\":{{{}}},\"buttons\":{{{}}}}}",
        screen.get(),
        rules.game.transcript(),
        position.count(reversi_engine::Color::Black),
        position.count(reversi_engine::Color::White),
        settings.level,
        settings.hints,
        legal.join(","),
        buttons.join(","),
    )
    .to_lowercase();
    if *last != state {
        element.set_text_content(Some(&state));
        *last = state;
    }
}

/// The AI's Web Worker (`worker.js` beside the page, running the
/// `reversi-worker` module). An abandoned search is ended by terminating the
/// worker; the next request starts a new one.
struct AiWorker {
    worker: web_sys::Worker,
    answers: Rc<RefCell<Vec<Answer>>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

thread_local! {
    // The page has one thread: Bevy's systems and the worker's callbacks
    // both run on it.
    static AI_WORKER: RefCell<Option<AiWorker>> = const { RefCell::new(None) };
}

/// The request number of an answer that ends every pending request: the
/// worker failed.
const FAILED: u64 = u64::MAX;

impl AiWorker {
    fn spawn() -> Result<AiWorker, String> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options("./worker.js", &options)
            .map_err(|e| format!("cannot start the AI worker: {e:?}"))?;
        let answers = Rc::new(RefCell::new(Vec::new()));
        let inbox = Rc::clone(&answers);
        let on_message = Closure::<dyn FnMut(_)>::new(move |event: web_sys::MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let answer = Answer::decode(&text).unwrap_or_else(|_| Answer {
                id: FAILED,
                result: Err(format!("the AI worker failed: {text}")),
            });
            inbox.borrow_mut().push(answer);
        });
        let inbox = Rc::clone(&answers);
        let on_error = Closure::<dyn FnMut(_)>::new(move |event: web_sys::ErrorEvent| {
            inbox.borrow_mut().push(Answer {
                id: FAILED,
                result: Err(format!("the AI worker failed: {}", event.message())),
            });
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(AiWorker {
            worker,
            answers,
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

/// A search in the AI's worker, by request number.
struct WorkerThinking {
    id: u64,
    /// Why the request could not be sent, reported at the next poll.
    failed: Option<String>,
}

impl WorkerThinking {
    fn start(position: Position, level: Level) -> WorkerThinking {
        static REQUESTS: AtomicU64 = AtomicU64::new(0);
        let id = REQUESTS.fetch_add(1, Ordering::Relaxed);
        let request = Request {
            id,
            level: level.number,
            position,
        };
        let sent = AI_WORKER.with_borrow_mut(|slot| {
            if slot.is_none() {
                *slot = Some(AiWorker::spawn()?);
            }
            let ai = slot.as_ref().expect("just spawned");
            ai.worker
                .post_message(&JsValue::from_str(&request.encode()))
                .map_err(|e| format!("cannot reach the AI worker: {e:?}"))
        });
        WorkerThinking {
            id,
            failed: sent.err(),
        }
    }
}

impl Thinking for WorkerThinking {
    fn poll(&mut self) -> Option<Result<Move, String>> {
        if let Some(message) = self.failed.take() {
            return Some(Err(message));
        }
        let answer = AI_WORKER.with_borrow_mut(|slot| {
            let ai = slot.as_ref()?;
            let mut answers = ai.answers.borrow_mut();
            let index = answers
                .iter()
                .position(|a| a.id == self.id || a.id == FAILED)?;
            Some(answers.swap_remove(index).result)
        })?;
        if answer.is_err() {
            // A broken worker is rebuilt for the next request.
            forget_worker();
        }
        Some(answer)
    }

    fn cancel(&mut self) {
        forget_worker();
    }
}

/// Ends whatever the worker is doing.
fn forget_worker() {
    AI_WORKER.with_borrow_mut(|slot| {
        if let Some(ai) = slot.take() {
            ai.worker.terminate();
        }
    });
}
