//! The messages a client and the server exchange, one JSON object a text
//! frame, each with a `type`: what `docs/online.md` documents field by field.
//! A client's message is a request; the server's answers and events are
//! the facts.

use serde::{Deserialize, Serialize};

/// The protocol's version: a client says it in `hello`, and one of another
/// version is told so (`error` with code `version`) and disconnected.
pub const VERSION: u32 = 1;

/// The largest frame the server reads; a larger one closes the connection.
pub const MAX_FRAME_BYTES: usize = 4096;

/// What a client asks.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Request {
    /// The first message: the protocol version, and the token of a player
    /// who has one (a new player gets one in `welcome`).
    Hello {
        version: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// A new display name.
    SetName {
        name: String,
    },
    /// A new game, open until someone joins it.
    Create {
        /// `black`, `white` or `random`.
        color: ColorChoice,
        /// `M+S`: minutes each, seconds added a move.
        clock: String,
        rated: bool,
    },
    /// Takes the free seat of an open game.
    Join {
        code: String,
    },
    /// The open games.
    List,
    /// Joins the oldest open game of this clock and kind that another
    /// player made, or opens one.
    Quick {
        clock: String,
        rated: bool,
    },
    /// A casual game against one of the server's bots.
    Bot {
        level: u32,
        color: ColorChoice,
        clock: String,
    },
    /// Follows a game as a spectator (a player's own game: as its player).
    Watch {
        code: String,
    },
    /// A move: `square` (`f5`) at `ply`, the number of moves (passes
    /// included) the client has seen; a stale ply is refused.
    Move {
        code: String,
        square: String,
        ply: u32,
    },
    Resign {
        code: String,
    },
    /// Offers (or, when offered, accepts) a rematch with colours swapped.
    Rematch {
        code: String,
    },
    /// Stops following a game; an open game of one's own is withdrawn.
    Leave {
        code: String,
    },
    Ping,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ColorChoice {
    Black,
    White,
    Random,
}

/// A player as others see them (never their token).
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
pub struct PlayerView {
    pub id: String,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    /// A rating is provisional until its deviation is under 110.
    pub provisional: bool,
    pub bot: bool,
}

/// A seat as the game shows it.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
pub struct Seat {
    pub player: PlayerView,
    /// Whether the player is connected, and since when they are not
    /// (milliseconds).
    pub connected: bool,
}

/// A move as played.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
pub struct PlayedView {
    /// `f5`, or `pass`.
    pub square: String,
    /// `black` or `white`.
    pub color: String,
    /// The time it took, by the server's clock, after the allowance.
    pub ms: u64,
}

/// A whole game as it stands.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
pub struct GameView {
    pub code: String,
    /// `open` (waiting for a second player), `playing`, `finished`.
    pub status: String,
    pub clock: String,
    pub rated: bool,
    pub black: Option<Seat>,
    pub white: Option<Seat>,
    pub moves: Vec<PlayedView>,
    /// Each side's time left, milliseconds, at the moment of sending.
    pub clocks_ms: [u64; 2],
    /// `black` or `white`; none once finished or while open.
    pub to_move: Option<String>,
    /// `black`, `white` or `spectator`.
    pub you: String,
    pub result: Option<ResultView>,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
pub struct ResultView {
    /// `black`, `white` or `draw`.
    pub winner: String,
    /// `end` (neither side can move), `time`, `resign`, `abandon`.
    pub reason: String,
    /// Black's discs and White's at the end (empty squares to the winner
    /// when the board decided).
    pub discs: [u32; 2],
    /// The rating changes of a rated game, Black's and White's.
    pub rating_change: Option<[f64; 2]>,
}

/// An open game in the list.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
pub struct OpenGame {
    pub code: String,
    pub clock: String,
    pub rated: bool,
    pub creator: PlayerView,
    /// The colour the creator plays: `black`, `white` or `random`.
    pub color: String,
}

/// What the server says.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The answer to `hello`; `token` only when the player is new.
    Welcome {
        version: u32,
        player: PlayerView,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
    },
    /// The player's view after `set_name`.
    Player {
        player: PlayerView,
    },
    /// A game was created: its code and the page's link to it.
    Created {
        code: String,
        link: String,
    },
    /// A game as it stands: sent on create, join, watch, reconnect.
    Game {
        game: Box<GameView>,
    },
    /// A move (or a pass the server decided) was played.
    Moved {
        code: String,
        /// The ply of this move (0 for the first).
        ply: u32,
        square: String,
        color: String,
        clocks_ms: [u64; 2],
        to_move: Option<String>,
    },
    /// The game is over.
    Ended {
        code: String,
        result: ResultView,
    },
    /// The open games.
    OpenGames {
        games: Vec<OpenGame>,
    },
    /// The opponent offers a rematch (`rematch` to accept).
    RematchOffered {
        code: String,
    },
    /// A seat's connection changed.
    Presence {
        code: String,
        color: String,
        connected: bool,
    },
    Pong,
    /// A request refused, or a connection about to be closed.
    Error {
        /// A stable word: `version`, `malformed`, `too_large`, `flood`,
        /// `hello_first`, `token`, `name`, `no_game`, `not_open`, `full`,
        /// `not_seated`, `not_your_turn`, `stale`, `illegal`, `finished`,
        /// `clock`, `level`, `busy`, `internal`.
        code: String,
        message: String,
    },
}

impl Request {
    /// The request as its text frame.
    pub fn to_frame(&self) -> String {
        serde_json::to_string(self).expect("requests serialise")
    }
}

impl Event {
    /// An event read from its text frame, or why it is none.
    pub fn from_frame(text: &str) -> Result<Event, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    pub fn error(code: &str, message: impl Into<String>) -> Event {
        Event::Error {
            code: code.to_string(),
            message: message.into(),
        }
    }
}
