//! The Reversi game: Bevy plugins over the `reversi-engine` crate, which
//! decides every rule. Logic plugins (rules, turns, discs, AI, input) run
//! headless in tests; view plugins add meshes, lights, camera, UI and sound.

pub mod ai;
pub mod analysis;
pub mod announce;
pub mod background;
pub mod banner;
pub mod board;
pub mod cli;
pub mod demo;
pub mod discs;
pub mod evaluation;
pub mod files;
pub mod i18n;
pub mod input;
pub mod records;
pub mod rules;
pub mod saves;
pub mod settings;
pub mod storage;
pub mod tour;
pub mod view;
#[cfg(target_arch = "wasm32")]
pub mod web;

use bevy::prelude::*;

/// Top-level screens.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The new-game menu, over the board.
    #[default]
    Title,
    Playing,
    GameOver,
    /// "How to play": the rules taught on the board (`tour.rs`).
    Tour,
}

/// Phases of a turn while playing.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Playing)]
pub enum Turn {
    /// Work out who moves next (or that the game is over, or a pass).
    #[default]
    Deciding,
    /// A forced pass is being announced.
    Passing,
    Human,
    AiThinking,
    /// Discs are moving; no input until they settle.
    Animating,
    /// An earlier position of the game is shown (the move list): the AI
    /// waits, a player may move from here (see `rules.rs`).
    Reviewing,
}

/// The frame's systems in order: input becomes move attempts, the rules check
/// them, the view shows the result.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    Input,
    Rules,
    View,
}

/// Everything but rendering, windows and sound: what the headless tests run.
pub fn logic_plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_sub_state::<Turn>();
    app.configure_sets(
        Update,
        (AppSystems::Input, AppSystems::Rules, AppSystems::View).chain(),
    );
    app.init_resource::<settings::Settings>();
    app.init_resource::<settings::SettingsPanel>();
    app.add_plugins((
        banner::plugin,
        i18n::plugin,
        announce::plugin,
        rules::plugin,
        demo::plugin,
        board::plugin,
        discs::plugin,
        ai::plugin,
        input::plugin,
        records::plugin,
        evaluation::plugin,
        analysis::plugin,
        files::plugin,
        tour::plugin,
    ));
}

/// The whole game in a window (of the size `cli::Options` asks for).
pub fn plugin(app: &mut App) {
    let (width, height) = app
        .world()
        .get_resource::<cli::Options>()
        .and_then(|options| options.window)
        .unwrap_or((1280, 800));
    app.add_plugins((
        DefaultPlugins
            .set(AssetPlugin {
                // No asset has a .meta file: don't ask the web server for them.
                meta_check: bevy::asset::AssetMetaCheck::Never,
                ..default()
            })
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Reversi".into(),
                    resolution: (width, height).into(),
                    canvas: Some("#bevy".into()),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            }),
        MeshPickingPlugin,
    ));
    app.add_plugins((input::quick_clicks_plugin, records::clipboard_plugin));
    app.add_plugins((logic_plugin, view::plugin, settings::plugin, saves::plugin));
    app.add_plugins(i18n::choice_plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web::plugin);
}
