//! The game's screens, a turn's phases, the panels that open over the board,
//! and the order of a frame's systems: the states and sets every feature
//! runs under.

use bevy::prelude::*;

/// Top-level screens.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The new-game menu, over the board.
    #[default]
    Title,
    Playing,
    GameOver,
    /// "How to play": the rules taught on the board (`teach/`).
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
    /// waits, a player may move from here (see `play/game.rs`).
    Reviewing,
    /// A teaching game judges the player's move before the AI answers, and
    /// pauses on a costly one for the player to take it back or keep it
    /// (see `teach/teaching.rs`); an exercise judges the player's answer
    /// and plays the line after it (see `practice/exercise.rs`).
    Checking,
}

/// The frame's systems in order: input becomes move attempts, the rules check
/// them, the view shows the result.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    Input,
    Rules,
    View,
}

/// Whether the settings screen is open (over the title screen or the game).
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq)]
pub struct SettingsPanel(pub bool);

/// The openings to practise, shown over the title screen: whether, the
/// group of openings shown (`None`: the largest) and the search typed.
#[derive(Resource, Default, Clone, PartialEq, Eq)]
pub struct OpeningsPanel {
    pub open: bool,
    pub group: Option<usize>,
    pub search: String,
}

/// Whether the analysis screen is open.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq)]
pub struct AnalysisPanel(pub bool);

/// The states, the system sets in their order, and the panels' flags.
pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_sub_state::<Turn>();
    app.configure_sets(
        Update,
        (AppSystems::Input, AppSystems::Rules, AppSystems::View).chain(),
    );
    app.init_resource::<SettingsPanel>();
    app.init_resource::<AnalysisPanel>();
    app.init_resource::<OpeningsPanel>();
}
