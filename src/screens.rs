//! The game's screens, a turn's phases, the panel open over the board, and
//! the order of a frame's systems: the states and sets every feature
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
    /// The other side of an online game moves: its move comes from the
    /// server (`online`).
    Remote,
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

/// The title menu's page: the first one, or a group's choices.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Title)]
pub enum MenuPage {
    #[default]
    Main,
    Play,
    Practise,
    Learn,
}

/// The panel open over the title screen or the game, one at a time: each
/// feature spawns its own on entering its state, marked to be despawned on
/// leaving it (`DespawnOnExit`); Esc or its Done closes it.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Panel {
    #[default]
    None,
    /// The settings (`settings::panel`).
    Settings,
    /// The openings to practise (`openings::panel`).
    Openings,
    /// The games kept (`library::panel`).
    Library,
    /// The analysis of the game (`study::panel`).
    Analysis,
    /// Online play's lobby (`online::panel`).
    Online,
}

/// The states and the system sets in their order.
pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_sub_state::<Turn>();
    app.configure_sets(
        Update,
        (AppSystems::Input, AppSystems::Rules, AppSystems::View).chain(),
    );
    app.init_state::<Panel>();
}
