//! Online play: the game as a client of `reversi-server` (its protocol:
//! `docs/online.md`). One link to the server ([`link`]), kept open while
//! online play is wanted and opened again by itself with back-off when it
//! drops; the server's answers kept in [`Online`] for the lobby and the
//! game's screens; the game followed on the board.
//!
//! A move is a move attempt like any other: the player's click goes
//! through the game record's door, whose rules answer at once (the disc is
//! placed, the flips play), and is then sent; the other side's moves arrive
//! from the server and enter by the same door ([`MoveSource::Online`]). The
//! server's word is final: when its moves and the board's part ways (a move
//! it refused, a game that went on while the link was down), the board is
//! put back to the server's game and the player is told why.

pub mod link;
pub mod panel;

use std::time::Duration;

use bevy::prelude::*;
use reversi_engine::{Clocks, Color, Game, Move, TimeControl};
use reversi_online_protocol::{
    ColorChoice, Event, GameView, OpenGame, PlayerView, Request, ResultView, VERSION,
};

use crate::i18n::{Locale, Msg};
use crate::play::banner::{self, Banner};
use crate::play::game::{
    Forfeit, GameCommand, GameRecord, GameSystems, MoveAttempt, MoveSource, OnlineTerms,
    ReplaceGame, ServerClocks, ServerEnded, Terms,
};
use crate::screens::{AppSystems, Screen, Turn};
use crate::settings::{Mode, Settings};

use link::{Link, LinkEvent};

/// The longest wait between two attempts to reach the server.
const LONGEST_RETRY: Duration = Duration::from_secs(15);
/// The first wait after a drop; each failed attempt doubles it.
const FIRST_RETRY: Duration = Duration::from_millis(500);
/// How long a link may take to be welcomed before it counts as failed.
const CONNECT_WAIT: Duration = Duration::from_secs(10);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Online>();
    app.add_message::<OnlineRequest>();
    app.add_systems(
        Update,
        // The player's move is sent before the frame reads the server: a
        // move played elsewhere meanwhile (the same player on another
        // device) is then the server's to refuse, and the player hears why.
        (
            take_requests,
            ask_rematch,
            keep_link,
            follow_server,
            read_link,
            remember_game,
            tell_connection,
        )
            .chain()
            .in_set(AppSystems::Input)
            .before(GameSystems),
    );
}

/// What the command line (or the page address) asked of online play: its
/// server, a game to join.
pub fn options_plugin(app: &mut App) {
    let Some(options) = app
        .world()
        .get_resource::<crate::platform::options::Options>()
        .cloned()
    else {
        return;
    };
    if let Some(server) = options.server {
        app.world_mut().resource_mut::<Settings>().server = server;
    }
    // A friend's link, or else the game this player was in when the game
    // (or the page) closed.
    let game = options
        .join
        .or_else(|| app.world().resource::<Settings>().online_game.clone());
    if let Some(code) = game {
        app.add_systems(
            Startup,
            move |mut requests: MessageWriter<OnlineRequest>| {
                requests.write(OnlineRequest::Ask(Request::Join { code: code.clone() }));
            },
        );
    }
}

/// Keeps the code of the game the player is seated in while it is played
/// (the settings'), and forgets it once it is over.
fn remember_game(online: Res<Online>, mut settings: ResMut<Settings>) {
    let Some(followed) = &online.game else {
        return;
    };
    let playing = (followed.seat().is_some() && followed.view.status == "playing")
        .then(|| followed.view.code.clone());
    if settings.online_game != playing {
        settings.online_game = playing;
    }
}

/// A game's connection lost and back, in a banner: seen, and said to a
/// screen reader as every banner is (the HUD's line alone is neither heard
/// nor noticed mid-thought).
fn tell_connection(
    online: Res<Online>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut was_up: Local<Option<bool>>,
) {
    if online.game.is_none() {
        *was_up = None;
        return;
    }
    let up = online.connection == Connection::Connected;
    match (*was_up, &online.connection) {
        (Some(true), Connection::Retrying { .. }) => {
            banner.show(locale.say("online-reconnecting"), banner::WARNING);
        }
        (Some(false), Connection::Connected) => {
            banner.show(locale.say("online-reconnected"), banner::NOTE);
        }
        _ => {}
    }
    *was_up = Some(up);
}

/// What the lobby and the game's screens ask of the server.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineRequest {
    /// A request to the server; the link is opened first if need be, and
    /// the request waits until the server has said welcome.
    Ask(Request),
    /// Offline again: the link closed, nothing followed.
    Disconnect,
}

/// The link's state, as the player is told it.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Connection {
    /// No online play wanted.
    #[default]
    Off,
    Connecting,
    /// The server has said welcome.
    Connected,
    /// The link dropped (or never came); the next attempt is due at
    /// `at` (the real time's elapsed), the `attempt`th since.
    Retrying {
        attempt: u32,
        at: Duration,
    },
    /// The server speaks another protocol version: no point retrying.
    Refused,
}

/// An online game on the board, as the server last told it.
#[derive(Clone, Debug, PartialEq)]
pub struct Followed {
    /// The server's view: the seats, the clock, whether rated, the result.
    pub view: GameView,
    /// The server's moves, passes included.
    pub moves: Vec<Move>,
    /// Each side's time left as the server sent it, and when it came (the
    /// real time's elapsed).
    pub clocks_ms: [u64; 2],
    pub clocks_at: Duration,
    /// Each move's time by the server's clock, in milliseconds.
    pub times: Vec<u64>,
    /// The player's move sent and not yet heard back, and its ply.
    pub sent: Option<(usize, Move)>,
    /// The server refused the player's move: the board goes back to the
    /// server's game rather than send it again.
    refused: bool,
    /// The opponent offers a rematch.
    pub rematch_offered: bool,
    /// When each seat's player went away (the real time's elapsed).
    pub gone_since: [Option<Duration>; 2],
}

impl Followed {
    /// The server's `view` of a game, heard `now`, its moves read.
    pub fn new(view: GameView, moves: Vec<Move>, now: Duration) -> Followed {
        Followed {
            clocks_ms: view.clocks_ms,
            clocks_at: now,
            times: view.moves.iter().map(|m| m.ms).collect(),
            sent: None,
            refused: false,
            rematch_offered: false,
            gone_since: [&view.black, &view.white]
                .map(|seat| seat.as_ref().filter(|s| !s.connected).map(|_| now)),
            moves,
            view,
        }
    }

    /// The seat this client plays, if it plays one.
    pub fn seat(&self) -> Option<Color> {
        color_of(&self.view.you)
    }

    pub fn to_move(&self) -> Option<Color> {
        self.view.to_move.as_deref().and_then(color_of)
    }

    /// `side`'s time left at `now`: the server's reading, less the time
    /// since it came for the side to move.
    pub fn clock_left(&self, side: Color, now: Duration) -> Duration {
        let left = Duration::from_millis(self.clocks_ms[side.index()]);
        if self.view.status == "playing" && self.to_move() == Some(side) {
            left.saturating_sub(now.saturating_sub(self.clocks_at))
        } else {
            left
        }
    }
}

/// Online play as the server told it, for the lobby and the game.
#[derive(Resource, Default)]
pub struct Online {
    link: Option<Link>,
    pub connection: Connection,
    /// Whether the connection ever got a welcome since online play was
    /// asked for: a first failure says the server cannot be reached, a
    /// later one that the game reconnects.
    welcomed: bool,
    /// Requests waiting for the welcome.
    waiting: Vec<Request>,
    /// When the link being connected was opened (the real time's elapsed),
    /// and the number its next attempt has if this one fails.
    opened_at: Duration,
    next_attempt: u32,
    /// The player as the server knows them.
    pub me: Option<PlayerView>,
    /// The game followed on the board.
    pub game: Option<Followed>,
    /// The player's open game, waiting for someone to join: its code and
    /// its link for a friend.
    pub created: Option<(String, String)>,
    /// The open games, as last listed.
    pub open_games: Vec<OpenGame>,
    /// The last thing the server refused, or why the link is down, for the
    /// lobby and the game to show.
    pub notice: Option<Msg>,
}

impl Online {
    /// Whether online play is on (connected or trying to be).
    pub fn active(&self) -> bool {
        !matches!(self.connection, Connection::Off)
    }

    fn send(&mut self, request: &Request) {
        if self.connection != Connection::Connected {
            if !self.waiting.contains(request) {
                self.waiting.push(request.clone());
            }
            return;
        }
        if let Some(link) = &self.link {
            link.send(request.to_frame());
        }
    }
}

fn color_of(name: &str) -> Option<Color> {
    match name {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        _ => None,
    }
}

/// How long to wait before the `attempt`th try: doubling from
/// [`FIRST_RETRY`] up to [`LONGEST_RETRY`].
pub fn retry_wait(attempt: u32) -> Duration {
    FIRST_RETRY
        .saturating_mul(1 << attempt.min(8))
        .min(LONGEST_RETRY)
}

fn take_requests(
    time: Res<Time<Real>>,
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    mut settings: ResMut<Settings>,
    record: Res<GameRecord>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    for request in requests.read() {
        match request {
            OnlineRequest::Ask(request) => {
                if matches!(online.connection, Connection::Off | Connection::Refused) {
                    online.link = Some(Link::open(&settings.server));
                    online.connection = Connection::Connecting;
                    online.welcomed = false;
                    online.opened_at = time.elapsed();
                    online.next_attempt = 0;
                }
                if matches!(request, Request::Create { .. } | Request::Bot { .. }) {
                    online.created = None;
                }
                online.notice = None;
                online.send(request);
            }
            OnlineRequest::Disconnect => {
                let game = online.game.take();
                *online = Online::default();
                settings.online_game = None;
                // The board keeps the game as it stood, no longer online.
                if let Some(game) = game
                    && record.online().is_some()
                {
                    replace.write(ReplaceGame {
                        terms: Terms::Free,
                        screen: None,
                        ..ReplaceGame::play(record.game().clone(), Mode::TwoPlayers)
                    });
                    debug!("left {}", game.view.code);
                }
            }
        }
    }
}

/// Rematch (the result's button) in a finished online game asks the
/// server for one, colours swapped; the opponent is asked, a bot accepts.
fn ask_rematch(
    mut commands: MessageReader<GameCommand>,
    record: Res<GameRecord>,
    mut online: ResMut<Online>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    for command in commands.read() {
        if *command != GameCommand::Start || !record.finished() {
            continue;
        }
        let Some(terms) = record.online() else {
            continue;
        };
        if record.mode() == Mode::Watching {
            continue;
        }
        online.send(&Request::Rematch {
            code: terms.code.clone(),
        });
        banner.show(locale.say("online-rematch-asked"), banner::NOTE);
    }
}

/// Opens the link again when its wait is over; gives up on one that has
/// not been welcomed in [`CONNECT_WAIT`] (a browser's WebSocket may wait
/// for minutes on an address that never answers).
fn keep_link(time: Res<Time<Real>>, mut online: ResMut<Online>, settings: Res<Settings>) {
    let now = time.elapsed();
    match online.connection {
        Connection::Retrying { at, attempt } if now >= at => {
            online.link = Some(Link::open(&settings.server));
            online.connection = Connection::Connecting;
            online.next_attempt = attempt + 1;
            online.opened_at = now;
        }
        Connection::Connecting if now >= online.opened_at + CONNECT_WAIT => {
            info!(
                "online: no welcome from {} in {CONNECT_WAIT:?}",
                settings.server
            );
            retry_later(&mut online, &settings.server, now);
        }
        _ => {}
    }
}

/// The link is down (or never came): closed, the player told, the next
/// attempt due after its wait.
fn retry_later(online: &mut Online, server: &str, now: Duration) {
    online.link = None;
    if online.connection == Connection::Refused {
        return;
    }
    // Each failed attempt waits longer; a link that was up starts again.
    let attempt = match online.connection {
        Connection::Connecting => online.next_attempt,
        _ => 0,
    };
    online.notice = Some(if online.welcomed {
        Msg::new("online-reconnecting")
    } else {
        Msg::new("online-unreachable").with("server", server.to_string())
    });
    online.connection = Connection::Retrying {
        attempt,
        at: now + retry_wait(attempt),
    };
}

/// What the server said: the welcome, the games, the moves, refusals.
fn read_link(
    time: Res<Time<Real>>,
    mut online: ResMut<Online>,
    mut settings: ResMut<Settings>,
    record: Res<GameRecord>,
    mut replace: MessageWriter<ReplaceGame>,
    mut ended: MessageWriter<ServerEnded>,
    mut clocks: MessageWriter<ServerClocks>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    let Some(link) = online.link.as_mut() else {
        return;
    };
    let now = time.elapsed();
    for event in link.poll() {
        match event {
            LinkEvent::Opened => {
                let hello = Request::Hello {
                    version: VERSION,
                    token: settings.token.clone(),
                    name: (!settings.name.is_empty()).then(|| settings.name.clone()),
                };
                if let Some(link) = &online.link {
                    link.send(hello.to_frame());
                }
            }
            LinkEvent::Closed(why) => {
                info!("online: {why}");
                retry_later(&mut online, &settings.server, now);
                return;
            }
            LinkEvent::Text(text) => match Event::from_frame(&text) {
                Ok(event) => {
                    let mut told = Told {
                        now,
                        record: &record,
                        replace: Vec::new(),
                        ended: Vec::new(),
                        clocks: Vec::new(),
                    };
                    if let Some(say) = hear(&mut online, &mut settings, event, &mut told) {
                        banner.show(locale.say(say), banner::WARNING);
                    }
                    replace.write_batch(told.replace);
                    ended.write_batch(told.ended);
                    clocks.write_batch(told.clocks);
                }
                Err(error) => {
                    // Junk: the game stays as it was; the link goes on.
                    warn!("online: the server sent what this game cannot read: {error}");
                    online.notice = Some(Msg::new("online-junk"));
                }
            },
        }
        if online.link.is_none() {
            return;
        }
    }
}

/// What hearing from the server may change besides [`Online`].
struct Told<'a> {
    now: Duration,
    record: &'a GameRecord,
    replace: Vec<ReplaceGame>,
    ended: Vec<ServerEnded>,
    clocks: Vec<ServerClocks>,
}

/// Takes in one event; returns what the player must be told at once.
fn hear(
    online: &mut Online,
    settings: &mut Settings,
    event: Event,
    told: &mut Told,
) -> Option<Msg> {
    match event {
        Event::Welcome { player, token, .. } => {
            if let Some(token) = token {
                settings.token = Some(token);
            }
            online.me = Some(player);
            online.connection = Connection::Connected;
            online.welcomed = true;
            online.notice = None;
            if let Some(game) = &mut online.game {
                // Heard again by the server's `game` after the welcome.
                game.sent = None;
                if game.seat().is_none() {
                    let code = game.view.code.clone();
                    online.waiting.insert(0, Request::Watch { code });
                }
            }
            for request in std::mem::take(&mut online.waiting) {
                online.send(&request);
            }
            None
        }
        Event::Player { player } => {
            online.me = Some(player);
            None
        }
        Event::Created { code, link } => {
            online.created = Some((code, link));
            None
        }
        Event::Game { game } => {
            take_game(online, *game, told);
            None
        }
        Event::Moved {
            code,
            ply,
            square,
            color,
            clocks_ms,
            to_move,
        } => {
            let followed = online.game.as_mut().filter(|g| g.view.code == code)?;
            let ply = ply as usize;
            let Ok(mv) = square.parse::<Move>() else {
                warn!("online: a move that is no square: {square}");
                return None;
            };
            if ply == followed.moves.len() {
                followed.moves.push(mv);
                // The mover's clock before and after, less the increment.
                let increment = followed
                    .view
                    .clock
                    .parse::<TimeControl>()
                    .map_or(0, |c| c.increment.as_millis() as u64);
                let spent = match (mv, color_of(&color)) {
                    (Move::Place(_), Some(mover)) => (followed.clocks_ms[mover.index()]
                        + increment)
                        .saturating_sub(clocks_ms[mover.index()]),
                    _ => 0,
                };
                followed.times.push(spent);
                told.clocks.push(ServerClocks {
                    code: code.clone(),
                    times: followed
                        .times
                        .iter()
                        .map(|&ms| Some(Duration::from_millis(ms)))
                        .collect(),
                });
            } else if ply > followed.moves.len() {
                // A move missed: the whole game again.
                online.send(&Request::Watch { code });
                return None;
            }
            followed.clocks_ms = clocks_ms;
            followed.clocks_at = told.now;
            followed.view.to_move = to_move;
            // Another move at the sent one's ply: its refusal is on its way.
            if followed.sent == Some((ply, mv)) {
                followed.sent = None;
            }
            None
        }
        Event::Ended { code, result } => {
            let followed = online.game.as_mut().filter(|g| g.view.code == code)?;
            // The clocks stop where they stood.
            if let Some(side) = followed.to_move() {
                let left = followed.clock_left(side, told.now).as_millis() as u64;
                followed.clocks_ms[side.index()] = left;
            }
            followed.view.status = "finished".into();
            followed.view.to_move = None;
            followed.view.result = Some(result.clone());
            // An end on the board the board reaches by itself, after the
            // last move has played.
            let loser = color_of(&result.winner).map(|winner| !winner);
            if let Some(loser) = loser
                && result.reason != "end"
                && told.record.online().is_some_and(|o| o.code == code)
            {
                told.ended.push(ServerEnded {
                    code,
                    loser,
                    forfeit: forfeit_of(&result),
                });
            }
            None
        }
        Event::OpenGames { games } => {
            online.open_games = games;
            None
        }
        Event::RematchOffered { code } => {
            let followed = online.game.as_mut().filter(|g| g.view.code == code)?;
            followed.rematch_offered = true;
            Some(Msg::new("online-rematch-offered"))
        }
        Event::Presence {
            code,
            color,
            connected,
        } => {
            let followed = online.game.as_mut().filter(|g| g.view.code == code)?;
            let side = color_of(&color)?;
            followed.gone_since[side.index()] = (!connected).then_some(told.now);
            let seat = match side {
                Color::Black => &mut followed.view.black,
                Color::White => &mut followed.view.white,
            };
            if let Some(seat) = seat {
                seat.connected = connected;
            }
            (followed.seat() != Some(side)).then(|| {
                Msg::new(if connected {
                    "online-opponent-back"
                } else {
                    "online-opponent-gone"
                })
            })
        }
        Event::Pong => None,
        Event::Error { code, message } => {
            warn!("online: refused ({code}): {message}");
            let refused = Msg::new("online-error").with("code", code.clone());
            match code.as_str() {
                "version" => {
                    online.connection = Connection::Refused;
                    online.link = None;
                }
                "token" => {
                    // A server that does not know the token (a new
                    // database): a new player on it.
                    settings.token = None;
                    online.link = None;
                    online.connection = Connection::Retrying {
                        attempt: 0,
                        at: told.now,
                    };
                }
                // The game kept to go back to is no more (a new database).
                "no_game" if online.game.is_none() => settings.online_game = None,
                _ => {}
            }
            let a_move_refused = matches!(
                code.as_str(),
                "stale" | "illegal" | "not_your_turn" | "finished" | "not_seated"
            ) && online.game.as_mut().and_then(|g| g.sent.take()).is_some();
            if a_move_refused && let Some(game) = &mut online.game {
                game.refused = true;
            }
            online.notice = Some(refused.clone());
            if a_move_refused {
                // `follow_server` puts the board back to the server's game.
                return Some(Msg::new("online-move-refused").with("code", code));
            }
            None
        }
    }
}

/// A game the server sent whole: followed, and put on the board unless
/// the board already shows it.
fn take_game(online: &mut Online, view: GameView, told: &mut Told) {
    if view.status == "open" {
        // Our own game waits for an opponent: the lobby shows its code.
        if view.you != "spectator" {
            let link = online.created.as_ref().map(|(_, link)| link.clone());
            online.created = Some((view.code.clone(), link.unwrap_or_default()));
        }
        return;
    }
    let moves: Vec<Move> = view
        .moves
        .iter()
        .filter_map(|m| m.square.parse().ok())
        .collect();
    if moves.len() != view.moves.len() {
        warn!("online: a game whose moves are no squares: {}", view.code);
        return;
    }
    let mut game = Game::new();
    for &mv in &moves {
        if game.play(mv).is_err() {
            warn!("online: a game whose moves break the rules: {}", view.code);
            return;
        }
    }
    // A game in play comes before a finished one the server also sent.
    if let Some(current) = &online.game
        && current.view.code != view.code
        && current.view.status == "playing"
        && view.status != "playing"
    {
        return;
    }
    if online
        .created
        .as_ref()
        .is_some_and(|(code, _)| *code == view.code)
    {
        online.created = None;
    }
    let seat = color_of(&view.you);
    let mode = seat.map_or(Mode::Watching, Mode::Online);
    let clocks = online_clocks(&view);
    let seat_of = |seat: &Option<reversi_online_protocol::Seat>| {
        seat.as_ref().map_or((String::new(), 0.0), |s| {
            (s.player.name.clone(), s.player.rating)
        })
    };
    let (black, white) = (seat_of(&view.black), seat_of(&view.white));
    let result = view.result.clone();
    let loser = result
        .as_ref()
        .and_then(|r| color_of(&r.winner))
        .map(|winner| !winner);
    let forfeit = result.as_ref().and_then(forfeit_of).zip(loser);
    let followed = Followed::new(view, moves.clone(), told.now);
    let terms = OnlineTerms {
        code: followed.view.code.clone(),
        rated: followed.view.rated,
        players: [black.0, white.0],
        ratings: [black.1, white.1],
        forfeit: forfeit.map(|(forfeit, loser)| (loser, forfeit)),
    };
    let code = terms.code.clone();
    online.game = Some(followed);

    // The board already shows this game, perhaps with the player's own
    // move on top that the server has not heard (it is sent again).
    let on_board = told.record.online().is_some_and(|o| o.code == code);
    let local = told.record.game().moves();
    let behind_or_equal = local.len() >= moves.len()
        && local
            .iter()
            .zip(&moves)
            .all(|(played, mv)| played.mv == *mv)
        && local.len() <= moves.len() + 1;
    if on_board && behind_or_equal && told.record.mode() == mode {
        return;
    }
    let code = terms.code.clone();
    told.replace.push(ReplaceGame {
        terms: Terms::Online(terms),
        clocks,
        ..ReplaceGame::play(game, mode)
    });
    // A loss on time is the clocks': said after the game is on the board.
    if let Some(loser) = loser
        && result.is_some_and(|r| r.reason == "time")
    {
        told.ended.push(ServerEnded {
            code,
            loser,
            forfeit: None,
        });
    }
}

/// The record's clocks from the server's: each move's time as it took.
fn online_clocks(view: &GameView) -> Option<Clocks> {
    let control: TimeControl = view.clock.parse().ok()?;
    let times = view
        .moves
        .iter()
        .map(|m| Some(Duration::from_millis(m.ms)))
        .collect();
    Some(Clocks::with_times(control, times))
}

/// A resignation or an abandonment, from the server's result.
fn forfeit_of(result: &ResultView) -> Option<Forfeit> {
    match result.reason.as_str() {
        "resign" => Some(Forfeit::Resigned),
        "abandon" => Some(Forfeit::Abandoned),
        _ => None,
    }
}

/// Keeps the board with the server's game: plays the server's moves the
/// board lacks, sends the player's move the server lacks, and puts the
/// board back when the two part ways.
fn follow_server(
    mut online: ResMut<Online>,
    record: Res<GameRecord>,
    turn: Option<Res<State<Turn>>>,
    screen: Res<State<Screen>>,
    mut attempts: MessageWriter<MoveAttempt>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    let Some(terms) = record.online() else {
        return;
    };
    let Some(followed) = online.game.as_ref().filter(|g| g.view.code == terms.code) else {
        return;
    };
    if !matches!(screen.get(), Screen::Playing | Screen::GameOver) {
        return;
    }
    let local = record.game().moves();
    let server = &followed.moves;
    let common = local
        .iter()
        .zip(server)
        .take_while(|(played, mv)| played.mv == **mv)
        .count();
    let seat = followed.seat();
    if common < local.len() {
        let extra = &local[common..];
        // The board's own forced passes, which the server plays too.
        let passes = extra.iter().all(|m| m.mv == Move::Pass);
        let own = common == server.len()
            && extra.len() == 1
            && Some(extra[0].color) == seat
            && extra[0].mv != Move::Pass;
        if common == server.len() && passes {
            return;
        }
        if own && !followed.refused {
            if followed.sent.is_none() && online.connection == Connection::Connected {
                let request = Request::Move {
                    code: terms.code.clone(),
                    square: extra[0].mv.to_string(),
                    ply: common as u32,
                };
                let followed = online.game.as_mut().expect("followed");
                followed.sent = Some((common, extra[0].mv));
                online.send(&request);
            }
            return;
        }
        if followed.sent.is_some() {
            // The move is on its way back, or its refusal is.
            return;
        }
        // Parted ways: the server's game on the board.
        let mut game = Game::new();
        for &mv in server {
            if game.play(mv).is_err() {
                return;
            }
        }
        let mode = record.mode();
        let followed = online.game.as_mut().expect("followed");
        followed.refused = false;
        let followed = online.game.as_ref().expect("followed");
        replace.write(ReplaceGame {
            terms: Terms::Online(terms.clone()),
            clocks: online_clocks(&followed.view),
            ..ReplaceGame::play(game, mode)
        });
        return;
    }
    if let Some(&mv) = server.get(common) {
        let theirs = seat != Some(record.game().side_to_move());
        if mv != Move::Pass && theirs && turn.is_some_and(|t| *t.get() == Turn::Remote) {
            attempts.write(MoveAttempt {
                mv,
                source: MoveSource::Online {
                    generation: record.generation(),
                },
            });
        }
    }
}

/// The requests of the lobby's choices, for the screens and tests.
pub fn create(color: ColorChoice, clock: TimeControl, rated: bool) -> Request {
    Request::Create {
        color,
        clock: clock.to_string(),
        rated,
    }
}
