//! The browser build's own pieces: options from the page address, the AI's
//! Web Worker, and a small DOM hook that scripts (the browser test) read.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

use bevy::prelude::*;
use reversi_engine::{Move, Position};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::board::square_to_world;
use crate::cli::Options;
use crate::rules::{Rules, Settings};
use crate::{Screen, Turn};

/// Options from the page address, in the command line's words without the
/// dashes: `?black&level=10&position=f5d6c3`. `Err` is the message to show.
pub fn options_from_address() -> Result<Options, String> {
    let query = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let mut args = Vec::new();
    for pair in query.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = js_sys::decode_uri_component(&value.replace('+', " "))
            .map(String::from)
            .map_err(|_| format!("cannot read {pair:?} in the page address"))?;
        match key {
            "position" | "level" => args.extend([format!("--{key}"), value]),
            "black" | "white" | "two-players" | "ai-vs-ai" => args.push(format!("--{key}")),
            _ => return Err(format!("unknown page option {key:?}")),
        }
    }
    Ok(Options::parse(&args)?.unwrap_or_default())
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, write_state_hook);
}

/// The DOM element the game describes itself in, as one line of JSON:
/// `{"screen":"playing","turn":"human","moves":"f5d6","black":3,"white":3,
/// "level":5,"hints":true,"legal":{"c3":[x,y],…}}`, where `[x, y]` is the
/// square's centre in CSS pixels from the canvas' top-left corner.
const HOOK_ID: &str = "reversi-state";

fn write_state_hook(
    rules: Res<Rules>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
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
    let turn = turn.map_or("none".to_string(), |t| format!("{:?}", t.get()));
    let state = format!(
        "{{\"screen\":\"{:?}\",\"turn\":\"{turn}\",\"moves\":\"{}\",\"black\":{},\"white\":{},\"level\":{},\"hints\":{},\"legal\":{{{}}}}}",
        screen.get(),
        rules.game.transcript(),
        position.count(reversi_engine::Color::Black),
        position.count(reversi_engine::Color::White),
        settings.level,
        settings.hints,
        legal.join(","),
    )
    .to_lowercase();
    if *last != state {
        element.set_text_content(Some(&state));
        *last = state;
    }
}

/// The AI's Web Worker (`worker.js` beside the page, running the
/// `reversi-worker` module). Requests are numbered; an abandoned search is
/// ended by terminating the worker, and the next request starts a new one.
struct AiWorker {
    worker: web_sys::Worker,
    answers: Rc<RefCell<Vec<(u64, String)>>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

thread_local! {
    // The page has one thread: Bevy's systems and the worker's callbacks
    // both run on it.
    static AI_WORKER: RefCell<Option<AiWorker>> = const { RefCell::new(None) };
}

/// The answer to every pending request when the worker cannot run.
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
            // "<request number> <answer>"
            if let Some(text) = event.data().as_string()
                && let Some((id, answer)) = text.split_once(' ')
                && let Ok(id) = id.parse()
            {
                inbox.borrow_mut().push((id, answer.to_string()));
            }
        });
        let inbox = Rc::clone(&answers);
        let on_error = Closure::<dyn FnMut(_)>::new(move |event: web_sys::ErrorEvent| {
            inbox.borrow_mut().push((
                FAILED,
                format!("error: the AI worker failed: {}", event.message()),
            ));
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

/// Asks the worker for a move in `position` at `level`; the request's number
/// comes back.
pub fn ask_worker(position: &Position, level: u32) -> Result<u64, String> {
    static REQUESTS: AtomicU64 = AtomicU64::new(0);
    let id = REQUESTS.fetch_add(1, Ordering::Relaxed);
    AI_WORKER.with_borrow_mut(|slot| {
        if slot.is_none() {
            *slot = Some(AiWorker::spawn()?);
        }
        let ai = slot.as_ref().expect("just spawned");
        ai.worker
            .post_message(&JsValue::from_str(&format!("{id} {level} {position}")))
            .map_err(|e| format!("cannot reach the AI worker: {e:?}"))?;
        Ok(id)
    })
}

/// The worker's answer to request `id`, once it has come: the move, or why
/// there is none.
pub fn worker_answer(id: u64) -> Option<Result<Move, String>> {
    AI_WORKER
        .with_borrow_mut(|slot| {
            let ai = slot.as_ref()?;
            let mut answers = ai.answers.borrow_mut();
            let index = answers.iter().position(|(n, _)| *n == id || *n == FAILED)?;
            let (_, text) = answers.swap_remove(index);
            Some(match text.as_str() {
                "pass" => Ok(Move::Pass),
                _ => text
                    .parse()
                    .map(Move::Place)
                    .map_err(|_| text.trim_start_matches("error: ").to_string()),
            })
        })
        .inspect(|answer| {
            if answer.is_err() {
                // A broken worker is rebuilt for the next request.
                forget_worker();
            }
        })
}

/// Ends whatever the worker is doing.
pub fn forget_worker() {
    AI_WORKER.with_borrow_mut(|slot| {
        if let Some(ai) = slot.take() {
            ai.worker.terminate();
        }
    });
}
