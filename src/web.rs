//! The browser build's own pieces: the page address, the engine's Web
//! Workers (the AI's [`Thinker`], the evaluation's and the analysis'
//! [`WorkerSteps`]), the page's controls for screen readers (the board's
//! squares and the buttons on screen, as HTML buttons with their names), and
//! a small DOM hook that scripts (the browser test) read.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use bevy::input_focus::tab_navigation::TabIndex;
use bevy::prelude::*;
use reversi_engine::{Level, Move, Position, Square};
use reversi_protocol::{Answer, Job, Reply, Request};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::ai::{TaskThinking, Thinker, Thinking};
use crate::analysis::Analysis;
use crate::background::{NextJob, Steps};
use crate::board::square_to_world;
use crate::evaluation::Evaluation;
use crate::rules::{MoveAttempt, MoveSource, Rules};
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
            // One thread: the page has no others.
            Some(limits) => Box::new(TaskThinking::start(engine, position, limits, 1)),
            None => Box::new(WorkerThinking::start(position, level)),
        }
    })));
    listen_for_pastes();
    spawn_page_board();
    app.add_systems(First, match_canvas_ratio);
    app.add_systems(PreUpdate, press_page_controls);
    app.add_systems(
        Last,
        (write_state_hook, speak, name_page_board, mirror_buttons),
    );
}

thread_local! {
    /// What the browser has handed over since the game last looked.
    static INBOX: RefCell<Inbox> = RefCell::new(Inbox::default());
}

#[derive(Default)]
struct Inbox {
    pasted: Vec<String>,
    opened: Vec<Result<String, String>>,
    /// Squares and buttons pressed in the page's controls for screen
    /// readers (an entity's bits).
    squares: Vec<Square>,
    buttons: Vec<u64>,
}

/// The board for screen readers (`#reversi-board`): eight rows of eight
/// buttons, each named by what is on its square ("d3, empty, legal,
/// turns 1"); pressing one places a disc there, like a click.
fn spawn_page_board() {
    let Ok(document) = document() else {
        return;
    };
    let Some(board) = document.get_element_by_id("reversi-board") else {
        return;
    };
    for row in 0..8u8 {
        let Ok(line) = document.create_element("div") else {
            return;
        };
        let _ = line.set_attribute("role", "group");
        let _ = line.set_attribute("aria-label", &(row + 1).to_string());
        for column in 0..8u8 {
            let Some(square) = Square::from_coords(column, row) else {
                continue;
            };
            let Ok(button) = document.create_element("button") else {
                return;
            };
            button.set_id(&format!("reversi-square-{square}"));
            button.set_text_content(Some(&square.to_string()));
            let press = Closure::<dyn FnMut()>::new(move || {
                INBOX.with_borrow_mut(|inbox| inbox.squares.push(square));
            });
            let _ =
                button.add_event_listener_with_callback("click", press.as_ref().unchecked_ref());
            press.forget();
            let _ = line.append_child(&button);
        }
        let _ = board.append_child(&line);
    }
}

/// Names the page's squares after the position shown, in the game's
/// language, which the page declares (screen readers pronounce by it).
fn name_page_board(rules: Res<Rules>, locale: Res<crate::i18n::Locale>) {
    if !rules.is_changed() && !locale.is_changed() {
        return;
    }
    let Ok(document) = document() else {
        return;
    };
    if locale.is_changed() {
        if let Some(page) = document.document_element() {
            let _ = page.set_attribute("lang", locale.language().code());
        }
        if let Some(board) = document.get_element_by_id("reversi-board") {
            let _ = board.set_attribute("aria-label", &locale.say("board-label"));
        }
    }
    for square in Square::ALL {
        if let Some(button) = document.get_element_by_id(&format!("reversi-square-{square}")) {
            let words = crate::announce::square_words(&locale, &rules, square);
            let _ = button.set_attribute("aria-label", &words);
        }
    }
}

/// The buttons on screen, for screen readers (`#reversi-buttons`): the
/// same, named alike and in the same order (top to bottom, left to right),
/// rebuilt when they change; pressing one presses the game's.
fn mirror_buttons(
    buttons: Query<
        (
            Entity,
            &TabIndex,
            &bevy::ui::UiGlobalTransform,
            &Children,
            Option<&bevy::ui::prelude::AccessibleLabel>,
        ),
        With<Button>,
    >,
    texts: Query<&Text>,
    mut shown: Local<Vec<(Entity, String)>>,
) {
    // Usable buttons are the ones the keyboard focus may reach.
    let mut usable: Vec<(Vec2, Entity, String)> = buttons
        .iter()
        .filter(|(_, index, ..)| index.0 == 0)
        .filter_map(|(entity, _, at, children, label)| {
            let name = match label {
                Some(label) => label.0.clone(),
                None => children.iter().find_map(|c| texts.get(c).ok())?.0.clone(),
            };
            Some((at.translation, entity, name))
        })
        .collect();
    usable.sort_by(|a, b| {
        (a.0.y, a.0.x)
            .partial_cmp(&(b.0.y, b.0.x))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let wanted: Vec<(Entity, String)> = usable.into_iter().map(|(_, e, n)| (e, n)).collect();
    if *shown == wanted {
        return;
    }
    let Ok(document) = document() else {
        return;
    };
    let Some(bar) = document.get_element_by_id("reversi-buttons") else {
        return;
    };
    bar.set_text_content(None);
    for (entity, name) in &wanted {
        let Ok(button) = document.create_element("button") else {
            return;
        };
        button.set_text_content(Some(name));
        let bits = entity.to_bits();
        let press = Closure::<dyn FnMut()>::new(move || {
            INBOX.with_borrow_mut(|inbox| inbox.buttons.push(bits));
        });
        let _ = button.add_event_listener_with_callback("click", press.as_ref().unchecked_ref());
        // The element and its listener go together when the bar is rebuilt.
        press.forget();
        let _ = bar.append_child(&button);
    }
    *shown = wanted;
}

/// What was pressed in the page's controls: a square is a move attempt, a
/// button is pressed as if clicked (if it is still there and usable).
fn press_page_controls(
    mut attempts: MessageWriter<MoveAttempt>,
    buttons: Query<&TabIndex, With<Button>>,
    mut commands: Commands,
) {
    let (squares, pressed) = INBOX.with_borrow_mut(|inbox| {
        (
            std::mem::take(&mut inbox.squares),
            std::mem::take(&mut inbox.buttons),
        )
    });
    for square in squares {
        attempts.write(MoveAttempt {
            mv: Move::Place(square),
            source: MoveSource::Human,
        });
    }
    for bits in pressed {
        let Some(entity) = Entity::try_from_bits(bits) else {
            continue;
        };
        if buttons.get(entity).is_ok_and(|index| index.0 == 0) {
            commands.trigger(crate::view::ui::widgets::Activate { entity });
        }
    }
}

/// Lets the browser paste into the game. Bevy's window cancels every key's
/// default action, Ctrl+V's paste included; a capture listener on the page
/// keeps Ctrl+V (Cmd+V) from the game's canvas, so the browser pastes and
/// its `paste` event brings the text: no permission asked, unlike reading
/// the clipboard.
///
/// The same listener opens the file picker for Ctrl+O (Cmd+O) at once: a
/// browser shows a picker only while a user's gesture is fresh, and the
/// game's own key handling comes a frame later, which at a slow frame rate
/// (seen in CI) is too late.
fn listen_for_pastes() {
    let Some(page) = web_sys::window() else {
        return;
    };
    let keys = Closure::<dyn FnMut(_)>::new(|event: web_sys::KeyboardEvent| {
        if !(event.ctrl_key() || event.meta_key()) || event.alt_key() || event.shift_key() {
            return;
        }
        let key = event.key();
        if key.eq_ignore_ascii_case("v") {
            event.stop_propagation();
        } else if key.eq_ignore_ascii_case("o") {
            event.stop_propagation();
            event.prevent_default();
            if let Err(e) = choose_file() {
                INBOX.with_borrow_mut(|inbox| inbox.opened.push(Err(e)));
            }
        }
    });
    let paste = Closure::<dyn FnMut(_)>::new(|event: web_sys::ClipboardEvent| {
        let text = event
            .clipboard_data()
            .and_then(|data| data.get_data("text").ok());
        if let Some(text) = text {
            event.prevent_default();
            INBOX.with_borrow_mut(|inbox| inbox.pasted.push(text));
        }
    });
    for (kind, listener) in [("keydown", keys.as_ref()), ("paste", paste.as_ref())] {
        let _ =
            page.add_event_listener_with_callback_and_bool(kind, listener.unchecked_ref(), true);
    }
    // For the page's lifetime.
    keys.forget();
    paste.forget();
}

/// Text pasted into the page since the last call.
pub fn pasted() -> Vec<String> {
    INBOX.with_borrow_mut(|inbox| std::mem::take(&mut inbox.pasted))
}

/// Files opened through [`choose_file`] since the last call: their text, or
/// why it could not be read.
pub fn opened_files() -> Vec<Result<String, String>> {
    INBOX.with_borrow_mut(|inbox| std::mem::take(&mut inbox.opened))
}

fn document() -> Result<web_sys::Document, String> {
    web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| "no page".to_string())
}

/// Offers `text` as a download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|e| format!("{e:?}"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| format!("{e:?}"))?;
    let link: web_sys::HtmlAnchorElement = document()?
        .create_element("a")
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has started by the time the address is revoked.
    let revoke = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    if let Some(page) = web_sys::window() {
        let _ = page
            .set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
    }
    Ok(())
}

/// Opens the browser's file picker; the file's text arrives in
/// [`opened_files`]. Nothing arrives if the player cancels.
pub fn choose_file() -> Result<(), String> {
    let document = document()?;
    let input: web_sys::HtmlInputElement = document
        .create_element("input")
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    input.set_type("file");
    input.set_accept(".ggf,.txt,.obf,text/plain");
    input.set_hidden(true);
    let chosen = input.clone();
    let on_change = Closure::once_into_js(move || {
        chosen.remove();
        let Some(file) = chosen.files().and_then(|files| files.get(0)) else {
            return;
        };
        let name = file.name();
        let read = Closure::<dyn FnMut(JsValue)>::new(|text: JsValue| {
            let text = text.as_string().unwrap_or_default();
            INBOX.with_borrow_mut(|inbox| inbox.opened.push(Ok(text)));
        });
        let failed = Closure::<dyn FnMut(JsValue)>::new(move |error: JsValue| {
            let message = format!("{name}: {error:?}");
            INBOX.with_borrow_mut(|inbox| inbox.opened.push(Err(message)));
        });
        let _ = file.text().then2(&read, &failed);
        // Called once, after this returns: a few bytes left per file opened.
        read.forget();
        failed.forget();
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    // Some browsers only open the picker of an input in the page.
    if let Some(body) = document.body() {
        let _ = body.append_child(&input);
    }
    input.click();
    Ok(())
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

/// Puts each announcement in the page's live region (`#reversi-said`) for
/// screen readers; the same words twice get a no-break space, so that the
/// region changes and they are said again.
fn speak(announcement: Res<crate::announce::Announcement>, mut last: Local<(u64, String)>) {
    if announcement.serial == last.0 {
        return;
    }
    let Some(region) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("reversi-said"))
    else {
        return;
    };
    let mut text = announcement.text.clone();
    if text == last.1 {
        text.push('\u{a0}');
    }
    region.set_text_content(Some(&text));
    *last = (announcement.serial, text);
}

/// The DOM element the game describes itself in, as one line of JSON:
/// `{"screen":"playing","turn":"human","moves":"f5d6","black":3,"white":3,
/// "level":5,"hints":true,"legal":{"c3":[x,y],…},"buttons":{"undo":[x,y],…},
/// "evaluation":{"depth":4,"scores":{"c3":-2,…}},"analysis":[12,60],
/// "lang":"en","status":"black to move","tour":[3,true]}` (buttons named
/// by their message; the tour's step from 1, 0 outside it, and whether it
/// awaits the player's try),
/// where `[x, y]` is a legal square's or a usable button's centre in CSS
/// pixels from the canvas' top-left corner, the evaluation's scores are
/// those shown on the board (at that depth) and the analysis counts the
/// moves judged of all.
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
    labels: Query<&crate::i18n::Tr>,
    status: Query<&Text, With<crate::view::StatusText>>,
    locale: Res<crate::i18n::Locale>,
    evaluation: Res<Evaluation>,
    analysis: Res<Analysis>,
    tour: Option<Res<crate::tour::Tour>>,
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
    let state = format!(
        "{{\"screen\":\"{:?}\",\"turn\":\"{turn}\",\"moves\":\"{}\",\"black\":{},\"white\":{},\"level\":{},\"hints\":{},\"legal\":{{{}}},\"buttons\":{{{}}},\"evaluation\":{{\"depth\":{},\"scores\":{{{}}}}},\"analysis\":[{analysed},{moves}],\"lang\":\"{}\",\"status\":\"{}\",\"tour\":[{},{}]}}",
        screen.get(),
        rules.game.transcript(),
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
    )
    .to_lowercase();
    if *last != state {
        element.set_text_content(Some(&state));
        *last = state;
    }
}

/// A Web Worker of the engine (`worker.js` beside the page, running the
/// `reversi-worker` module): the AI's own, or one that evaluates and
/// analyses. A job cannot be interrupted: an abandoned one is ended by
/// terminating its worker, and the next job starts another.
struct EngineWorker {
    worker: web_sys::Worker,
    answers: Rc<RefCell<Vec<Answer>>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

/// The request number of an answer that ends every pending request: the
/// worker failed.
const FAILED: u64 = u64::MAX;

impl EngineWorker {
    /// A new worker; `name` ("ai" or "analysis") tells it which engine to be.
    fn spawn(name: &str) -> Result<EngineWorker, String> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        options.set_name(name);
        let worker = web_sys::Worker::new_with_options("./worker.js", &options)
            .map_err(|e| format!("cannot start the engine's worker: {e:?}"))?;
        let answers = Rc::new(RefCell::new(Vec::new()));
        let inbox = Rc::clone(&answers);
        let on_message = Closure::<dyn FnMut(_)>::new(move |event: web_sys::MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let answer = Answer::decode(&text).unwrap_or_else(|_| Answer {
                id: FAILED,
                reply: Reply::Error(format!("the engine's worker failed: {text}")),
            });
            inbox.borrow_mut().push(answer);
        });
        let inbox = Rc::clone(&answers);
        let on_error = Closure::<dyn FnMut(_)>::new(move |event: web_sys::ErrorEvent| {
            inbox.borrow_mut().push(Answer {
                id: FAILED,
                reply: Reply::Error(format!("the engine's worker failed: {}", event.message())),
            });
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(EngineWorker {
            worker,
            answers,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends `job`; its answer will carry the number returned.
    fn send(&self, job: Job) -> Result<u64, String> {
        static REQUESTS: AtomicU64 = AtomicU64::new(0);
        let id = REQUESTS.fetch_add(1, Ordering::Relaxed);
        self.worker
            .post_message(&JsValue::from_str(&Request { id, job }.encode()))
            .map_err(|e| format!("cannot reach the engine's worker: {e:?}"))?;
        Ok(id)
    }

    /// The reply to request `id`, once it has come, or the worker's failure.
    fn reply(&self, id: u64) -> Option<Reply> {
        let mut answers = self.answers.borrow_mut();
        let index = answers.iter().position(|a| a.id == id || a.id == FAILED)?;
        Some(answers.swap_remove(index).reply)
    }
}

thread_local! {
    // The page has one thread: Bevy's systems and the workers' callbacks
    // both run on it. Resources hold only numbers; the workers live here.
    static AI_WORKER: RefCell<Option<EngineWorker>> = const { RefCell::new(None) };
    static ANALYSTS: RefCell<Analysts> = RefCell::new(Analysts::default());
}

/// The evaluating and analysing workers: those at work, by the number of
/// their [`WorkerSteps`], and idle ones kept for the next jobs (a new
/// worker compiles the engine and reads its weights again).
#[derive(Default)]
struct Analysts {
    busy: std::collections::HashMap<u64, EngineWorker>,
    idle: Vec<EngineWorker>,
}

/// A search for the AI's move in its worker, by request number.
struct WorkerThinking {
    id: Result<u64, String>,
}

impl WorkerThinking {
    fn start(position: Position, level: Level) -> WorkerThinking {
        let job = Job::Move {
            level: level.number,
            position,
        };
        let id = AI_WORKER.with_borrow_mut(|slot| {
            if slot.is_none() {
                *slot = Some(EngineWorker::spawn("ai")?);
            }
            slot.as_ref().expect("just spawned").send(job)
        });
        WorkerThinking { id }
    }
}

impl Thinking for WorkerThinking {
    fn poll(&mut self) -> Option<Result<Move, String>> {
        let id = match &self.id {
            Ok(id) => *id,
            Err(message) => return Some(Err(message.clone())),
        };
        let reply = AI_WORKER.with_borrow(|slot| slot.as_ref()?.reply(id))?;
        let answer = match reply {
            Reply::Move(mv) => Ok(mv),
            Reply::Error(message) => Err(message),
            other => Err(format!("the AI's worker answered {other:?}")),
        };
        if answer.is_err() {
            // A broken worker is rebuilt for the next request.
            forget_ai_worker();
        }
        Some(answer)
    }

    fn cancel(&mut self) {
        forget_ai_worker();
    }
}

/// Ends whatever the AI's worker is doing.
fn forget_ai_worker() {
    AI_WORKER.with_borrow_mut(|slot| {
        if let Some(ai) = slot.take() {
            ai.worker.terminate();
        }
    });
}

/// Background jobs in an evaluating or analysing worker, one message each
/// (see `background.rs`).
pub struct WorkerSteps {
    /// This chain's number, under which its worker is busy.
    key: u64,
    /// The job sent and its request number.
    pending: Option<(Job, u64)>,
    next: NextJob,
    /// Replies not yet taken: a failure to start or send.
    done: Vec<(Job, Reply)>,
}

impl WorkerSteps {
    pub fn start(first: Job, next: NextJob) -> WorkerSteps {
        static CHAINS: AtomicU64 = AtomicU64::new(0);
        let mut steps = WorkerSteps {
            key: CHAINS.fetch_add(1, Ordering::Relaxed),
            pending: None,
            next,
            done: Vec::new(),
        };
        let worker = ANALYSTS.with_borrow_mut(|analysts| {
            let worker = match analysts.idle.pop() {
                Some(worker) => worker,
                None => EngineWorker::spawn("analysis")?,
            };
            analysts.busy.insert(steps.key, worker);
            Ok::<_, String>(())
        });
        match worker {
            Ok(()) => steps.send(first),
            Err(message) => steps.done.push((first, Reply::Error(message))),
        }
        steps
    }

    fn send(&mut self, job: Job) {
        let sent = ANALYSTS.with_borrow(|analysts| match analysts.busy.get(&self.key) {
            Some(worker) => worker.send(job.clone()),
            None => Err("the engine's worker is gone".to_string()),
        });
        match sent {
            Ok(id) => self.pending = Some((job, id)),
            Err(message) => self.done.push((job, Reply::Error(message))),
        }
    }
}

impl Steps for WorkerSteps {
    fn take(&mut self) -> Vec<(Job, Reply)> {
        if let Some((_, id)) = &self.pending {
            let reply = ANALYSTS.with_borrow(|analysts| analysts.busy.get(&self.key)?.reply(*id));
            if let Some(reply) = reply {
                let (job, _) = self.pending.take().expect("pending");
                let failed = matches!(reply, Reply::Error(_));
                if failed {
                    // Its failure is taken with the reply: ended here, it
                    // can't go back to the idle ones when the chain drops.
                    ANALYSTS.with_borrow_mut(|analysts| {
                        if let Some(worker) = analysts.busy.remove(&self.key) {
                            worker.worker.terminate();
                        }
                    });
                }
                let next = if failed {
                    None
                } else {
                    (self.next)(&job, &reply)
                };
                self.done.push((job, reply));
                if let Some(next) = next {
                    self.send(next);
                }
            }
        }
        std::mem::take(&mut self.done)
    }
}

impl Drop for WorkerSteps {
    fn drop(&mut self) {
        ANALYSTS.with_borrow_mut(|analysts| {
            let Some(worker) = analysts.busy.remove(&self.key) else {
                return;
            };
            // An idle worker is kept; one still working on a job nobody
            // wants any more, or one that failed since, is ended.
            let failed = worker.answers.borrow().iter().any(|a| a.id == FAILED);
            if self.pending.is_some() || failed {
                worker.worker.terminate();
            } else {
                worker.answers.borrow_mut().clear();
                analysts.idle.push(worker);
            }
        });
    }
}
