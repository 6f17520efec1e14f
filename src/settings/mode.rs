//! Who plays each side: the new-game menu's modes.

use reversi_engine::Color;

/// The game modes of the new-game menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A person against the AI, playing this colour.
    HumanVsAi(Color),
    TwoPlayers,
    AiVsAi,
    /// An online game seated at this colour: the other side's moves come
    /// from the server (`online`). Never a new game's mode.
    Online(Color),
    /// An online game followed as a spectator: both sides' moves come from
    /// the server.
    Watching,
}

/// Who plays a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    Human,
    Ai,
    /// Someone on a server (`online`).
    Remote,
}

impl Mode {
    /// Every mode, in the menu's order.
    pub const ALL: [Mode; 4] = [
        Mode::HumanVsAi(Color::Black),
        Mode::HumanVsAi(Color::White),
        Mode::TwoPlayers,
        Mode::AiVsAi,
    ];

    pub fn player(self, color: Color) -> PlayerKind {
        match self {
            Mode::HumanVsAi(human) if human == color => PlayerKind::Human,
            Mode::HumanVsAi(_) | Mode::AiVsAi => PlayerKind::Ai,
            Mode::TwoPlayers => PlayerKind::Human,
            Mode::Online(seat) if seat == color => PlayerKind::Human,
            Mode::Online(_) | Mode::Watching => PlayerKind::Remote,
        }
    }

    /// The mode's name in the settings file, on the command line (`--black`)
    /// and in the page address (`?black`).
    pub fn key(self) -> &'static str {
        match self {
            Mode::HumanVsAi(Color::Black) => "black",
            Mode::HumanVsAi(Color::White) => "white",
            Mode::TwoPlayers => "two-players",
            Mode::AiVsAi => "ai-vs-ai",
            Mode::Online(Color::Black) => "online-black",
            Mode::Online(Color::White) => "online-white",
            Mode::Watching => "watching",
        }
    }

    /// A mode of the menu's (not an online one).
    pub fn from_key(key: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.key() == key)
    }

    /// The message that names the mode in the menu and the HUD.
    pub fn label(self) -> &'static str {
        match self {
            Mode::HumanVsAi(Color::Black) => "mode-black",
            Mode::HumanVsAi(Color::White) => "mode-white",
            Mode::TwoPlayers => "mode-two-players",
            Mode::AiVsAi => "mode-ai-vs-ai",
            Mode::Online(_) | Mode::Watching => "mode-online",
        }
    }
}
