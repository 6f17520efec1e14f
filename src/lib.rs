//! The Reversi game: Bevy plugins over the `reversi-engine` crate, which
//! decides every rule. One folder a job, each with its own plugin; a folder
//! uses only those above it in this list (`tests/game/structure.rs` keeps it so):
//!
//! | folder | what a player does there |
//! | --- | --- |
//! | [`screens`] | the screens (title, playing, game over, the tour), a turn's phases, the panel open over the board, the frame's order |
//! | [`i18n`] | every word, in six languages |
//! | [`ui`] | the interface's kit: colours, the font, buttons and what they send, panels, the keys held |
//! | [`settings`] | the player's settings, where they and the saves are kept, the language chosen; their screen |
//! | [`platform`] | the command line and the page address; the browser's own pieces (paste events, downloads, the file picker, engine workers) |
//! | [`jobs`] | engine searches off the frame: one runner for the AI, the evaluation, the analysis and the puzzle checks (a task on the desktop, an engine Web Worker on the web) |
//! | [`play`] | the game record and its one door: new positions, moves (from every input, the AI, the tour, the backdrop) checked by the rules, passes, undo, review; the keyboard; the banner |
//! | [`board`] | the board as entities: squares (clicks, hovers), discs and their flips, the trays, the count; where the board and the panels go on the screen |
//! | [`ai`] | the AI's moves, searched off the frame; the title's backdrop game |
//! | [`study`] | the evaluation on the board, the analysis of a game and its screen, the coach |
//! | [`library`] | every game finished or opened, kept: its screen, the list's filters and orders, delete and undo |
//! | [`records`] | copy and paste, game files (the library's export and import too), the game kept between sessions, what a game starts with |
//! | [`openings`] | the named openings: the one the game is in, the screen to choose one to practise; new games from other starts (balanced, random) |
//! | [`online`] | online play on a `reversi-server`: the link (reconnected by itself), the lobby, the game followed on the board, the server's clocks and result |
//! | [`access`] | what screen readers say |
//! | [`teach`] | How to play: the rules taught on the board, its words and buttons; the teaching game |
//! | [`practice`] | puzzles (of the day, by difficulty) and the player's mistakes, practised on the board |
//! | [`view`] | what is seen and heard: the scene, the camera, the title menu, the HUD and the result, the sounds, the web page around the canvas |
//!
//! [`logic_plugin`] is everything but the window: what the headless tests
//! run. [`plugin`] is the whole game.

// The web has no Bevy log plugin (see `platform::web::console`): there
// the game's log macros are the `log` crate's.
#[cfg(target_arch = "wasm32")]
macro_rules! warn { ($($t:tt)*) => { log::warn!($($t)*) } }
#[cfg(target_arch = "wasm32")]
macro_rules! info { ($($t:tt)*) => { log::info!($($t)*) } }
#[cfg(target_arch = "wasm32")]
macro_rules! debug { ($($t:tt)*) => { log::debug!($($t)*) } }
#[cfg(target_arch = "wasm32")]
macro_rules! error { ($($t:tt)*) => { log::error!($($t)*) } }

pub mod access;
pub mod ai;
pub mod board;
pub mod i18n;
pub mod jobs;
pub mod library;
pub mod online;
pub mod openings;
pub mod platform;
pub mod play;
pub mod practice;
pub mod records;
pub mod screens;
pub mod settings;
pub mod study;
pub mod teach;
pub mod ui;
pub mod view;

use bevy::prelude::*;

/// Everything but rendering, windows and sound: what the headless tests run.
pub fn logic_plugin(app: &mut App) {
    app.init_resource::<settings::Settings>();
    app.add_plugins((
        screens::plugin,
        i18n::plugin,
        play::plugin,
        board::plugin,
        ai::plugin,
        study::plugin,
        library::plugin,
        records::plugin,
        openings::plugin,
        access::plugin,
        teach::plugin,
        practice::plugin,
        online::plugin,
    ));
}

/// The whole game in a window (of the size `platform::options::Options`
/// asks for).
pub fn plugin(app: &mut App) {
    let (width, height) = app
        .world()
        .get_resource::<platform::options::Options>()
        .and_then(|options| options.window)
        .unwrap_or((1280, 800));
    bevy_plugins(
        app,
        Window {
            title: "Reversi".into(),
            resolution: (width, height).into(),
            canvas: Some("#bevy".into()),
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            ..default()
        },
    );
    app.add_plugins((play::clicks::plugin, records::clipboard::clipboard_plugin));
    app.add_plugins((
        logic_plugin,
        interface_plugin,
        view::plugin,
        settings::plugin,
        records::saves::plugin,
    ));
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(platform::web::plugin);
}

/// Bevy's plugins for the features in `Cargo.toml`: `DefaultPlugins`, in
/// its order, but for 2D sprites and meshes, which the game never draws.
/// Bevy's UI renderer needs only their image events (`SpriteAssetEvents`);
/// the rest of 2D rendering costs the web module 0.1 MB gzipped.
fn bevy_plugins(app: &mut App, window: Window) {
    use bevy::{
        a11y::AccessibilityPlugin,
        app::{PanicHandlerPlugin, TaskPoolPlugin},
        camera::CameraPlugin,
        clipboard::ClipboardPlugin,
        core_pipeline::CorePipelinePlugin,
        diagnostic::{DiagnosticsPlugin, FrameCountPlugin},
        image::TextureAtlasPlugin,
        input::InputPlugin,
        input_focus::{InputDispatchPlugin, InputFocusPlugin},
        light::LightPlugin,
        mesh::MeshPlugin,
        pbr::PbrPlugin,
        picking::DefaultPickingPlugins,
        render::{ExtractSchedule, RenderApp, RenderPlugin},
        sprite_render::{SpriteAssetEvents, extract_sprite_events},
        state::app::StatesPlugin,
        text::TextPlugin,
        time::TimePlugin,
        transform::TransformPlugin,
        ui::UiPlugin,
        ui_render::UiRenderPlugin,
        winit::WinitPlugin,
    };

    app.add_plugins(PanicHandlerPlugin);
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(bevy::log::LogPlugin::default());
    app.add_plugins((
        TaskPoolPlugin::default(),
        FrameCountPlugin,
        TimePlugin,
        TransformPlugin,
        DiagnosticsPlugin,
        InputPlugin,
        InputFocusPlugin,
        InputDispatchPlugin,
        WindowPlugin {
            primary_window: Some(window),
            ..default()
        },
        AccessibilityPlugin,
    ));
    #[cfg(unix)]
    app.add_plugins(bevy::app::TerminalCtrlCHandlerPlugin);
    app.add_plugins((
        AssetPlugin {
            // No asset has a .meta file: don't ask the web server for them.
            meta_check: bevy::asset::AssetMetaCheck::Never,
            ..default()
        },
        WinitPlugin::default(),
        RenderPlugin::default(),
        ImagePlugin::default(),
        MeshPlugin,
        CameraPlugin,
        LightPlugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(bevy::render::pipelined_rendering::PipelinedRenderingPlugin);
    app.add_plugins((CorePipelinePlugin, TextureAtlasPlugin));
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .init_resource::<SpriteAssetEvents>()
            .add_systems(ExtractSchedule, extract_sprite_events);
    }
    app.add_plugins((
        ClipboardPlugin,
        TextPlugin,
        UiPlugin,
        UiRenderPlugin,
        PbrPlugin::default(),
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(bevy::audio::AudioPlugin::default());
    app.add_plugins((StatesPlugin, DefaultPickingPlugins, MeshPickingPlugin));
}

/// The 2D interface: the layout that follows the window, the interface's
/// kit, the menu, the HUD and the result, and each feature's screen. It
/// needs Bevy's UI and text but no renderer: the fit test lays it out
/// headless.
pub fn interface_plugin(app: &mut App) {
    app.add_plugins((
        board::layout::plugin,
        ui::plugin,
        view::ui::plugin,
        settings::panel::plugin,
        openings::panel::plugin,
        library::panel::plugin,
        study::panel::plugin,
        teach::panel::plugin,
        online::panel::plugin,
    ));
}

/// What the command line or the page address asked for, applied: the game
/// it starts with, and the window's screenshot and frame times.
pub fn options_plugin(app: &mut App) {
    app.add_plugins((
        records::start::plugin,
        online::options_plugin,
        view::screenshot::plugin,
    ));
}
